import { z } from 'zod/mini'
import { optionalPage, optionalPositiveInt } from '@client/app/search-params'

/** /customer/orders: the page and the status filter (a status id; none = All) live in the URL. */
export const orderListSearchSchema = z.object({
  page: optionalPage,
  status: optionalPositiveInt,
})
export type OrderListSearch = z.infer<typeof orderListSearchSchema>

/** /customer/orders/{id}: the page of the order's items. */
export const orderDetailSearchSchema = z.object({
  items_page: optionalPage,
})
export type OrderDetailSearch = z.infer<typeof orderDetailSearchSchema>

/** A route's {id} as an order id, or 0 (which the API answers with 404) when it is not a number. */
export function orderIdFromParam(id: string): number {
  return /^\d{1,10}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : 0
}
