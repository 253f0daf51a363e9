import { z } from 'zod'
import { id, int, text } from '@shared/contracts/fields'
import { paginatedSchema } from '@shared/http/list-query'
import { defineListContract, filter } from '@shared/http/list-contract'
import { SNIPE_FAILURE_REASONS } from '@shared/notifications/kinds'
import { ECORING_KINDS } from './ecoring'
import {
  BID_LOG_STATUSES,
  PERMISSION_REQUEST_STATUSES,
  PERMISSION_SCOPES,
  PERMISSION_SUPPLIER_NAMES,
  SNIPE_LEAD_MAX_SECONDS,
  SNIPE_LEAD_MIN_SECONDS,
  SNIPE_STATUSES,
} from './statuses'

/**
 * The auction, Ecoring and permission calls (spec §7), under /catalog (catalogue/auction API) and /api
 * (main API: bid history, snipes, staff). Yen are whole numbers, times unix seconds.
 */

/** The highest bid we take (yen): far above any lot, inside int4. */
export const MAX_BID_YEN = 100_000_000
const yen = (messages: { required?: string; invalid?: string } = {}) =>
  int({ min: 0, max: MAX_BID_YEN, required: 'auctionPriceRequired', invalid: 'auctionPriceInvalid', ...messages })
const userIdParam = z.coerce
  .number({ error: 'fieldInvalid' })
  .int({ error: 'fieldInvalid' })
  .positive({ error: 'fieldInvalid' })
  .max(2_147_483_647, { error: 'fieldInvalid' })
/** An auction's id: the lot's code at its market (Yahoo Auction's auction id, e.g. "x123456789"). */
export const auctionIdSchema = z
  .string({ error: 'fieldWrongType' })
  .min(1, { error: 'fieldRequired', abort: true })
  .max(120, { error: 'fieldTooLong', abort: true })
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, { error: 'fieldInvalid' })
/** `yyyy/MM/dd HH:mm:ss` (spec §7 place auction bid). */
export const DATE_FINISH_PATTERN = /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/

// ── Permissions (spec §6, §7) ───────────────────────────────────────────────────────────
/** GET /catalog/auction/check-user-permission, /catalog/ecoring/check-ecoring-user-permission: user_id (the caller's). */
export const permissionCheckQuerySchema = z.strictObject({ user_id: userIdParam })
/** The answer: true when the user may bid. */
export const permissionCheckResponseSchema = z.boolean()

export const permissionSupplierNameSchema = z.enum(Object.values(PERMISSION_SUPPLIER_NAMES) as ['yahoo-auction', 'ecoring'], {
  error: 'fieldInvalid',
})
/** POST /catalog/request-permission/create. slug is the customer's e-mail. */
export const permissionRequestBodySchema = z.strictObject({
  device_token: text(500).optional(),
  slug: text(320, { trim: true }).optional(),
  supplier_name: permissionSupplierNameSchema,
  tel: text(30, { trim: true, required: 'permissionPhoneRequired' }),
  user_id: id(),
})
export type PermissionRequestBody = z.input<typeof permissionRequestBodySchema>
export const permissionRequestSchema = z.object({
  id: z.number().int(),
  scope: z.enum(PERMISSION_SCOPES),
  status: z.enum(PERMISSION_REQUEST_STATUSES),
  tel: z.string(),
  created_at: z.number().int(),
})
export type PermissionRequest = z.infer<typeof permissionRequestSchema>
export const permissionRequestResponseSchema = z.object({ data: permissionRequestSchema, message: z.string() })
/** GET /catalog/request-permission/pending?supplier_name: the caller's request still waiting for staff (null: none). */
export const pendingPermissionQuerySchema = z.strictObject({ supplier_name: permissionSupplierNameSchema })
export const pendingPermissionResponseSchema = z.object({ data: permissionRequestSchema.nullable() })

/** GET /api/admin/permission-requests (staff): pending requests first. */
export const staffPermissionRequestSchema = permissionRequestSchema.extend({
  customer: z.object({ id: z.number().int(), name: z.string().nullable(), email: z.string().nullable() }),
  slug: z.string().nullable(),
  decided_at: z.number().int().nullable(),
})
export type StaffPermissionRequest = z.infer<typeof staffPermissionRequestSchema>
export const staffPermissionRequestListSchema = z.object({ data: z.array(staffPermissionRequestSchema) })
export const staffPermissionRequestQuerySchema = z.strictObject({
  status: z.enum(PERMISSION_REQUEST_STATUSES, { error: 'fieldInvalid' }).optional(),
})
/** POST /api/admin/permission-requests/{id}/approve | /deny. */
export const staffPermissionDecisionResponseSchema = z.object({ data: staffPermissionRequestSchema })

// ── A lot's live state ──────────────────────────────────────────────────────────────────
/** What every open page of a lot shows and hears live (GET /catalog/auction/state, the event stream). */
export const auctionLiveSchema = z.object({
  id: z.string(),
  current_price: z.number().int(),
  start_price: z.number().int(),
  buy_now_price: z.number().int().nullable(),
  bid_count: z.number().int(),
  /** Unix seconds; moves on with auto-extension. */
  end_time: z.number().int(),
  auto_extension: z.boolean(),
  ended: z.boolean(),
  /** The leading bidder, masked ("c***1"); null before the first bid. */
  leader: z.string().nullable(),
  /** The least maximum a new bid may name. */
  minimum_bid: z.number().int(),
  /** Opened by its link and not yet described by staff (linked-lots.ts): nothing known of its price, no bids yet. */
  details_pending: z.boolean().optional(),
})
export type AuctionLive = z.infer<typeof auctionLiveSchema>
export const auctionIdQuerySchema = z.strictObject({ id: auctionIdSchema })
/** GET /catalog/auction/state?id. */
export const auctionLiveResponseSchema = z.object({ data: auctionLiveSchema })
/** GET /catalog/auction/live?id: text/event-stream of `event: auction` with an AuctionLive as data. */
export const AUCTION_LIVE_EVENT = 'auction'

/** GET /api/auction/mine?id: the caller's standing on a lot. */
export const myAuctionStandingSchema = z.object({
  status: z.enum(BID_LOG_STATUSES).nullable(),
  max_price: z.number().int().nullable(),
  snipe: z.lazy(() => snipeSchema).nullable(),
  /** The deposit (đ) this lot holds from my wallet now (0: none). */
  held: z.number().int(),
})
export type MyAuctionStanding = z.infer<typeof myAuctionStandingSchema>
export const myAuctionStandingResponseSchema = z.object({ data: myAuctionStandingSchema })

// ── Bidding (spec §7 place auction bid, bid list, timedown) ──────────────────────────────
/** POST /catalog/auction/bid: a maximum bid on the lot at `url` (its Yahoo Auction page). */
export const placeBidBodySchema = z.strictObject({
  token_device: text(500).optional(),
  url: text(2000, { trim: true, required: 'auctionUrlRequired' }),
  user_id: id(),
  price: yen(),
  /** The end the customer saw; informative (the lot's own end counts). */
  date_finish: z
    .string({ error: 'fieldWrongType' })
    .max(19, { error: 'fieldTooLong', abort: true })
    .regex(DATE_FINISH_PATTERN, { error: 'fieldInvalid' })
    .optional(),
})
export type PlaceBidBody = z.input<typeof placeBidBodySchema>
/** success: leading; warning: accepted, but another maximum is higher (outbid at once). Refusals are 4xx errors. */
export const placeBidResponseSchema = z.object({
  type: z.enum(['success', 'warning']),
  message: z.string(),
  data: auctionLiveSchema,
})
export type PlaceBidResponse = z.infer<typeof placeBidResponseSchema>

/**
 * Spec §3 Bid: one row per bidder, as the market shows them: the leader first at the current price, then
 * the others by their highest bid (all below it). `mine`: the caller's own row, decided by the server
 * from the request's identity (always false for a visitor).
 */
export const bidSchema = z.object({
  username: z.string(),
  price: z.number().int(),
  count: z.number().int(),
  updated_at: z.number().int(),
  mine: z.boolean(),
})
export type Bid = z.infer<typeof bidSchema>
/** GET /catalog/auction/bid-list?id. */
export const bidListResponseSchema = z.object({ data: z.array(bidSchema) })

/** GET /catalog/common/timedown?id: seconds until the end (0 once ended). */
export const timedownResponseSchema = z.object({ data: z.number().int() })

// ── Snipes ──────────────────────────────────────────────────────────────────────────────
export const snipeLeadSchema = int({
  min: SNIPE_LEAD_MIN_SECONDS,
  max: SNIPE_LEAD_MAX_SECONDS,
  required: 'snipeLeadInvalid',
  invalid: 'snipeLeadInvalid',
})
export const snipeSchema = z.object({
  id: z.number().int(),
  auction_id: z.string(),
  /** The lot's page in this app. */
  link: z.string(),
  max_price: z.number().int(),
  lead_seconds: z.number().int(),
  /** When the job places it (unix seconds): end − lead, following extensions. */
  place_at: z.number().int(),
  status: z.enum(SNIPE_STATUSES),
  failure_reason: z.enum(SNIPE_FAILURE_REASONS).nullable(),
  created_at: z.number().int(),
})
export type Snipe = z.infer<typeof snipeSchema>
/** POST /api/auction/snipes. */
export const createSnipeBodySchema = z.strictObject({
  url: text(2000, { trim: true, required: 'auctionUrlRequired' }),
  user_id: id().optional(),
  max_price: yen(),
  lead_seconds: snipeLeadSchema,
})
export type CreateSnipeBody = z.input<typeof createSnipeBodySchema>
/** PUT /api/auction/snipes/{id}: change a scheduled snipe. DELETE cancels it. */
export const updateSnipeBodySchema = z.strictObject({ max_price: yen().optional(), lead_seconds: snipeLeadSchema.optional() })
export const snipeResponseSchema = z.object({ data: snipeSchema })
export const snipeListResponseSchema = z.object({ data: z.array(snipeSchema) })
export const snipeListQuerySchema = z.strictObject({ id: auctionIdSchema.optional() })

// ── Bid history (spec §2 Auction log, §3 Bid log item, §7 bid history) ──────────────────
export const BID_LOG_PAGE_SIZE = 10
/** GET /api/order/auction-logs: page, sort=-date_bid, filter[status], filter[user_id] (the caller's). */
export const bidLogListContract = defineListContract({
  filters: { status: filter.text(40), user_id: filter.int() },
  sorts: ['date_bid'],
  defaultSort: '-date_bid',
  pageSize: { default: BID_LOG_PAGE_SIZE, max: 50 },
})
export const bidLogItemSchema = z.object({
  id: z.number().int(),
  /** One of BID_LOG_STATUSES, or snipe-scheduled / snipe-failed. */
  status: z.string(),
  /** JSON text: { name, image_uri }. */
  data: z.string(),
  /** The lot's page in this app (/other-market/yahoo-auction/{id} or the Ecoring detail). */
  link: z.string(),
  price: z.number().int(),
  date_finish: z.number().int(),
  date_bid: z.number().int(),
  order_id: z.number().int().nullable(),
  /** The snipe behind the entry, when it is (or came from) one. */
  snipe: snipeSchema.nullable(),
  /** The deposit (đ) this lot holds from the customer's wallet now: 0 when none (shown once per lot). */
  held: z.number().int(),
})
export type BidLogItem = z.infer<typeof bidLogItemSchema>
export const bidLogListSchema = paginatedSchema(bidLogItemSchema)

// ── Ecoring (spec §3 Ecoring product/category, §7 /v2/ecoring…, /ecoring/bid) ───────────
export const ecoringKindSchema = z.enum(ECORING_KINDS)
export const ecoringProductSchema = z.object({
  id: z.string(),
  kind: ecoringKindSchema,
  /** In the reader's language (Accept-Language); the Japanese one as Ecoring lists it in original_name. */
  name: z.string(),
  original_name: z.string(),
  image_uri: z.string(),
  brand: z.object({ name: z.string() }).nullable(),
  rank: z.string().nullable(),
  /** Start price (yen); null when not updated. */
  price: z.number().int().nullable(),
  /** The current highest bid (yen), when bids were placed. */
  current_price: z.number().int().nullable(),
  bid_count: z.number().int(),
  note: z.string().nullable(),
  end_time: z.number().int().nullable(),
  start_time: z.number().int().nullable(),
  categories: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Sanitised HTML. */
  description_html: z.string(),
  description_text: z.string(),
  /** The description as Ecoring lists it (Japanese). */
  original_description_text: z.string(),
  image_list: z.array(z.string()),
  bid_step_unit: z.array(z.number().int()),
})
export type EcoringProduct = z.infer<typeof ecoringProductSchema>
export const ECORING_PAGE_SIZE = 15
/** GET /catalog/v2/ecoring (timelimit lots), /catalog/v2/ecoring/preview: page, category_id. */
export const ecoringListQuerySchema = z.strictObject({
  page: z.coerce
    .number({ error: 'fieldInvalid' })
    .int({ error: 'fieldInvalid' })
    .min(1, { error: 'fieldInvalid' })
    .max(10_000, { error: 'fieldInvalid' })
    .optional(),
  category_id: z
    .string({ error: 'fieldWrongType' })
    .max(64, { error: 'fieldTooLong' })
    .regex(/^[A-Za-z0-9_-]*$/, { error: 'fieldInvalid' })
    .optional(),
})
export const ecoringListResponseSchema = z.object({
  items: z.array(ecoringProductSchema),
  pagination: z.object({ page: z.number().int(), total: z.number().int(), per_page: z.number().int() }),
})
export type EcoringListResponse = z.infer<typeof ecoringListResponseSchema>
/** GET /catalog/v2/ecoring/detail?id, /catalog/v2/ecoring/preview/detail?id. */
export const ecoringDetailQuerySchema = z.strictObject({ id: auctionIdSchema })
export const ecoringDetailResponseSchema = z.object({ data: ecoringProductSchema })
/** /catalog/static/ecoring/categories.json (spec §3 Ecoring category: id, name, lang). */
export const ecoringCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  lang: z.object({ vi: z.string(), en: z.string(), ja: z.string() }),
})
export type EcoringCategory = z.infer<typeof ecoringCategorySchema>
export const ecoringCategoriesResponseSchema = z.object({ data: z.array(ecoringCategorySchema) })
/** /catalog/static/ecoring/filter-config.json (shape not in the spec): the tabs and the page size. */
export const ecoringFilterConfigSchema = z.object({
  tabs: z.array(ecoringKindSchema),
  page_size: z.number().int(),
  skeletons: z.number().int(),
})
/** POST /catalog/ecoring/bid: bid_price in yen (entered number × smallest bid step). */
export const ecoringBidBodySchema = z.strictObject({
  item: auctionIdSchema,
  bid_price: yen(),
  user_id: id(),
  device_token: text(500).optional(),
})
export type EcoringBidBody = z.input<typeof ecoringBidBodySchema>
export const ecoringBidResponseSchema = z.object({ data: z.object({ message: z.string(), lot: ecoringProductSchema }) })

/** DELETE /api/admin/auction-permissions/{customerId}/{scope}. */
export const auctionPermissionParamsSchema = z.object({
  customerId: z.coerce.number().int().positive().max(2_147_483_647),
  scope: z.enum(PERMISSION_SCOPES),
})

// ── Deposits and bidding limits (issue 22 part 3) ─────────────────────────────────────────
/**
 * A customer's bidding limit: the most yen one bid or snipe of theirs may name (null: no limit
 * beyond what their wallet can hold as deposit). PUT /api/admin/customers/{id}/bid-limit.
 */
export const bidLimitBodySchema = z.object({
  max_yen: z.number().int().min(0).max(100_000_000).nullable(),
})
export type BidLimitBody = z.infer<typeof bidLimitBodySchema>
export const bidLimitSchema = z.object({ customer_id: z.number().int(), max_yen: z.number().int().nullable() })
export const bidLimitResponseSchema = z.object({ data: bidLimitSchema })

// ── Watch list (issue 27: follow a lot, see followed lots by ending time) ─────────────────
/** The most lots one customer may follow at once (a follow beyond it is refused with a 422). */
export const WATCH_LIST_CAP = 200
/** /api/auction/watches/{id}: a lot by its id at its venue. */
export const watchParamsSchema = z.strictObject({ id: auctionIdSchema })
/** The venues whose lots may be followed: Yahoo Auction (the default) and Ecoring. */
export const WATCH_VENUES = ['yahoo-auction', 'ecoring'] as const
export type WatchVenue = (typeof WATCH_VENUES)[number]
/** ?venue=ecoring: the lot is Ecoring's (without it, Yahoo Auction's). */
export const watchQuerySchema = z.strictObject({ venue: z.enum(WATCH_VENUES, { error: 'fieldInvalid' }).optional() })
/** Whether the caller follows the lot (the answer of GET, PUT and DELETE /api/auction/watches/{id}). */
export const watchStateResponseSchema = z.object({ data: z.object({ following: z.boolean() }) })
export const watchItemSchema = z.object({
  id: z.string(),
  venue: z.enum(WATCH_VENUES),
  /** The lot's name in the reader's language, as on its page. */
  name: z.string(),
  image_uri: z.string(),
  /** The lot's page in this app. */
  link: z.string(),
  current_price: z.number().int(),
  /** Unix seconds. */
  end_time: z.number().int(),
  ended: z.boolean(),
  /** My standing when I bid on it (one of BID_LOG_STATUSES), else null. */
  my_status: z.enum(BID_LOG_STATUSES).nullable(),
  followed_at: z.number().int(),
  /** Opened by its link and not yet described by staff (linked-lots.ts): no price or end to show yet. */
  details_pending: z.boolean().optional(),
})
export type WatchItem = z.infer<typeof watchItemSchema>
/** GET /api/auction/watches: my followed lots, the soonest end first, ended ones last. */
export const watchListResponseSchema = z.object({ data: z.array(watchItemSchema) })
