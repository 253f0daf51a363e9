import { queryOptions } from '@tanstack/react-query'
import { callApi } from '@client/app/call-api'
import { currentLocale } from '@client/app/i18n'
import { orderKeys } from '@client/features/orders'

/**
 * GET /api/auction/won/{id}: what happens next with a lot I won (its order's id). Kept under the
 * orders' keys: whatever refreshes my orders (an address chosen, a payment, a notification) refreshes it.
 */
export function wonLotQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: [...orderKeys.all, 'won', orderId, currentLocale()] as const,
    queryFn: async ({ signal }) => (await callApi('GET /api/auction/won/:id', { params: { id: orderId }, signal })).data,
    // Staff move the order and money arrives at any time: read afresh on every visit.
    staleTime: 0,
  })
}
