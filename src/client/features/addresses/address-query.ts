import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { Address, AddressBody } from '@shared/contracts/address'
import { callApi } from '@client/app/call-api'

export const addressKeys = {
  all: ['addresses'] as const,
  list: () => [...addressKeys.all, 'list'] as const,
}

/** GET /api/addresses: the signed-in customer's address book. */
export function addressesQueryOptions() {
  return queryOptions({
    queryKey: addressKeys.list(),
    queryFn: async ({ signal }) => (await callApi('GET /api/addresses', { signal })).data,
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
          ? await callApi('POST /api/addresses', { body })
          : await callApi('PUT /api/addresses/:id', { params: { id }, body })
      return answer.data
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  })
}

/** DELETE /api/addresses/{id}. */
export function useDeleteAddress() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => callApi('DELETE /api/addresses/:id', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  })
}
