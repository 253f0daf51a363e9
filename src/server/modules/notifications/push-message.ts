import { createHash } from 'node:crypto'
import { PUSH_PAYLOAD_MAX_BYTES } from '@shared/notifications/kinds'
import type { PushPayload } from '@shared/notifications/push-payload'
import type { StoredNotification } from './events'
import type { PushMessage, PushUrgency } from './push-sender'
import type { RenderedNotification } from './render'

/** How long a push service keeps a message about an order or a finished auction for an offline phone. */
export const DAYS_TTL_SECONDS = 3 * 24 * 60 * 60
/** An "ending soon" message is worthless after ten minutes. */
export const ENDING_SOON_TTL_SECONDS = 600

export type DeliveryOptions = { urgency: PushUrgency; ttlSeconds: number; topic?: string }

/**
 * Per kind (issue 16): outbid is urgent, lives until the auction ends and carries a Topic per
 * auction, so a newer outbid replaces one not yet delivered; ending soon lives ≤ 10 minutes; the
 * rest are normal and live for days. The TTL counts from now, so a retry asks for what is left;
 * 0 or less means the message is no longer worth sending.
 */
export function deliveryOptions(notification: StoredNotification, now: Date): DeliveryOptions {
  const nowSeconds = Math.floor(now.getTime() / 1000)
  switch (notification.kind) {
    case 'outbid':
      return {
        urgency: 'high',
        ttlSeconds: notification.params.endsAt - nowSeconds,
        topic: topicOf('outbid', notification.params.auctionId),
      }
    case 'ending_soon': {
      const fromEvent = ENDING_SOON_TTL_SECONDS - (nowSeconds - Math.floor(notification.createdAt.getTime() / 1000))
      return { urgency: 'high', ttlSeconds: Math.min(fromEvent, notification.params.endsAt - nowSeconds) }
    }
    default:
      return { urgency: 'normal', ttlSeconds: DAYS_TTL_SECONDS - (nowSeconds - Math.floor(notification.createdAt.getTime() / 1000)) }
  }
}

/** A Topic is at most 32 URL-safe base64 characters: a digest of the kind and the auction's id. */
export function topicOf(kind: string, auctionId: string): string {
  return createHash('sha256').update(`${kind}:${auctionId}`).digest('base64url').slice(0, 32)
}

/**
 * The message's JSON, at most PUSH_PAYLOAD_MAX_BYTES: a body (then a title) too long is cut with
 * an ellipsis, and only if that is not enough the image is left out.
 */
export function pushPayloadJson(notification: StoredNotification, rendered: RenderedNotification): string {
  const payload: PushPayload = {
    id: notification.id,
    kind: notification.kind,
    title: rendered.title,
    body: rendered.body,
    url: rendered.url,
    tag: rendered.tag,
    ...(rendered.imageUrl ? { image: rendered.imageUrl } : {}),
  }
  for (const field of ['body', 'title'] as const) if (!fits(payload)) payload[field] = longestFitting(payload, field)
  if (!fits(payload)) delete payload.image
  return JSON.stringify(payload)
}

export function pushMessage(notification: StoredNotification, rendered: RenderedNotification, now: Date): PushMessage | null {
  const options = deliveryOptions(notification, now)
  if (options.ttlSeconds <= 0) return null
  return { payload: pushPayloadJson(notification, rendered), ...options }
}

const fits = (payload: PushPayload) => Buffer.byteLength(JSON.stringify(payload), 'utf8') <= PUSH_PAYLOAD_MAX_BYTES

/** The field's text cut on a code point, ending in "…", as long as the payload still fits (binary search). */
function longestFitting(payload: PushPayload, field: 'title' | 'body'): string {
  const points = Array.from(payload[field])
  const cut = (kept: number) => `${points.slice(0, kept).join('')}…`
  let [low, high] = [0, points.length]
  while (low < high) {
    const middle = Math.ceil((low + high) / 2)
    if (fits({ ...payload, [field]: cut(middle) })) low = middle
    else high = middle - 1
  }
  return cut(low)
}
