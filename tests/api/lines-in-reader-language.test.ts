import { and, eq } from 'drizzle-orm'
import { afterEach, expect, it } from 'vitest'
import { inLanguage } from '@shared/markets/listing-facts'
import { findShop } from '@shared/shops/registry'
import { marketListings } from '@server/modules/markets'
import { orders } from '@server/modules/orders/tables'
import { auctionRow, bid, eventually, fixtureStaffToken, freshLot, permit, YAHOO_AUCTION } from './support/auction-fixtures'
import { addressOf, createOrder, customer, putCart, type Customer } from './support/shop-fixtures'
import { bearer } from './support/staff'
import { describeEachDriver, type TestContext } from './support/test-app'

const MINUTE = 60_000
const NIKE = 2

type FeedItem = { kind: string; title: string; body: string }

async function feed(context: TestContext, who: Customer, language: string): Promise<FeedItem[]> {
  const response = await context.app.inject({ url: '/api/notifications', headers: { ...who.headers, 'accept-language': language } })
  return response.json().data
}

async function logNames(context: TestContext, who: Customer, language: string): Promise<string[]> {
  const response = await context.app.inject({ url: '/api/order/auction-logs', headers: { ...who.headers, 'accept-language': language } })
  return response.json().data.map((item: { data: string }) => JSON.parse(item.data).name)
}

describeEachDriver(
  'lots and order lines in the reader’s language, with their shop and variant',
  (context) => {
    afterEach(() => context().clock.reset())

    it('outbid, won and lost notices, the auction log and the won order’s line name the lot as its page does in each language', async () => {
      const { app, integrations, clock } = context()
      const [alice, bob] = await Promise.all([customer(context()), customer(context())])
      await Promise.all([permit(context(), alice), permit(context(), bob)])
      const lot = await freshLot(context(), { endsInMs: 30 * MINUTE })
      const names = { vi: `Máy ảnh Nikon F3 ${lot.lotId}`, en: `Nikon F3 camera ${lot.lotId}` }
      const where = and(eq(marketListings.shopId, YAHOO_AUCTION), eq(marketListings.itemRef, lot.lotId))
      const [listing] = await context()
        .database.db.update(marketListings)
        .set({ nameVi: names.vi, nameEn: names.en })
        .where(where)
        .returning({ ja: marketListings.name })
      // The lot page names it so, in English.
      const page = await app.inject({ url: `/catalog/v3/yahoo-auction/detail?id=${lot.lotId}`, headers: { 'accept-language': 'en' } })
      expect(page.json().data).toMatchObject({ name: names.en, original_name: listing.ja })

      const first = await bid(context(), alice, lot.url, 3000)
      expect(first.statusCode, first.body).toBe(200)
      expect((await bid(context(), bob, lot.url, 5000)).statusCode).toBe(200)

      const outbid = (items: FeedItem[]) => items.find((item) => item.kind === 'outbid')!.body
      expect(outbid(await feed(context(), alice, 'en'))).toContain(names.en)
      expect(outbid(await feed(context(), alice, 'vi'))).toContain(names.vi)
      const inJapanese = outbid(await feed(context(), alice, 'ja'))
      expect(inJapanese).toContain(listing.ja)
      expect(inJapanese).not.toContain(names.en)
      expect(await logNames(context(), alice, 'en')).toEqual([names.en])
      expect(await logNames(context(), alice, 'vi')).toEqual([names.vi])

      const row = await auctionRow(context(), lot.lotId)
      clock.set(new Date(lot.endTime.getTime() + 1000))
      await integrations.jobs.send('auction.close', { auctionId: row.id, endsAt: row.endsAt.getTime() })
      await eventually(async () => (await auctionRow(context(), lot.lotId)).closedAt)

      expect((await feed(context(), bob, 'en')).find((item) => item.kind === 'won')!.body).toContain(names.en)
      expect((await feed(context(), alice, 'en')).find((item) => item.kind === 'lost')!.body).toContain(names.en)
      expect((await feed(context(), alice, 'vi')).find((item) => item.kind === 'lost')!.body).toContain(names.vi)

      const [won] = await context().database.db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, bob.id))
      const listed = async (language: string) =>
        (await app.inject({ url: '/api/orders?append=first_item', headers: { ...bob.headers, 'accept-language': language } })).json()
          .data[0]
      expect(await listed('en')).toMatchObject({ id: won.id, first_item: { product: { name: names.en }, shop_name: 'Yahoo Auction' } })
      expect((await listed('vi')).first_item.product.name).toBe(names.vi)
      const lines = await app.inject({
        url: `/api/order/items?filter[order_id]=${won.id}&include=product`,
        headers: { ...bob.headers, 'accept-language': 'en' },
      })
      expect(lines.json().data[0]).toMatchObject({
        product: { name: names.en },
        shop_name: 'Yahoo Auction',
        shop_logo: expect.stringContaining('yahoo-auction'),
      })
    })

    it('an order from a cart line with a size keeps the size and the shop, for the customer and in the console', async () => {
      const { app } = context()
      const me = await customer(context())
      const addressId = await addressOf(context(), me)
      const itemRef = 'DD1391-100.26_5'
      expect((await putCart(context(), me, { shop_id: NIKE, item_ref: itemRef, quantity: 1 })).statusCode).toBe(200)
      // The cart names it in the reader's language too, as the listing's page does.
      const [shoe] = await context()
        .database.db.select({ ja: marketListings.name, vi: marketListings.nameVi, en: marketListings.nameEn })
        .from(marketListings)
        .where(and(eq(marketListings.shopId, NIKE), eq(marketListings.itemRef, 'DD1391-100')))
      const cartName = async (language: string) =>
        (await app.inject({ url: `/catalog/cart/${me.id}`, headers: { ...me.headers, 'accept-language': language } })).json().data[0]
          .products[0].name
      for (const language of ['vi', 'en', 'ja'] as const) expect(await cartName(language)).toBe(inLanguage(shoe, language))
      expect(new Set([shoe.vi, shoe.en, shoe.ja]).size).toBe(3)
      const created = await createOrder(context(), me, {
        order_info: { shipment_info: { address_id: addressId }, shipment_method_id: 'air', service_fee_currency_id: 'VND' },
        items: [{ price: 1, quantity: 1, product: { shop_id: NIKE, item_ref: itemRef, price: 1, name: 'what the client says' } }],
      })
      expect(created.statusCode).toBe(201)
      const order = created.json().data
      const kept = { item_ref: itemRef, variant: '26.5cm', shop_name: 'Nike', shop_logo: expect.stringContaining('nike') }
      expect(order.first_item).toMatchObject(kept)

      const lines = await app.inject({ url: `/api/order/items?filter[order_id]=${order.id}&include=product`, headers: me.headers })
      expect(lines.json().data).toEqual([expect.objectContaining(kept)])
      const list = await app.inject({ url: '/api/orders?append=first_item', headers: me.headers })
      expect(list.json().data[0].first_item).toMatchObject(kept)

      const detail = await app.inject({ url: `/api/admin/orders/${order.id}`, headers: bearer(await fixtureStaffToken(context())) })
      expect(detail.statusCode).toBe(200)
      expect(detail.json().data.items).toEqual([expect.objectContaining(kept)])
      expect(findShop(NIKE)?.name).toBe('Nike')
    })
  },
  { jobQueue: true },
)
