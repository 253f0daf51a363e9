import { z } from 'zod'
import { DEFAULT_PRODUCT_SORT } from '@shared/catalog/sort-options'
import { between, defineListContract, filter } from '@shared/http/list-contract'
import { paginatedSchema } from '@shared/http/list-query'
import { LOCALES } from '@shared/i18n/locales'
import { marketFilterOptionsSchema } from './market'
import { id, idParamsSchema, text } from './fields'
import { REVIEW_STAR_MAX } from '@shared/catalog/rating'

/**
 * Own-shop catalogue contracts (spec §3 Product, Category, Origin, Review, Product card; §7).
 * Prices are whole yen; dates are unix seconds. Custom zod messages are server message keys:
 * the API answers them translated, per field.
 */

// ── Query conventions of the catalogue lists ──────────────────────────────────────────────
export const PRODUCT_LIST_INCLUDES = ['suppliers', 'origin', 'categories', 'reviewsCount'] as const
export const PRODUCT_DETAIL_INCLUDES = ['origin', 'categories', 'reviewsCount', 'images', 'tags', 'suppliers'] as const
/** append=star_counts on the detail adds the 5-to-1 star histogram of its reviews. */
export const PRODUCT_DETAIL_APPENDS = ['star_counts'] as const
export const PRODUCT_PAGE_SIZE = 12
export const PRODUCT_MAX_PAGE_SIZE = 48
export const TOP_PRODUCTS_COUNT = 20
/** Longest product name search (filter[name]). */
export const PRODUCT_SEARCH_MAX_LENGTH = 200

/** GET /api/products: the spec's parameters, nothing else. */
export const productListContract = defineListContract({
  filters: { 'suppliers.id': filter.ids(), categories: filter.ids(), name: filter.text(PRODUCT_SEARCH_MAX_LENGTH), origin: filter.ids() },
  between: { price: between.int() },
  includes: PRODUCT_LIST_INCLUDES,
  sorts: ['price', 'updated_at'],
  defaultSort: DEFAULT_PRODUCT_SORT,
  pageSize: { default: PRODUCT_PAGE_SIZE, max: PRODUCT_MAX_PAGE_SIZE },
})
/** GET /api/products/{id}. */
export const productDetailContract = defineListContract({ includes: PRODUCT_DETAIL_INCLUDES, appends: PRODUCT_DETAIL_APPENDS })
/** GET /api/product-categories. */
export const categoryListContract = defineListContract({
  filters: { root: filter.boolean(), parent_id: filter.int() },
  includes: ['children'],
  pageSize: { default: 100, max: 100 },
})
/** GET /api/origins. */
export const originListContract = defineListContract({ sorts: ['id', 'name'], defaultSort: 'id', pageSize: { default: 100, max: 100 } })
/** GET /api/top-products-for-sale. */
export const topProductsContract = defineListContract({ filters: { 'suppliers.id': filter.ids() } })

// ── Small entities ───────────────────────────────────────────────────────────────────────
export const originSchema = z.object({ id: z.number().int(), name: z.string() })
export type Origin = z.infer<typeof originSchema>
export const originListSchema = paginatedSchema(originSchema)

export const categoryRefSchema = z.object({ id: z.number().int(), name: z.string() })
export type CategoryRef = z.infer<typeof categoryRefSchema>

export const categoryChildSchema = z.object({ id: z.number().int(), name: z.string(), parent_id: z.number().int().nullable() })
/** A category; `children` only with include=children (the tree is two levels deep). */
export const categorySchema = categoryChildSchema.extend({ children: z.array(categoryChildSchema).optional() })
export type Category = z.infer<typeof categorySchema>
export const categoryListSchema = paginatedSchema(categorySchema)

export const supplierSchema = z.object({ id: z.number().int(), name: z.string(), path: z.string() })
export type Supplier = z.infer<typeof supplierSchema>

export const productTagSchema = z.object({ id: z.string(), name: z.string() })
export const productImageSchema = z.object({ url: z.string() })
export const saleStatusSchema = z.enum(['on_sale', 'sold_out', 'coming_soon'])
export type SaleStatus = z.infer<typeof saleStatusSchema>

// ── Products ─────────────────────────────────────────────────────────────────────────────
/** Product card of lists (spec §3 Product card); the included relations appear only when asked for. */
export const productCardSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  brand: z.string().nullable(),
  price: z.number().int(),
  initial_price: z.number().int(),
  /** Percent, rounded up (spec §9). */
  discount: z.number().int(),
  image_url: z.string(),
  /** Average review star, capped at 5. */
  star: z.number(),
  reviews_count: z.number().int(),
  supplier_id: z.number().int(),
  shop_id: z.number().int(),
  sale_status: saleStatusSchema,
  capacity: z.string().nullable(),
  tax_percent: z.number().int(),
  updated_at: z.number().int(),
  suppliers: z.array(supplierSchema).optional(),
  origin: originSchema.nullable().optional(),
  categories: z.array(categoryRefSchema).optional(),
})
export type ProductCard = z.infer<typeof productCardSchema>
export const productListSchema = paginatedSchema(productCardSchema)
export type ProductList = z.infer<typeof productListSchema>

export const starCountsSchema = z.object({
  1: z.number().int(),
  2: z.number().int(),
  3: z.number().int(),
  4: z.number().int(),
  5: z.number().int(),
})

/** GET /api/products/{id} (spec §3 Product). `description` is trusted HTML written by staff. */
export const productDetailSchema = productCardSchema.extend({
  ingredients: z.string().nullable(),
  description: z.string(),
  weight_grams: z.number().int().nullable(),
  created_at: z.number().int(),
  images: z.array(productImageSchema).optional(),
  tags: z.array(productTagSchema).optional(),
  star_counts: starCountsSchema.optional(),
})
export type ProductDetail = z.infer<typeof productDetailSchema>
export const productDetailResponseSchema = z.object({ data: productDetailSchema })
export const productIdParamsSchema = idParamsSchema

export const topProductsSchema = z.object({ data: z.array(productCardSchema) })
export type TopProducts = z.infer<typeof topProductsSchema>

// ── Reviews ──────────────────────────────────────────────────────────────────────────────
export const REVIEW_STAR_MIN = 1
export { REVIEW_STAR_MAX }
export const REVIEW_STAR_DEFAULT = 5
export const REVIEW_COMMENT_MAX_LENGTH = 2000
/** Review comments are written in Japanese unless told otherwise (spec §9: default review language ja). */
export const REVIEW_SOURCE_LANGUAGE = 'ja' as const

/** A product can be reviewed once it has been on sale (on sale or sold out), not while it is still coming soon. */
export function isReviewable(product: { sale_status: SaleStatus }): boolean {
  return product.sale_status !== 'coming_soon'
}

export const reviewerSchema = z.object({ id: z.number().int(), name: z.string() })
/** A review; `comment` is plain text, to be rendered as text (never as HTML). */
export const reviewSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  star: z.number().int(),
  comment: z.string(),
  username: z.string(),
  created_at: z.number().int(),
  reviewer: reviewerSchema.optional(),
})
export type Review = z.infer<typeof reviewSchema>
export const reviewListSchema = paginatedSchema(reviewSchema)
export const REVIEW_LIST_INCLUDES = ['reviewer'] as const
/** GET /api/product-reviews, newest first. */
export const reviewListContract = defineListContract({
  filters: { product_id: filter.int(), star: filter.int(REVIEW_STAR_MIN, REVIEW_STAR_MAX) },
  includes: REVIEW_LIST_INCLUDES,
  sorts: ['created_at', 'star'],
  defaultSort: '-created_at',
  pageSize: { default: 10, max: 50 },
})

const starError = { error: 'reviewStarRange' }
export const createReviewBodySchema = z
  .object({
    product_id: id(),
    star: z.number(starError).int(starError).min(REVIEW_STAR_MIN, starError).max(REVIEW_STAR_MAX, starError).default(REVIEW_STAR_DEFAULT),
    comment: text(REVIEW_COMMENT_MAX_LENGTH, { trim: true, required: 'reviewCommentRequired', tooLong: 'reviewCommentTooLong' }),
  })
  .meta({ examples: [{ product_id: 101001, star: 5, comment: 'Hàng chuẩn, giao nhanh.' }] })
export type CreateReviewBody = z.input<typeof createReviewBodySchema>
export const reviewResponseSchema = z.object({ data: reviewSchema })

// ── Translate ────────────────────────────────────────────────────────────────────────────
export const TRANSLATE_MAX_LENGTH = 5000
export const translateBodySchema = z.object({
  text: text(TRANSLATE_MAX_LENGTH, { required: 'fieldRequired', tooLong: 'translateTextTooLong' }),
  target: z.enum(LOCALES, { error: 'fieldInvalid' }),
  source: z.enum(LOCALES, { error: 'fieldInvalid' }).default(REVIEW_SOURCE_LANGUAGE),
})
export type TranslateBody = z.input<typeof translateBodySchema>
/** `translated` is false when the text comes back unchanged (no provider, same language, or a failure). */
export const translateResultSchema = z.object({ text: z.string(), translated: z.boolean(), provider: z.string() })
export type TranslateResult = z.infer<typeof translateResultSchema>

// ── Product address lookup ───────────────────────────────────────────────────────────────
export const productInfoByUrlBodySchema = z
  .object({ url: text(2000, { trim: true, required: 'fieldRequired' }) })
  .meta({ examples: [{ url: 'https://localhost/products/ikom/101001' }] })
export const productInfoByUrlResponseSchema = z.object({
  data: z.object({ path: z.string(), id: z.string(), shop_id: z.number().int(), append: z.string().optional() }),
})
export type ProductInfoByUrl = z.infer<typeof productInfoByUrlResponseSchema>['data']

// ── Static catalogue JSON (/catalog/static/…) ───────────────────────────────────────────
const localizedLabelSchema = z.object({ vi: z.string(), en: z.string(), ja: z.string() })

export const categoriesFirstSchema = z.object({ data: z.array(categorySchema) })
export const filterAllWebSchema = z.object({
  price: z.array(z.object({ value: z.string(), min: z.number().int(), max: z.number().int(), label: localizedLabelSchema })),
  /** Each market's filter groups and options, by the market's path (spec §3 Filter options per shop). */
  markets: marketFilterOptionsSchema,
})
export type FilterAllWeb = z.infer<typeof filterAllWebSchema>
export const sortAllWebSchema = z.object({
  data: z.array(z.object({ value: z.string(), label: localizedLabelSchema, coming_soon: z.boolean(), default: z.boolean() })),
})
export type SortAllWeb = z.infer<typeof sortAllWebSchema>

/** GET /catalog/static/{shop}/categories-first.json: a shop's path (ikom, awond or a market's). */
export const shopPathParamsSchema = z.object({ shop: z.string().max(40) })
