import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { TariffBody } from '@shared/contracts/admin/freight'
import { callApi } from '@client/app/call-api'
import { adminKeys } from './admin-query'

const tariffsKey = [...adminKeys.all, 'freight-tariffs'] as const

/** GET /api/admin/freight-tariffs: every tariff row, the one in force per method and warehouse marked. */
export function tariffsQueryOptions() {
  return queryOptions({
    queryKey: tariffsKey,
    queryFn: async ({ signal }) => (await callApi('GET /api/admin/freight-tariffs', { signal })).data,
  })
}

/** POST /api/admin/freight-tariffs: a new row from a day; the list follows. */
export function useAddTariff() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: TariffBody) => (await callApi('POST /api/admin/freight-tariffs', { body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tariffsKey }),
  })
}
