import { clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies'
import { ExpirationPlugin } from 'workbox-expiration'
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { PUSH_MESSAGES, type PushPayload } from '@shared/notifications/push-payload'
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
 * available offline through the persisted query cache instead. So are event streams (a lot's live
 * prices): an endless body cannot be cached, and an old one is worthless.
 */
registerRoute(
  ({ url, request }) =>
    sameOrigin(url) &&
    (url.pathname.startsWith('/api/') || url.pathname.startsWith('/catalog/')) &&
    !request.headers.has('Authorization') &&
    request.headers.get('Accept') !== 'text/event-stream',
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

/** Whatever arrives is shown (iOS drops the subscription of an app that receives a push without showing one). */
function readPushPayload(event: PushEvent): Partial<PushPayload> {
  try {
    const payload = event.data?.json()
    return payload && typeof payload === 'object' ? (payload as Partial<PushPayload>) : {}
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

async function tellWindows(type: string) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  for (const client of windows) client.postMessage({ type })
}

self.addEventListener('push', (event) => {
  const payload = readPushPayload(event)
  const options: NotificationOptions & { image?: string; renotify?: boolean } = {
    body: typeof payload.body === 'string' ? payload.body : undefined,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    data: { url: notificationTarget(payload.url), id: payload.id },
    // One notification per auction or order on the screen: a newer one replaces it, and still rings.
    ...(typeof payload.tag === 'string' ? { tag: payload.tag, renotify: true } : {}),
    ...(typeof payload.image === 'string' ? { image: payload.image } : {}),
  }
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(typeof payload.title === 'string' && payload.title ? payload.title : PRODUCT_NAME, options),
      tellWindows(PUSH_MESSAGES.received),
    ]),
  )
})

/** A tap: the window already on that page comes forward; else an open window of the app goes there; else a new one opens. */
async function openFromNotification(url: string) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const onPage = windows.find((client) => client.url === url)
  if (onPage) return onPage.focus()
  const open = windows.find((client) => sameOrigin(new URL(client.url)))
  if (!open) return self.clients.openWindow(url)
  const moved = await open.navigate(url).catch(() => null)
  return (moved ?? open).focus()
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  event.waitUntil(openFromNotification(notificationTarget(event.notification.data?.url)))
})

type SubscriptionChangeEvent = ExtendableEvent & { oldSubscription: PushSubscription | null; newSubscription: PushSubscription | null }

/**
 * The browser replaced (or dropped) the subscription: subscribe again with the same server key and
 * tell open windows, which send it to the server (the worker has no sign-in of its own). With no
 * window open, the app sends it on its next start.
 */
self.addEventListener('pushsubscriptionchange', (event) => {
  const change = event as SubscriptionChangeEvent
  const applicationServerKey = change.oldSubscription?.options.applicationServerKey
  const renewed = change.newSubscription
    ? Promise.resolve()
    : applicationServerKey
      ? self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }).then(() => undefined)
      : Promise.resolve()
  change.waitUntil(renewed.then(() => tellWindows(PUSH_MESSAGES.subscriptionChanged)))
})
