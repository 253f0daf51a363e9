import type { MarketFilterOptions } from '@shared/contracts/market'
import type { MarketFilters } from '@shared/markets/filters'
import { SHOPS } from '@shared/shops/registry'
import { groupFilterOptions } from './filter-options'
import type { MarketSort } from '@shared/markets/listing-facts'
import type { FilterOptionData, Listing, ListingPage, ListingWithDetails, MarketCategoryData, MarketSellerData } from './model'

/** One page of a market's list: a category's branch, search terms (any of them), the chosen filters. */
export type ListRequest = {
  categoryId?: string
  /** Matched as substrings of the folded names (src/shared/catalog/search-text); any term matches. */
  terms: string[]
  filters: MarketFilters
  sort?: MarketSort
  page: number
  pageSize: number
}

/**
 * Across markets at once: the cheapest (or dearest) `limit` matches and the number of matches per
 * market. `terms` are matched (any of them: the query, its translation, its synonyms); `keyword` is
 * what a market's own search API is asked (the Japanese translation when there is one). With
 * `relevance`, the matches are candidates the cross-shop search orders itself: an API answers its
 * own first page in its own order. Ended auctions are left out unless `includeEnded`.
 */
export type SearchRequest = {
  terms: string[]
  keyword: string | null
  shopIds: readonly number[]
  sort: MarketSort
  limit: number
  includeEnded: boolean
  relevance: boolean
}
export type SearchResult = { listings: Listing[]; counts: Map<number, number> }

/**
 * A market as a source of listings (ARCHITECTURE: market connectors): the local mirror in our
 * database by default, a market's live API where it publishes one. Names come in every language
 * the connector has; an item, seller or category it does not know is null or absent.
 */
export interface MarketConnector {
  readonly name: string
  /** The markets (shop registry ids) this connector answers for. */
  readonly shopIds: readonly number[]
  categories(shopId: number): Promise<MarketCategoryData[]>
  filterOptions(shopId: number): Promise<FilterOptionData[]>
  list(shopId: number, request: ListRequest): Promise<ListingPage>
  search(request: SearchRequest): Promise<SearchResult>
  /** One listing with what its page shows, by its exact reference. */
  listing(shopId: number, itemRef: string): Promise<ListingWithDetails | null>
  /** Several listings by exact reference (for pricing cart and order lines). */
  listings(shopId: number, itemRefs: readonly string[]): Promise<ListingWithDetails[]>
  seller(shopId: number, sellerId: string): Promise<MarketSellerData | null>
  sellerListings(shopId: number, sellerId: string, page: number, pageSize: number): Promise<ListingPage>
  /** Other listings a customer looking at this one may like (same category first). */
  recommendations(shopId: number, listing: ListingWithDetails, limit: number): Promise<Listing[]>
}

/** The connector of each market. */
export type MarketConnectors = {
  forShop(shopId: number): MarketConnector | undefined
  readonly all: readonly MarketConnector[]
  /** Every market's filter groups by its path (spec §3 Filter options per shop), for /catalog/static/filter-all-web.json. */
  filterOptions(): Promise<MarketFilterOptions>
}

export function createMarketConnectors(connectors: readonly MarketConnector[]): MarketConnectors {
  const byShop = new Map<number, MarketConnector>()
  for (const connector of connectors) {
    for (const shopId of connector.shopIds) {
      if (byShop.has(shopId)) throw new Error(`two market connectors answer for shop ${shopId}`)
      byShop.set(shopId, connector)
    }
  }
  const forShop = (shopId: number) => byShop.get(shopId)
  return {
    forShop,
    all: connectors,
    async filterOptions() {
      const markets = SHOPS.filter((shop) => shop.kind === 'market')
      const entries = await Promise.all(
        markets.map(async (shop) => [shop.path, groupFilterOptions((await forShop(shop.id)?.filterOptions(shop.id)) ?? [])] as const),
      )
      return Object.fromEntries(entries)
    },
  }
}

/** Listings a connector ended by the clock: an auction past its end time has ended, whatever the mirror says. */
export function effectiveSaleStatus(listing: Listing, now: Date): Listing['saleStatus'] {
  if (listing.auction && listing.auction.endTime.getTime() <= now.getTime()) return 'ended'
  return listing.saleStatus
}
