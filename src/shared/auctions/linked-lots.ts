import { z } from 'zod'
import { int, text } from '@shared/contracts/fields'
import { auctionLiveSchema, MAX_BID_YEN } from './contracts'

/**
 * Lots opened by their link (issue 27): a Yahoo Auction lot the mirror does not know is opened from
 * its pasted address — its id and page are all the link tells — and waits "details pending" until
 * staff read it at Yahoo and describe it on the auction desk; then it is a lot like any other.
 */

/** The longest title staff may give a lot. */
export const LINKED_LOT_TITLE_MAX_LENGTH = 300
/** The longest picture address. */
export const LINKED_LOT_IMAGE_MAX_LENGTH = 1000

/** POST /api/auction/yahoo-lots: a pasted Yahoo Auction address (or the lot's id). */
export const openLinkedLotBodySchema = z.strictObject({ url: text(2000, { trim: true, required: 'auctionUrlInvalid' }) })
export type OpenLinkedLotBody = z.input<typeof openLinkedLotBodySchema>

/** A lot as its page shows it when the mirror does not list it (GET /catalog/auction/lot, the open route's answer). */
export const linkedLotSchema = z.object({
  lot_id: z.string(),
  /** In the reader's language as far as staff gave it ('' while pending). */
  name: z.string(),
  image_url: z.string(),
  /** The lot's page at Yahoo Auction. */
  venue_url: z.string(),
  /** The lot's page in this app. */
  link: z.string(),
  details_pending: z.boolean(),
  live: auctionLiveSchema,
})
export type LinkedLot = z.infer<typeof linkedLotSchema>
export const linkedLotResponseSchema = z.object({ data: linkedLotSchema })

// ── The desk's "lots to describe" ──────────────────────────────────────────────────────────
export const deskLotToDescribeSchema = z.object({
  /** The lot's row id (the describe action names it). */
  id: z.number().int(),
  lot_id: z.string(),
  venue_url: z.string(),
  link: z.string(),
  /** When a customer first opened it (unix seconds). */
  opened_at: z.number().int(),
  /** Customers who follow it (they are told when it is ready). */
  followers: z.number().int(),
})
export type DeskLotToDescribe = z.infer<typeof deskLotToDescribeSchema>

const deskYen = (min: number) => int({ min, max: MAX_BID_YEN, required: 'auctionPriceRequired', invalid: 'auctionPriceInvalid' })
const httpsUrl = text(LINKED_LOT_IMAGE_MAX_LENGTH, { trim: true }).refine((value) => value === '' || /^https:\/\/[^\s]+$/i.test(value), {
  error: 'linkedLotImageInvalid',
})

/** POST /api/admin/auction-desk/:id/describe: what staff read at Yahoo. */
export const deskDescribeBodySchema = z.strictObject({
  title: text(LINKED_LOT_TITLE_MAX_LENGTH, { trim: true, required: 'linkedLotTitleRequired' }),
  /** Yahoo's current price (yen). */
  price: deskYen(1),
  /** Bids Yahoo shows so far (0: the price is the start price). */
  bid_count: int({ min: 0, max: 100_000 }).optional(),
  /** Yahoo's end (unix seconds); must be in the future. */
  ends_at: z
    .number({ error: 'fieldRequired' })
    .int({ error: 'fieldInvalid' })
    .min(1_000_000_000, { error: 'fieldInvalid' })
    .max(4_000_000_000, {
      error: 'fieldInvalid',
    }),
  buy_now_price: deskYen(1).nullable().optional(),
  image_url: httpsUrl.optional(),
  /** Yahoo extends the end on late bids (default yes, as most lots). */
  auto_extension: z.boolean({ error: 'fieldInvalid' }).optional(),
})
export type DeskDescribeBody = z.input<typeof deskDescribeBodySchema>

/** Why a description cannot be taken, or null (message keys of the auctions module). */
export function describeProblem(
  body: { price: number; ends_at: number; buy_now_price?: number | null },
  nowSeconds: number,
): 'linkedLotEndPassed' | 'linkedLotBuyNowTooLow' | null {
  if (body.ends_at <= nowSeconds) return 'linkedLotEndPassed'
  if (body.buy_now_price != null && body.buy_now_price <= body.price) return 'linkedLotBuyNowTooLow'
  return null
}
