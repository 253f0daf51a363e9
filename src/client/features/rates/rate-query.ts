import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ExchangeRate } from '@shared/contracts/exchange-rate'
import { api } from '@client/app/api-client'
import { PUBLIC_QUERY_META } from '@client/app/query-scope'

export const rateKeys = {
  all: ['rates'] as const,
  exchange: (from: string, to: string) => [...rateKeys.all, 'exchange', from, to] as const,
}

/** GET /api/amount-with-conditions: the day's JPY → VND rate shown in the header and used by every price. */
export function exchangeRateQueryOptions() {
  return queryOptions({
    queryKey: rateKeys.exchange('JPY', 'VND'),
    queryFn: async ({ signal }) => {
      const answer = await api.get<{ data: ExchangeRate }>('/api/amount-with-conditions', {
        query: { 'conditions[type]': 'exchange_rate', 'conditions[from]': 'JPY', 'conditions[to]': 'VND' },
        signal,
        waitForAuth: false,
      })
      return answer.data
    },
    staleTime: 10 * 60_000,
    meta: PUBLIC_QUERY_META,
  })
}

/** The JPY → VND rate, undefined while unknown. */
export function useExchangeRate(): number | undefined {
  return useQuery(exchangeRateQueryOptions()).data?.rate
}
