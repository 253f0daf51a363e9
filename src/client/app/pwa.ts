const UPDATE_CHECK_MS = 60 * 60 * 1000

let registered = false

/**
 * Registers the service worker (production builds only). When a new version has installed and
 * waits, `onNeedRefresh` receives `update`: it lets the new version take over and reloads.
 * workbox-window is loaded on demand once the page has loaded, so it is not in the entry bundle.
 */
export function registerServiceWorker(onNeedRefresh: (update: () => void) => void): void {
  if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return
  registered = true
  // After the load event: the worker's precache download must not compete with the first page's own requests.
  if (document.readyState === 'complete') register(onNeedRefresh)
  else window.addEventListener('load', () => register(onNeedRefresh), { once: true })
}

function register(onNeedRefresh: (update: () => void) => void) {
  void import('workbox-window').then(({ Workbox }) => {
    const workbox = new Workbox('/sw.js', { scope: '/' })
    workbox.addEventListener('waiting', () => {
      onNeedRefresh(() => {
        workbox.addEventListener('controlling', () => window.location.reload())
        workbox.messageSkipWaiting()
      })
    })
    workbox.register().then(
      () => {
        // An installed app can stay open for days: look for a new version now and then.
        setInterval(() => void workbox.update(), UPDATE_CHECK_MS)
      },
      // Service workers refused (a blocking policy, some private modes): the app works, only not offline.
      (error: unknown) => console.warn('Service worker not registered:', error),
    )
  })
}
