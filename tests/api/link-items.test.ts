import { expect, it } from 'vitest'
import { addressOf, createOrder, customer, putCart, type Customer } from './support/shop-fixtures'
import { describeEachDriver, type TestContext } from './support/test-app'

const MERCARI = 4
const YAHOO_AUCTION = 8
const IKOM = 12

/** An item code the mirror cannot know (fresh per call). */
const unknownCode = () => `m9${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`

function describeItem(context: TestContext, who: Customer, body: object, language = 'en') {
  return context.app.inject({
    method: 'POST',
    url: '/api/link-items',
    headers: { ...who.headers, 'accept-language': language },
    payload: body,
  })
}

describeEachDriver('buying by link an item the mirror does not know', (context) => {
  it('records the item as the customer describes it, once, and only for its owner', async () => {
    const me = await customer(context())
    const code = unknownCode()
    const body = { shop_id: MERCARI, item_id: code, name: '  Áo khoác Uniqlo size M  ', price: 4800, note: 'Màu xanh' }
    const created = await describeItem(context(), me, body)
    expect(created.statusCode).toBe(201)
    const item = created.json().data
    expect(item).toMatchObject({
      shop_id: MERCARI,
      item_id: code,
      name: 'Áo khoác Uniqlo size M',
      price: 4800,
      confirmed_price: null,
      note: 'Màu xanh',
      url: `https://jp.mercari.com/item/${code}`,
    })
    expect(item.item_ref).toMatch(/^link-[A-Za-z0-9]{16}$/)
    // The same description again (a retry) is the same item.
    expect((await describeItem(context(), me, body)).json().data.item_ref).toBe(item.item_ref)

    expect((await context().app.inject({ url: `/api/link-items/${item.item_ref}`, headers: me.headers })).json().data).toEqual(item)
    const stranger = await customer(context())
    expect((await context().app.inject({ url: `/api/link-items/${item.item_ref}`, headers: stranger.headers })).statusCode).toBe(404)
    // The item's page finds the description again by the market's code — its owner only.
    const lookup = `/api/link-items?shop_id=${MERCARI}&item_id=${code}`
    expect((await context().app.inject({ url: lookup, headers: me.headers })).json().data).toEqual(item)
    expect((await context().app.inject({ url: lookup, headers: stranger.headers })).json()).toEqual({ data: null })
    expect((await context().app.inject({ url: `/api/link-items?shop_id=abc&item_id=${code}`, headers: me.headers })).statusCode).toBe(400)
    expect((await context().app.inject({ method: 'POST', url: '/api/link-items', payload: body })).statusCode).toBe(401)
  })

  it('refuses what cannot be bought by link, with a message in the request language', async () => {
    const me = await customer(context())
    const base = { shop_id: MERCARI, item_id: unknownCode(), name: 'Túi xách', price: 2000 }
    const refused = async (body: object, language = 'en') => {
      const response = await describeItem(context(), me, body, language)
      expect(response.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400)
      expect(response.statusCode, JSON.stringify(body)).toBeLessThan(500)
      return response.json()
    }
    expect((await refused({ ...base, name: '   ' }, 'vi')).errors.name).toEqual(['Vui lòng nhập tên sản phẩm.'])
    expect((await refused({ ...base, price: 0 })).errors.price).toEqual(['The price must be whole yen from 1 to 10,000,000.'])
    expect((await refused({ ...base, price: 12.5 }, 'ja')).errors.price).toEqual(['価格は1〜10,000,000円の整数で入力してください。'])
    expect((await refused({ ...base, price: undefined })).errors.price).toEqual(['Please enter the price in yen.'])
    expect((await refused({ ...base, shop_id: YAHOO_AUCTION })).errors.shop_id).toEqual(['Items of this market cannot be bought by link.'])
    expect((await refused({ ...base, shop_id: IKOM })).errors.shop_id).toEqual(['Items of this market cannot be bought by link.'])
    expect((await refused({ ...base, item_id: '../../etc/passwd' })).errors.item_id).toBeDefined()
    expect((await refused({ ...base, name: 'x'.repeat(201) })).errors.name).toBeDefined()
    expect((await refused({ ...base, note: 'x'.repeat(501) })).errors.note).toBeDefined()

    // An item the mirror knows is bought from its own page, at its market's price.
    const listed = (await context().app.inject({ url: '/catalog/v3/mercari' })).json().items[0] as { item_ref: string }
    const known = await describeItem(context(), me, { ...base, item_id: listed.item_ref })
    expect(known.statusCode).toBe(409)
    expect(known.json().message).toBe('We already have this item: buy it from its page.')
  })

  it('goes into the cart and an order at the stated price, marked by its reference', async () => {
    const me = await customer(context())
    const item = (
      await describeItem(context(), me, { shop_id: MERCARI, item_id: unknownCode(), name: 'Giày Onitsuka', price: 6500 })
    ).json().data
    const added = await putCart(context(), me, { shop_id: MERCARI, item_ref: item.item_ref, quantity: 1 })
    expect(added.statusCode).toBe(200)
    const group = added.json().data.find((entry: { shop_id: number }) => entry.shop_id === MERCARI)
    expect(group.products).toEqual([
      expect.objectContaining({
        item_ref: item.item_ref,
        name: 'Giày Onitsuka',
        price: 6500,
        found: true,
        sale_status: 'on_sale',
        // The cart line says its price waits for staff.
        price_pending: true,
      }),
    ])

    const addressId = await addressOf(context(), me)
    const order = await createOrder(context(), me, {
      order_info: { shipment_info: { address_id: addressId }, shipment_method_id: 'air', service_fee_currency_id: 'JPY' },
      items: [{ price: 1, quantity: 1, product: { shop_id: MERCARI, item_ref: item.item_ref } }],
    })
    expect(order.statusCode).toBe(201)
    expect(order.json().data.purchase_cost).toBe(Math.round(6500 * 1.1))
    const lines = await context().app.inject({ url: `/api/order/items?filter[order_id]=${order.json().data.id}`, headers: me.headers })
    expect(lines.json().data).toMatchObject([{ shop_id: MERCARI, item_ref: item.item_ref, price: 6500 }])
  })
})
