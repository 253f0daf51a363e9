import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { SetRateBody } from '@shared/contracts/admin/rates'
import { callApi } from '@client/app/call-api'
import { exchangeRateQueryOptions } from '@client/features/rates'
import { adminKeys } from './admin-query'

const ratesKey = [...adminKeys.all, 'rates'] as const

/** GET /api/admin/rates: the last 60 days' JPY → VND rates, oldest first. */
export function rateHistoryQueryOptions() {
  return queryOptions({
    queryKey: ratesKey,
    queryFn: async ({ signal }) => (await callApi('GET /api/admin/rates', { signal })).data,
  })
}

/** GET /api/admin/rates/proposal: the bank feed's rate for today, or null (no feed, or it cannot be read). */
export function rateProposalQueryOptions() {
  return queryOptions({
    queryKey: [...ratesKey, 'proposal'],
    queryFn: async ({ signal }) => (await callApi('GET /api/admin/rates/proposal', { signal })).data,
    staleTime: 0,
  })
}

/** PUT /api/admin/rates; the history and the header's rate (this staff member's own header too) follow. */
export function useSetRate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: SetRateBody) => (await callApi('PUT /api/admin/rates', { body })).data,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ratesKey }),
        queryClient.invalidateQueries({ queryKey: exchangeRateQueryOptions().queryKey }),
      ]),
  })
}
