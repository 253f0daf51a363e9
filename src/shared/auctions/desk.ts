import { z } from 'zod'
import { int } from '@shared/contracts/fields'
import { MAX_BID_YEN } from './contracts'
import { deskLotToDescribeSchema } from './linked-lots'

/**
 * The auction desk (issue 22, part 2): where staff carry the shop's one bid per lot to Yahoo Auction
 * (or Ecoring, from the shop's member account) and bring Yahoo's price and result back. The rules
 * here are pure; the server applies them under the lot's lock, the console shows them.
 */

/** Which bridge carries the shop's bid to the real market: staff at the desk, or the demo's simulator. */
export const AUCTION_BRIDGES = ['desk', 'simulator'] as const
export type AuctionBridgeName = (typeof AUCTION_BRIDGES)[number]

/** A lot on the desk: the shop's bid waits to be placed, it is placed, or the end passed and Yahoo's result is needed. */
export const DESK_STATUSES = ['bid_to_place', 'placed', 'result_needed'] as const
export type DeskStatus = (typeof DESK_STATUSES)[number]

/** The desk lists snipes due this far ahead (ms). */
export const DESK_SNIPES_AHEAD_MS = 30 * 60_000

/** What a lot's standing is at the desk: its leader (an engine bidder id: "c<customer>" or "outside") and their maximum. */
export type DeskStanding = { leader: string | null; leaderMax: number | null }
/** What staff last placed at Yahoo, and for which leader and maximum. */
export type DeskPlacing = { amount: number; leader: string | null; leaderMax: number | null }

const isCustomer = (leader: string | null) => leader?.startsWith('c') ?? false

/**
 * The shop's bid at Yahoo now: our leading customer's maximum, as one proxy bid from the shop's
 * account (Yahoo does the proxying). None when no customer of ours leads (Yahoo's other bidders are above).
 */
export function shopBidOf(standing: DeskStanding): number | null {
  return isCustomer(standing.leader) ? (standing.leaderMax ?? null) : null
}

/** Our leader or their maximum changed since the last placing (nothing placed yet: not "changed", just to place). */
export function deskChanged(standing: DeskStanding, placed: DeskPlacing | null): boolean {
  if (!placed) return false
  return placed.leader !== standing.leader || placed.leaderMax !== standing.leaderMax
}

export function deskStatusOf(standing: DeskStanding, placed: DeskPlacing | null, ended: boolean): DeskStatus {
  if (ended) return 'result_needed'
  if (shopBidOf(standing) === null) return 'placed'
  return !placed || deskChanged(standing, placed) ? 'bid_to_place' : 'placed'
}

/** Why a placing cannot be recorded (message keys of the auctions module), or null. */
export function placingProblem(standing: DeskStanding, amount: number): 'deskNothingToPlace' | 'deskPlacedAboveMax' | null {
  const shopBid = shopBidOf(standing)
  if (shopBid === null) return 'deskNothingToPlace'
  return amount > shopBid ? 'deskPlacedAboveMax' : null
}

export type DeskResult = { outcome: 'won' | 'lost'; price: number | null }

/**
 * Why a result cannot be recorded, or null. Won needs a customer of ours leading, at a price no
 * higher than their maximum (the shop never bid more) and no lower than Yahoo's price as last recorded.
 */
export function resultProblem(
  standing: DeskStanding,
  yahooPrice: number | null,
  result: DeskResult,
): 'deskWonWithoutLeader' | 'deskWonAboveMax' | 'deskWonBelowYahoo' | 'deskWonPriceRequired' | null {
  if (result.outcome === 'lost') return null
  if (result.price === null) return 'deskWonPriceRequired'
  const shopBid = shopBidOf(standing)
  if (shopBid === null) return 'deskWonWithoutLeader'
  if (result.price > shopBid) return 'deskWonAboveMax'
  if (yahooPrice !== null && result.price < yahooPrice) return 'deskWonBelowYahoo'
  return null
}

// ── Contracts ───────────────────────────────────────────────────────────────────────────────
const deskYen = () => int({ min: 1, max: MAX_BID_YEN, required: 'auctionPriceRequired', invalid: 'auctionPriceInvalid' })
const unixSeconds = z.number().int()

export const deskLotSchema = z.object({
  /** The lot's row id (the desk's actions name it). */
  id: z.number().int(),
  venue: z.enum(['yahoo-auction', 'ecoring']),
  lot_id: z.string(),
  name: z.string(),
  image_url: z.string(),
  /** The lot's page at Yahoo (or Ecoring); null when unknown. */
  venue_url: z.string().nullable(),
  /** The lot's page in this app. */
  link: z.string(),
  status: z.enum(DESK_STATUSES),
  /** What the shop must bid at the market now (our leader's maximum); null when nobody of ours leads. */
  shop_bid: z.number().int().nullable(),
  /** Our leading customer; null when Yahoo's other bidders lead. */
  leader: z.object({ id: z.number().int(), email: z.string().nullable() }).nullable(),
  /** The engine's price now. */
  price: z.number().int(),
  ends_at: unixSeconds,
  bid_count: z.number().int(),
  /** Our leader or their maximum changed since the last placing. */
  changed: z.boolean(),
  placed: z.object({ amount: z.number().int(), at: unixSeconds }).nullable(),
  /** Yahoo's price and end as staff last recorded them. */
  yahoo: z.object({ price: z.number().int(), ends_at: unixSeconds.nullable(), at: unixSeconds }).nullable(),
})
export type DeskLot = z.infer<typeof deskLotSchema>

export const deskSnipeSchema = z.object({
  id: z.number().int(),
  lot: z.object({ id: z.number().int(), name: z.string(), venue_url: z.string().nullable() }),
  /** Place ¥amount at place_at (the lot's end − the snipe's lead). */
  amount: z.number().int(),
  place_at: unixSeconds,
  lead_seconds: z.number().int(),
})
export type DeskSnipe = z.infer<typeof deskSnipeSchema>

export const deskResponseSchema = z.object({
  data: z.object({
    bridge: z.enum(AUCTION_BRIDGES),
    lots: z.array(deskLotSchema),
    snipes_due: z.array(deskSnipeSchema),
    /** Lots customers opened by their link, waiting for staff to describe them (oldest first). */
    to_describe: z.array(deskLotToDescribeSchema),
    bids_to_place: z.number().int(),
    results_needed: z.number().int(),
  }),
})
export type AuctionDesk = z.infer<typeof deskResponseSchema>['data']

export const deskPlacedBodySchema = z.strictObject({ amount: deskYen() })
export const deskYahooPriceBodySchema = z.strictObject({
  price: deskYen(),
  /** Yahoo's end now (unix seconds), when it moved. */
  ends_at: z.number({ error: 'fieldInvalid' }).int({ error: 'fieldInvalid' }).min(1_000_000_000).max(4_000_000_000).optional(),
})
export const deskResultBodySchema = z.strictObject({
  outcome: z.enum(['won', 'lost'], { error: 'fieldInvalid' }),
  /** The won (or final) price at Yahoo; required for won. */
  price: deskYen().optional(),
  /** The lot ended at Yahoo before its end here (bought out, ended early by the seller): staff say so. */
  ended_early: z.boolean({ error: 'fieldInvalid' }).optional(),
})
export type DeskPlacedBody = z.infer<typeof deskPlacedBodySchema>
export type DeskYahooPriceBody = z.infer<typeof deskYahooPriceBodySchema>
export type DeskResultBody = z.infer<typeof deskResultBodySchema>

export const deskLotResponseSchema = z.object({ data: deskLotSchema })
export const deskResultResponseSchema = z.object({
  data: z.object({
    outcome: z.enum(['won', 'lost']),
    /** The price the lot closed at. */
    price: z.number().int(),
    /** The winner's order (won). */
    order_id: z.number().int().nullable(),
  }),
})
