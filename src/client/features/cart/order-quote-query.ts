import { queryOptions } from '@tanstack/react-query'
import type { CartShopGroup } from '@shared/contracts/cart'
import type { OrderQuoteBody } from '@shared/contracts/order'
import type { ShipmentMethodId } from '@shared/orders/totals'
import { callApi } from '@client/app/call-api'
import { cartKeys } from './cart-query'
import { orderItems } from './create-orders'

/**
 * POST /catalog/ikom-order/quote: what the checkout's orders (one per shop group) will cost, with
 * the figures each order's payment will show — service fee, estimated shipping, the transfer.
 */
export function orderQuoteQueryOptions(method: ShipmentMethodId, groups: readonly CartShopGroup[]) {
  const body: OrderQuoteBody = { shipment_method_id: method, orders: groups.map((group) => ({ items: orderItems(group) })) }
  const lines = groups.map((group) => group.products.map((line) => [line.shop_id, line.item_ref, line.quantity]))
  return queryOptions({
    queryKey: [...cartKeys.all, 'quote', method, lines] as const,
    queryFn: async ({ signal }) => (await callApi('POST /catalog/ikom-order/quote', { body, signal })).data,
    enabled: groups.length > 0,
    staleTime: 30_000,
    retry: false,
  })
}
