import { keepPreviousData, type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { EcoringBidBody, EcoringProduct } from '@shared/auctions/contracts'
import { type ApiEndpoint, callApi } from '@client/app/call-api'
import { currentLocale } from '@client/app/i18n'
import { PUBLIC_QUERY_META } from '@client/app/query-scope'
import { bidLogKeys } from '@client/features/auctions'
import type { EcoringDetailOption } from './ecoring-options'
import type { EcoringSearch } from './ecoring-search'

/** The tabs with a list (realtime only shows a picture). */
export type EcoringListKind = EcoringDetailOption

export type EcoringListParams = { page: number; categoryId?: string }

export const ecoringKeys = {
  all: ['ecoring'] as const,
  scope: () => [...ecoringKeys.all, currentLocale()] as const,
  categories: () => [...ecoringKeys.scope(), 'categories'] as const,
  list: (kind: EcoringListKind, params: EcoringListParams) => [...ecoringKeys.scope(), 'list', kind, params] as const,
  detail: (kind: EcoringListKind, id: string) => [...ecoringKeys.scope(), 'detail', kind, id] as const,
}

const publicRead = { waitForAuth: false } as const
const LIST_KEYS = {
  timelimit: 'GET /catalog/v2/ecoring',
  preview: 'GET /catalog/v2/ecoring/preview',
} as const satisfies Record<EcoringListKind, ApiEndpoint>
const DETAIL_KEYS = {
  timelimit: 'GET /catalog/v2/ecoring/detail',
  preview: 'GET /catalog/v2/ecoring/preview/detail',
} as const satisfies Record<EcoringListKind, ApiEndpoint>

export type EcoringPage = { items: EcoringProduct[]; lastPage: number }

/** GET /catalog/v2/ecoring (time-limit lots) or /catalog/v2/ecoring/preview: page, category_id. */
export function ecoringListQueryOptions(kind: EcoringListKind, params: EcoringListParams) {
  return queryOptions({
    queryKey: ecoringKeys.list(kind, params),
    queryFn: async ({ signal }): Promise<EcoringPage> => {
      const answer = await callApi(LIST_KEYS[kind], {
        query: { page: params.page, category_id: params.categoryId },
        signal,
        ...publicRead,
      })
      const { total, per_page } = answer.pagination
      return { items: answer.items, lastPage: Math.max(1, Math.ceil(total / Math.max(1, per_page))) }
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    meta: PUBLIC_QUERY_META,
  })
}

/** GET /catalog/v2/ecoring/detail?id or /catalog/v2/ecoring/preview/detail?id. */
export function ecoringDetailQueryOptions(kind: EcoringListKind, id: string) {
  return queryOptions({
    queryKey: ecoringKeys.detail(kind, id),
    queryFn: async ({ signal }) => (await callApi(DETAIL_KEYS[kind], { query: { id }, signal, ...publicRead })).data,
    staleTime: 15_000,
    meta: PUBLIC_QUERY_META,
  })
}

/** /catalog/static/ecoring/categories.json. */
export function ecoringCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ecoringKeys.categories(),
    queryFn: async ({ signal }) => (await callApi('GET /catalog/static/ecoring/categories.json', { signal, ...publicRead })).data,
    staleTime: 30 * 60_000,
    meta: PUBLIC_QUERY_META,
  })
}

/** POST /catalog/ecoring/bid: bid_price in yen; the answer's lot replaces the page's. */
export function useEcoringBid(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: EcoringBidBody) => (await callApi('POST /catalog/ecoring/bid', { body })).data,
    onSuccess: (answer) => queryClient.setQueryData(ecoringKeys.detail('timelimit', id), answer.lot),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bidLogKeys.all }),
  })
}

/**
 * For the list's route loader: the chosen tab's page and the category tags, with the same options the
 * screen reads (the server renders the list in one pass). Realtime shows a picture only.
 */
export function ensureEcoringListData(client: QueryClient, search: EcoringSearch): Promise<unknown>[] {
  const tab = search.tab ?? 'preview'
  if (tab === 'realtime') return []
  return [
    client.ensureQueryData(ecoringListQueryOptions(tab, ecoringListParams(search))),
    client.ensureQueryData(ecoringCategoriesQueryOptions()),
  ]
}

/** The list query's parameters as the URL gives them. */
export const ecoringListParams = (search: EcoringSearch): EcoringListParams => ({ page: search.page ?? 1, categoryId: search.category_id })
