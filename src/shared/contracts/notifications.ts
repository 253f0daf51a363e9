import { z } from 'zod'
import {
  MAX_READ_IDS,
  NOTIFICATION_GROUPS,
  NOTIFICATION_KINDS,
  NOTIFICATION_TONES,
  type NotificationKind,
} from '@shared/notifications/kinds'
import { int } from './fields'

/**
 * The notification centre (header bell), push preferences per kind and push subscriptions per
 * device. Custom messages are server message keys.
 */

const base64url = (bytes: number, error: string) =>
  z
    .string({ error })
    .max(200, { error, abort: true })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error, abort: true })
    .refine((value) => base64urlBytes(value) === bytes, { error })

/** How many bytes a base64url text decodes to (padding ignored). */
function base64urlBytes(value: string): number {
  return Math.floor((value.replace(/=+$/, '').length * 6) / 8)
}

/**
 * PushSubscription.toJSON() as a browser gives it: an https endpoint of the browser's push service,
 * the P-256 public key (65 bytes, uncompressed) and the 16-byte auth secret, base64url.
 */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z
    .string({ error: 'pushEndpointInvalid' })
    .max(2048, { error: 'pushEndpointInvalid', abort: true })
    .refine(isHttpsUrl, { error: 'pushEndpointInvalid' }),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      // An uncompressed point starts with the byte 0x04, which base64url writes as "B".
      p256dh: base64url(65, 'pushKeyInvalid').refine((value) => value.startsWith('B'), { error: 'pushKeyInvalid' }),
      auth: base64url(16, 'pushKeyInvalid'),
    },
    { error: 'pushKeyInvalid' },
  ),
})
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.username === '' && url.password === ''
  } catch {
    return false
  }
}

/** DELETE /api/push/subscriptions: this device's subscription, by its endpoint. */
export const pushUnsubscribeBodySchema = z.object({ endpoint: pushSubscriptionBodySchema.shape.endpoint })

/** One of my push devices (the endpoint, a capability, never leaves the server again). */
export const pushDeviceSchema = z.object({
  id: z.number().int(),
  created_at: z.number().int(),
  last_seen_at: z.number().int(),
  user_agent: z.string(),
})
export type PushDevice = z.infer<typeof pushDeviceSchema>
export const pushDeviceResponseSchema = z.object({ data: pushDeviceSchema })
export const pushDeviceListSchema = z.object({ data: z.array(pushDeviceSchema) })

/** GET /api/push/public-key: the VAPID application server key, base64url (applicationServerKey). */
export const pushPublicKeySchema = z.object({ data: z.object({ public_key: z.string() }) })

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  image_url: z.string().nullable(),
  /** A path of this site. */
  url: z.string(),
  tone: z.enum(NOTIFICATION_TONES),
  created_at: z.number().int(),
  read: z.boolean(),
  /** The order it is about (order and warehouse events), so its open page can refresh. */
  order_id: z.number().int().nullable(),
  /** The venue's id of the lot it is about (auction events). */
  auction_id: z.string().nullable(),
})
export type Notification = z.infer<typeof notificationSchema>

/** One group of the bell (auction events first) and how many of its notifications are unread. */
export const notificationGroupCountSchema = z.object({ group: z.enum(NOTIFICATION_GROUPS), unread_count: z.number().int() })
export type NotificationGroupCount = z.infer<typeof notificationGroupCountSchema>

/**
 * GET /api/notifications: the newest notifications of each group (newest first overall), how many
 * are unread, and the groups in the order the bell shows them with their unread counts.
 */
export const notificationFeedSchema = z.object({
  data: z.array(notificationSchema),
  unread_count: z.number().int(),
  groups: z.array(notificationGroupCountSchema),
})
export type NotificationFeed = z.infer<typeof notificationFeedSchema>

/** POST /api/notifications/read: everything up to this id counts as read (mark all read; older clients on opening the bell). */
export const markNotificationsReadSchema = z.object({ up_to_id: int({ min: 0 }) })

/** POST /api/notifications/read-items: these notifications of mine count as read (an entry opened); 404 when one is not mine. */
export const markNotificationItemsReadSchema = z.object({
  ids: z
    .array(int({ min: 1 }), { error: 'notificationIdsInvalid' })
    .min(1, { error: 'notificationIdsInvalid' })
    .max(MAX_READ_IDS, { error: 'notificationIdsInvalid' }),
})

/** Push on or off per kind; the centre keeps every kind regardless. */
export const pushPreferencesSchema = z.object(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean()])) as Record<NotificationKind, z.ZodBoolean>,
)
export type PushPreferences = z.infer<typeof pushPreferencesSchema>
export const notificationPreferencesSchema = z.object({ data: z.object({ push: pushPreferencesSchema }) })
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>['data']

/** PUT /api/notifications/preferences: the kinds to change (others stay). */
export const notificationPreferencesBodySchema = z.object({ push: pushPreferencesSchema.partial().strict() })
