import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { staffLinkItemListContract } from '@shared/contracts/link-item'
import { toQueryString } from '@shared/http/list-query'
import { callApi } from '@client/app/call-api'
import { adminKeys } from './admin-query'

const linkItemKeys = [...adminKeys.all, 'link-items'] as const

/** GET /api/admin/link-items: items bought by link, those whose price is to confirm or confirmed ones. */
export function linkItemsQueryOptions(params: { page: number; confirmed: boolean }) {
  const query = toQueryString<typeof staffLinkItemListContract>({
    filter: { state: params.confirmed ? 'confirmed' : 'to_confirm' },
    page: params.page,
  })
  return queryOptions({
    queryKey: [...linkItemKeys, params],
    queryFn: ({ signal }) => callApi('GET /api/admin/link-items', { query, signal }),
    placeholderData: keepPreviousData,
  })
}

/** PUT /api/admin/link-items/{id}/price: its unpaid orders are repriced by the server. */
export function useConfirmLinkItemPrice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, price }: { id: number; price: number }) =>
      callApi('PUT /api/admin/link-items/:id/price', { params: { id }, body: { price } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  })
}
