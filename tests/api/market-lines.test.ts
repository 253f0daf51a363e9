import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { priceWithTax } from '@shared/orders/totals'
import { IKOM_ID } from '@shared/shops/registry'
import { ownCatalogueSource } from '@server/modules/catalog/purchasable'
import { createPurchasing, type ItemQuote, type PurchasableSource } from '@server/modules/purchasing'
import { addressOf, createOrder, customer, productsOf, putCart, type Customer } from './support/shop-fixtures'
import { describeEachDriver, type TestContext } from './support/test-app'

const MERCARI = 4
const YAHOO_AUCTION = 8
const AMAZON = 3

type MarketItem = Pick<ItemQuote, 'name' | 'price' | 'saleStatus'> & Partial<ItemQuote>

/**
 * A market connector stand-in for Mercari and Yahoo Auction: items live in a map the tests change
 * (a new price, an ended listing, an item the market forgets). One per suite, so per driver.
 */
function testMarket() {
  const items = new Map<string, MarketItem>()
  const source: PurchasableSource = {
    shopIds: [MERCARI, YAHOO_AUCTION],
    async quote(shopId, itemRefs) {
      const found = itemRefs.flatMap((itemRef): ItemQuote[] => {
        const item = items.get(`${shopId}/${itemRef}`)
        if (!item) return []
        return [
          {
            shopId,
            itemRef,
            initialPrice: item.price,
            taxPercent: 10,
            maxQuantity: 1,
            weightGrams: 800,
            imageUrl: `https://static.mercdn.net/item/${itemRef}.jpg`,
            url: `https://jp.mercari.com/item/${itemRef}`,
            variant: '',
            shopName: 'Mercari',
            shopLogo: '/media/shops/mercari.svg',
            ...item,
          },
        ]
      })
      return new Map(found.map((quote) => [quote.itemRef, quote]))
    },
  }
  return {
    source,
    set: (shopId: number, itemRef: string, item: MarketItem | null) =>
      void (item ? items.set(`${shopId}/${itemRef}`, item) : items.delete(`${shopId}/${itemRef}`)),
  }
}

const markets = new Map<string, ReturnType<typeof testMarket>>()

/** A fresh Mercari reference per test (the suites of both drivers share the emulator, not the market). */
const mercariRef = () => `m${String(Math.floor(Math.random() * 1e11)).padStart(11, '0')}`

function orderBody(addressId: number, products: { product: object; quantity: number }[]) {
  return {
    order_info: { shipment_info: { address_id: addressId }, shipment_method_id: 'air', service_fee_currency_id: 'JPY' },
    items: products.map((line) => ({ price: 1, quantity: line.quantity, product: line.product })),
  }
}

async function cartOf(context: TestContext, who: Customer) {
  const response = await context.app.inject({ url: `/catalog/cart/${who.id}`, headers: who.headers })
  return response.json().data as { shop_id: number; shop_name: string; shop_logo: string; products: Record<string, unknown>[] }[]
}

describeEachDriver(
  'cart and orders with an own-shop product and a market item',
  (context) => {
    const market = () => markets.get(context().driver)!

    it('holds our product and a market item in one cart, one group per shop, the market item priced by its source', async () => {
      const me = await customer(context())
      const [own] = await productsOf(context(), IKOM_ID, 1)
      const ref = mercariRef()
      market().set(MERCARI, ref, { name: 'Áo khoác Uniqlo', price: 4500, initialPrice: 5000, saleStatus: 'on_sale', variant: 'Size M' })

      expect((await putCart(context(), me, { product_id: own.id, quantity: 2 })).statusCode).toBe(200)
      const added = await putCart(context(), me, { shop_id: MERCARI, item_ref: ref, quantity: 1 })
      expect(added.statusCode).toBe(200)
      const cart = await cartOf(context(), me)
      expect(added.json().data).toEqual(cart)
      expect(cart.map((group) => [group.shop_id, group.shop_name, group.shop_logo])).toEqual([
        [IKOM_ID, 'ikom', '/media/shops/ikom.svg'],
        [MERCARI, 'Mercari', '/media/shops/mercari.svg'],
      ])
      expect(cart[0].products).toMatchObject([{ id: own.id, product_id: own.id, item_ref: String(own.id), found: true, quantity: 2 }])
      expect(cart[1].products).toEqual([
        {
          id: null,
          product_id: null,
          item_ref: ref,
          found: true,
          name: 'Áo khoác Uniqlo',
          price: 4500,
          init_price: 5000,
          tax_percent: 10,
          image_url: `https://static.mercdn.net/item/${ref}.jpg`,
          url: `/other-market/4/${ref}`,
          shop_id: MERCARI,
          variant: 'Size M',
          quantity: 1,
          sale_status: 'on_sale',
          max_quantity: 1,
          price_pending: false,
        },
      ])
    })

    it('refuses what a source cannot sell, in the request language, and a shop or reference that is not one', async () => {
      const me = await customer(context())
      const sold = mercariRef()
      const auction = `x${Date.now()}`
      const fine = mercariRef()
      market().set(MERCARI, sold, { name: 'Giày Nike cũ', price: 3000, saleStatus: 'sold_out' })
      market().set(YAHOO_AUCTION, auction, { name: 'Máy ảnh Canon', price: 12000, saleStatus: 'ended' })
      market().set(MERCARI, fine, { name: 'Túi xách', price: 2000, saleStatus: 'on_sale' })
      const put = (body: object, language = 'en') => putCart(context(), me, body, me.id, language).then((response) => response.json())

      expect(await put({ shop_id: MERCARI, item_ref: sold, quantity: 1 })).toMatchObject({
        code: 'cartProductSoldOut',
        message: 'The product "Giày Nike cũ" is sold out.',
        errors: { item_ref: ['The product "Giày Nike cũ" is sold out.'] },
      })
      expect(await put({ shop_id: YAHOO_AUCTION, item_ref: auction, quantity: 1 }, 'vi')).toMatchObject({
        code: 'cartProductEnded',
        message: 'Sản phẩm "Máy ảnh Canon" đã kết thúc bán (tin đăng hoặc phiên đấu giá đã đóng).',
      })
      expect(await put({ shop_id: MERCARI, item_ref: fine, quantity: 2 })).toMatchObject({
        code: 'cartQuantityTooLarge',
        errors: { quantity: ['The quantity is more than the shop can sell (1 at most).'] },
      })
      expect(await put({ shop_id: MERCARI, item_ref: mercariRef(), quantity: 1 }, 'ja')).toMatchObject({
        code: 'cartProductNotFound',
        message: '商品が見つかりません。',
      })
      // A market without a source (no connector yet) knows no item.
      expect((await put({ shop_id: AMAZON, item_ref: 'B0CHX1W1XY', quantity: 1 })).code).toBe('cartProductNotFound')

      for (const hostile of [
        { shop_id: 9999, item_ref: fine },
        { item_ref: fine },
        { shop_id: MERCARI, item_ref: '../admin' },
        { shop_id: MERCARI, item_ref: 'a\u0000b' },
        { shop_id: MERCARI, item_ref: 'x'.repeat(129) },
        { shop_id: MERCARI, item_ref: 42 },
      ]) {
        const response = await putCart(context(), me, { ...hostile, quantity: 1 }, me.id, 'en')
        expect(response.statusCode, JSON.stringify(hostile)).toBe(400)
        expect(response.json().message).toEqual(expect.any(String))
      }
      expect(await cartOf(context(), me)).toEqual([])
    })

    it('orders from it: one order per shop, the market line priced by its source now, kept with its reference and snapshot', async () => {
      const me = await customer(context())
      const addressId = await addressOf(context(), me)
      const [own] = await productsOf(context(), IKOM_ID, 1)
      const ref = mercariRef()
      market().set(MERCARI, ref, { name: 'Áo khoác Uniqlo', price: 4500, saleStatus: 'on_sale', variant: 'Size M' })
      await putCart(context(), me, { product_id: own.id, quantity: 1 })
      await putCart(context(), me, { shop_id: MERCARI, item_ref: ref, quantity: 1 })
      // The seller lowers the price after the customer added it: the order takes today's price.
      market().set(MERCARI, ref, { name: 'Áo khoác Uniqlo', price: 4200, saleStatus: 'on_sale', variant: 'Size M' })

      const mixed = await createOrder(
        context(),
        me,
        orderBody(addressId, [
          { product: { id: own.id, shop_id: IKOM_ID, item_ref: String(own.id) }, quantity: 1 },
          { product: { shop_id: MERCARI, item_ref: ref }, quantity: 1 },
        ]),
      )
      expect(mixed.json().code).toBe('orderMixedShops')

      const key = randomUUID()
      const marketOrder = orderBody(addressId, [{ product: { shop_id: MERCARI, item_ref: ref, name: 'ignored', price: 1 }, quantity: 1 }])
      const created = await createOrder(context(), me, marketOrder, key)
      expect(created.statusCode).toBe(201)
      const order = created.json().data
      expect(order).toMatchObject({
        shop_id: MERCARI,
        items_count: 1,
        purchase_cost: priceWithTax(4200),
        first_item: {
          product_id: null,
          shop_id: MERCARI,
          item_ref: ref,
          price: 4200,
          quantity: 1,
          product: { id: null, name: 'Áo khoác Uniqlo', url: `/other-market/4/${ref}` },
        },
      })
      const replay = await createOrder(context(), me, marketOrder, key)
      expect(replay.statusCode).toBe(200)
      expect(replay.json().data.id).toBe(order.id)

      // The ordered market line left the cart; our product is still there, and orders from it too.
      expect((await cartOf(context(), me)).map((group) => group.shop_id)).toEqual([IKOM_ID])
      const ownOrder = await createOrder(
        context(),
        me,
        orderBody(addressId, [{ product: { id: own.id, shop_id: IKOM_ID, item_ref: String(own.id) }, quantity: 1 }]),
      )
      expect(ownOrder.json().data.first_item).toMatchObject({ product_id: own.id, shop_id: IKOM_ID, item_ref: String(own.id) })
      expect(await cartOf(context(), me)).toEqual([])

      // What was ordered stays as ordered when the market later forgets the item.
      market().set(MERCARI, ref, null)
      const items = await context().app.inject({
        url: `/api/order/items?filter[order_id]=${order.id}&include=product&append=currency_id`,
        headers: me.headers,
      })
      expect(items.json().data).toMatchObject([
        { shop_id: MERCARI, item_ref: ref, price: 4200, currency_id: 'JPY', product: { name: 'Áo khoác Uniqlo' } },
      ])
    })

    it('refuses to order a market item its source now says sold out, ended or gone', async () => {
      const me = await customer(context())
      const addressId = await addressOf(context(), me)
      const ref = mercariRef()
      market().set(MERCARI, ref, { name: 'Đồng hồ Seiko', price: 9000, saleStatus: 'on_sale' })
      await putCart(context(), me, { shop_id: MERCARI, item_ref: ref, quantity: 1 })
      const order = () => createOrder(context(), me, orderBody(addressId, [{ product: { shop_id: MERCARI, item_ref: ref }, quantity: 1 }]))

      market().set(MERCARI, ref, { name: 'Đồng hồ Seiko', price: 9000, saleStatus: 'sold_out' })
      expect((await order()).json()).toMatchObject({ code: 'cartProductSoldOut', errors: { 'items.0': [expect.any(String)] } })
      market().set(MERCARI, ref, null)
      expect((await order()).json().code).toBe('cartProductNotFound')
      expect((await context().app.inject({ url: '/api/orders', headers: me.headers })).json().total).toBe(0)
    })

    it('shows a market line whose item its source forgot from its snapshot, and removes it by (shop, reference)', async () => {
      const me = await customer(context())
      const ref = mercariRef()
      market().set(MERCARI, ref, { name: 'Búp bê Sylvanian', price: 1800, saleStatus: 'on_sale' })
      await putCart(context(), me, { shop_id: MERCARI, item_ref: ref, quantity: 1 })
      market().set(MERCARI, ref, null)

      const [group] = await cartOf(context(), me)
      expect(group.products).toEqual([
        expect.objectContaining({
          id: null,
          item_ref: ref,
          found: false,
          name: 'Búp bê Sylvanian',
          image_url: `https://static.mercdn.net/item/${ref}.jpg`,
          price: 0,
          sale_status: '',
          max_quantity: 0,
        }),
      ])
      const cleared = await context().app.inject({
        method: 'POST',
        url: `/catalog/cart/clear-cart/${me.id}`,
        headers: me.headers,
        payload: { items: [{ shop_id: MERCARI, item_ref: ref }] },
      })
      expect(cleared.json()).toEqual({ data: [] })
    })
  },
  {
    purchasing: (database) => {
      const market = testMarket()
      markets.set(database.driver, market)
      return createPurchasing([ownCatalogueSource(database.db), market.source])
    },
  },
)
