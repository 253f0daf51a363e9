import { clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies'
import { ExpirationPlugin } from 'workbox-expiration'
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { PRODUCT_NAME } from '@shared/ui/constants'

declare let self: ServiceWorkerGlobalScope

const DAY_SECONDS = 24 * 60 * 60
const NETWORK_TIMEOUT_SECONDS = 3
/** Paths the server answers itself: never replaced by the app shell. */
const SERVER_PATHS = [/^\/api\//, /^\/catalog\//, /^\/media\//]

// Shell and route chunks, listed by vite-plugin-pwa at build time.
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// Every SPA route gets the precached shell, so any page opens offline.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: SERVER_PATHS }))

const sameOrigin = (url: URL) => url.origin === self.location.origin

// Catalogue JSON files change rarely: answer from the cache at once, refresh behind.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/catalog/static/') && url.pathname.endsWith('.json'),
  new StaleWhileRevalidate({
    cacheName: 'catalog-static',
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 7 * DAY_SECONDS })],
  }),
)

// Product images and our media: cache first, bounded in count and age.
registerRoute(
  ({ url, request }) => sameOrigin(url) && (url.pathname.startsWith('/media/') || request.destination === 'image'),
  new CacheFirst({
    cacheName: 'images',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
)

// Images of other hosts come back opaque (status 0) and weigh more in the quota: keep fewer.
registerRoute(
  ({ url, request }) => !sameOrigin(url) && request.destination === 'image',
  new CacheFirst({
    cacheName: 'remote-images',
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
)

/**
 * API reads: the network while it answers within 3 s, else the last cached answer.
 * Calls carrying a customer's token are left alone: the Cache API keys by URL only, so one
 * customer's answer could be served to the next one on the same device. Their data stays
 * available offline through the persisted query cache instead.
 */
registerRoute(
  ({ url, request }) =>
    sameOrigin(url) && (url.pathname.startsWith('/api/') || url.pathname.startsWith('/catalog/')) && !request.headers.has('Authorization'),
  new NetworkFirst({
    cacheName: 'api-reads',
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: DAY_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
)

// The update prompt asks a waiting version to take over.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting()
})

clientsClaim()

type PushPayload = { title?: string; body?: string; url?: string }

function readPushPayload(event: PushEvent): PushPayload {
  try {
    return (event.data?.json() as PushPayload | undefined) ?? {}
  } catch {
    return { body: event.data?.text() }
  }
}

/** Only our own pages open from a notification; anything else opens the home page. */
function notificationTarget(url: unknown): string {
  try {
    const target = new URL(typeof url === 'string' ? url : '/', self.location.origin)
    return sameOrigin(target) ? target.href : self.location.origin + '/'
  } catch {
    return self.location.origin + '/'
  }
}

self.addEventListener('push', (event) => {
  const payload = readPushPayload(event)
  event.waitUntil(
    self.registration.showNotification(payload.title || PRODUCT_NAME, {
      body: payload.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: notificationTarget(payload.url) },
    }),
  )
})

async function focusOrOpen(url: string) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const open = windows.find((client) => client.url === url)
  if (open) return open.focus()
  return self.clients.openWindow(url)
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  event.waitUntil(focusOrOpen(notificationTarget(event.notification.data?.url)))
})
