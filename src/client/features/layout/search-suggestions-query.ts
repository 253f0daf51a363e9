import { queryOptions } from '@tanstack/react-query'
import type { productListContract } from '@shared/contracts/catalog'
import { toQueryString } from '@shared/http/query-string'
import { findShop, type SearchScope } from '@shared/shops/registry'
import { callApi } from '@client/app/call-api'
import { PUBLIC_QUERY_META } from '@client/app/query-scope'

const SUGGESTION_COUNT = 5

/** Scopes that search our own catalogue (all = both own shops): only these get live suggestions. */
export function searchesOwnCatalogue(scope: SearchScope): boolean {
  return scope === 'all' || scope === 'ikom' || scope === 'awond'
}

/** Live suggestions of the header search: the first products whose name holds the text (diacritics ignored by the API). */
export function searchSuggestionsQueryOptions(scope: SearchScope, text: string) {
  const query = toQueryString<typeof productListContract>({
    filter: { 'suppliers.id': scope === 'all' ? undefined : findShop(scope)?.id, name: text },
    perPage: SUGGESTION_COUNT,
  })
  return queryOptions({
    queryKey: ['catalog-search', 'suggestions', scope, text] as const,
    queryFn: async ({ signal }) => (await callApi('GET /api/products', { query, signal, waitForAuth: false })).data,
    enabled: searchesOwnCatalogue(scope) && text.trim().length >= 2,
    staleTime: 60_000,
    meta: PUBLIC_QUERY_META,
    retry: false,
  })
}
