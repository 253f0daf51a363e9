import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@client/app/call-api'
import { PUBLIC_QUERY_META } from '@client/app/query-scope'

export const shopKeys = {
  all: ['shops'] as const,
  list: () => [...shopKeys.all, 'list'] as const,
}

/** GET /api/shops: the shop registry with logos (header menu, shop pages). */
export function shopListQueryOptions() {
  return queryOptions({
    queryKey: shopKeys.list(),
    queryFn: async ({ signal }) => (await callApi('GET /api/shops', { signal, waitForAuth: false })).data,
    staleTime: 60 * 60_000,
    meta: PUBLIC_QUERY_META,
  })
}

export function useShops() {
  return useQuery(shopListQueryOptions())
}
