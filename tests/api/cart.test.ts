import { count, eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { CART_MAX_LINES } from '@shared/orders/cart-rules'
import { AWOND_ID, IKOM_ID } from '@shared/shops/registry'
import { cartItems } from '@server/modules/cart/tables'
import type { Purchasing } from '@server/modules/purchasing'
import { buildTestApp, describeEachDriver } from './support/test-app'
import { customer, getCart, productsOf, putCart, setSaleStatus } from './support/shop-fixtures'

/** Purchasing whose first `count` quotes are answered together, once all of them have been asked for. */
function pricedTogether(count: number, purchasing: Purchasing): Purchasing {
  let asked = 0
  let releaseAll = () => {}
  const allAsked = new Promise<void>((resolve) => {
    releaseAll = resolve
  })
  return {
    async quote(targets) {
      const quotes = await purchasing.quote(targets)
      asked += 1
      if (asked >= count) releaseAll()
      await allAsked
      return quotes
    },
  }
}

describeEachDriver('cart', (context) => {
  it('asks for sign-in', async () => {
    const { app } = context()
    expect((await app.inject({ url: '/catalog/cart/100001' })).statusCode).toBe(401)
    expect((await app.inject({ method: 'PUT', url: '/catalog/cart/100001', payload: { product_id: 1, quantity: 1 } })).statusCode).toBe(401)
    expect((await app.inject({ method: 'POST', url: '/catalog/cart/clear-cart/100001', payload: { product_ids: [1] } })).statusCode).toBe(
      401,
    )
  })

  it('refuses another customer’s cart with 403 and tells nothing about it', async () => {
    const owner = await customer(context())
    const stranger = await customer(context())
    const [product] = await productsOf(context(), IKOM_ID, 1)
    expect((await putCart(context(), owner, { product_id: product.id, quantity: 2 })).statusCode).toBe(200)

    const read = await context().app.inject({ url: `/catalog/cart/${owner.id}`, headers: stranger.headers })
    expect(read.statusCode).toBe(403)
    expect(read.json()).toEqual({ code: 'forbidden', message: expect.any(String) })
    expect(read.body).not.toContain(String(product.id))
    const write = await putCart(context(), stranger, { product_id: product.id, quantity: 9 }, owner.id)
    expect(write.statusCode).toBe(403)
    const clear = await context().app.inject({
      method: 'POST',
      url: `/catalog/cart/clear-cart/${owner.id}`,
      headers: stranger.headers,
      payload: { product_ids: [product.id] },
    })
    expect(clear.statusCode).toBe(403)
    // An id nobody has is the same 403: no probing for which accounts exist.
    expect((await context().app.inject({ url: '/catalog/cart/2000000000', headers: stranger.headers })).statusCode).toBe(403)
    expect((await getCart(context(), owner))[0].products[0].quantity).toBe(2)
  })

  it('groups lines per shop with the spec’s fields', async () => {
    const me = await customer(context())
    const [ikomA, ikomB] = await productsOf(context(), IKOM_ID, 2)
    const [awond] = await productsOf(context(), AWOND_ID, 1)
    await putCart(context(), me, { product_id: ikomA.id, quantity: 1 })
    await putCart(context(), me, { product_id: awond.id, quantity: 3 })
    const response = await putCart(context(), me, { product_id: ikomB.id, quantity: 2 })
    expect(response.statusCode).toBe(200)
    const cart = response.json().data
    expect(cart.map((group: { shop_name: string }) => group.shop_name)).toEqual(['ikom', 'awond'])
    expect(cart[0]).toMatchObject({ shop_id: IKOM_ID, shop_logo: '/media/shops/ikom.svg', is_can_buy_more: true })
    expect(cart[0].products.map((line: { id: number }) => line.id)).toEqual([ikomA.id, ikomB.id])
    expect(cart[0].products[1]).toEqual({
      id: ikomB.id,
      product_id: ikomB.id,
      item_ref: String(ikomB.id),
      found: true,
      variant: '',
      name: ikomB.name,
      price: ikomB.price,
      init_price: expect.any(Number),
      tax_percent: 10,
      image_url: expect.stringMatching(/^\/media\/products\//),
      url: `/products/ikom/${ikomB.id}`,
      shop_id: IKOM_ID,
      quantity: 2,
      sale_status: 'on_sale',
      max_quantity: 99,
      price_pending: false,
    })
    expect(cart[1].products).toMatchObject([{ id: awond.id, quantity: 3, shop_id: AWOND_ID }])
    expect(await getCart(context(), me)).toEqual(cart)
  })

  it('sets absolute quantities: a replayed write changes nothing', async () => {
    const me = await customer(context())
    const [product] = await productsOf(context(), IKOM_ID, 1)
    const first = await putCart(context(), me, { product_id: product.id, quantity: 4 })
    const replay = await putCart(context(), me, { product_id: product.id, quantity: 4 })
    expect(replay.json()).toEqual(first.json())
    expect((await getCart(context(), me))[0].products).toMatchObject([{ id: product.id, quantity: 4 }])
    await putCart(context(), me, { product_id: product.id, quantity: 2 })
    await putCart(context(), me, { product_id: product.id, quantity: 2 })
    expect((await getCart(context(), me))[0].products).toMatchObject([{ id: product.id, quantity: 2 }])
    // Parallel replays of the same write leave one line with that quantity.
    await Promise.all(Array.from({ length: 5 }, () => putCart(context(), me, { product_id: product.id, quantity: 7 })))
    const cart = await getCart(context(), me)
    expect(cart).toHaveLength(1)
    expect(cart[0].products).toMatchObject([{ id: product.id, quantity: 7 }])
  })

  it('removes a line with quantity 0, with remove: true, or with clear-cart', async () => {
    const me = await customer(context())
    const [a, b, c] = await productsOf(context(), IKOM_ID, 3)
    for (const product of [a, b, c]) await putCart(context(), me, { product_id: product.id, quantity: 1 })
    expect(
      (await putCart(context(), me, { product_id: a.id, quantity: 0 })).json().data[0].products.map((line: { id: number }) => line.id),
    ).toEqual([b.id, c.id])
    expect((await putCart(context(), me, { product_id: a.id, quantity: 0 })).statusCode).toBe(200)
    expect(
      (await putCart(context(), me, { product_id: b.id, remove: true })).json().data[0].products.map((line: { id: number }) => line.id),
    ).toEqual([c.id])
    const cleared = await context().app.inject({
      method: 'POST',
      url: `/catalog/cart/clear-cart/${me.id}`,
      headers: me.headers,
      payload: { product_ids: [c.id, 999_999_999] },
    })
    expect(cleared.statusCode).toBe(200)
    expect(cleared.json()).toEqual({ data: [] })
    expect(await getCart(context(), me)).toEqual([])
  })

  it('refuses a product that does not exist, is sold out or not on sale, in the request language', async () => {
    const me = await customer(context())
    const [soldOut, comingSoon, fine] = await productsOf(context(), AWOND_ID, 3)
    const missing = await putCart(context(), me, { product_id: 999_999_999, quantity: 1 }, me.id, 'vi')
    expect(missing.statusCode).toBe(422)
    expect(missing.json()).toMatchObject({
      code: 'cartProductNotFound',
      message: 'Không tìm thấy sản phẩm.',
      errors: { product_id: ['Không tìm thấy sản phẩm.'] },
    })

    await setSaleStatus(context(), soldOut.id, 'sold_out')
    await setSaleStatus(context(), comingSoon.id, 'coming_soon')
    const sold = await putCart(context(), me, { product_id: soldOut.id, quantity: 1 }, me.id, 'en')
    expect(sold.statusCode).toBe(422)
    expect(sold.json()).toMatchObject({ code: 'cartProductSoldOut', message: `The product "${soldOut.name}" is sold out.` })
    const soon = await putCart(context(), me, { product_id: comingSoon.id, quantity: 1 }, me.id, 'ja')
    expect(soon.json()).toMatchObject({ code: 'cartProductUnavailable', message: `商品「${comingSoon.name}」はまだ購入できません。` })

    const tooMany = await putCart(context(), me, { product_id: fine.id, quantity: 100 }, me.id, 'en')
    expect(tooMany.statusCode).toBe(422)
    expect(tooMany.json()).toMatchObject({
      code: 'cartQuantityTooLarge',
      message: 'The quantity is more than the shop can sell (99 at most).',
    })
    expect(tooMany.json().errors.quantity).toEqual(['The quantity is more than the shop can sell (99 at most).'])
    expect(await getCart(context(), me)).toEqual([])
  })

  it('keeps a line whose product became sold out visible, lets it be removed, and shows a vanished product without id', async () => {
    const me = await customer(context())
    const [product] = await productsOf(context(), IKOM_ID, 1)
    await putCart(context(), me, { product_id: product.id, quantity: 2 })
    await setSaleStatus(context(), product.id, 'sold_out')
    expect((await getCart(context(), me))[0].products[0]).toMatchObject({ id: product.id, sale_status: 'sold_out', quantity: 2 })
    expect((await putCart(context(), me, { product_id: product.id, quantity: 3 })).json().code).toBe('cartProductSoldOut')
    expect((await putCart(context(), me, { product_id: product.id, quantity: 0 })).json().data).toEqual([])
    await setSaleStatus(context(), product.id, 'on_sale')

    await context().database.db.insert(cartItems).values({ userId: me.id, itemRef: '888888888', shopId: IKOM_ID, quantity: 1 })
    const [group] = await getCart(context(), me)
    expect(group.products).toMatchObject([{ id: null, product_id: 888_888_888, quantity: 1 }])
    const cleared = await context().app.inject({
      method: 'POST',
      url: `/catalog/cart/clear-cart/${me.id}`,
      headers: me.headers,
      payload: { product_ids: [888_888_888] },
    })
    expect(cleared.json().data).toEqual([])
  })

  it(`holds at most ${CART_MAX_LINES} lines, also when many adds arrive at once`, async () => {
    const adds = 30
    // Every add is priced, then waits until all are: they check the line count together.
    const gated = await buildTestApp(context().database, {
      overrides: { purchasing: pricedTogether(adds, context().integrations.purchasing) },
    })
    try {
      const gatedContext = { ...context(), app: gated.app }
      const me = await customer(gatedContext)
      const fillers = Array.from({ length: CART_MAX_LINES - 1 }, (_, index) => ({
        userId: me.id,
        shopId: IKOM_ID,
        itemRef: String(900_000_000 + index),
        quantity: 1,
      }))
      await context().database.db.insert(cartItems).values(fillers)
      const products = await productsOf(context(), AWOND_ID, adds)
      expect(products).toHaveLength(adds)

      const answers = await Promise.all(products.map((product) => putCart(gatedContext, me, { product_id: product.id, quantity: 1 })))
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1)
      const refused = answers.filter((answer) => answer.statusCode === 422)
      expect(refused).toHaveLength(adds - 1)
      expect(refused[0].json()).toMatchObject({
        code: 'cartFull',
        message: `Your cart already holds ${CART_MAX_LINES} products. Please order or remove some before adding more.`,
      })
      const [{ lines }] = await context().database.db.select({ lines: count() }).from(cartItems).where(eq(cartItems.userId, me.id))
      expect(lines).toBe(CART_MAX_LINES)
      // A line already in the full cart can still change its quantity.
      const added = products[answers.findIndex((answer) => answer.statusCode === 200)]
      expect((await putCart(gatedContext, me, { product_id: added.id, quantity: 3 })).statusCode).toBe(200)
    } finally {
      await gated.close()
    }
  })

  it('validates the body', async () => {
    const me = await customer(context())
    expect((await putCart(context(), me, { quantity: 1 })).statusCode).toBe(400)
    expect((await putCart(context(), me, { product_id: 'x', quantity: 1 })).statusCode).toBe(400)
    expect((await putCart(context(), me, { product_id: 1, quantity: -1 })).statusCode).toBe(400)
    expect(
      (
        await context().app.inject({
          method: 'POST',
          url: `/catalog/cart/clear-cart/${me.id}`,
          headers: me.headers,
          payload: { product_ids: [] },
        })
      ).statusCode,
    ).toBe(400)
    expect((await context().app.inject({ url: '/catalog/cart/abc', headers: me.headers })).statusCode).toBe(400)
  })
})
