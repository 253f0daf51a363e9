import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { PRODUCT_LIST_INCLUDES, PRODUCT_PAGE_SIZE, type productListContract } from '@shared/contracts/catalog'
import { DEFAULT_PRODUCT_SORT } from '@shared/catalog/sort-options'
import { findShop, type ShopEntry } from '@shared/shops/registry'
import { toQueryString } from '@shared/http/query-string'
import { callApi } from '@client/app/call-api'
import { currentLocale } from '@client/app/i18n'
import { PUBLIC_QUERY_META } from '@client/app/query-scope'
import type { ProductListSearch } from './product-list-search'

/** What one product list page asks for: the URL state plus the shop (undefined = both own shops). */
export type ProductListParams = ProductListSearch & { supplierId?: number }

export const productListKeys = {
  all: ['catalog-list'] as const,
  scope: () => [...productListKeys.all, currentLocale()] as const,
  list: (params: ProductListParams) => [...productListKeys.scope(), 'products', params] as const,
  categories: (shopPath: string) => [...productListKeys.scope(), 'categories-first', shopPath] as const,
  origins: () => [...productListKeys.scope(), 'origins'] as const,
}

const publicRead = { waitForAuth: false } as const
const LIST_STALE_MS = 60_000
const REFERENCE_STALE_MS = 30 * 60_000

/** "min,max" of the URL → the filter_between pair, or undefined when malformed. */
export function priceRange(price: string | undefined): readonly [number, number] | undefined {
  if (!price) return undefined
  const [min, max] = price.split(',').map(Number)
  return Number.isFinite(min) && Number.isFinite(max) ? [min, max] : undefined
}

/** The spec's query string of GET /api/products for a list page. */
export function productListQueryString(params: ProductListParams): string {
  return toQueryString<typeof productListContract>({
    filter: {
      'suppliers.id': params.supplierId,
      categories: params.category,
      name: params.search?.trim() || undefined,
      origin: params.origin,
    },
    filterBetween: { price: priceRange(params.price) },
    include: PRODUCT_LIST_INCLUDES,
    sort: params.sort ?? DEFAULT_PRODUCT_SORT,
    page: params.page,
    perPage: PRODUCT_PAGE_SIZE,
  })
}

/** GET /api/products: one page of a shop's products, filtered and sorted as the URL says. */
export function productListQueryOptions(params: ProductListParams) {
  const query = productListQueryString(params)
  return queryOptions({
    queryKey: productListKeys.list(params),
    queryFn: ({ signal }) => callApi('GET /api/products', { query, signal, ...publicRead }),
    staleTime: LIST_STALE_MS,
    meta: PUBLIC_QUERY_META,
  })
}

/** GET /catalog/static/{shop}/categories-first.json: the shop's category tree (generated, cached by the service worker). */
export function shopCategoriesQueryOptions(shopPath: string) {
  return queryOptions({
    queryKey: productListKeys.categories(shopPath),
    queryFn: async ({ signal }) =>
      (await callApi('GET /catalog/static/:shop/categories-first.json', { params: { shop: shopPath }, signal, ...publicRead })).data,
    staleTime: REFERENCE_STALE_MS,
    meta: PUBLIC_QUERY_META,
  })
}

/** GET /api/origins: the countries of origin of the sidebar. */
export function originsQueryOptions() {
  return queryOptions({
    queryKey: productListKeys.origins(),
    queryFn: async ({ signal }) => (await callApi('GET /api/origins', { signal, ...publicRead })).data,
    staleTime: REFERENCE_STALE_MS,
    meta: PUBLIC_QUERY_META,
  })
}

/** The own shop of /products/{shop_id} (ikom, awond or their ids); markets have their own pages under /other-market. */
export function ownShop(shopParam: string | undefined): ShopEntry | undefined {
  if (shopParam === undefined) return undefined
  const shop = findShop(shopParam)
  return shop?.kind === 'internal' ? shop : undefined
}

/** Whether a list page has products to ask for: /products, or a known own shop. */
export const listsProducts = (shopParam: string | undefined) => shopParam === undefined || ownShop(shopParam) !== undefined

/**
 * For the list routes' loaders: starts loading every query ProductListPage reads, with the same
 * options (the page, the sidebar's origins and an own shop's categories).
 */
export function ensureProductListData(
  queryClient: QueryClient,
  shopParam: string | undefined,
  search: ProductListSearch,
): Promise<unknown>[] {
  const shop = ownShop(shopParam)
  const warming: Promise<unknown>[] = [queryClient.ensureQueryData(originsQueryOptions())]
  if (listsProducts(shopParam)) warming.push(queryClient.ensureQueryData(productListQueryOptions({ ...search, supplierId: shop?.id })))
  if (shop) warming.push(queryClient.ensureQueryData(shopCategoriesQueryOptions(shop.path)))
  return warming
}
