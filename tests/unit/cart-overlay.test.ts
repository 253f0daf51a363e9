import { describe, expect, it } from 'vitest'
import type { CartProduct, CartShopGroup } from '@shared/contracts/cart'
import { applyPendingWrites, lineKeysOf, type CartWrite, type QueuedCartWrite } from '@client/features/cart/cart-overlay'

const MERCARI = 4

const line = (ref: number | string, shopId: number, quantity: number): CartProduct => {
  const own = typeof ref === 'number'
  return {
    id: own ? ref : null,
    product_id: own ? ref : null,
    item_ref: String(ref),
    found: true,
    name: `P${ref}`,
    price: 100,
    init_price: 100,
    tax_percent: 10,
    image_url: '',
    url: '',
    shop_id: shopId,
    variant: '',
    quantity,
    sale_status: 'on_sale',
    max_quantity: 99,
    price_pending: false,
  }
}
const group = (shopId: number, products: CartProduct[]): CartShopGroup => ({
  shop_id: shopId,
  shop_logo: '',
  shop_name: `S${shopId}`,
  is_can_buy_more: true,
  products,
})
const write = (ref: number | string, shopId: number, quantity: number, snapshot?: CartWrite['snapshot']): CartWrite => ({
  userId: 1,
  shop_id: shopId,
  item_ref: String(ref),
  quantity,
  source: 'cart',
  name: `P${ref}`,
  snapshot,
})
const snapshot = (ref: number | string, shopId: number) => ({
  product: line(ref, shopId, 1),
  shop: { shop_id: shopId, shop_name: `S${shopId}`, shop_logo: '', is_can_buy_more: true },
})
const shownLines = (groups: CartShopGroup[]) =>
  groups.map((entry) => [entry.shop_id, entry.products.map((product) => [product.item_ref, product.quantity])])

describe('the cart shown while writes wait to sync', () => {
  const server = [group(390, [line(1, 390, 1), line(2, 390, 3)]), group(458, [line(3, 458, 1)])]

  it('sets absolute quantities, later writes winning, without touching the server copy', () => {
    const shown = applyPendingWrites(server, [write(1, 390, 4), write(1, 390, 2)])
    expect(shown[0].products[0].quantity).toBe(2)
    expect(server[0].products[0].quantity).toBe(1)
  })

  it('removes lines at 0 and drops a shop group left empty', () => {
    const shown = applyPendingWrites(server, [write(3, 458, 0), write(2, 390, 0)])
    expect(shown.map((entry) => entry.shop_id)).toEqual([390])
    expect(shown[0].products.map((entry) => entry.item_ref)).toEqual(['1'])
  })

  it('adds a line from its snapshot, into its shop group or a new one', () => {
    const shown = applyPendingWrites(
      [group(390, [line(1, 390, 1)])],
      [write(5, 458, 2, snapshot(5, 458)), write(6, 390, 1, snapshot(6, 390))],
    )
    expect(shownLines(shown)).toEqual([
      [
        390,
        [
          ['1', 1],
          ['6', 1],
        ],
      ],
      [458, [['5', 2]]],
    ])
  })

  it('tells lines apart by shop and reference: a market item with the same text as our product is another line', () => {
    const cart = [group(390, [line(12, 390, 1)]), group(MERCARI, [line('12', MERCARI, 1)])]
    const shown = applyPendingWrites(cart, [write('12', MERCARI, 0), write('m123', MERCARI, 1, snapshot('m123', MERCARI))])
    expect(shownLines(shown)).toEqual([
      [390, [['12', 1]]],
      [MERCARI, [['m123', 1]]],
    ])
  })

  it('ignores a write for a line it cannot show (no snapshot)', () => {
    expect(applyPendingWrites([], [write(9, 390, 2)])).toEqual([])
  })

  it('names the lines that have a write waiting', () => {
    expect(lineKeysOf(server, [write(2, 390, 5), write(7, 390, 1)])).toEqual(new Set(['390/2']))
  })
})

describe('writes and carts stored by the app before item references (restored from IndexedDB after a deploy)', () => {
  // The shapes the previous app persisted: writes by product_id, lines without item_ref/found/variant.
  const legacyWrite = (productId: number, quantity: number, withSnapshot = false) =>
    ({
      userId: 1,
      product_id: productId,
      quantity,
      source: 'add',
      name: `P${productId}`,
      ...(withSnapshot ? { snapshot: { ...snapshot(productId, 458), product: legacyLine(productId, 458, 1) } } : {}),
    }) as unknown as QueuedCartWrite
  const legacyLine = (productId: number | null, shopId: number, quantity: number) => {
    const { item_ref: _ref, found: _found, variant: _variant, ...rest } = line(productId ?? 0, shopId, quantity)
    return { ...rest, id: productId, product_id: productId ?? 99 } as unknown as CartProduct
  }

  it('applies a queued write by product id to our own product, in whichever of our shops it is', () => {
    const cart = [group(390, [line(1, 390, 1)]), group(458, [line(3, 458, 1)])]
    expect(shownLines(applyPendingWrites(cart, [legacyWrite(3, 4), legacyWrite(1, 0)]))).toEqual([[458, [['3', 4]]]])
  })

  it('adds a queued line from its old snapshot, in today’s shape', () => {
    const [shown] = applyPendingWrites([], [legacyWrite(5, 2, true)])
    expect(shown.products[0]).toMatchObject({ item_ref: '5', shop_id: 458, found: true, quantity: 2, variant: '' })
  })

  it('reads a cached cart of the old shape: references from product ids, a gone product not found', () => {
    const [shown] = applyPendingWrites([group(390, [legacyLine(1, 390, 2), legacyLine(null, 390, 1)])], [])
    expect(shown.products.map((entry) => [entry.item_ref, entry.found])).toEqual([
      ['1', true],
      ['99', false],
    ])
  })
})
