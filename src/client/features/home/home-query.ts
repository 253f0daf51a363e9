import { queryOptions } from '@tanstack/react-query'
import { callApi } from '@client/app/call-api'
import { PUBLIC_QUERY_META } from '@client/app/query-scope'
import { currentLocale } from '@client/app/i18n'

/** The home page's texts (banners, shop blurbs, category names) are in the page's language: so are its keys. */
export const homeKeys = {
  all: ['home'] as const,
  config: () => [...homeKeys.all, 'config', currentLocale()] as const,
  topProducts: () => [...homeKeys.all, 'top-products', currentLocale()] as const,
  latestNews: () => [...homeKeys.all, 'latest-news', currentLocale()] as const,
}

/** The home page configuration: banners and sections (catalogue API, static JSON). */
export function homeConfigQueryOptions() {
  return queryOptions({
    queryKey: homeKeys.config(),
    queryFn: ({ signal }) => callApi('GET /catalog/static/home-config/home-config2.json', { signal, waitForAuth: false }),
    staleTime: 5 * 60_000,
    meta: PUBLIC_QUERY_META,
  })
}

/** Best sellers on sale (catalogue API, generated static JSON the service worker keeps). */
export function topProductsQueryOptions() {
  return queryOptions({
    queryKey: homeKeys.topProducts(),
    queryFn: async ({ signal }) => (await callApi('GET /catalog/static/top-products.json', { signal, waitForAuth: false })).data,
    staleTime: 5 * 60_000,
    meta: PUBLIC_QUERY_META,
  })
}
