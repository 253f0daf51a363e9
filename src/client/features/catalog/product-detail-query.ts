import { queryOptions } from '@tanstack/react-query'
import { PRODUCT_DETAIL_APPENDS, PRODUCT_DETAIL_INCLUDES, type productDetailContract } from '@shared/contracts/catalog'
import { toQueryString } from '@shared/http/query-string'
import { callApi } from '@client/app/call-api'
import { currentLocale } from '@client/app/i18n'
import { PUBLIC_QUERY_META } from '@client/app/query-scope'

/** Keys carry the language: tag and category names come back in the reader's language. */
export const productDetailKeys = {
  all: ['product-detail'] as const,
  detail: (id: number) => [...productDetailKeys.all, currentLocale(), id] as const,
}

/** Matches every language's copy of one product (what a new review makes stale). */
export const isProductDetailOf = (id: number) => (query: { queryKey: readonly unknown[] }) =>
  query.queryKey[0] === productDetailKeys.all[0] && query.queryKey[2] === id

/** GET /api/products/{id} with origin, categories, review count, images, tags, supplier and the star histogram. */
export function productDetailQueryOptions(id: number) {
  const query = toQueryString<typeof productDetailContract>({ include: PRODUCT_DETAIL_INCLUDES, append: PRODUCT_DETAIL_APPENDS })
  return queryOptions({
    queryKey: productDetailKeys.detail(id),
    queryFn: async ({ signal }) => (await callApi('GET /api/products/:id', { params: { id }, query, signal, waitForAuth: false })).data,
    staleTime: 60_000,
    meta: PUBLIC_QUERY_META,
  })
}
