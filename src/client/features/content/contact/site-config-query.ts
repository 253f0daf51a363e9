import { queryOptions } from '@tanstack/react-query'
import type { SiteConfig } from '@shared/contracts/site-config'
import { api } from '@client/app/api-client'
import { PUBLIC_QUERY_META } from '@client/app/query-scope'

export const siteKeys = { config: () => ['site', 'config'] as const }

/** GET /api/site-config: the contact details of the storefront. */
export function siteConfigQueryOptions() {
  return queryOptions({
    queryKey: siteKeys.config(),
    queryFn: async ({ signal }) => (await api.get<{ data: SiteConfig }>('/api/site-config', { signal, waitForAuth: false })).data,
    staleTime: 60 * 60_000,
    meta: PUBLIC_QUERY_META,
  })
}
