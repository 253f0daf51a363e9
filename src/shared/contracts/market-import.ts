import { z } from 'zod'
import { MARKET_FILTER_GROUPS, MARKET_FILTER_VALUE } from '@shared/markets/filters'
import { AGES, CONDITION_IDS, GENDERS, MARKET_SALE_STATUSES } from '@shared/markets/listing-facts'
import { OPTION_ID } from '@shared/markets/option-ref'
import { UNIX_SECONDS_MAX } from '@shared/http/storable'
import { findShop } from '@shared/shops/registry'
import { int, text } from './fields'
import { marketCategoryIdSchema, marketSellerIdSchema, marketStoreCodeSchema } from './market'

/**
 * The local mirror's records, as `npm run import:market -- <file>` reads them: one JSON object a
 * line, `kind` saying which. The demo seed writes its markets through the same shape. A market is
 * named by its path (mercari, yahoo-auction, netmall …) or its id.
 */
const market = z.union([z.string().max(40), z.number().int()], { error: 'fieldInvalid' }).transform((value, context) => {
  const shop = findShop(value)
  if (shop?.kind === 'market') return shop.id
  context.addIssue({ code: 'custom', message: 'marketNotFound' })
  return z.NEVER
})

const keysOf = <T extends Record<string, unknown>>(labels: T) => Object.keys(labels) as [keyof T & string, ...(keyof T & string)[]]

const yen = int({ min: 0, max: 100_000_000 })
/** Japanese as the market lists it, with our Vietnamese and English translations ('' when not translated yet). */
const localized = (max: number) =>
  z.object({
    ja: text(max, { trim: true, required: 'fieldRequired' }),
    vi: text(max, { trim: true }).default(''),
    en: text(max, { trim: true }).default(''),
  })
const optionalLocalized = (max: number) => z.object({ ja: text(max), vi: text(max).default(''), en: text(max).default('') })
/** A path on our host (never `//host` or `/\host`, which a browser reads as another host) or an https URL. */
const isImageLocation = (url: string) => /^\/(?![/\\])/.test(url) || (url.startsWith('https://') && URL.canParse(url))
const imageUrl = text(500, { required: 'fieldRequired' }).refine(isImageLocation, { error: 'fieldInvalid' })
const unixSeconds = int({ min: 0, max: Math.min(UNIX_SECONDS_MAX, 2_147_483_647) })
const option = z.object({
  id: z.string().regex(OPTION_ID, { error: 'fieldInvalid' }),
  name: text(80, { required: 'fieldRequired' }),
  price: yen.nullish(),
})
// Item codes of one market never hold ':' (that separates a store's code, see product-path.ts) nor '.' (chosen options).
const itemCode = z
  .string()
  .min(1, { error: 'fieldRequired' })
  .max(80, { error: 'fieldTooLong' })
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, { error: 'fieldInvalid' })

/** Rakuten and Yahoo! Shopping: item codes are unique only within a store. */
export const STORE_MARKETS: ReadonlySet<number> = new Set([6, 7])

export const marketCategoryRecordSchema = z.object({
  kind: z.literal('category'),
  shop: market,
  id: marketCategoryIdSchema,
  parent_id: marketCategoryIdSchema.nullish(),
  name: localized(120),
  image_uri: imageUrl.optional(),
  position: int({ min: 0, max: 100_000 }).default(0),
})

export const marketSellerRecordSchema = z.object({
  kind: z.literal('seller'),
  shop: market,
  id: marketSellerIdSchema,
  name: text(120, { trim: true, required: 'fieldRequired' }),
  image_uri: imageUrl.optional(),
  description: optionalLocalized(2000).optional(),
  identity_verified: z.boolean().default(false),
  rating: z.number().min(0).max(10).default(5),
  max_rating: z.number().min(1).max(10).default(5),
  good: int({ min: 0 }).default(0),
  normal: int({ min: 0 }).default(0),
  bad: int({ min: 0 }).default(0),
})

export const marketFilterOptionRecordSchema = z.object({
  kind: z.literal('filter_option'),
  shop: market,
  group: z.enum(MARKET_FILTER_GROUPS, { error: 'fieldInvalid' }),
  value: z.string().regex(MARKET_FILTER_VALUE, { error: 'fieldInvalid' }),
  label: localized(80),
  position: int({ min: 0, max: 10_000 }).default(0),
})

export const auctionRecordSchema = z.object({
  start_price: yen,
  buy_now_price: yen.nullish(),
  bid_count: int({ min: 0 }).default(0),
  end_time: unixSeconds,
  auto_extension: z.boolean().default(false),
})

export const marketListingRecordSchema = z
  .object({
    kind: z.literal('listing'),
    shop: market,
    item_code: itemCode,
    /** Rakuten and Yahoo! Shopping: the store's code (item codes are per store). */
    store_code: marketStoreCodeSchema.nullish(),
    seller_id: marketSellerIdSchema.nullish(),
    category_id: marketCategoryIdSchema.nullish(),
    name: localized(300),
    /** The current price (an auction's current bid). */
    price: yen,
    initial_price: yen.nullish(),
    images: z.array(imageUrl).min(1, { error: 'fieldRequired' }).max(20, { error: 'fieldTooLong' }),
    description: optionalLocalized(10_000).default({ ja: '', vi: '', en: '' }),
    sale_status: z.enum(MARKET_SALE_STATUSES, { error: 'fieldInvalid' }).default('on_sale'),
    condition: z.enum(CONDITION_IDS, { error: 'fieldInvalid' }).nullish(),
    shipping_payer: z.enum(['seller', 'buyer'], { error: 'fieldInvalid' }).nullish(),
    free_shipping: z.boolean().default(false),
    brand: text(80).nullish(),
    rank: text(20).nullish(),
    colour: z.string().regex(MARKET_FILTER_VALUE, { error: 'fieldInvalid' }).nullish(),
    gender: z.enum(keysOf(GENDERS), { error: 'fieldInvalid' }).nullish(),
    age: z.enum(keysOf(AGES), { error: 'fieldInvalid' }).nullish(),
    shipping_method: z.string().regex(MARKET_FILTER_VALUE, { error: 'fieldInvalid' }).nullish(),
    sub_title: text(200).nullish(),
    origin: text(80).nullish(),
    sizes: z.array(option).max(60, { error: 'fieldTooLong' }).default([]),
    variants: z.array(option).max(60, { error: 'fieldTooLong' }).default([]),
    sport_tags: z.array(text(40)).max(10, { error: 'fieldTooLong' }).default([]),
    rating: z.number().min(0).max(5).nullish(),
    reviews_count: int({ min: 0 }).default(0),
    weight_grams: int({ min: 1, max: 1_000_000 }).nullish(),
    delivery_days: int({ min: 0, max: 90 }).nullish(),
    listed_at: unixSeconds.nullish(),
    /** Yahoo Auction only. */
    auction: auctionRecordSchema.nullish(),
  })
  .superRefine((listing, context) => {
    const shop = findShop(listing.shop)
    if (listing.auction && !shop?.is_auction) context.addIssue({ code: 'custom', path: ['auction'], message: 'fieldInvalid' })
    if (!listing.auction && shop?.is_auction) context.addIssue({ code: 'custom', path: ['auction'], message: 'fieldRequired' })
    if (!listing.store_code && STORE_MARKETS.has(listing.shop))
      context.addIssue({ code: 'custom', path: ['store_code'], message: 'fieldRequired' })
  })

export const marketRecordSchema = z.discriminatedUnion(
  'kind',
  [marketCategoryRecordSchema, marketSellerRecordSchema, marketFilterOptionRecordSchema, marketListingRecordSchema],
  { error: 'marketRecordKind' },
)
export type MarketRecordInput = z.input<typeof marketRecordSchema>
export type MarketRecord = z.output<typeof marketRecordSchema>
export type MarketListingRecord = z.output<typeof marketListingRecordSchema>
export type MarketCategoryRecord = z.output<typeof marketCategoryRecordSchema>
export type MarketSellerRecord = z.output<typeof marketSellerRecordSchema>
export type MarketFilterOptionRecord = z.output<typeof marketFilterOptionRecordSchema>

/** Largest JSON-lines upload the staff console sends in one request (bytes). */
export const MARKET_IMPORT_MAX_BYTES = 20 * 1024 * 1024
/** The upload: JSON lines as text (capped like every stored text; the route's body limit is the same in bytes). */
export const marketImportBodySchema = z.string().max(MARKET_IMPORT_MAX_BYTES, { error: 'fieldTooLong' })
/** How many refused lines an answer lists (all are counted). */
export const MARKET_IMPORT_PROBLEMS_SHOWN = 100

/**
 * An import as the console follows it. POST /api/admin/market-import stores the upload and answers
 * 202 with this (checking); a job then checks every line (`checked` of `lines`), and only when none
 * is refused writes the records in batches (`written` of `records`): done. Any refused line: refused,
 * nothing written, each line's problem listed (the first MARKET_IMPORT_PROBLEMS_SHOWN, all counted).
 * GET /api/admin/market-imports/:id answers it while it runs and after.
 */
export const MARKET_IMPORT_STATUSES = ['checking', 'writing', 'done', 'refused', 'failed'] as const
export type MarketImportStatus = (typeof MARKET_IMPORT_STATUSES)[number]
/** While the console asks again for the import's progress. */
export const isMarketImportRunning = (status: MarketImportStatus) => status === 'checking' || status === 'writing'

export const marketImportSchema = z.object({
  id: z.number().int(),
  status: z.enum(MARKET_IMPORT_STATUSES),
  /** Lines of the file (known once read). */
  lines: z.number().int(),
  checked: z.number().int(),
  /** Records read from the lines checked so far. */
  records: z.number().int(),
  written: z.number().int(),
  problem_count: z.number().int(),
  problems: z.array(z.object({ line: z.number().int(), message: z.string() })),
  created_at: z.string(),
  finished_at: z.string().nullable(),
})
export type MarketImport = z.infer<typeof marketImportSchema>
export const marketImportResponseSchema = z.object({ data: marketImportSchema })
