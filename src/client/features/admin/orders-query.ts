import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type {
  AdminOrderDetail,
  AdminOrderList,
  BoxEventBody,
  OrderChargesBody,
  OrderTransitionBody,
  adminOrderListContract,
} from '@shared/contracts/admin/orders'
import type { Area } from '@shared/contracts/reference'
import type { Paginated } from '@shared/http/list-query'
import { toQueryString } from '@shared/http/list-query'
import { api, apiRequest } from '@client/app/api-client'
import { PUBLIC_QUERY_META } from '@client/app/query-scope'
import { adminKeys } from './admin-query'

export type OrderListParams = { page: number; statusId?: number; search?: string; from?: number; to?: number; customerId?: number }

const orderKeys = {
  all: [...adminKeys.all, 'orders'] as const,
  list: (params: OrderListParams) => [...orderKeys.all, 'list', params] as const,
  detail: (id: number) => [...orderKeys.all, 'detail', id] as const,
}

/** GET /api/admin/orders: every customer's orders, filtered, newest first. */
export function adminOrdersQueryOptions(params: OrderListParams) {
  const range =
    params.from !== undefined || params.to !== undefined ? ([params.from ?? 0, params.to ?? 253_402_300_799] as const) : undefined
  const query = toQueryString<typeof adminOrderListContract>({
    filter: { status_id: params.statusId, search: params.search, customer_id: params.customerId },
    filterBetween: { created_at: range },
    sort: '-created_at',
    page: params.page,
  })
  return queryOptions({
    queryKey: orderKeys.list(params),
    queryFn: ({ signal }) => api.get<AdminOrderList>('/api/admin/orders', { query, signal }),
    placeholderData: keepPreviousData,
  })
}

/** GET /api/admin/orders/{id}: everything about one order and where it may go next. */
export function adminOrderQueryOptions(id: number) {
  return queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: async ({ signal }) => (await api.get<{ data: AdminOrderDetail }>(`/api/admin/orders/${id}`, { signal })).data,
  })
}

/** Every write of an order answers (or leads to) the order as it now is: the detail and the lists follow. */
function useOrderWrite<Variables>(write: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  })
}

export function useTransitionOrder(orderId: number) {
  return useOrderWrite((body: OrderTransitionBody) => api.post(`/api/admin/orders/${orderId}/transitions`, body))
}

export function useUpdateCharges(orderId: number) {
  return useOrderWrite((body: OrderChargesBody) => apiRequest(`/api/admin/orders/${orderId}`, { method: 'PATCH', body }))
}

export function useAddBox(orderId: number) {
  return useOrderWrite((boxId: string) => api.post(`/api/admin/orders/${orderId}/boxes`, { box_id: boxId }))
}

/** The key is made when the form is filled and kept for its retries: the event is recorded once. */
export function useRecordBoxEvent() {
  return useOrderWrite(({ boxId, event, key }: { boxId: number; event: BoxEventBody; key: string }) =>
    api.post(`/api/admin/boxes/${boxId}/events`, event, { headers: { 'Idempotency-Key': key } }),
  )
}

/** GET /api/areas: the warehouses an event may name. */
export function areasQueryOptions() {
  return queryOptions({
    queryKey: ['areas', 'all'],
    queryFn: async ({ signal }) =>
      (await api.get<Paginated<Area>>('/api/areas', { query: { per_page: 100 }, signal, waitForAuth: false })).data,
    staleTime: 60 * 60_000,
    meta: PUBLIC_QUERY_META,
  })
}
