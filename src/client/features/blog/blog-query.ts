import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { POST_PAGE_SIZE, type postDetailContract, type postListContract } from '@shared/contracts/posts'
import { toQueryString } from '@shared/http/list-query'
import { BLOG_SUGGESTIONS } from '@shared/ui/constants'
import { callApi } from '@client/app/call-api'
import { currentLocale } from '@client/app/i18n'
import { PUBLIC_QUERY_META } from '@client/app/query-scope'

export type BlogListParams = { page: number; categoryId?: number }

/** Keys carry the language: the API answers each post in the reader's language. */
export const blogKeys = {
  all: ['blog'] as const,
  scope: () => [...blogKeys.all, currentLocale()] as const,
  list: (params: BlogListParams) => [...blogKeys.scope(), 'list', params] as const,
  detail: (id: number) => [...blogKeys.scope(), 'detail', id] as const,
  suggestions: (id: number, categoryId: number) => [...blogKeys.scope(), 'suggestions', id, categoryId] as const,
  categories: () => [...blogKeys.scope(), 'categories'] as const,
}

const BLOG_STALE_MS = 5 * 60_000
const publicRead = { waitForAuth: false } as const

/** GET /api/posts: one page of published posts, newest first, optionally of one category. */
export function blogListQueryOptions(params: BlogListParams) {
  const query = toQueryString<typeof postListContract>({
    filter: { publish: 1, categories: params.categoryId },
    include: ['categories'],
    sort: '-updated_at',
    page: params.page,
    perPage: POST_PAGE_SIZE,
  })
  return queryOptions({
    queryKey: blogKeys.list(params),
    queryFn: ({ signal }) => callApi('GET /api/posts', { query, signal, ...publicRead }),
    placeholderData: keepPreviousData,
    staleTime: BLOG_STALE_MS,
    meta: PUBLIC_QUERY_META,
  })
}

/** GET /api/posts/{id} with its creator and categories. */
export function blogPostQueryOptions(id: number) {
  const query = toQueryString<typeof postDetailContract>({ filter: { publish: 1 }, include: ['categories'], append: ['creator'] })
  return queryOptions({
    queryKey: blogKeys.detail(id),
    queryFn: async ({ signal }) => (await callApi('GET /api/posts/:id', { params: { id }, query, signal, ...publicRead })).data,
    staleTime: BLOG_STALE_MS,
    meta: PUBLIC_QUERY_META,
  })
}

/** Up to 4 other posts of the post's first category (the server leaves the post itself out). */
export function blogSuggestionsQueryOptions(id: number, categoryId: number) {
  const query = toQueryString<typeof postListContract>({
    filter: { publish: 1, categories: categoryId, exclude: id },
    sort: '-updated_at',
    perPage: BLOG_SUGGESTIONS,
  })
  return queryOptions({
    queryKey: blogKeys.suggestions(id, categoryId),
    queryFn: async ({ signal }) => (await callApi('GET /api/posts', { query, signal, ...publicRead })).data,
    staleTime: BLOG_STALE_MS,
    meta: PUBLIC_QUERY_META,
  })
}

/** GET /api/post-categories: the sidebar. */
export function blogCategoriesQueryOptions() {
  return queryOptions({
    queryKey: blogKeys.categories(),
    queryFn: async ({ signal }) => (await callApi('GET /api/post-categories', { signal, ...publicRead })).data,
    staleTime: BLOG_STALE_MS,
    meta: PUBLIC_QUERY_META,
  })
}
