import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import {
  ORDER_DETAIL_APPENDS,
  ORDER_ITEM_APPENDS,
  ORDER_ITEM_INCLUDES,
  ORDER_ITEM_PAGE_SIZE,
  ORDER_LIST_APPENDS,
  ORDER_PAGE_SIZE,
  type orderDetailContract,
  type orderItemListContract,
  type orderListContract,
} from '@shared/contracts/order'
import { toQueryString } from '@shared/http/list-query'
import { callApi } from '@client/app/call-api'
import { PUBLIC_QUERY_META } from '@client/app/query-scope'

export type OrderListParams = { page: number; statusId?: number }

/** One factory for every order query key: invalidate `orderKeys.all` after creating an order. */
export const orderKeys = {
  all: ['orders'] as const,
  /** Every page of my order list (a notification about one order refreshes them). */
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (params: OrderListParams) => [...orderKeys.lists(), params] as const,
  detail: (id: number) => [...orderKeys.all, 'detail', id] as const,
  items: (orderId: number, page: number) => [...orderKeys.all, 'items', orderId, page] as const,
  statuses: () => [...orderKeys.all, 'statuses'] as const,
}

/** Staff move orders and record warehouse events at any time: a shown order is checked again whenever a screen opens. */
const ALWAYS_CHECK = 0

/** GET /api/orders: my orders, newest first, one page, optionally of one status. */
export function ordersQueryOptions(params: OrderListParams) {
  const query = toQueryString<typeof orderListContract>({
    filter: { status_id: params.statusId },
    include: ['type', 'status', 'itemsCount', 'customer', 'shipmentMethod'],
    append: ORDER_LIST_APPENDS,
    sort: '-created_at',
    page: params.page,
    perPage: ORDER_PAGE_SIZE,
  })
  return queryOptions({
    queryKey: orderKeys.list(params),
    queryFn: ({ signal }) => callApi('GET /api/orders', { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: ALWAYS_CHECK,
  })
}

/** GET /api/orders/{id} with status, shipment info and method, and the owning boxes' notifications. */
export function orderQueryOptions(id: number) {
  const query = toQueryString<typeof orderDetailContract>({
    include: ['status', 'shipmentInfo', 'shipmentMethod'],
    append: ORDER_DETAIL_APPENDS,
  })
  return queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: async ({ signal }) => (await callApi('GET /api/orders/:id', { params: { id }, query, signal })).data,
    staleTime: ALWAYS_CHECK,
  })
}

/** GET /api/order/items of one order, one page, with the product as ordered. */
export function orderItemsQueryOptions(orderId: number, page: number) {
  const query = toQueryString<typeof orderItemListContract>({
    filter: { order_id: orderId },
    include: ORDER_ITEM_INCLUDES,
    append: ORDER_ITEM_APPENDS,
    page,
    perPage: ORDER_ITEM_PAGE_SIZE,
  })
  return queryOptions({
    queryKey: orderKeys.items(orderId, page),
    queryFn: ({ signal }) => callApi('GET /api/order/items', { query, signal }),
    placeholderData: keepPreviousData,
  })
}

const HOUR_MS = 60 * 60 * 1000

/** GET /api/order/statuses: the filter's choices (ids 1..10). */
export function orderStatusesQueryOptions() {
  return queryOptions({
    queryKey: orderKeys.statuses(),
    queryFn: async ({ signal }) => (await callApi('GET /api/order/statuses', { signal, waitForAuth: false })).data,
    staleTime: HOUR_MS,
    meta: PUBLIC_QUERY_META,
  })
}
