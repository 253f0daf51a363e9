import { cartResponseSchema, cartUpdateBodySchema, type CartProduct, type CartShopGroup } from '@shared/contracts/cart'
import { createOrderBodySchema, createOrderResponseSchema, orderQuoteBodySchema, orderQuoteResponseSchema } from '@shared/contracts/order'
import { answer, RATE, type FakeAnswer, type FakeApi, type SentRequest } from './fake-api'

/** One cart line of a shop (an item of the markets unless told). */
export function cartLine(shopId: number, itemRef: string, name: string, price: number, overrides: Partial<CartProduct> = {}): CartProduct {
  return {
    id: null,
    product_id: null,
    item_ref: itemRef,
    found: true,
    name,
    price,
    init_price: price,
    tax_percent: 10,
    image_url: `https://img.example/${itemRef}.jpg`,
    url: `/other-market/mercari/${itemRef}`,
    shop_id: shopId,
    variant: '',
    quantity: 1,
    sale_status: 'on_sale',
    max_quantity: 10,
    price_pending: false,
    ...overrides,
  }
}

export function shopGroup(shopId: number, shopName: string, products: CartProduct[]): CartShopGroup {
  return { shop_id: shopId, shop_logo: '', shop_name: shopName, is_can_buy_more: true, products }
}

/** Shipping estimates of the fake quote, in dong. */
export const FREIGHT = { air: 200_000, sea: 80_000 } as const
export const SERVICE_FEE_VND = 50_000

/**
 * POST /catalog/ikom-order/quote priced by a simple rule (goods with 10 % tax × the rate, a flat service
 * fee, a flat estimate per method): the figures are the server's, the screen only shows them.
 */
export function answerQuotes(api: FakeApi) {
  api.on('POST', '/catalog/ikom-order/quote', (request) => {
    const body = orderQuoteBodySchema.parse(request.body)
    const orders = body.orders.map(({ items }) => {
      const purchase_cost = Math.round(items.reduce((sum, item) => sum + (item.price ?? 0) * item.quantity, 0) * 1.1)
      const purchase_cost_vnd = purchase_cost * RATE
      const total_payment = purchase_cost_vnd + SERVICE_FEE_VND
      const freight = FREIGHT[body.shipment_method_id]
      return {
        shop_id: items[0].product.shop_id ?? 0,
        purchase_cost,
        purchase_cost_vnd,
        service_fee_vnd: SERVICE_FEE_VND,
        total_payment,
        estimated_freight_charge: freight,
        freight_discount: 0,
        grand_total: total_payment + freight,
      }
    })
    return answer(orderQuoteResponseSchema, {
      data: { orders, payment_rate: RATE, total: orders.reduce((sum, order) => sum + order.grand_total, 0) },
    })
  })
}

/** The total the fake quote gives for these groups by this method. */
export function quotedTotal(groups: readonly CartShopGroup[], method: keyof typeof FREIGHT): number {
  return groups.reduce((sum, group) => {
    const goods = Math.round(group.products.reduce((total, line) => total + line.price * line.quantity, 0) * 1.1)
    return sum + goods * RATE + SERVICE_FEE_VND + FREIGHT[method]
  }, 0)
}

/** POST /catalog/ikom-order/create-retail-order: each body is checked against the shared contract; `refuse` may turn one down. */
export function answerOrders(api: FakeApi, refuse: (request: SentRequest) => FakeAnswer | null = () => null) {
  let nextId = 900
  api.on('POST', '/catalog/ikom-order/create-retail-order', (request) => {
    const refused = refuse(request)
    if (refused) return refused
    const body = createOrderBodySchema.parse(request.body)
    const id = nextId++
    return answer(createOrderResponseSchema, {
      data: {
        id,
        code: `NV${id}`,
        status_id: 1,
        shipment_method_id: body.order_info.shipment_method_id,
        shop_id: body.items[0].product.shop_id ?? 0,
        note: '',
        created_at: 1_800_000_000,
        purchase_cost: 1000,
        purchase_cost_currency_id: 'JPY',
        service_fee: 100,
        service_fee_currency_id: 'JPY',
        payment_rate: RATE,
        estimated_freight_charge: 0,
        freight_discount: 0,
        total_payment: 198_000,
        payment_currency_id: 'VND',
        amount_paid: 0,
        amount_due: 198_000,
        amount_refunded: 0,
        freight_actual: null,
        price_pending: false,
        needs_address: false,
        paid_override_reason: null,
        // Orders of one checkout of several shops name it (paid together).
        checkout_id: body.checkout_key ? 77 : null,
      },
    })
  })
}

/** GET and PUT /catalog/cart/{userId} over a cart kept in memory (each PUT checked against the shared contract). */
export function cartServer(api: FakeApi, userId: number, start: CartShopGroup[]) {
  const cart = { groups: start }
  const path = `/catalog/cart/${userId}`
  api.on('GET', path, () => answer(cartResponseSchema, { data: cart.groups }))
  api.on('PUT', path, (request) => {
    const body = cartUpdateBodySchema.parse(request.body)
    cart.groups = cart.groups
      .map((group) => ({
        ...group,
        products: group.products.flatMap((line) =>
          line.shop_id !== body.shop_id || line.item_ref !== body.item_ref
            ? [line]
            : body.remove || body.quantity === 0
              ? []
              : [{ ...line, quantity: body.quantity ?? 1 }],
        ),
      }))
      .filter((group) => group.products.length > 0)
    return answer(cartResponseSchema, { data: cart.groups })
  })
  return cart
}
