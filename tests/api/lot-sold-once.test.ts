import { and, desc, eq, gt, isNotNull } from 'drizzle-orm'
import { afterEach, expect, it } from 'vitest'
import { ecoringStep } from '@shared/auctions'
import { translate } from '@server/i18n/messages'
import { auctions, ecoringLots } from '@server/modules/auctions/tables'
import { cartItems } from '@server/modules/cart/tables'
import { soldItems } from '@server/modules/orders/tables'
import { auctionRow, bid, eventually, freshLot, permit, YAHOO_AUCTION, ordersOfLot } from './support/auction-fixtures'
import { addressOf, createOrder, customer, type Customer, productsOf, putCart } from './support/shop-fixtures'
import { describeEachDriver, type TestContext } from './support/test-app'

const ECORING = 12
const MINUTE = 60_000

/** A customer who may bid (both venues), with an address to order to. */
async function bidder(context: TestContext) {
  const who = await customer(context)
  await Promise.all([permit(context, who, 'auction'), permit(context, who, 'ecoring')])
  return { ...who, addressId: await addressOf(context, who) }
}

/** A cart line for the lot written as an older server let it be written, before auction lots left the cart. */
async function legacyCartLine(context: TestContext, who: Customer, shopId: number, itemRef: string, price: number) {
  await context.database.db.insert(cartItems).values({ userId: who.id, shopId, itemRef, quantity: 1, name: itemRef, price })
}

function checkout(context: TestContext, who: Customer & { addressId: number }, shopId: number, itemRef: string) {
  return createOrder(context, who, {
    order_info: { shipment_info: { address_id: who.addressId }, shipment_method_id: 'air', service_fee_currency_id: 'VND' },
    items: [{ price: 1, quantity: 1, product: { shop_id: shopId, item_ref: itemRef, price: 1, name: 'the lot' } }],
  })
}

/** A timelimit Ecoring lot no test of this file bid on yet, ending in the future. */
async function openEcoringLot(context: TestContext) {
  const [lot] = await context.database.db
    .select()
    .from(ecoringLots)
    .where(and(eq(ecoringLots.kind, 'timelimit'), isNotNull(ecoringLots.startPrice), gt(ecoringLots.endTime, context.clock.now())))
    .orderBy(desc(ecoringLots.position), desc(ecoringLots.id))
    .limit(1)
  return lot
}

function ecoringBid(context: TestContext, who: Customer, lotId: string, price: number) {
  return context.app.inject({
    method: 'POST',
    url: '/catalog/ecoring/bid',
    headers: { ...who.headers, 'accept-language': 'en' },
    payload: { item: lotId, bid_price: price, user_id: who.id, device_token: '' },
  })
}

describeEachDriver(
  'a lot is sold once',
  (context) => {
    afterEach(() => context().clock.reset())

    it('checkouts and buy-now bids racing on one Yahoo Auction lot: one order, every other attempt refused with its reason', async () => {
      const lot = await freshLot(context(), { buyNowPrice: 5000, endsInMs: 2 * 60 * MINUTE })
      const people = await Promise.all(Array.from({ length: 6 }, () => bidder(context())))
      const [shoppers, buyers] = [people.slice(0, 3), people.slice(3)]
      for (const who of shoppers) await legacyCartLine(context(), who, YAHOO_AUCTION, lot.lotId, 5000)

      const [checkouts, bids] = await Promise.all([
        Promise.all(shoppers.map((who) => checkout(context(), who, YAHOO_AUCTION, lot.lotId))),
        Promise.all(buyers.map((who) => bid(context(), who, lot.url, 5000))),
      ])

      // A checkout priced before the buy-out is told the lot sells by bidding; one priced after, that it has ended.
      for (const refused of checkouts) {
        expect(refused.statusCode).toBe(422)
        const { code, message } = refused.json()
        expect(['cartAuctionLot', 'cartProductEnded']).toContain(code)
        expect(message).toBe(translate('en', code, { product: lot.name }))
      }
      const bought = bids.filter((answer) => answer.statusCode === 200)
      expect(bought).toHaveLength(1)
      expect(bought[0].json().message).toBe(translate('en', 'auctionBought', { price: '￥5,000' }))
      for (const refused of bids.filter((answer) => answer.statusCode !== 200)) {
        expect(refused.statusCode).toBe(422)
        expect(refused.json().message).toBe(translate('en', 'auctionEnded'))
      }
      const buyer = buyers[bids.indexOf(bought[0])]

      // The buy-now bid closes the lot at once: the buyer's order, and only it.
      await eventually(async () => (await auctionRow(context(), lot.lotId)).closedAt)
      const lines = await ordersOfLot(context(), YAHOO_AUCTION, lot.lotId)
      expect(lines).toEqual([{ orderId: expect.any(Number), customerId: buyer.id, price: 5000 }])
      const [sale] = await context().database.db.select().from(soldItems).where(eq(soldItems.itemRef, lot.lotId))
      expect(sale).toMatchObject({ shopId: YAHOO_AUCTION, orderId: lines[0].orderId })

      // Closed and bought out: the cart, the checkout and bidding all refuse it now, saying it has ended.
      const late = people[0]
      const cartAnswer = await putCart(context(), late, { shop_id: YAHOO_AUCTION, item_ref: lot.lotId, quantity: 1 })
      expect(cartAnswer.json().code).toBe('cartProductEnded')
      expect((await checkout(context(), late, YAHOO_AUCTION, lot.lotId)).json().code).toBe('cartProductEnded')
      expect((await bid(context(), late, lot.url, 9000)).json().message).toBe(translate('en', 'auctionEnded'))
      expect(await ordersOfLot(context(), YAHOO_AUCTION, lot.lotId)).toHaveLength(1)
    })

    it('an Ecoring lot: bids and checkouts racing, closings run twice at once, one order for its winner', async () => {
      const lot = await openEcoringLot(context())
      const people = await Promise.all(Array.from({ length: 4 }, () => bidder(context())))
      const step = ecoringStep(lot.bidStepUnit)
      const opening = Math.ceil(lot.startPrice! / step) * step
      const [bids, checkouts] = await Promise.all([
        Promise.all(people.map((who, index) => ecoringBid(context(), who, lot.id, opening + step * (index + 1)))),
        Promise.all(people.map((who) => checkout(context(), who, ECORING, lot.id))),
      ])
      // Bids racing each other may find a higher one first (below the minimum then): the lot takes at least one.
      expect(bids.some((answer) => answer.statusCode === 200)).toBe(true)
      for (const refused of checkouts) expect(refused.json()).toMatchObject({ code: 'cartAuctionLot' })
      expect((await putCart(context(), people[0], { shop_id: ECORING, item_ref: lot.id, quantity: 1 })).json().code).toBe('cartAuctionLot')

      context().clock.set(new Date(lot.endTime!.getTime() + 1000))
      const [row] = await context().database.db.select().from(auctions).where(eq(auctions.lotId, lot.id))
      const results = await Promise.all([context().integrations.auctions.close(row.id), context().integrations.auctions.close(row.id)])
      expect(results.sort()).toEqual(['already-closed', 'closed'])
      const lines = await ordersOfLot(context(), ECORING, lot.id)
      const [closed] = await context().database.db.select().from(auctions).where(eq(auctions.id, row.id))
      expect(lines).toEqual([{ orderId: expect.any(Number), customerId: Number(closed.leader!.slice(1)), price: closed.price }])
    })

    it('a lot an order already holds (bought before lots were sold once) closes with no second order', async () => {
      const lot = await freshLot(context(), { endsInMs: 30 * MINUTE })
      const [earlier, alice] = await Promise.all([bidder(context()), bidder(context())])
      const [product] = await productsOf(context(), 390, 1)
      const own = await createOrder(context(), earlier, {
        order_info: { shipment_info: { address_id: earlier.addressId }, shipment_method_id: 'air', service_fee_currency_id: 'VND' },
        items: [{ price: 1, quantity: 1, product: { id: product.id, price: 1, name: 'x' } }],
      })
      await context().database.db.insert(soldItems).values({ shopId: YAHOO_AUCTION, itemRef: lot.lotId, orderId: own.json().data.id })
      expect((await bid(context(), alice, lot.url, 4000)).statusCode).toBe(200)
      context().clock.set(new Date(lot.endTime.getTime() + 1000))
      const row = await auctionRow(context(), lot.lotId)
      expect(await context().integrations.auctions.close(row.id)).toBe('closed')
      expect(await ordersOfLot(context(), YAHOO_AUCTION, lot.lotId)).toEqual([])
      const log = (await context().app.inject({ url: '/api/order/auction-logs', headers: alice.headers })).json().data[0]
      expect(log).toMatchObject({ status: 'final-missing-top', order_id: null })
    })
  },
  { jobQueue: true, env: { RATE_LIMIT_BIDS: '1000/1m' } },
)
