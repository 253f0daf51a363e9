import { queryOptions } from '@tanstack/react-query'
import type { Paginated } from '../../../shared/http/list-query'
import { findShop } from '../../../shared/shops/registry'
import { api } from '../../app/api-client'
import { PUBLIC_QUERY_META } from '../../app/query-scope'

export type ProductSuggestion = { id: number; name: string; image_url: string; price: number }

const SUGGESTION_COUNT = 5

/** Live suggestions of the header search, only for the own shops (ikom, awond). */
export function searchSuggestionsQueryOptions(shopPath: string, text: string) {
  return queryOptions({
    queryKey: ['products', 'suggestions', shopPath, text] as const,
    queryFn: async ({ signal }) => {
      const answer = await api.get<Paginated<ProductSuggestion>>('/api/products', {
        query: {
          'filter[suppliers.id]': findShop(shopPath)?.id,
          'filter[name]': text,
          page: 1,
        },
        signal,
        waitForAuth: false,
      })
      return answer.data.slice(0, SUGGESTION_COUNT)
    },
    enabled: text.trim().length >= 2,
    staleTime: 60_000,
    meta: PUBLIC_QUERY_META,
    retry: false,
  })
}
