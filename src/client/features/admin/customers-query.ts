import { keepPreviousData, type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { CustomerNoteBody } from '@shared/contracts/admin/customers'
import { callApi } from '@client/app/call-api'
import { adminKeys } from './admin-query'

const customerKeys = {
  search: (q: string) => [...adminKeys.all, 'search', q] as const,
  page: (id: number) => [...adminKeys.all, 'customer', id] as const,
}

/** GET /api/admin/search: the console's one search (each kind the member's roles open). */
export function staffSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: customerKeys.search(q),
    queryFn: async ({ signal }) => (await callApi('GET /api/admin/search', { query: { q }, signal })).data,
    placeholderData: keepPreviousData,
  })
}

/** GET /api/admin/customers/{id}: the customer page. */
export function customerPageQueryOptions(id: number) {
  return queryOptions({
    queryKey: customerKeys.page(id),
    queryFn: async ({ signal }) => (await callApi('GET /api/admin/customers/:id', { params: { id }, signal })).data,
  })
}

/** POST /api/admin/customers/{id}/notes: an internal note; the page follows. */
export function useAddCustomerNote(customerId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CustomerNoteBody) => callApi('POST /api/admin/customers/:id/notes', { params: { id: customerId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerKeys.page(customerId) }),
  })
}

/**
 * Staff data is never older than the last write (issue 24: the order list was served from the
 * persisted 60-second cache even after a reload): the console's queries are stale at once — each
 * screen asks again when it opens — and are kept out of the cache that survives reloads.
 */
export function keepConsoleFresh(queryClient: QueryClient): void {
  queryClient.setQueryDefaults(adminKeys.all, { staleTime: 0, meta: { persist: false } })
}
