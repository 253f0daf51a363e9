import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { BoxEventBody, OrderChargesBody, OrderTransitionBody, adminOrderListContract } from '@shared/contracts/admin/orders'
import type { WeighBoxBody } from '@shared/contracts/admin/freight'
import type { areaListContract } from '@shared/contracts/reference'
import { toQueryString } from '@shared/http/list-query'
import { callApi } from '@client/app/call-api'
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
    queryFn: ({ signal }) => callApi('GET /api/admin/orders', { query, signal }),
    placeholderData: keepPreviousData,
  })
}

/** GET /api/admin/orders/{id}: everything about one order and where it may go next. */
export function adminOrderQueryOptions(id: number) {
  return queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: async ({ signal }) => (await callApi('GET /api/admin/orders/:id', { params: { id }, signal })).data,
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
  return useOrderWrite((body: OrderTransitionBody) => callApi('POST /api/admin/orders/:id/transitions', { params: { id: orderId }, body }))
}

export function useUpdateCharges(orderId: number) {
  return useOrderWrite((body: OrderChargesBody) => callApi('PATCH /api/admin/orders/:id', { params: { id: orderId }, body }))
}

export function useAddBox(orderId: number) {
  return useOrderWrite((boxId: string) => callApi('POST /api/admin/orders/:id/boxes', { params: { id: orderId }, body: { box_id: boxId } }))
}

/** The key is made when the form is filled and kept for its retries: the event is recorded once. */
export function useRecordBoxEvent() {
  return useOrderWrite(({ boxId, event, key }: { boxId: number; event: BoxEventBody; key: string }) =>
    callApi('POST /api/admin/boxes/:id/events', { params: { id: boxId }, body: event, headers: { 'Idempotency-Key': key } }),
  )
}

/** POST /api/admin/box-events/{id}/void: a warehouse event recorded by mistake, voided with the customer's reason. */
export function useVoidBoxEvent() {
  return useOrderWrite(({ eventId, reason }: { eventId: number; reason: string }) =>
    callApi('POST /api/admin/box-events/:id/void', { params: { id: eventId }, body: { reason } }),
  )
}

/** PUT /api/admin/boxes/{id}/weight: the box weighed at a Vietnamese warehouse; the order's actual freight follows. */
export function useWeighBox() {
  return useOrderWrite(({ boxId, body }: { boxId: number; body: WeighBoxBody }) =>
    callApi('PUT /api/admin/boxes/:id/weight', { params: { id: boxId }, body }),
  )
}

/** GET /api/areas: the warehouses an event may name. */
export function areasQueryOptions() {
  return queryOptions({
    queryKey: ['areas', 'all'],
    queryFn: async ({ signal }) =>
      (await callApi('GET /api/areas', { query: toQueryString<typeof areaListContract>({ perPage: 100 }), signal, waitForAuth: false }))
        .data,
    staleTime: 60 * 60_000,
    meta: PUBLIC_QUERY_META,
  })
}
