import { eq, sql } from 'drizzle-orm'
import { foldSearchText } from '@shared/catalog/search-text'
import { marketItemRef } from '@shared/catalog/product-path'
import type {
  MarketCategoryRecord,
  MarketFilterOptionRecord,
  MarketListingRecord,
  MarketRecord,
  MarketSellerRecord,
} from '@shared/contracts/market-import'
import { discountPercent } from '@shared/money/money'
import type { Database } from '@server/db/client'
import { withTransaction } from '@server/db/transaction'
import { markCatalogChanged } from '@server/modules/catalog'
import { insertMissing, upsertRows } from '@server/seed/batches'
import { type ListingDetails, marketCategories, marketFilterOptions, marketListings, marketSellers } from './tables'

/** The thresholds of the `reviews` (stars, at least) and `discount` (percent, at least) filters. */
const REVIEW_STEPS = [3, 4]
const DISCOUNT_STEPS = [10, 30, 50]

/** Every filter option a listing matches, as "group:value" (src/shared/markets/filters.ts). */
export function facetsOf(listing: MarketListingRecord): string[] {
  const facets: string[] = []
  const add = (group: string, value: string | null | undefined) => value && facets.push(`${group}:${value}`)
  add('status', listing.condition)
  add('shipping', listing.shipping_payer)
  if (listing.free_shipping || listing.shipping_payer === 'seller') add('shipping', 'free')
  add('colors', listing.colour)
  add('age', listing.age)
  for (const gender of listing.gender === 'unisex' ? ['unisex', 'men', 'women'] : [listing.gender]) add('gender', gender)
  add('rank', listing.rank)
  add('shippingMethod', listing.shipping_method)
  for (const step of REVIEW_STEPS) if ((listing.rating ?? 0) >= step) add('reviews', String(step))
  const percent = discountPercent(listing.price, listing.initial_price ?? listing.price)
  for (const step of DISCOUNT_STEPS) if (percent >= step) add('discount', String(step))
  return facets
}

function categoryRow(record: MarketCategoryRecord): typeof marketCategories.$inferInsert {
  return {
    shopId: record.shop,
    id: record.id,
    parentId: record.parent_id ?? null,
    nameJa: record.name.ja,
    nameVi: record.name.vi,
    nameEn: record.name.en,
    imageUrl: record.image_uri ?? '',
    position: record.position,
  }
}

function sellerRow(record: MarketSellerRecord): typeof marketSellers.$inferInsert {
  return {
    shopId: record.shop,
    id: record.id,
    name: record.name,
    imageUrl: record.image_uri ?? '',
    descriptionJa: record.description?.ja ?? '',
    descriptionVi: record.description?.vi ?? '',
    descriptionEn: record.description?.en ?? '',
    identityVerified: record.identity_verified,
    rating: record.rating,
    maxRating: record.max_rating,
    good: record.good,
    normal: record.normal,
    bad: record.bad,
  }
}

function filterOptionRow(record: MarketFilterOptionRecord): typeof marketFilterOptions.$inferInsert {
  const { label } = record
  return {
    shopId: record.shop,
    group: record.group,
    value: record.value,
    labelVi: label.vi || label.ja,
    labelEn: label.en || label.ja,
    labelJa: label.ja,
    position: record.position,
  }
}

/** The category and its ancestors (a cycle in imported data stops the walk). */
function categoryPath(parents: ReadonlyMap<string, string | null>, categoryId: string | null | undefined): string[] {
  const path: string[] = []
  for (let id = categoryId ?? null; id !== null && !path.includes(id); id = parents.get(id) ?? null) path.push(id)
  return path
}

function listingRow(
  record: MarketListingRecord,
  parents: ReadonlyMap<string, string | null>,
  now: Date,
): typeof marketListings.$inferInsert {
  const options = [...record.sizes, ...record.variants]
  const optionPrices = options.map((option) => option.price ?? record.price)
  const details: ListingDetails = {
    description: record.description,
    sizes: record.sizes.map((size) => ({ id: size.id, name: size.name, price: size.price ?? null })),
    variants: record.variants.map((variant) => ({ id: variant.id, name: variant.name, price: variant.price ?? null })),
    subTitle: record.sub_title ?? null,
    origin: record.origin ?? null,
    colour: record.colour ?? null,
    gender: record.gender ?? null,
    sportTags: record.sport_tags,
    deliveryDays: record.delivery_days ?? null,
    shippingMethod: record.shipping_method ?? null,
    freeShipping: record.free_shipping,
  }
  const auction = record.auction
  return {
    shopId: record.shop,
    itemRef: marketItemRef(record.item_code, record.store_code ?? undefined),
    sellerId: record.seller_id ?? null,
    categoryId: record.category_id ?? null,
    categoryPath: categoryPath(parents, record.category_id),
    name: record.name.ja,
    nameVi: record.name.vi,
    nameEn: record.name.en,
    searchText: foldSearchText([record.name.ja, record.name.vi, record.name.en, record.brand ?? ''].join(' ')),
    price: record.price,
    initialPrice: Math.max(record.initial_price ?? record.price, record.price),
    imageUrls: record.images,
    saleStatus: record.sale_status,
    facets: facetsOf(record),
    brand: record.brand ?? null,
    rank: record.rank ?? null,
    condition: record.condition ?? null,
    shippingPayer: record.shipping_payer ?? null,
    rating: record.rating ?? null,
    reviewsCount: record.reviews_count,
    weightGrams: record.weight_grams ?? null,
    optionPriceMin: optionPrices.length > 0 ? Math.min(...optionPrices) : null,
    optionPriceMax: optionPrices.length > 0 ? Math.max(...optionPrices) : null,
    startPrice: auction?.start_price ?? null,
    buyNowPrice: auction?.buy_now_price ?? null,
    bidCount: auction ? auction.bid_count : null,
    endTime: auction ? new Date(auction.end_time * 1000) : null,
    autoExtension: auction ? auction.auto_extension : null,
    details,
    listedAt: record.listed_at ? new Date(record.listed_at * 1000) : now,
    updatedAt: now,
  }
}

const ofKind = <K extends MarketRecord['kind']>(records: readonly MarketRecord[], kind: K) =>
  records.filter((record): record is Extract<MarketRecord, { kind: K }> => record.kind === kind)

/** One row per key, the last given (one INSERT … ON CONFLICT may not touch a row twice). */
function lastByKey<T>(rows: readonly T[], key: (row: T) => string): T[] {
  return [...new Map(rows.map((row) => [key(row), row])).values()]
}

/**
 * Stores validated mirror records (the import's and the demo seed's): categories, sellers and
 * filter options first, so each listing's category branch is known. A record already there is
 * replaced (listings: unless told to add only missing ones). Call inside a transaction to write
 * all of them or none.
 */
export async function writeMarketRecords(
  db: Database,
  records: readonly MarketRecord[],
  now: Date,
  options: { listings: 'replace' | 'add-missing' } = { listings: 'replace' },
): Promise<void> {
  const categories = lastByKey(ofKind(records, 'category').map(categoryRow), (row) => `${row.shopId}/${row.id}`)
  await upsertRows(db, marketCategories, [marketCategories.shopId, marketCategories.id], categories)
  const sellers = lastByKey(ofKind(records, 'seller').map(sellerRow), (row) => `${row.shopId}/${row.id}`)
  await upsertRows(db, marketSellers, [marketSellers.shopId, marketSellers.id], sellers)
  const filterOptions = lastByKey(ofKind(records, 'filter_option').map(filterOptionRow), (row) => `${row.shopId}/${row.group}/${row.value}`)
  await upsertRows(
    db,
    marketFilterOptions,
    [marketFilterOptions.shopId, marketFilterOptions.group, marketFilterOptions.value],
    filterOptions,
  )
  const listings = ofKind(records, 'listing')
  const parentsByShop = new Map<number, Map<string, string | null>>()
  for (const shopId of new Set(listings.map((listing) => listing.shop))) {
    const rows = await db
      .select({ id: marketCategories.id, parentId: marketCategories.parentId })
      .from(marketCategories)
      .where(eq(marketCategories.shopId, shopId))
    parentsByShop.set(shopId, new Map(rows.map((row) => [row.id, row.parentId])))
  }
  const rows = lastByKey(
    listings.map((listing) => listingRow(listing, parentsByShop.get(listing.shop)!, now)),
    (row) => `${row.shopId}/${row.itemRef}`,
  )
  if (options.listings === 'replace') await upsertRows(db, marketListings, [marketListings.shopId, marketListings.itemRef], rows)
  else await insertMissing(db, marketListings, rows)
}

/** Writes the records in one transaction (all or none), then lets this process's caches see them. */
export async function importMarketRecords(db: Database, records: readonly MarketRecord[], now: Date): Promise<void> {
  await withTransaction(db, (tx) => writeMarketRecords(tx, records, now))
  markCatalogChanged(db)
}

/** Listings stored per market (for the import's and the seed's reports). */
export async function countListings(db: Database, shopId?: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(marketListings)
    .where(shopId === undefined ? undefined : eq(marketListings.shopId, shopId))
  return Number(row.count)
}
