import { useRef } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Address } from '@shared/contracts/address'
import type { CartShopGroup } from '@shared/contracts/cart'
import {
  IDEMPOTENCY_KEY_HEADER,
  SALES_ORGANIZATION_ID,
  TRANSPORT_ORGANIZATION_ID,
  type CreateOrderBody,
  type Order,
} from '@shared/contracts/order'
import type { User } from '@shared/contracts/user'
import { cartLineKey } from '@shared/orders/cart-rules'
import { ORDER_TAX_PERCENT, cartSummary, type ShipmentMethodId } from '@shared/orders/totals'
import { ApiRequestError } from '@client/app/api-client'
import { callApi } from '@client/app/call-api'
import { orderKeys } from '@client/features/orders'
import { cartKeys } from './cart-query'

export type CheckoutInput = {
  userId: number
  user: User | undefined
  address: Address
  method: ShipmentMethodId
  /** The selected lines, one group per shop: one order each. */
  groups: readonly CartShopGroup[]
}

export type CheckoutResult = { created: Order[]; failures: { shopName: string; error: unknown }[] }

/** The lines of one shop group's order (spec §7 Create order: items); the server prices them itself. */
export function orderItems(group: CartShopGroup): CreateOrderBody['items'] {
  return group.products.map((line) => ({
    price: line.price,
    quantity: line.quantity,
    tax_percent: ORDER_TAX_PERCENT,
    product: {
      ...(line.product_id !== null ? { id: line.product_id } : {}),
      shop_id: line.shop_id,
      item_ref: line.item_ref,
      name: line.name,
      image_url: line.image_url,
      initial_price: line.init_price,
      price: line.price,
      height: 0,
      weight: 0,
      width: 0,
      length: 0,
    },
  }))
}

/** The body of one shop group's order (spec §7 Create order). */
export function orderBody({ userId, user, address, method }: CheckoutInput, group: CartShopGroup): CreateOrderBody {
  const summary = cartSummary(group.products)
  return {
    order_info: {
      shipment_info: {
        address_id: address.id,
        consignee: address.consignee,
        address: address.full_address,
        tel: address.tel,
        ward_id: address.ward_id,
        note: '',
        sender_name: '',
        sender_tel: '',
      },
      shipment_method_id: method,
      note: '',
      customer_id: userId,
      purchase_cost_currency_id: 'JPY',
      service_fee_currency_id: 'JPY',
      sales_organization_id: SALES_ORGANIZATION_ID,
      transport_organization_id: TRANSPORT_ORGANIZATION_ID,
    },
    items: orderItems(group),
    buyer_info: { name: user?.name ?? '', image_url: '', price: summary.total, url: '', username: user?.email ?? '' },
  }
}

/** What makes two attempts the same order: same address, method and lines (the server checks the same). */
const fingerprint = (input: CheckoutInput, group: CartShopGroup) =>
  JSON.stringify([input.address.id, input.method, group.shop_id, group.products.map((line) => [cartLineKey(line), line.quantity])])

/**
 * Creates one order per selected shop group. Each group's request carries an idempotency key made
 * once for that exact order and kept until it succeeds, so a double click or a retry after a
 * timeout answers the same order instead of creating a second one.
 */
export function useCreateOrders() {
  const client = useQueryClient()
  const keys = useRef(new Map<string, string>())
  // One checkout of several shops: its orders name one checkout and are paid together (one transfer).
  const checkoutKey = useRef<string | null>(null)
  return useMutation<CheckoutResult, Error, CheckoutInput>({
    // Creating an order needs the network; offline it fails at once with a clear message.
    networkMode: 'always',
    mutationFn: async (input) => {
      const result: CheckoutResult = { created: [], failures: [] }
      if (input.groups.length > 1) checkoutKey.current ??= crypto.randomUUID()
      const checkout = input.groups.length > 1 && checkoutKey.current ? { checkout_key: checkoutKey.current } : {}
      for (const group of input.groups) {
        const id = fingerprint(input, group)
        let key = keys.current.get(id)
        if (!key) {
          key = crypto.randomUUID()
          keys.current.set(id, key)
        }
        try {
          const answer = await callApi('POST /catalog/ikom-order/create-retail-order', {
            body: { ...orderBody(input, group), ...checkout },
            headers: { [IDEMPOTENCY_KEY_HEADER]: key },
          })
          result.created.push(answer.data)
        } catch (error) {
          result.failures.push({ shopName: group.shop_name, error })
        }
      }
      // Every order of this checkout exists: the next checkout gets new keys. After a failure the
      // keys stay, so the retry answers the orders already made instead of making them again.
      if (result.failures.length === 0) {
        keys.current.clear()
        checkoutKey.current = null
      }
      return result
    },
    onSettled: (_result, _error, input) => {
      // The server took the ordered lines out of the cart.
      void client.invalidateQueries({ queryKey: cartKeys.detail(input.userId) })
      void client.invalidateQueries({ queryKey: orderKeys.all })
    },
  })
}

export const isNetworkError = (error: unknown) => error instanceof ApiRequestError && error.status === 0
