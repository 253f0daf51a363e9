import type { QueryClient } from '@tanstack/react-query'

/**
 * Query meta of data that is the same for every visitor (rates, shops, catalogue). Anything
 * without it counts as the customer's own and is forgotten on sign-out.
 */
export const PUBLIC_QUERY_META = { scope: 'public' } as const

/** Drops the signed-out customer's cached data (orders, cart, profile) and pending writes. */
export function forgetPrivateData(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => query.meta?.scope !== PUBLIC_QUERY_META.scope })
  queryClient.getMutationCache().clear()
}
