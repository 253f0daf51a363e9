import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@client/app/call-api'
import { PUBLIC_QUERY_META } from '@client/app/query-scope'

export const rateKeys = {
  all: ['rates'] as const,
  exchange: (from: string, to: string) => [...rateKeys.all, 'exchange', from, to] as const,
}

const MINUTE_MS = 60_000

/**
 * GET /api/amount-with-conditions: the day's JPY → VND rate shown in the header and used by every
 * price. Staff may set a new one at any moment, so it is not kept in the persisted cache: every page
 * load shows the current rate (a server-rendered page brings it; the app shell asks for it, and the
 * service worker answers from its cache when offline), and an open page asks again every ten minutes.
 */
export function exchangeRateQueryOptions() {
  return queryOptions({
    queryKey: rateKeys.exchange('JPY', 'VND'),
    queryFn: async ({ signal }) => {
      const answer = await callApi('GET /api/amount-with-conditions', {
        query: { 'conditions[type]': 'exchange_rate', 'conditions[from]': 'JPY', 'conditions[to]': 'VND' },
        signal,
        waitForAuth: false,
      })
      return answer.data
    },
    staleTime: MINUTE_MS,
    refetchInterval: 10 * MINUTE_MS,
    meta: { ...PUBLIC_QUERY_META, persist: false },
  })
}

/** The JPY → VND rate, undefined while unknown. */
export function useExchangeRate(): number | undefined {
  return useQuery(exchangeRateQueryOptions()).data?.rate
}
