import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { marketItemRef, splitMarketItemRef } from '@shared/catalog/product-path'
import { SEARCH_QUERY_MAX_INPUT } from '@shared/catalog/search-query'
import { type ApiEndpoint, callApi } from '@client/app/call-api'
import { currentLocale } from '@client/app/i18n'
import { PUBLIC_QUERY_META } from '@client/app/query-scope'
import { ensureAuctionData, preloadLinkedLotPage } from '@client/features/auctions'
import { isApiRequestError } from '@client/app/api-client'
import { acceptsLinkItems, isLinkItemRef } from '@shared/markets/link-items'
import { YAHOO_AUCTION_ID } from '@shared/shops/registry'
import { preloadBuyByLink } from './lazy-parts'
import { marketOf } from './markets'
import { type OtherMarketListSearch, type OtherMarketSearch, textOf } from './search-params'

/** A shop's home shows its newest listings: the list's first page, unfiltered. */
export const NEWEST_FIRST: OtherMarketListSearch = {}

/** Keys carry the language: names, labels and descriptions come back in the reader's language. */
export const marketKeys = {
  all: ['markets'] as const,
  scope: () => [...marketKeys.all, currentLocale()] as const,
  categories: (shopPath: string) => [...marketKeys.scope(), 'categories', shopPath] as const,
  filters: () => [...marketKeys.scope(), 'filter-all-web'] as const,
  list: (shopPath: string, search: OtherMarketListSearch) => [...marketKeys.scope(), 'list', shopPath, search] as const,
  detail: (shopPath: string, itemRef: string) => [...marketKeys.scope(), 'detail', shopPath, itemRef] as const,
  seller: (shopPath: string, sellerId: string, page: number) => [...marketKeys.scope(), 'seller', shopPath, sellerId, page] as const,
  search: (search: OtherMarketSearch) => [...marketKeys.scope(), 'search', search] as const,
}

const publicRead = { waitForAuth: false } as const
/** A query parameter as the contract reads it off the URL: text (a page or a numeric category id too). */
const wire = (value: string | number | undefined) => (value === undefined ? undefined : String(value))
const LIST_STALE_MS = 60_000
const REFERENCE_STALE_MS = 30 * 60_000

/**
 * A market's category file has a literal route of its own on the server (beside the own shops'
 * `:shop` route): the key of the one a market path reaches.
 */
type MarketCategoriesKey = Exclude<
  Extract<ApiEndpoint, `GET /catalog/static/${string}/categories-first.json`>,
  'GET /catalog/static/:shop/categories-first.json'
>
const marketCategoriesKey = (shopPath: string) => `GET /catalog/static/${shopPath}/categories-first.json` as MarketCategoriesKey

/** /catalog/static/{market}/categories-first.json: every category of the market, flat, in display order. */
export function marketCategoriesQueryOptions(shopPath: string) {
  return queryOptions({
    queryKey: marketKeys.categories(shopPath),
    queryFn: async ({ signal }) => (await callApi(marketCategoriesKey(shopPath), { signal, ...publicRead })).data,
    staleTime: REFERENCE_STALE_MS,
    meta: PUBLIC_QUERY_META,
  })
}

/** /catalog/static/filter-all-web.json: each market's filter groups and options. */
export function marketFiltersQueryOptions() {
  return queryOptions({
    queryKey: marketKeys.filters(),
    queryFn: async ({ signal }) => (await callApi('GET /catalog/static/filter-all-web.json', { signal, ...publicRead })).markets,
    staleTime: REFERENCE_STALE_MS,
    meta: PUBLIC_QUERY_META,
  })
}

/** GET /catalog/v3/{market}: one page of the list as the URL says. */
export function marketListQueryOptions(shopPath: string, search: OtherMarketListSearch) {
  return queryOptions({
    queryKey: marketKeys.list(shopPath, search),
    queryFn: ({ signal }) =>
      callApi('GET /catalog/v3/:shop', {
        params: { shop: shopPath },
        query: {
          category_id: wire(search.category_id),
          search: textOf(search.search)?.trim(),
          page: wire(search.page),
          sort: search.sort,
          filters: search.filters,
        },
        signal,
        ...publicRead,
      }),
    staleTime: LIST_STALE_MS,
    meta: PUBLIC_QUERY_META,
  })
}

/** GET /catalog/v3/{market}/detail for an item reference ("store:item" on Rakuten and Yahoo! Shopping). */
export function marketDetailQueryOptions(shopPath: string, itemRef: string) {
  const { itemCode, storeCode } = splitMarketItemRef(itemRef)
  return queryOptions({
    queryKey: marketKeys.detail(shopPath, itemRef),
    queryFn: async ({ signal }) =>
      (
        await callApi('GET /catalog/v3/:shop/detail', {
          params: { shop: shopPath },
          query: { id: itemCode, shop_id: storeCode },
          signal,
          ...publicRead,
        })
      ).data,
    staleTime: LIST_STALE_MS,
    meta: PUBLIC_QUERY_META,
  })
}

/** GET /catalog/v3/{market}/seller-shop. */
export function sellerShopQueryOptions(shopPath: string, sellerId: string, page: number) {
  return queryOptions({
    queryKey: marketKeys.seller(shopPath, sellerId, page),
    queryFn: ({ signal }) =>
      callApi('GET /catalog/v3/:shop/seller-shop', {
        params: { shop: shopPath },
        query: { seller_id: sellerId, page: wire(page) },
        signal,
        ...publicRead,
      }),
    staleTime: LIST_STALE_MS,
    meta: PUBLIC_QUERY_META,
  })
}

/**
 * GET /catalog/v3/search: every shop at once, translated to Japanese as well. The text goes as typed
 * (the server drops symbols and cuts a long one, and says so); past what it takes at all, cut here.
 */
export function marketSearchQueryOptions(search: OtherMarketSearch) {
  return queryOptions({
    queryKey: marketKeys.search(search),
    queryFn: ({ signal }) =>
      callApi('GET /catalog/v3/search', {
        query: {
          query: (textOf(search.search)?.trim() ?? '').slice(0, SEARCH_QUERY_MAX_INPUT),
          page: wire(search.page),
          sort: search.sort,
          shop: search.shop,
          include_ended: search.ended === '1' ? 'true' : undefined,
          is_translate_search: 'true',
        },
        signal,
        ...publicRead,
      }),
    staleTime: LIST_STALE_MS,
    meta: PUBLIC_QUERY_META,
  })
}

/**
 * For the routes' loaders: start every query a screen reads, with the same options its components
 * use (so the server renders the screen in one pass; the browser shows its skeletons meanwhile).
 * A route's {shop_id} that names no market loads nothing (the screen says so).
 */
const inMarket = (shopParam: string, load: (shopPath: string) => Promise<unknown>[]) => {
  const shop = marketOf(shopParam)
  return shop ? load(shop.path) : []
}

export const ensureMarketListData = (client: QueryClient, shopParam: string, search: OtherMarketListSearch): Promise<unknown>[] =>
  inMarket(shopParam, (shopPath) => [
    client.ensureQueryData(marketListQueryOptions(shopPath, search)),
    client.ensureQueryData(marketCategoriesQueryOptions(shopPath)),
    client.ensureQueryData(marketFiltersQueryOptions()),
  ])

export const ensureMarketDetailData = (
  client: QueryClient,
  shopParam: string,
  id: string,
  append: string | undefined,
): Promise<unknown>[] =>
  inMarket(shopParam, (shopPath) => {
    const shop = marketOf(shopParam)
    // An item bought by its link has a screen (and a chunk) of its own.
    if (isLinkItemRef(id)) return [preloadBuyByLink()]
    const itemRef = marketItemRef(id, append)
    const detail = client.ensureQueryData(marketDetailQueryOptions(shopPath, itemRef)).catch(async (error: unknown) => {
      // Not in the mirror: the screen shown instead (a Yahoo lot opened by its link, buying by link) loads its chunk.
      if (shop && isApiRequestError(error) && error.status === 404) {
        if (shop.id === YAHOO_AUCTION_ID) await preloadLinkedLotPage()
        else if (acceptsLinkItems(shop.id)) await preloadBuyByLink()
      }
      throw error
    })
    // An auction's page also shows the lot's live state and bids (Yahoo Auction).
    const auction = shop?.is_auction ? ensureAuctionData(client, splitMarketItemRef(itemRef).itemCode) : []
    return [detail, ...auction]
  })

export const ensureMarketCategoryData = (client: QueryClient, shopParam: string): Promise<unknown>[] =>
  inMarket(shopParam, (shopPath) => [client.ensureQueryData(marketCategoriesQueryOptions(shopPath))])

export const ensureMarketHomeData = (client: QueryClient, shopParam: string): Promise<unknown>[] =>
  inMarket(shopParam, (shopPath) => [
    client.ensureQueryData(marketCategoriesQueryOptions(shopPath)),
    client.ensureQueryData(marketListQueryOptions(shopPath, NEWEST_FIRST)),
  ])

export const ensureMarketSearchData = (client: QueryClient, search: OtherMarketSearch): Promise<unknown>[] =>
  textOf(search.search)?.trim() ? [client.ensureQueryData(marketSearchQueryOptions(search))] : []
