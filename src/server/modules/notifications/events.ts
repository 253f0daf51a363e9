import { z } from 'zod'
import { type NotificationKind, SNIPE_FAILURE_REASONS } from '@shared/notifications/kinds'

/** A path of this site (what a tap on the notification opens); never another origin. */
const sitePath = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])/, 'must be a path of this site')
/** The item's picture: an https URL or a path of this site; anything else (none, http:, too long) is left out. */
const imageUrl = z
  .string()
  .max(1000)
  .regex(/^(https:\/\/|\/(?![/\\]))/)
  .nullable()
  .catch(null)
const yen = z.number().int().min(0)
/** A translation of the lot's name ('' when none; one too long is left out rather than refusing the event). */
const translatedName = z.string().max(300).catch('')
const unixSeconds = z.number().int().min(0)

/** What every auction event names: the lot, its picture, its page and when it ends. */
const auctionFacts = z.object({
  /** The venue's id of the auction (one Topic and one notification tag per auction). */
  auctionId: z.string().min(1).max(120),
  /** As the venue lists it (Japanese). */
  itemName: z.string().min(1).max(300),
  /** Its translations, so each reader reads it in their language (render.ts); older notifications have none. */
  itemNames: z.object({ vi: translatedName, en: translatedName }).partial().optional().catch(undefined),
  imageUrl,
  url: sitePath,
  endsAt: unixSeconds,
})

/**
 * The facts each kind of event carries, as its emitter gives them. Stored with the notification, so
 * it reads the same later and in any language. Auction kinds are emitted by the auctions module.
 */
export const NOTIFICATION_PARAMS = {
  outbid: auctionFacts.extend({ yourBid: yen, currentPrice: yen }),
  /** With the won lot's order and when it is to be paid by (older notifications have neither: they open the lot's page). */
  won: auctionFacts.extend({ price: yen, orderId: z.number().int().positive().optional(), payBy: unixSeconds.optional() }),
  lost: auctionFacts.extend({ finalPrice: yen }),
  /** Ten minutes before the end of an auction the customer bid on or watches. */
  ending_soon: auctionFacts,
  snipe_placed: auctionFacts.extend({ amount: yen }),
  snipe_failed: auctionFacts.extend({ amount: yen, reason: z.enum(SNIPE_FAILURE_REASONS) }),
  /** A scheduled snipe the lot's minimum bid has moved above (it would fail as it stands). */
  snipe_below_minimum: auctionFacts.extend({ amount: yen, minimum: yen }),
  /** A lot opened by its link is described by staff and takes bids now, from `price`. */
  lot_ready: auctionFacts.extend({ price: yen }),
  /** An auction deposit (đ) released (outbid, lost, snipe ended) or applied as the won lot's first payment. */
  deposit: auctionFacts.extend({ amount: z.number().int().min(0), outcome: z.enum(['released', 'applied']) }),
  permission_granted: z.object({ url: sitePath.default('/other-market/ecoring') }),
  /** Staff replied to a support request (the start of the reply, as written). */
  support_reply: z.object({ supportId: z.number().int().positive(), excerpt: z.string().max(200).default('') }),
  order_status: z.object({ orderId: z.number().int().positive(), statusId: z.number().int(), imageUrl }),
  warehouse: z.object({
    orderId: z.number().int().positive(),
    boxId: z.string().max(100),
    /** The box notification's content (spec §3: one key such as distributed or received). */
    content: z.record(z.string(), z.unknown()),
    /** Names of the warehouses the content names, by area id, as they were at the time. */
    areaNames: z.record(z.string(), z.string()).default({}),
    imageUrl,
    /** The event was voided by staff (recorded by mistake), with the reason. */
    voided: z.object({ reason: z.string().max(300) }).optional(),
  }),
  /** Money received by bank transfer (VND): what went to the order, what is still due, what stayed in the wallet. */
  payment: z.object({
    orderId: z.number().int().positive().nullable(),
    amount: z.number().int().min(0),
    applied: z.number().int().min(0),
    due: z.number().int().min(0),
    remainder: z.number().int().min(0),
    /** Money applied to the order that went back to the wallet (a cancelled or sold-out order), with staff's reason. */
    refund: z.number().int().min(0).default(0),
    reason: z.string().max(500).default(''),
    /** A staff ledger entry (wallets/ledger.ts): which movement, and the wallet's balance after it (`amount` is its size). */
    entry: z.enum(['deposit', 'debit', 'refund', 'void', 'payout', 'freight']).optional(),
    balance: z.number().int().optional(),
    currency: z.enum(['VND', 'JPY']).default('VND'),
    /**
     * What changed the order's money without moving any (src/server/modules/orders/charges.ts, link-items):
     * its charges adjusted by staff (`amount` the new total, with their reason), a buy-by-link price
     * confirmed (`amount` the new total), or a transfer kept in the wallet because a price is unconfirmed.
     */
    about: z.enum(['adjustment', 'price_confirmed', 'price_pending']).optional(),
  }),
} satisfies Record<NotificationKind, z.ZodType>

export type NotificationParams<Kind extends NotificationKind> = z.output<(typeof NOTIFICATION_PARAMS)[Kind]>

/** An event for one customer, as an emitter hands it to the notifier. */
export type CustomerEvent = {
  [Kind in NotificationKind]: {
    kind: Kind
    customerId: number
    params: z.input<(typeof NOTIFICATION_PARAMS)[Kind]>
    /** The emitter's id of the event (a box notification's id, a bid's id): emitting it again stores nothing. */
    key?: string
    /** When it happened (default: now). */
    at?: Date
  }
}[NotificationKind]

/** A stored notification: its kind with the facts parsed. */
export type StoredNotification = {
  [Kind in NotificationKind]: { id: number; kind: Kind; params: NotificationParams<Kind>; createdAt: Date }
}[NotificationKind]

export function parseParams<Kind extends NotificationKind>(kind: Kind, params: unknown): NotificationParams<Kind> {
  return NOTIFICATION_PARAMS[kind].parse(params) as NotificationParams<Kind>
}

/** What a notification is about, so an open screen of that order or lot can refresh itself. */
export function subjectOf(notification: StoredNotification): { orderId: number | null; auctionId: string | null } {
  switch (notification.kind) {
    case 'order_status':
    case 'warehouse':
    case 'payment':
      return { orderId: notification.params.orderId, auctionId: null }
    case 'permission_granted':
    case 'support_reply':
      return { orderId: null, auctionId: null }
    default:
      return { orderId: null, auctionId: notification.params.auctionId }
  }
}
