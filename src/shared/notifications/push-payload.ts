import type { NotificationKind } from './kinds'

/**
 * The JSON a push message carries (encrypted, at most PUSH_PAYLOAD_MAX_BYTES). The service worker
 * shows every one as a notification: title and body in the customer's language, the item's image,
 * the tag (one per auction or order, so a newer message replaces the older one on the screen) and
 * the page a tap opens.
 */
export type PushPayload = {
  /** The centre's notification id. */
  id: number
  kind: NotificationKind
  title: string
  body: string
  /** Absolute or same-site URL of the item's image; absent when there is none. */
  image?: string
  /** A path of this site, e.g. /customer/orders/1001. */
  url: string
  tag: string
}

/** What the service worker tells open windows of the app (postMessage `{ type }`). */
export const PUSH_MESSAGES = {
  /** A push arrived: the bell reads the centre again. */
  received: 'push-received',
  /** The browser replaced the subscription: the app sends the new one to the server. */
  subscriptionChanged: 'push-subscription-changed',
} as const
