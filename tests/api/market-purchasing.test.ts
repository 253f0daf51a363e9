import { randomUUID } from 'node:crypto'
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { priceWithTax } from '@shared/orders/totals'
import { translate } from '@server/i18n/messages'
import { IKOM_ID } from '@shared/shops/registry'
import { marketListings } from '@server/modules/markets/tables'
import { ORDER_STATUS } from '@shared/orders/statuses'
import { addressOf, createOrder, customer, productsOf, putCart } from './support/shop-fixtures'
import { bearer, signUpStaff } from './support/staff'
import { describeEachDriver, type TestContext } from './support/test-app'

const NIKE = 2
const MERCARI = 4
const RAKUTEN = 6
const YAHOO_AUCTION = 8
const RAKUMA = 5

type Line = { item_ref: string; name: string; price: number; variant: string; max_quantity: number; sale_status: string; url: string }

/** A mirrored listing of a market in a given state (the seed has several of each). */
async function listingOf(context: TestContext, shopId: number, where: ReturnType<typeof and> = undefined) {
  const [row] = await context.database.db
    .select({
      itemRef: marketListings.itemRef,
      price: marketListings.price,
      name: marketListings.nameVi,
      nameEn: marketListings.nameEn,
      nameJa: marketListings.name,
      buyNow: marketListings.buyNowPrice,
    })
    .from(marketListings)
    .where(and(eq(marketListings.shopId, shopId), where))
    .orderBy(asc(marketListings.itemRef))
    .limit(1)
  return row
}

const onSale = eq(marketListings.saleStatus, 'on_sale')

async function cartOf(context: TestContext, who: { id: number; headers: object }) {
  const response = await context.app.inject({ url: `/catalog/cart/${who.id}`, headers: who.headers as Record<string, string> })
  return response.json().data as { shop_id: number; shop_name: string; products: Line[] }[]
}

function orderBody(addressId: number, shopId: number, itemRef: string, quantity = 1, price = 1) {
  return {
    order_info: { shipment_info: { address_id: addressId }, shipment_method_id: 'air', service_fee_currency_id: 'VND' },
    items: [{ price, quantity, product: { shop_id: shopId, item_ref: itemRef, price, name: 'what the client says' } }],
  }
}

describeEachDriver('buying items of the other markets', (context) => {
  it('puts a market item in the cart, grouped under its market and priced from the mirror', async () => {
    const me = await customer(context())
    const item = await listingOf(context(), MERCARI, onSale)
    const added = await putCart(context(), me, { shop_id: MERCARI, item_ref: item.itemRef, quantity: 1 })
    expect(added.statusCode).toBe(200)
    const [group] = await cartOf(context(), me)
    expect(group).toMatchObject({ shop_id: MERCARI, shop_name: 'Mercari' })
    expect(group.products).toEqual([
      expect.objectContaining({
        item_ref: item.itemRef,
        name: item.name,
        price: item.price,
        max_quantity: 1,
        sale_status: 'on_sale',
        url: `/other-market/4/${item.itemRef}`,
      }),
    ])
    // A flea-market item is one of a kind.
    expect((await putCart(context(), me, { shop_id: MERCARI, item_ref: item.itemRef, quantity: 2 })).json().code).toBe(
      'cartQuantityTooLarge',
    )
  })

  it('refuses a sold-out listing, an unknown one, a Nike shoe without its size, and auction lots (bought by bidding only)', async () => {
    const me = await customer(context())
    const sold = await listingOf(context(), MERCARI, eq(marketListings.saleStatus, 'sold_out'))
    expect((await putCart(context(), me, { shop_id: MERCARI, item_ref: sold.itemRef, quantity: 1 })).json().code).toBe('cartProductSoldOut')
    expect((await putCart(context(), me, { shop_id: MERCARI, item_ref: 'm00000000000', quantity: 1 })).json().code).toBe(
      'cartProductNotFound',
    )
    expect((await putCart(context(), me, { shop_id: NIKE, item_ref: 'DD1391-100', quantity: 1 })).json().code).toBe(
      'cartProductUnavailable',
    )
    expect((await putCart(context(), me, { shop_id: NIKE, item_ref: 'DD1391-100.99_5', quantity: 1 })).json().code).toBe(
      'cartProductNotFound',
    )
    const biddingOnly = await listingOf(context(), YAHOO_AUCTION, and(onSale, isNull(marketListings.buyNowPrice)))
    const buyNow = await listingOf(
      context(),
      YAHOO_AUCTION,
      and(onSale, isNotNull(marketListings.buyNowPrice), sql`${marketListings.endTime} > now()`),
    )
    for (const lot of [biddingOnly, buyNow]) {
      const refused = await putCart(context(), me, { shop_id: YAHOO_AUCTION, item_ref: lot.itemRef, quantity: 1 })
      expect(refused.statusCode).toBe(422)
      expect(refused.json()).toMatchObject({ code: 'cartAuctionLot', message: translate('en', 'cartAuctionLot') })
    }
    expect(await cartOf(context(), me)).toEqual([])
  })

  it('sells a Nike shoe in the chosen size and a Rakuten pack at its own price', async () => {
    const me = await customer(context())
    expect((await putCart(context(), me, { shop_id: NIKE, item_ref: 'DD1391-100.26_5', quantity: 1 })).statusCode).toBe(200)
    const pack = await listingOf(context(), RAKUTEN, and(onSale, sql`jsonb_array_length(${marketListings.details}->'variants') > 0`))
    expect((await putCart(context(), me, { shop_id: RAKUTEN, item_ref: `${pack.itemRef}.x3`, quantity: 2 })).statusCode).toBe(200)

    const lines = new Map((await cartOf(context(), me)).map((group) => [group.shop_id, group.products[0]]))
    expect(lines.get(NIKE)).toMatchObject({ item_ref: 'DD1391-100.26_5', variant: '26.5cm', price: 14300 })
    expect(lines.get(RAKUTEN)).toMatchObject({ item_ref: `${pack.itemRef}.x3`, variant: '3個セット (x3)', max_quantity: 99 })
    expect(lines.get(RAKUTEN)!.price).toBeGreaterThan(pack.price * 2)
  })

  it('checks out a market item and an own item from one cart as two orders, each priced by the server', async () => {
    const me = await customer(context())
    const addressId = await addressOf(context(), me)
    const [own] = await productsOf(context(), IKOM_ID, 1)
    const item = await listingOf(context(), MERCARI, onSale)
    await putCart(context(), me, { product_id: own.id, quantity: 1 })
    await putCart(context(), me, { shop_id: MERCARI, item_ref: item.itemRef, quantity: 1 })

    const market = await createOrder(context(), me, orderBody(addressId, MERCARI, item.itemRef))
    expect(market.statusCode).toBe(201)
    expect(market.json().data).toMatchObject({
      shop_id: MERCARI,
      purchase_cost: priceWithTax(item.price),
      // Named in the request's language (English here), as the listing's page names it.
      first_item: { shop_id: MERCARI, item_ref: item.itemRef, price: item.price, product: { name: item.nameEn || item.nameJa } },
    })
    const ownOrder = await createOrder(context(), me, {
      ...orderBody(addressId, IKOM_ID, String(own.id)),
    })
    expect(ownOrder.statusCode).toBe(201)
    expect(ownOrder.json().data.id).not.toBe(market.json().data.id)
    expect(await cartOf(context(), me)).toEqual([])

    const orders = await context().app.inject({ url: '/api/orders', headers: me.headers })
    expect(orders.json().total).toBe(2)
  })

  it('orders a market item directly (the direct order), once per key, and not once it has sold', async () => {
    const me = await customer(context())
    const addressId = await addressOf(context(), me)
    const item = await listingOf(context(), MERCARI, and(onSale, sql`${marketListings.itemRef} > 'm5'`))
    const key = randomUUID()
    const body = orderBody(addressId, MERCARI, item.itemRef, 1, 1)
    const created = await createOrder(context(), me, body, key)
    expect(created.statusCode).toBe(201)
    expect(created.json().data.first_item.price).toBe(item.price)
    expect((await createOrder(context(), me, body, key)).json().data.id).toBe(created.json().data.id)

    await context()
      .database.db.update(marketListings)
      .set({ saleStatus: 'sold_out' })
      .where(and(eq(marketListings.shopId, MERCARI), eq(marketListings.itemRef, item.itemRef)))
    const again = await createOrder(context(), me, body)
    expect(again.statusCode).toBe(422)
    expect(again.json()).toMatchObject({ code: 'cartProductSoldOut', errors: { 'items.0': [expect.stringContaining('sold out')] } })
  })

  it('sells a one-of-a-kind flea-market item once: held by its first order, refused to others, free again when that order is cancelled', async () => {
    const [first, second, third] = await Promise.all([customer(context()), customer(context()), customer(context())])
    const [firstAddress, secondAddress, thirdAddress] = await Promise.all([first, second, third].map((who) => addressOf(context(), who)))
    const item = await listingOf(context(), RAKUMA, onSale)
    // Two customers race for it: exactly one order holds it.
    const raced = await Promise.all([
      createOrder(context(), first, orderBody(firstAddress, RAKUMA, item.itemRef)),
      createOrder(context(), third, orderBody(thirdAddress, RAKUMA, item.itemRef)),
    ])
    expect(raced.map((answer) => answer.statusCode).sort()).toEqual([201, 422])
    const held = raced.find((answer) => answer.statusCode === 201)!.json().data
    expect(raced.find((answer) => answer.statusCode === 422)!.json()).toMatchObject({ code: 'cartItemHeld' })

    const refusedCart = await putCart(context(), second, { shop_id: RAKUMA, item_ref: item.itemRef, quantity: 1 })
    expect(refusedCart.statusCode).toBe(422)
    expect(refusedCart.json()).toMatchObject({ code: 'cartItemHeld', message: expect.stringContaining('being bought by another customer') })
    const refusedOrder = await createOrder(context(), second, orderBody(secondAddress, RAKUMA, item.itemRef))
    expect(refusedOrder.json()).toMatchObject({ code: 'cartItemHeld', errors: { 'items.0': [expect.any(String)] } })

    const staff = bearer((await signUpStaff(context())).token)
    const cancelled = await context().app.inject({
      method: 'POST',
      url: `/api/admin/orders/${held.id}/transitions`,
      headers: { ...staff, 'idempotency-key': randomUUID() },
      payload: { from_status_id: ORDER_STATUS.Newish, to_status_id: ORDER_STATUS.Cancelled },
    })
    expect(cancelled.statusCode).toBe(200)
    expect((await putCart(context(), second, { shop_id: RAKUMA, item_ref: item.itemRef, quantity: 1 })).statusCode).toBe(200)
    expect((await createOrder(context(), second, orderBody(secondAddress, RAKUMA, item.itemRef))).statusCode).toBe(201)
  })
})
