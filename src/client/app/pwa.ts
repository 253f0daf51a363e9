import { Workbox } from 'workbox-window'

const UPDATE_CHECK_MS = 60 * 60 * 1000

let registered = false

/**
 * Registers the service worker (production builds only). When a new version has installed and
 * waits, `onNeedRefresh` receives `update`: it lets the new version take over and reloads.
 */
export function registerServiceWorker(onNeedRefresh: (update: () => void) => void): void {
  if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return
  registered = true
  const workbox = new Workbox('/sw.js', { scope: '/' })
  workbox.addEventListener('waiting', () => {
    onNeedRefresh(() => {
      workbox.addEventListener('controlling', () => window.location.reload())
      workbox.messageSkipWaiting()
    })
  })
  void workbox.register().then(() => {
    // An installed app can stay open for days: look for a new version now and then.
    setInterval(() => void workbox.update(), UPDATE_CHECK_MS)
  })
}
