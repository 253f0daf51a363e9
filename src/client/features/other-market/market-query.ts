import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type { FilterAllWeb } from '@shared/contracts/catalog'
import type {
  MarketCategory,
  MarketListResponse,
  MarketProductDetail,
  MarketSearchResponse,
  SellerShopResponse,
} from '@shared/contracts/market'
import { splitMarketItemRef } from '@shared/catalog/product-path'
import { api } from '@client/app/api-client'
import { catalogUrl } from '@client/app/catalog-url'
import { currentLocale } from '@client/app/i18n'
import { PUBLIC_QUERY_META } from '@client/app/query-scope'
import type { OtherMarketListSearch, OtherMarketSearch } from './search-params'

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
const LIST_STALE_MS = 60_000
const REFERENCE_STALE_MS = 30 * 60_000

const v3 = (path: string) => catalogUrl(`/v3/${path}`)

/** /catalog/static/{market}/categories-first.json: every category of the market, flat, in display order. */
export function marketCategoriesQueryOptions(shopPath: string) {
  return queryOptions({
    queryKey: marketKeys.categories(shopPath),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: MarketCategory[] }>(await catalogUrl(`/static/${encodeURIComponent(shopPath)}/categories-first.json`), {
          signal,
          ...publicRead,
        })
      ).data,
    staleTime: REFERENCE_STALE_MS,
    meta: PUBLIC_QUERY_META,
  })
}

/** /catalog/static/filter-all-web.json: each market's filter groups and options. */
export function marketFiltersQueryOptions() {
  return queryOptions({
    queryKey: marketKeys.filters(),
    queryFn: async ({ signal }) =>
      (await api.get<FilterAllWeb>(await catalogUrl('/static/filter-all-web.json'), { signal, ...publicRead })).markets,
    staleTime: REFERENCE_STALE_MS,
    meta: PUBLIC_QUERY_META,
  })
}

/** GET /catalog/v3/{market}: one page of the list as the URL says. */
export function marketListQueryOptions(shopPath: string, search: OtherMarketListSearch) {
  return queryOptions({
    queryKey: marketKeys.list(shopPath, search),
    queryFn: async ({ signal }) =>
      api.get<MarketListResponse>(await v3(encodeURIComponent(shopPath)), {
        query: {
          category_id: search.category_id,
          search: search.search?.trim(),
          page: search.page,
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
        await api.get<{ data: MarketProductDetail }>(await v3(`${encodeURIComponent(shopPath)}/detail`), {
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
    queryFn: async ({ signal }) =>
      api.get<SellerShopResponse>(await v3(`${encodeURIComponent(shopPath)}/seller-shop`), {
        query: { seller_id: sellerId, page },
        signal,
        ...publicRead,
      }),
    staleTime: LIST_STALE_MS,
    meta: PUBLIC_QUERY_META,
  })
}

/** GET /catalog/v3/search: every shop at once, translated to Japanese as well. */
export function marketSearchQueryOptions(search: OtherMarketSearch) {
  return queryOptions({
    queryKey: marketKeys.search(search),
    queryFn: async ({ signal }) =>
      api.get<MarketSearchResponse>(await v3('search'), {
        query: { query: search.search?.trim(), page: search.page, sort: search.sort, shop: search.shop, is_translate_search: true },
        signal,
        ...publicRead,
      }),
    staleTime: LIST_STALE_MS,
    meta: PUBLIC_QUERY_META,
  })
}

/**
 * For the routes' loaders: start every query a screen reads, with the same options its components
 * use (so a server render has them in one pass; in the browser the screen shows its skeletons meanwhile).
 */
export const ensureMarketListData = (client: QueryClient, shopPath: string, search: OtherMarketListSearch): Promise<unknown>[] => [
  client.ensureQueryData(marketListQueryOptions(shopPath, search)),
  client.ensureQueryData(marketCategoriesQueryOptions(shopPath)),
  client.ensureQueryData(marketFiltersQueryOptions()),
]

export const ensureMarketDetailData = (client: QueryClient, shopPath: string, itemRef: string): Promise<unknown>[] => [
  client.ensureQueryData(marketDetailQueryOptions(shopPath, itemRef)),
]

export const ensureMarketCategoryData = (client: QueryClient, shopPath: string): Promise<unknown>[] => [
  client.ensureQueryData(marketCategoriesQueryOptions(shopPath)),
]
