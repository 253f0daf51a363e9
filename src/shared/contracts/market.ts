import { z } from 'zod'
import { SALE_STATUSES } from '@shared/orders/cart-rules'
import { MARKET_FILTER_GROUPS, MARKET_FILTERS_MAX_LENGTH, parseMarketFilters } from '@shared/markets/filters'
import { MARKET_MAX_PAGE, MARKET_SEARCH_MAX_PAGE, MARKET_SEARCH_SORTS, MARKET_SORTS } from '@shared/markets/listing-facts'
import { SEARCH_QUERY_MAX_INPUT, SEARCH_QUERY_MAX_LENGTH } from '@shared/catalog/search-query'
import { text } from './fields'

/**
 * Other Japanese markets (spec §3 Market product card, Product detail item (other markets), Seller,
 * Other-market list response, Filter options per shop, Shop category; §7 /catalog/v3/…). Prices are
 * whole yen, times unix seconds. Names and descriptions come in the request's language (`name`) and
 * as the market lists them, in Japanese (`original_name`).
 */

// ── Query parameters ─────────────────────────────────────────────────────────────────────
const CODE = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/
/** A market's code of an item, store, seller or category: letters, digits and `_ . -`. */
const code = (max: number) =>
  z
    .string({ error: 'fieldWrongType' })
    .min(1, { error: 'fieldRequired', abort: true })
    .max(max, { error: 'fieldTooLong', abort: true })
    .regex(CODE, { error: 'fieldInvalid' })

export const marketCategoryIdSchema = code(64)
export const marketSellerIdSchema = code(64)
export const marketStoreCodeSchema = code(64)
/** An item's code at its market, possibly with a chosen option (src/shared/markets/option-ref.ts). */
export const marketItemCodeSchema = code(120)

const pageParam = (max: number) =>
  z
    .string({ error: 'fieldWrongType' })
    .regex(/^\d{1,6}$/, { error: 'fieldInvalid' })
    .transform(Number)
    .refine((page) => page >= 1 && page <= max, { error: 'fieldInvalid' })
    .describe(`page number, 1 to ${max}`)

const booleanParam = z.enum(['true', 'false', '1', '0'], { error: 'fieldInvalid' }).transform((value) => value === 'true' || value === '1')

const searchParam = text(200, { trim: true })

const filtersParam = z
  .string({ error: 'fieldWrongType' })
  .max(MARKET_FILTERS_MAX_LENGTH, { error: 'fieldTooLong', abort: true })
  .transform((value, context) => {
    const filters = parseMarketFilters(value)
    if (filters) return filters
    context.addIssue({ code: 'custom', message: 'marketFilterUnknown' })
    return z.NEVER
  })
  .describe('group:value pairs joined by commas, e.g. status:new,shipping:seller')

export const marketShopParamsSchema = z.object({ shop: z.string().max(40) })

/** GET /catalog/v3/{shop}: one page of a market's listings. */
export const marketListQuerySchema = z.strictObject({
  category_id: marketCategoryIdSchema.optional(),
  search: searchParam.optional(),
  /** Also search the query translated to Japanese. */
  is_translate_search: booleanParam.optional(),
  page: pageParam(MARKET_MAX_PAGE).optional(),
  sort: z.enum(MARKET_SORTS, { error: 'fieldInvalid' }).optional(),
  filters: filtersParam.optional(),
})
export type MarketListQuery = z.output<typeof marketListQuerySchema>

/** GET /catalog/v3/{shop}/detail: `id` (with `shop_id`, the store's code, on Rakuten and Yahoo! Shopping), or the item's `url`. */
export const marketDetailQuerySchema = z
  .strictObject({
    id: marketItemCodeSchema.optional(),
    shop_id: marketStoreCodeSchema.optional(),
    url: text(2000, { trim: true }).optional(),
  })
  .refine((query) => query.id !== undefined || (query.url !== undefined && query.url !== ''), { error: 'fieldRequired', path: ['id'] })
export type MarketDetailQuery = z.output<typeof marketDetailQuerySchema>

/** GET /catalog/v3/{shop}/seller-shop. */
export const sellerShopQuerySchema = z.strictObject({ seller_id: marketSellerIdSchema, page: pageParam(MARKET_MAX_PAGE).optional() })

/** GET /catalog/v2/yahoo-auction/shop-rate. */
export const shopRateQuerySchema = z.strictObject({ seller_id: marketSellerIdSchema })

/** GET /catalog/v3/search: every shop at once, the most relevant first unless told otherwise. */
export const marketSearchQuerySchema = z.strictObject({
  query: text(SEARCH_QUERY_MAX_INPUT, { trim: true, required: 'fieldRequired' }).describe(
    `the words searched for; symbols and emoji are ignored, and past ${SEARCH_QUERY_MAX_LENGTH} characters only the first are searched (query_cut)`,
  ),
  is_translate_search: booleanParam.optional(),
  page: pageParam(MARKET_SEARCH_MAX_PAGE).optional(),
  sort: z.enum(MARKET_SEARCH_SORTS, { error: 'fieldInvalid' }).optional().describe('relevance (the default), price_asc or price_desc'),
  /** Ended auctions are left out unless asked for. */
  include_ended: booleanParam.optional(),
  /** Narrow to one shop (a market's or our own shop's id or path). */
  shop: z.string({ error: 'fieldWrongType' }).max(40, { error: 'fieldTooLong' }).optional(),
})
export type MarketSearchQuery = z.output<typeof marketSearchQuerySchema>

// ── Answers ──────────────────────────────────────────────────────────────────────────────
export const localizedSchema = z.object({ vi: z.string(), en: z.string(), ja: z.string() })
const idName = z.object({ id: z.string(), name: z.string() })

/** A market's category (spec §3 Shop category: id, name, lang), in a flat list ordered for display. */
export const marketCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  lang: localizedSchema,
  parent_id: z.string().nullable(),
  /** No sub-categories: opens the list. */
  is_leaf: z.boolean(),
  image_uri: z.string(),
})
export type MarketCategory = z.infer<typeof marketCategorySchema>
/** /catalog/static/{market}/categories-first.json. */
export const marketCategoriesSchema = z.object({ data: z.array(marketCategorySchema) })

export const sellerRateSchema = z.object({ ratio: z.number(), max_ratio: z.number() })

/** Spec §3 Seller, with the review counts the seller shop shows. */
export const marketSellerSchema = z.object({
  id: z.string(),
  name: z.string(),
  image_uri: z.string(),
  description: z.string(),
  identity_verification: z.boolean(),
  rate: sellerRateSchema,
  good: z.number().int(),
  normal: z.number().int(),
  bad: z.number().int(),
  good_rate_percent: z.number().int(),
})
export type MarketSeller = z.infer<typeof marketSellerSchema>

/** Spec §3 Market product card. Also our own products in the cross-shop search (supplier_id 390 or 458). */
export const marketProductCardSchema = z.object({
  /** The item's code at its market (our product id for our own shops). */
  id: z.string(),
  /** The item's reference for the cart and orders (shop_id = supplier_id). */
  item_ref: z.string(),
  /** The store's code where item codes are per store (the detail page's `append`). */
  append: z.string().nullable(),
  /** The app page of the item (src/shared/catalog/product-path.ts). */
  path: z.string(),
  name: z.string(),
  original_name: z.string(),
  image_uri: z.string(),
  price: z.number().int(),
  initial_price: z.number().int(),
  discount: z.object({ price: z.number().int(), percent: z.number().int() }),
  /** The condition (flea markets), rank (Hard Off) or brand. */
  label: z.string().nullable(),
  sale_status: z.enum(SALE_STATUSES),
  /** The item's page on its market. */
  url: z.string(),
  /** The seller or store. */
  shop: z.object({ id: z.string(), name: z.string(), image_uri: z.string(), rate: z.number() }).nullable(),
  /** Lowest and highest variant price, when variants differ in price. */
  range_price: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  /** Auctions: when bidding ends. */
  end_time: z.number().int().nullable(),
  /** Auctions: the buy-now price. */
  quick_decision_price: z.number().int().nullable(),
  bid_count: z.number().int().nullable(),
  supplier_id: z.number().int(),
  supplier_name: z.string(),
})
export type MarketProductCard = z.infer<typeof marketProductCardSchema>

export const simplePaginationSchema = z.object({ page: z.number().int(), is_allow_next: z.boolean() })

/** GET /catalog/v3/{shop} (spec §3 Other-market list response). */
export const marketListResponseSchema = z.object({
  items: z.array(marketProductCardSchema),
  /** The chosen category's children (the market's top categories without one). */
  sub_categories: z.array(marketCategorySchema),
  /** Categories the items found fall in (for a search). */
  suggest_categories: z.array(marketCategorySchema),
  pagination: simplePaginationSchema,
})
export type MarketListResponse = z.infer<typeof marketListResponseSchema>

export const auctionFactsSchema = z.object({
  current_price: z.number().int(),
  start_price: z.number().int(),
  buy_now_price: z.number().int().nullable(),
  bid_count: z.number().int(),
  end_time: z.number().int(),
  /** A bid in the last minutes moves the end time on. */
  auto_extension: z.boolean(),
  ended: z.boolean(),
  /** What the full cost before bidding needs: the lot's weight when known, and whether the buyer pays shipping in Japan. */
  weight_grams: z.number().int().nullable(),
  buyer_pays_shipping: z.boolean(),
})
export type AuctionFacts = z.infer<typeof auctionFactsSchema>

export const marketOptionSchema = z.object({ id: z.string(), name: z.string(), price: z.number().int().nullable() })
export type MarketOption = z.infer<typeof marketOptionSchema>

/** GET /catalog/v3/{shop}/detail (spec §3 Product detail item (other markets)). */
export const marketProductDetailSchema = z.object({
  id: z.string(),
  item_ref: z.string(),
  append: z.string().nullable(),
  path: z.string(),
  shop_id: z.number().int(),
  supplier_name: z.string(),
  name: z.string(),
  original_name: z.string(),
  price: z.number().int(),
  initial_price: z.number().int(),
  discount: z.object({ price: z.number().int(), percent: z.number().int() }),
  image_list: z.array(z.string()),
  /** Plain text in the request's language, as HTML paragraphs (escaped). */
  description_html: z.string(),
  description_text: z.string(),
  original_description_text: z.string(),
  product_condition: z.array(idName),
  delivery: z.array(idName),
  sale_status: z.enum(SALE_STATUSES),
  is_sold_out: z.boolean(),
  categories: z.array(z.object({ id: z.string(), lang: localizedSchema })),
  rate: z.object({ count: z.number().int(), ratio: z.number(), comments: z.array(z.string()) }),
  bid_count: z.number().int().nullable(),
  quick_decision_price: z.number().int().nullable(),
  /** Sizes to choose from (Nike); choosing one makes the item reference "<item_ref>.<size id>". */
  size: z.array(marketOptionSchema),
  /** Variants to choose from, each maybe with its own price. */
  variants: z.array(marketOptionSchema),
  /** The option the reference names, when it names one. */
  selected_option: z.string().nullable(),
  origin: z.string().nullable(),
  colorDescription: z.string().nullable(),
  subTitle: z.string().nullable(),
  brand: z.string().nullable(),
  rank: z.string().nullable(),
  tags: z.object({
    brand: z.string().nullable(),
    category: z.string().nullable(),
    productType: z.string().nullable(),
    gender: z.string().nullable(),
    sportTags: z.array(z.string()),
  }),
  delivery_detail: z.object({ estimated_delivery_time_text: z.string() }),
  sharing_data: z.object({ supplier_product_url: z.string() }),
  /** False: one piece per order line (spec §1 can_buy_more). */
  can_buy_more: z.boolean(),
  max_quantity: z.number().int(),
  seller: marketSellerSchema.nullable(),
  auction: auctionFactsSchema.nullable(),
  recommends: z.array(marketProductCardSchema),
})
export type MarketProductDetail = z.infer<typeof marketProductDetailSchema>
export const marketDetailResponseSchema = z.object({ data: marketProductDetailSchema })

/** GET /catalog/v3/{shop}/seller-shop. */
export const sellerShopResponseSchema = z.object({
  seller: marketSellerSchema,
  items: z.array(marketProductCardSchema),
  pagination: simplePaginationSchema,
})
export type SellerShopResponse = z.infer<typeof sellerShopResponseSchema>

/** GET /catalog/v2/yahoo-auction/shop-rate: a Yahoo Auction seller's reviews. */
export const shopRateResponseSchema = z.object({ data: marketSellerSchema })

/** GET /catalog/v3/search: every shop's matches in one list, with a count per shop. */
export const marketSearchResponseSchema = z.object({
  data: z.array(marketProductCardSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
  counts: z.array(z.object({ shop_id: z.number().int(), name: z.string(), path: z.string(), logo: z.string(), count: z.number().int() })),
  /** The query in Japanese that was searched as well (is_translate_search), when the provider translated it. */
  translated_query: z.string().nullable(),
  /** The words searched for: the query without symbols and emoji, cut when it was too long. */
  query: z.string(),
  /** The query was longer than SEARCH_QUERY_MAX_LENGTH characters: only its beginning was searched. */
  query_cut: z.boolean(),
})
export type MarketSearchResponse = z.infer<typeof marketSearchResponseSchema>

/** One filter group of a market with its options (spec §3 Filter options per shop). */
export const marketFilterGroupSchema = z.object({
  group: z.enum(MARKET_FILTER_GROUPS),
  options: z.array(z.object({ value: z.string(), label: localizedSchema })),
})
export type MarketFilterGroupOptions = z.infer<typeof marketFilterGroupSchema>
/** In /catalog/static/filter-all-web.json: each market's groups, by the market's path. */
export const marketFilterOptionsSchema = z.record(z.string(), z.array(marketFilterGroupSchema))
export type MarketFilterOptions = z.infer<typeof marketFilterOptionsSchema>

/** /catalog/static/event/amazon.list.json: Amazon's deal events. */
export const amazonEventListSchema = z.object({
  data: z.array(z.object({ id: z.string(), name: z.string(), lang: localizedSchema, image_uri: z.string(), count: z.number().int() })),
})
/** /catalog/static/event/products/{id}.json. */
export const amazonEventProductsSchema = z.object({ data: z.array(marketProductCardSchema) })

/** GET /catalog/static/event/products/{file}: an event's products file. */
export const amazonEventParamsSchema = z.object({ file: z.string().max(80) })
