import { describe, expect, it } from 'vitest'
import type { CartProduct, CartShopGroup } from '@shared/contracts/cart'
import { applyPendingWrites, type CartWrite } from '@client/features/cart/cart-overlay'

const line = (productId: number, shopId: number, quantity: number): CartProduct => ({
  id: productId,
  product_id: productId,
  name: `P${productId}`,
  price: 100,
  init_price: 100,
  tax_percent: 10,
  image_url: '',
  url: '',
  shop_id: shopId,
  quantity,
  sale_status: 'on_sale',
  max_quantity: 99,
})
const group = (shopId: number, products: CartProduct[]): CartShopGroup => ({
  shop_id: shopId,
  shop_logo: '',
  shop_name: `S${shopId}`,
  is_can_buy_more: true,
  products,
})
const write = (productId: number, quantity: number, snapshot?: CartWrite['snapshot']): CartWrite => ({
  userId: 1,
  product_id: productId,
  quantity,
  source: 'cart',
  name: `P${productId}`,
  snapshot,
})

describe('the cart shown while writes wait to sync', () => {
  const server = [group(390, [line(1, 390, 1), line(2, 390, 3)]), group(458, [line(3, 458, 1)])]

  it('sets absolute quantities, later writes winning, without touching the server copy', () => {
    const shown = applyPendingWrites(server, [write(1, 4), write(1, 2)])
    expect(shown[0].products[0].quantity).toBe(2)
    expect(server[0].products[0].quantity).toBe(1)
  })

  it('removes lines at 0 and drops a shop group left empty', () => {
    const shown = applyPendingWrites(server, [write(3, 0), write(2, 0)])
    expect(shown.map((entry) => entry.shop_id)).toEqual([390])
    expect(shown[0].products.map((entry) => entry.product_id)).toEqual([1])
  })

  it('adds a line from its snapshot, into its shop group or a new one', () => {
    const snapshot = (productId: number, shopId: number) => ({
      product: line(productId, shopId, 1),
      shop: { shop_id: shopId, shop_name: `S${shopId}`, shop_logo: '', is_can_buy_more: true },
    })
    const shown = applyPendingWrites([group(390, [line(1, 390, 1)])], [write(5, 2, snapshot(5, 458)), write(6, 1, snapshot(6, 390))])
    expect(shown.map((entry) => [entry.shop_id, entry.products.map((product) => [product.product_id, product.quantity])])).toEqual([
      [
        390,
        [
          [1, 1],
          [6, 1],
        ],
      ],
      [458, [[5, 2]]],
    ])
  })

  it('ignores a write for a line it cannot show (no snapshot)', () => {
    expect(applyPendingWrites([], [write(9, 2)])).toEqual([])
  })
})
