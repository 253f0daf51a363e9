import { MARKET_SEARCH_PAGE_SIZE, SELLER_MAX_RATING } from '@shared/markets/listing-facts'
import { priceOptionRange } from '@shared/markets/filters'
import type { ListRequest, MarketConnector, SearchRequest } from '../connector'
import type { ListingPage, ListingWithDetails, MarketSellerData } from '../model'
import { SupplierUnavailable } from '../shops'
import type { MarketApi, MarketApiPage, MarketApiQuery } from './market-api'
import { LiveMarketUnavailable } from './transport'
import type { TtlCache } from './ttl-cache'

export type LiveConnectorOptions = {
  name: string
  shopId: number
  api: MarketApi
  /** Answers what the API cannot (categories, filter options, category lists) and every call the API fails. */
  mirror: MarketConnector
  /** Listings seen in the API's answers, by reference: the detail and the cart's price of an item just listed. */
  seen: TtlCache<ListingWithDetails>
  /** Their sellers, by id: the seller card of an item just opened costs no request. */
  sellersSeen: TtlCache<MarketSellerData>
  warn: (message: string) => void
}

/** The API's query for a list it can answer: a search, optionally within one price band; null otherwise. */
function apiQueryOf(request: ListRequest): MarketApiQuery | null {
  // The last term is the Japanese one when the search was translated (service.searchTerms).
  const keyword = request.terms.at(-1)
  if (!keyword || request.categoryId) return null
  const chosen = Object.entries(request.filters).filter(([, values]) => values?.length)
  if (chosen.some(([group]) => group !== 'price')) return null
  const bands = request.filters.price ?? []
  if (bands.length > 1) return null
  const range = bands.length === 1 ? priceOptionRange(bands[0]) : null
  if (bands.length === 1 && !range) return null
  return {
    keyword,
    sort: request.sort,
    page: request.page,
    pageSize: request.pageSize,
    minPrice: range?.[0],
    maxPrice: range?.[1] ?? undefined,
  }
}

/** A seller known only from their listings on the market's API. */
function sellerFromListing(listing: ListingWithDetails): MarketSellerData | null {
  if (!listing.seller) return null
  const empty = { ja: '', vi: '', en: '' }
  return { ...listing.seller, description: empty, identityVerified: false, maxRating: SELLER_MAX_RATING, good: 0, normal: 0, bad: 0 }
}

/**
 * A market served by its public API (Rakuten Ichiba, Yahoo! Shopping), with the local mirror beside
 * it: the mirror keeps the market's categories and filter options and answers what the API cannot;
 * when the API fails (LiveMarketUnavailable) the call is answered by the mirror, and where the
 * mirror has nothing either, by the supplier message (SupplierUnavailable) — never a 500.
 */
export function createLiveConnector({ name, shopId, api, mirror, seen, sellersSeen, warn }: LiveConnectorOptions): MarketConnector {
  async function orMirror<T>(what: string, live: () => Promise<T>, fallback: () => Promise<T>, empty: (answer: T) => boolean) {
    try {
      return await live()
    } catch (error) {
      if (!(error instanceof LiveMarketUnavailable)) throw error
      warn(`${name}: ${what} answered from the local mirror, the API ${error.reason}`)
      const answer = await fallback()
      if (empty(answer)) throw new SupplierUnavailable()
      return answer
    }
  }

  function remember(listing: ListingWithDetails) {
    seen.set(listing.itemRef, listing)
    const seller = sellerFromListing(listing)
    if (seller && !sellersSeen.get(seller.id)) sellersSeen.set(seller.id, seller)
  }

  async function searchApi(query: MarketApiQuery): Promise<MarketApiPage> {
    const page = await api.search(query)
    for (const listing of page.listings) remember(listing)
    return page
  }

  async function item(itemRef: string): Promise<ListingWithDetails | null> {
    const known = await seen.get(itemRef)
    if (known) return known
    const found = await api.item(itemRef)
    if (found) remember(found)
    return found
  }

  async function listings(id: number, itemRefs: readonly string[]): Promise<ListingWithDetails[]> {
    const found: ListingWithDetails[] = []
    const live = async () => {
      for (const itemRef of itemRefs) {
        const listing = await item(itemRef)
        if (listing) found.push(listing)
      }
      return found
    }
    const fallback = async () => {
      const have = new Set(found.map((listing) => listing.itemRef))
      const rest = itemRefs.filter((itemRef) => !have.has(itemRef))
      return [...found, ...(rest.length > 0 ? await mirror.listings(id, rest) : [])]
    }
    return orMirror('an item lookup', live, fallback, (answer) => answer.length === 0 && itemRefs.length > 0)
  }

  const pageOf = (answer: MarketApiPage): ListingPage => ({ listings: answer.listings, hasNext: answer.hasNext })
  const noListings = (page: ListingPage) => page.listings.length === 0

  return {
    name,
    shopIds: [shopId],
    categories: (id) => mirror.categories(id),
    filterOptions: (id) => mirror.filterOptions(id),

    list(id, request) {
      const query = apiQueryOf(request)
      if (!query) return mirror.list(id, request)
      return orMirror(
        'a list',
        async () => pageOf(await searchApi(query)),
        () => mirror.list(id, request),
        noListings,
      )
    },

    async search(request: SearchRequest) {
      const keyword = request.keyword
      if (!keyword || !request.shopIds.includes(shopId)) return { listings: [], counts: new Map() }
      const live = async () => {
        const listings: ListingWithDetails[] = []
        let total = 0
        // For the relevance order, the API's own first page in its own (standard) order: one request.
        const sort = request.relevance ? undefined : request.sort
        for (let page = 1; ; page++) {
          const answer = await searchApi({ keyword, sort, page, pageSize: MARKET_SEARCH_PAGE_SIZE })
          if (page === 1) total = answer.total
          listings.push(...answer.listings)
          if (request.relevance || listings.length >= request.limit || !answer.hasNext) break
        }
        return { listings: listings.slice(0, request.limit), counts: new Map([[shopId, total]]) }
      }
      // Other shops still answer the cross-shop search: an empty share is no reason for the supplier message.
      return orMirror(
        'a search',
        live,
        () => mirror.search({ ...request, shopIds: [shopId] }),
        () => false,
      )
    },

    async listing(id, itemRef) {
      const [found] = await listings(id, [itemRef])
      return found ?? null
    },

    listings,

    async seller(id, sellerId) {
      const known = (await mirror.seller(id, sellerId)) ?? (await sellersSeen.get(sellerId))
      if (known) return known
      const live = async () => {
        const [listing] = (await searchApi({ sellerId, page: 1, pageSize: 1 })).listings
        return listing ? sellerFromListing(listing) : null
      }
      return orMirror(
        'a seller',
        live,
        async () => null,
        (answer) => answer === null,
      )
    },

    sellerListings(id, sellerId, page, pageSize) {
      return orMirror(
        "a seller's listings",
        async () => pageOf(await searchApi({ sellerId, page, pageSize })),
        () => mirror.sellerListings(id, sellerId, page, pageSize),
        noListings,
      )
    },

    recommendations: (id, listing, limit) => mirror.recommendations(id, listing, limit),
  }
}
