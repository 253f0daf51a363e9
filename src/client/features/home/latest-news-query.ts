import { queryOptions } from '@tanstack/react-query'
import type { postListContract } from '@shared/contracts/posts'
import { toQueryString } from '@shared/http/query-string'
import { callApi } from '@client/app/call-api'
import { PUBLIC_QUERY_META } from '@client/app/query-scope'
import { homeKeys } from './home-query'

export const LATEST_NEWS_COUNT = 4

/** The newest published posts for the home page's latest-news block. */
export function latestNewsQueryOptions() {
  return queryOptions({
    queryKey: homeKeys.latestNews(),
    queryFn: async ({ signal }) => {
      const answer = await callApi('GET /api/posts', {
        query: toQueryString<typeof postListContract>({ filter: { publish: 1 }, sort: '-updated_at', include: ['categories'] }),
        signal,
        waitForAuth: false,
      })
      return answer.data.slice(0, LATEST_NEWS_COUNT)
    },
    staleTime: 5 * 60_000,
    meta: PUBLIC_QUERY_META,
    retry: false,
  })
}
