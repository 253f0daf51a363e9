import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import type { MarketImportStatus } from '@shared/contracts/market-import'

/**
 * The local mirror of the other Japanese markets: what a purchasing agent keeps of the listings it
 * fetched and translated, their categories, sellers and each market's filter options. Rows are
 * keyed by (shop_id, the market's own code); market ids are those of the shop registry (1–11).
 */
export const marketCategories = pgTable(
  'market_categories',
  {
    shopId: integer('shop_id').notNull(),
    id: text('id').notNull(),
    parentId: text('parent_id'),
    nameJa: text('name_ja').notNull(),
    nameVi: text('name_vi').notNull().default(''),
    nameEn: text('name_en').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.shopId, table.id] })],
)

export const marketSellers = pgTable(
  'market_sellers',
  {
    shopId: integer('shop_id').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    imageUrl: text('image_url').notNull().default(''),
    descriptionJa: text('description_ja').notNull().default(''),
    descriptionVi: text('description_vi').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    identityVerified: boolean('identity_verified').notNull().default(false),
    rating: numeric('rating', { precision: 4, scale: 2, mode: 'number' }).notNull().default(5),
    maxRating: numeric('max_rating', { precision: 4, scale: 2, mode: 'number' }).notNull().default(5),
    good: integer('good').notNull().default(0),
    normal: integer('normal').notNull().default(0),
    bad: integer('bad').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.shopId, table.id] })],
)

export const marketFilterOptions = pgTable(
  'market_filter_options',
  {
    shopId: integer('shop_id').notNull(),
    group: text('group').notNull(),
    value: text('value').notNull(),
    labelVi: text('label_vi').notNull(),
    labelEn: text('label_en').notNull(),
    labelJa: text('label_ja').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.shopId, table.group, table.value] })],
)

/** What a listing page shows beyond the card: descriptions, options, tags (the import record's fields). */
export type ListingDetails = {
  description: { ja: string; vi: string; en: string }
  sizes: { id: string; name: string; price: number | null }[]
  variants: { id: string; name: string; price: number | null }[]
  subTitle: string | null
  origin: string | null
  colour: string | null
  gender: string | null
  sportTags: string[]
  deliveryDays: number | null
  shippingMethod: string | null
  freeShipping: boolean
}

export const marketListings = pgTable(
  'market_listings',
  {
    shopId: integer('shop_id').notNull(),
    /** The item's reference (src/shared/catalog/product-path.ts): its code, "store:item" on Rakuten and Yahoo! Shopping. */
    itemRef: text('item_ref').notNull(),
    sellerId: text('seller_id'),
    categoryId: text('category_id'),
    /** The category and its ancestors: a category's list holds its whole branch. */
    categoryPath: text('category_path').array().notNull().default(sql`'{}'::text[]`),
    name: text('name').notNull(),
    nameVi: text('name_vi').notNull().default(''),
    nameEn: text('name_en').notNull().default(''),
    /** foldSearchText of the three names (src/shared/catalog/search-text): a Vietnamese search finds a Japanese listing. */
    searchText: text('search_text').notNull(),
    /** Yen; an auction's current price. */
    price: integer('price').notNull(),
    initialPrice: integer('initial_price').notNull(),
    imageUrls: text('image_urls').array().notNull(),
    saleStatus: text('sale_status', { enum: ['on_sale', 'sold_out', 'ended'] })
      .notNull()
      .default('on_sale'),
    /** "group:value" of every filter option the listing matches (src/shared/markets/filters.ts). */
    facets: text('facets').array().notNull().default(sql`'{}'::text[]`),
    /**
     * Its facets and category path under its shop ("4:status:good", "4:category:1000"; migration 0037):
     * a filtered list is one lookup of its shop's matches in the GIN index, whatever the other shops hold.
     */
    listKeys: text('list_keys').array().notNull().generatedAlwaysAs(sql`market_list_keys(shop_id, facets, category_path)`),
    brand: text('brand'),
    rank: text('rank'),
    condition: text('condition'),
    shippingPayer: text('shipping_payer'),
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }),
    reviewsCount: integer('reviews_count').notNull().default(0),
    weightGrams: integer('weight_grams'),
    /** Lowest and highest price of its options, when they differ (the card's range_price). */
    optionPriceMin: integer('option_price_min'),
    optionPriceMax: integer('option_price_max'),
    /** Yahoo Auction: start price, buy-now price, bids so far, end time and whether late bids extend it. */
    startPrice: integer('start_price'),
    buyNowPrice: integer('buy_now_price'),
    bidCount: integer('bid_count'),
    endTime: timestamp('end_time', { withTimezone: true }),
    autoExtension: boolean('auto_extension'),
    details: jsonb('details').$type<ListingDetails>().notNull(),
    listedAt: timestamp('listed_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.itemRef] }),
    // A market's list: newest first or by price (item_ref breaks ties, so pages never overlap).
    index('market_listings_newest_idx').on(table.shopId, table.listedAt, table.itemRef),
    index('market_listings_price_idx').on(table.shopId, table.price, table.itemRef),
    // The cross-shop search: every market by price.
    index('market_listings_all_price_idx').on(table.price, table.shopId, table.itemRef),
    index('market_listings_seller_idx').on(table.shopId, table.sellerId, table.listedAt),
    index('market_listings_list_keys_idx').using('gin', table.listKeys),
    index('market_listings_search_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
  ],
)

/**
 * The word index of the cross-shop search: one row per distinct word (space-separated token) of a
 * listing's search_text, with its price, so a search walks one word's listings in price order.
 * Kept true by triggers on market_listings (migration 0018_market_listing_words), whichever path writes a listing.
 */
export const marketListingWords = pgTable(
  'market_listing_words',
  {
    word: text('word').notNull(),
    price: integer('price').notNull(),
    shopId: integer('shop_id').notNull(),
    itemRef: text('item_ref').notNull(),
  },
  (table) => [primaryKey({ columns: [table.word, table.price, table.shopId, table.itemRef] })],
)

/**
 * Every word ever indexed (never removed: a word no listing has any more finds nothing). A query
 * word matches the listings of each word it is part of ("nghe" → "nghe", "フィルムカメラ" for "カメラ"),
 * found by the trigram index: the same substring semantics as a LIKE on search_text.
 */
export const marketSearchWords = pgTable('market_search_words', { word: text('word').primaryKey() }, (table) => [
  index('market_search_words_trgm_idx').using('gin', table.word.op('gin_trgm_ops')),
])

/**
 * A console upload of the mirror's records, run by the `market.import` job (import-runs.ts): the
 * file is kept until the job has read it, then dropped; the counts are the console's progress.
 */
export const marketImports = pgTable('market_imports', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  status: text('status').$type<MarketImportStatus>().notNull(),
  /** The uploaded JSON lines; null once the import ended. */
  body: text('body'),
  lines: integer('lines').notNull().default(0),
  checked: integer('checked').notNull().default(0),
  records: integer('records').notNull().default(0),
  written: integer('written').notNull().default(0),
  problemCount: integer('problem_count').notNull().default(0),
  problems: jsonb('problems').$type<{ line: number; message: string }[]>().notNull().default([]),
  /** Who uploaded it: the audit of its writing names them. */
  createdBy: jsonb('created_by').$type<{ uid: string; email: string | null }>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
})
