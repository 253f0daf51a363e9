import { type InferSelectModel, sql } from 'drizzle-orm'
import type { Listing, ListingWithDetails, MarketCategoryData, MarketSellerData } from './model'
import { type marketCategories, marketListings, marketSellers } from './tables'

/** The mirror's rows as the connector's data. */
export const listingColumns = {
  shopId: marketListings.shopId,
  itemRef: marketListings.itemRef,
  categoryId: marketListings.categoryId,
  name: marketListings.name,
  nameVi: marketListings.nameVi,
  nameEn: marketListings.nameEn,
  price: marketListings.price,
  initialPrice: marketListings.initialPrice,
  imageUrls: marketListings.imageUrls,
  saleStatus: marketListings.saleStatus,
  brand: marketListings.brand,
  rank: marketListings.rank,
  condition: marketListings.condition,
  shippingPayer: marketListings.shippingPayer,
  rating: marketListings.rating,
  reviewsCount: marketListings.reviewsCount,
  weightGrams: marketListings.weightGrams,
  optionPriceMin: marketListings.optionPriceMin,
  optionPriceMax: marketListings.optionPriceMax,
  startPrice: marketListings.startPrice,
  buyNowPrice: marketListings.buyNowPrice,
  bidCount: marketListings.bidCount,
  endTime: marketListings.endTime,
  autoExtension: marketListings.autoExtension,
  sellerId: marketSellers.id,
  sellerName: marketSellers.name,
  sellerImage: marketSellers.imageUrl,
  sellerRating: marketSellers.rating,
}

/** A row of listingColumns (the listing with its seller's card fields, left-joined). */
export type ListingRow = {
  shopId: number
  itemRef: string
  categoryId: string | null
  name: string
  nameVi: string
  nameEn: string
  price: number
  initialPrice: number
  imageUrls: string[]
  saleStatus: Listing['saleStatus']
  brand: string | null
  rank: string | null
  condition: string | null
  shippingPayer: string | null
  rating: number | null
  reviewsCount: number
  weightGrams: number | null
  optionPriceMin: number | null
  optionPriceMax: number | null
  startPrice: number | null
  buyNowPrice: number | null
  bidCount: number | null
  endTime: Date | null
  autoExtension: boolean | null
  sellerId: string | null
  sellerName: string | null
  sellerImage: string | null
  sellerRating: number | null
}

const listingColumnList = Object.entries(listingColumns)

/**
 * listingColumns as one JSON array a row, in listingColumns' order, for lists of cards: each row reaches
 * us as one value parsed by JSON.parse, where 28 columns converted one by one by the driver and by
 * Drizzle cost more of a list's time than PostgreSQL took to find its rows. An array, not an object:
 * the keys were half of its bytes. A card shows one image, so a list's row carries the first only.
 */
export const listingJson = sql<unknown[]>`json_build_array(${sql.join(
  listingColumnList.map(([key, column]) => (key === 'imageUrls' ? sql`${column}[1:1]` : column)),
  sql`, `,
)})`

/**
 * A row of listingColumns from its listingJson array, each value at its column's place in listingColumns
 * (a unit test holds the two together). One object literal: setting the keys from a list of names made
 * every row a slow dictionary.
 */
export function listingRowOf(v: unknown[]): ListingRow {
  return {
    shopId: v[0],
    itemRef: v[1],
    categoryId: v[2],
    name: v[3],
    nameVi: v[4],
    nameEn: v[5],
    price: v[6],
    initialPrice: v[7],
    imageUrls: v[8],
    saleStatus: v[9],
    brand: v[10],
    rank: v[11],
    condition: v[12],
    shippingPayer: v[13],
    rating: v[14],
    reviewsCount: v[15],
    weightGrams: v[16],
    optionPriceMin: v[17],
    optionPriceMax: v[18],
    startPrice: v[19],
    buyNowPrice: v[20],
    bidCount: v[21],
    endTime: typeof v[22] === 'string' ? new Date(v[22]) : v[22],
    autoExtension: v[23],
    sellerId: v[24],
    sellerName: v[25],
    sellerImage: v[26],
    sellerRating: v[27],
  } as ListingRow
}

export function toListing(row: ListingRow): Listing {
  return {
    shopId: row.shopId,
    itemRef: row.itemRef,
    categoryId: row.categoryId,
    names: { ja: row.name, vi: row.nameVi, en: row.nameEn },
    price: row.price,
    initialPrice: row.initialPrice,
    imageUrls: row.imageUrls,
    saleStatus: row.saleStatus,
    brand: row.brand,
    rank: row.rank,
    condition: row.condition,
    shippingPayer: row.shippingPayer,
    rating: row.rating === null ? null : Number(row.rating),
    reviewsCount: row.reviewsCount,
    weightGrams: row.weightGrams,
    auction:
      row.endTime && row.startPrice !== null
        ? {
            startPrice: row.startPrice,
            buyNowPrice: row.buyNowPrice,
            bidCount: row.bidCount ?? 0,
            endTime: row.endTime,
            autoExtension: row.autoExtension ?? false,
          }
        : null,
    seller:
      row.sellerId && row.sellerName !== null
        ? { id: row.sellerId, name: row.sellerName, imageUrl: row.sellerImage ?? '', rating: Number(row.sellerRating ?? 0) }
        : null,
    priceRange:
      row.optionPriceMin !== null && row.optionPriceMax !== null && row.optionPriceMin !== row.optionPriceMax
        ? { min: row.optionPriceMin, max: row.optionPriceMax }
        : null,
  }
}

/** The rest of the seller's record, read with a listing's details (one statement for a detail page). */
export const sellerDetailColumns = {
  sellerMaxRating: marketSellers.maxRating,
  sellerDescriptionJa: marketSellers.descriptionJa,
  sellerDescriptionVi: marketSellers.descriptionVi,
  sellerDescriptionEn: marketSellers.descriptionEn,
  sellerIdentityVerified: marketSellers.identityVerified,
  sellerGood: marketSellers.good,
  sellerNormal: marketSellers.normal,
  sellerBad: marketSellers.bad,
}

type SellerDetailRow = { [K in keyof typeof sellerDetailColumns]: (typeof sellerDetailColumns)[K]['_']['data'] | null }

export function toListingWithDetails(
  row: ListingRow & SellerDetailRow & Pick<InferSelectModel<typeof marketListings>, 'categoryPath' | 'details'>,
): ListingWithDetails {
  return { ...toListing(row), categoryPath: row.categoryPath, details: row.details, sellerDetails: sellerOf(row) }
}

function sellerOf(row: ListingRow & SellerDetailRow): MarketSellerData | null {
  if (row.sellerId === null || row.sellerName === null) return null
  return {
    id: row.sellerId,
    name: row.sellerName,
    imageUrl: row.sellerImage ?? '',
    rating: Number(row.sellerRating ?? 0),
    maxRating: Number(row.sellerMaxRating ?? 0),
    description: { ja: row.sellerDescriptionJa ?? '', vi: row.sellerDescriptionVi ?? '', en: row.sellerDescriptionEn ?? '' },
    identityVerified: row.sellerIdentityVerified ?? false,
    good: row.sellerGood ?? 0,
    normal: row.sellerNormal ?? 0,
    bad: row.sellerBad ?? 0,
  }
}

export function toCategory(row: InferSelectModel<typeof marketCategories>): MarketCategoryData {
  return {
    shopId: row.shopId,
    id: row.id,
    parentId: row.parentId,
    names: { ja: row.nameJa, vi: row.nameVi, en: row.nameEn },
    imageUrl: row.imageUrl,
    position: row.position,
  }
}

export function toSeller(row: InferSelectModel<typeof marketSellers>): MarketSellerData {
  return {
    id: row.id,
    name: row.name,
    imageUrl: row.imageUrl,
    rating: Number(row.rating),
    maxRating: Number(row.maxRating),
    description: { ja: row.descriptionJa, vi: row.descriptionVi, en: row.descriptionEn },
    identityVerified: row.identityVerified,
    good: row.good,
    normal: row.normal,
    bad: row.bad,
  }
}
