import type { MarketSort } from '@shared/markets/listing-facts'
import type { ListingWithDetails } from '../model'

/** One page of a market API's search: keyword and/or a seller's store, optional price range. */
export type MarketApiQuery = {
  keyword?: string
  sellerId?: string
  sort?: MarketSort
  minPrice?: number
  maxPrice?: number
  page: number
  pageSize: number
}

export type MarketApiPage = { listings: ListingWithDetails[]; total: number; hasNext: boolean }

/**
 * A market's public API as the live connector uses it. Both calls throw LiveMarketUnavailable when
 * the API cannot answer; a page beyond what the API serves is empty (and costs no request).
 */
export type MarketApi = {
  search(query: MarketApiQuery): Promise<MarketApiPage>
  /** One item by its reference ("store:item"), or null when the market does not know it. */
  item(itemRef: string): Promise<ListingWithDetails | null>
}

export const emptyApiPage: MarketApiPage = { listings: [], total: 0, hasNext: false }

/** What a listing from a market's API has in none of its fields (fresh arrays each time: listings are cached and handed on). */
export const noListingFacts = () => ({
  categoryId: null,
  categoryPath: [] as string[],
  brand: null,
  rank: null,
  condition: null,
  shippingPayer: null,
  weightGrams: null,
  auction: null,
  priceRange: null,
})

export const noDetails = () => ({
  sizes: [],
  variants: [],
  origin: null,
  colour: null,
  gender: null,
  sportTags: [],
  deliveryDays: null,
  shippingMethod: null,
})
