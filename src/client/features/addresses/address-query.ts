import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { Address, AddressBody } from '@shared/contracts/address'
import type { Paginated } from '@shared/http/list-query'
import { api } from '@client/app/api-client'

export const addressKeys = {
  all: ['addresses'] as const,
  list: () => [...addressKeys.all, 'list'] as const,
}

/** GET /api/addresses: the signed-in customer's address book. */
export function addressesQueryOptions() {
  return queryOptions({
    queryKey: addressKeys.list(),
    queryFn: async ({ signal }) => (await api.get<Paginated<Address>>('/api/addresses', { signal })).data,
  })
}

/** The default address, if any (checkout pre-selects it). */
export const defaultAddress = (addresses: readonly Address[] | undefined) => addresses?.find((address) => address.default)

/** POST /api/addresses (no id) or PUT /api/addresses/{id}; the book is refetched afterwards. */
export function useSaveAddress() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, body }: { id?: number; body: AddressBody }) => {
      const answer =
        id === undefined
          ? await api.post<{ data: Address }>('/api/addresses', body)
          : await api.put<{ data: Address }>(`/api/addresses/${id}`, body)
      return answer.data
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  })
}

/** DELETE /api/addresses/{id}. */
export function useDeleteAddress() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`/api/addresses/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  })
}
