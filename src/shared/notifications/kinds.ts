/**
 * Everything the notification centre tells a customer about (spec §2 Header notifications, §4 bid
 * log statuses, §8 'We will send auction updates…'). The centre keeps every one; push is per kind.
 */
export const NOTIFICATION_KINDS = [
  'outbid',
  'won',
  'lost',
  'ending_soon',
  'snipe_placed',
  'snipe_failed',
  'snipe_below_minimum',
  /** A lot the customer opened by its link (or follows) was described by staff: it takes bids now. */
  'lot_ready',
  'deposit',
  'permission_granted',
  'order_status',
  'warehouse',
  'payment',
  /** Staff answered one of the customer's support requests. */
  'support_reply',
] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

export function isNotificationKind(value: unknown): value is NotificationKind {
  return typeof value === 'string' && (NOTIFICATION_KINDS as readonly string[]).includes(value)
}

/**
 * The bell's groups, in the order it shows them: auction events are time-critical (outbid, ending
 * soon, won or lost), so they come first however many warehouse notices arrived after them.
 */
export const NOTIFICATION_GROUPS = ['auction', 'money', 'orders', 'support'] as const
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number]

const GROUP_OF: Record<NotificationKind, NotificationGroup> = {
  outbid: 'auction',
  won: 'auction',
  lost: 'auction',
  ending_soon: 'auction',
  snipe_placed: 'auction',
  snipe_failed: 'auction',
  snipe_below_minimum: 'auction',
  lot_ready: 'auction',
  permission_granted: 'auction',
  deposit: 'money',
  payment: 'money',
  order_status: 'orders',
  warehouse: 'orders',
  support_reply: 'support',
}

export function notificationGroupOf(kind: NotificationKind): NotificationGroup {
  return GROUP_OF[kind]
}

/** The kinds of one group. */
export function kindsOfGroup(group: NotificationGroup): NotificationKind[] {
  return NOTIFICATION_KINDS.filter((kind) => GROUP_OF[kind] === group)
}

/** Why a snipe (a bid placed for the customer in the auction's last seconds) was not placed. */
export const SNIPE_FAILURE_REASONS = [
  'outbid_beyond_limit',
  'below_minimum',
  'auction_ended',
  'no_permission',
  'venue_error',
  'deposit_short',
] as const
export type SnipeFailureReason = (typeof SNIPE_FAILURE_REASONS)[number]

/** How the centre colours an entry: a cancellation or a lost auction is danger, a win or a delivery success. */
export const NOTIFICATION_TONES = ['neutral', 'success', 'danger', 'warning'] as const
export type NotificationTone = (typeof NOTIFICATION_TONES)[number]

/** The bell shows this many of the newest notifications of each group. */
export const NOTIFICATION_FEED_SIZE = 15

/** One per-item read names at most this many notifications. */
export const MAX_READ_IDS = 100

/** A customer's push devices kept at most; subscribing one more drops the one seen least recently. */
export const MAX_PUSH_DEVICES = 10

/** Upper bound of a push message's JSON (bytes): push services accept ~4 KB after encryption. */
export const PUSH_PAYLOAD_MAX_BYTES = 3072
