import { queryOptions } from '@tanstack/react-query'
import { callApi } from '@client/app/call-api'
import { PUBLIC_QUERY_META } from '@client/app/query-scope'

export const siteKeys = { config: () => ['site', 'config'] as const }

/** GET /api/site-config: the contact details of the storefront. */
export function siteConfigQueryOptions() {
  return queryOptions({
    queryKey: siteKeys.config(),
    queryFn: async ({ signal }) => (await callApi('GET /api/site-config', { signal, waitForAuth: false })).data,
    staleTime: 60 * 60_000,
    meta: PUBLIC_QUERY_META,
  })
}
