import { and, desc, eq, gt, isNotNull } from 'drizzle-orm'
import { afterEach, beforeAll, expect, it } from 'vitest'
import type { AuctionDesk, DeskLot } from '@shared/auctions'
import { translate } from '@server/i18n/messages'
import { auditEntries } from '@server/modules/audit/tables'
import { auctionEntries, ecoringLots } from '@server/modules/auctions/tables'
import { auctionRow, bid, eventually, freshLot, kindsOf, permit, YAHOO_AUCTION, ordersOfLot } from './support/auction-fixtures'
import { customer } from './support/shop-fixtures'
import { bearer, signUpStaff } from './support/staff'
import { describeEachDriver, type TestContext } from './support/test-app'

const MINUTE = 60_000

async function bidder(context: TestContext) {
  const who = await customer(context)
  await Promise.all([permit(context, who, 'auction'), permit(context, who, 'ecoring')])
  return who
}

describeEachDriver(
  'auction desk (desk bridge)',
  (context) => {
    let staff: Record<string, string>
    beforeAll(async () => {
      staff = { ...bearer((await signUpStaff(context())).token), 'accept-language': 'en' }
    })
    afterEach(() => context().clock.reset())

    const desk = async (): Promise<AuctionDesk> => {
      const response = await context().app.inject({ url: '/api/admin/auction-desk', headers: staff })
      expect(response.statusCode).toBe(200)
      return response.json().data
    }
    const deskLotOf = async (lotId: string): Promise<DeskLot | undefined> => (await desk()).lots.find((lot) => lot.lot_id === lotId)
    const action = (id: number, what: 'placed' | 'yahoo-price' | 'result', payload: object, headers = staff) =>
      context().app.inject({ method: 'POST', url: `/api/admin/auction-desk/${id}/${what}`, headers, payload })

    it('carries the shop’s bid to Yahoo and Yahoo’s price and result back: placed, changed, outbid, won at ¥P once', async () => {
      const [alice, bob] = await Promise.all([bidder(context()), bidder(context())])
      const lot = await freshLot(context(), { endsInMs: 60 * MINUTE })

      // A customer bids: the desk shows the shop's bid to place (our leader's maximum).
      expect((await bid(context(), alice, lot.url, 5000)).statusCode).toBe(200)
      let onDesk = await deskLotOf(lot.lotId)
      expect(onDesk).toMatchObject({ status: 'bid_to_place', shop_bid: 5000, leader: { id: alice.id }, changed: false, placed: null })
      expect(onDesk?.venue_url).toContain(lot.lotId)
      expect((await desk()).bids_to_place).toBeGreaterThanOrEqual(1)
      const id = onDesk!.id

      // Staff placed it: recorded and audited.
      const placed = await action(id, 'placed', { amount: 5000 })
      expect(placed.statusCode).toBe(200)
      expect(placed.json().data).toMatchObject({ status: 'placed', changed: false, placed: { amount: 5000 } })
      const audit = await context()
        .database.db.select()
        .from(auditEntries)
        .where(and(eq(auditEntries.subjectType, 'auction'), eq(auditEntries.subjectId, String(id))))
      expect(audit.map((entry) => entry.action)).toEqual(['auction.desk.placed'])

      // A second customer's higher maximum: the leader changed since the placing.
      expect((await bid(context(), bob, lot.url, 8000)).statusCode).toBe(200)
      onDesk = await deskLotOf(lot.lotId)
      expect(onDesk).toMatchObject({ status: 'bid_to_place', shop_bid: 8000, leader: { id: bob.id }, changed: true })
      expect((await action(id, 'placed', { amount: 8000 })).json().data).toMatchObject({ status: 'placed', changed: false })

      // Yahoo's price is now above Bob's maximum: he is outbid in the engine and told, as by a real outside bid.
      const newEnd = Math.floor((lot.endTime.getTime() + 10 * MINUTE) / 1000)
      const priced = await action(id, 'yahoo-price', { price: 9000, ends_at: newEnd })
      expect(priced.statusCode).toBe(200)
      expect(priced.json().data).toMatchObject({ shop_bid: null, leader: null, yahoo: { price: 9000, ends_at: newEnd }, ends_at: newEnd })
      expect((await auctionRow(context(), lot.lotId)).endsAt.getTime()).toBe(newEnd * 1000)
      expect(await kindsOf(context(), bob)).toContain('outbid')
      const [bobsEntry] = await context()
        .database.db.select()
        .from(auctionEntries)
        .where(and(eq(auctionEntries.auctionId, id), eq(auctionEntries.customerId, bob.id)))
      expect(bobsEntry.status).toBe('missing-top')

      // Bob bids again above Yahoo's price: a new bid to place.
      expect((await bid(context(), bob, lot.url, 12_000)).statusCode).toBe(200)
      expect(await deskLotOf(lot.lotId)).toMatchObject({ status: 'bid_to_place', shop_bid: 12_000, leader: { id: bob.id }, changed: true })
      expect((await action(id, 'placed', { amount: 12_000 })).statusCode).toBe(200)

      // What a real operator cannot record.
      const tooHigh = await action(id, 'placed', { amount: 12_001 })
      expect(tooHigh.statusCode).toBe(422)
      expect(tooHigh.json().message).toBe(translate('en', 'deskPlacedAboveMax', { max: '￥12,000' }))
      const early = await action(id, 'result', { outcome: 'won', price: 10_000 })
      expect(early.statusCode).toBe(422)
      expect(early.json().message).toBe(translate('en', 'deskResultTooEarly'))
      const aboveMax = await action(id, 'result', { outcome: 'won', price: 12_500, ended_early: true })
      expect(aboveMax.statusCode).toBe(422)
      expect(aboveMax.json().message).toBe(translate('en', 'deskWonAboveMax', { max: '￥12,000' }))
      const ja = await action(id, 'result', { outcome: 'won', price: 8500, ended_early: true }, { ...staff, 'accept-language': 'ja' })
      expect(ja.json().message).toBe(translate('ja', 'deskWonBelowYahoo', { yahoo: '￥9,000' }))
      for (const payload of [
        { outcome: 'won', price: 1.5 },
        { outcome: 'won', price: -1 },
        { outcome: 'maybe' },
        { outcome: 'won', price: '10000' },
      ])
        expect((await action(id, 'result', payload)).statusCode, JSON.stringify(payload)).toBe(400)
      for (const payload of [{ amount: 0 }, { amount: 'x' }, {}, { amount: 5000, extra: 1 }])
        expect((await action(id, 'placed', payload)).statusCode, JSON.stringify(payload)).toBe(400)
      expect((await action(999_999, 'placed', { amount: 1000 })).statusCode).toBe(404)
      expect(await ordersOfLot(context(), YAHOO_AUCTION, lot.lotId)).toEqual([])

      // The end passes with no result: the closing guesses nothing, the lot waits as "result needed".
      context().clock.set(new Date(newEnd * 1000 + 1000))
      const row = await auctionRow(context(), lot.lotId)
      expect(await context().integrations.auctions.close(row.id)).toBe('result-needed')
      // The closing job itself, run to completion: it writes nothing either.
      const job = await context().integrations.jobs.send('auction.close', { auctionId: row.id, endsAt: newEnd * 1000 })
      await eventually(async () => (await context().integrations.jobs.findJob('auction.close', job!))?.state === 'completed', 15_000)
      expect(await deskLotOf(lot.lotId)).toMatchObject({ status: 'result_needed' })
      expect((await desk()).results_needed).toBeGreaterThanOrEqual(1)
      const dashboard = (await context().app.inject({ url: '/api/admin/dashboard', headers: staff })).json().data
      expect(dashboard.results_needed).toBeGreaterThanOrEqual(1)
      expect(dashboard.bids_to_place).toEqual(expect.any(Number))
      expect(await ordersOfLot(context(), YAHOO_AUCTION, lot.lotId)).toEqual([])
      expect((await auctionRow(context(), lot.lotId)).closedAt).toBeNull()

      // Won at ¥10,000: exactly one order at that price for the winner; won and lost notices.
      const won = await action(id, 'result', { outcome: 'won', price: 10_000 })
      expect(won.statusCode).toBe(200)
      expect(won.json().data).toMatchObject({ outcome: 'won', price: 10_000, order_id: expect.any(Number) })
      const lines = await ordersOfLot(context(), YAHOO_AUCTION, lot.lotId)
      expect(lines).toEqual([{ orderId: won.json().data.order_id, customerId: bob.id, price: 10_000 }])
      expect(await kindsOf(context(), bob)).toContain('won')
      expect(await kindsOf(context(), alice)).toContain('lost')
      expect((await auctionRow(context(), lot.lotId)).price).toBe(10_000)
      // Bob's deposit became the won order's first payment; Alice's hold went back to her available money.
      const order = (await context().app.inject({ url: `/api/orders/${won.json().data.order_id}`, headers: bob.headers })).json().data
      expect(order.amount_paid).toBeGreaterThan(0)
      expect(order.amount_due).toBe(order.total_payment - order.amount_paid)
      const alicesWallet = (await context().app.inject({ url: '/api/wallet/users?filter[currency_id]=VND', headers: alice.headers })).json()
        .data[0]
      expect(alicesWallet.amount_available_for_payment).toBe(alicesWallet.balance)
      // Once: a second result, the closing job, a late bid change nothing.
      expect((await action(id, 'result', { outcome: 'lost' })).statusCode).toBe(422)
      expect(await context().integrations.auctions.close(row.id)).toBe('already-closed')
      expect(await ordersOfLot(context(), YAHOO_AUCTION, lot.lotId)).toHaveLength(1)
      expect(await deskLotOf(lot.lotId)).toBeUndefined()
      const results = await context().database.db.select().from(auditEntries).where(eq(auditEntries.action, 'auction.desk.result'))
      expect(results.filter((entry) => entry.subjectId === String(id))).toHaveLength(1)
    })

    it('lost at Yahoo: every bidder hears lost, no order; an Ecoring lot is on the desk with the shop’s bid and waits for its result', async () => {
      const alice = await bidder(context())
      const lot = await freshLot(context(), { endsInMs: 30 * MINUTE })
      await bid(context(), alice, lot.url, 3000)
      const onDesk = (await deskLotOf(lot.lotId))!
      const lost = await action(onDesk.id, 'result', { outcome: 'lost', price: 4000, ended_early: true })
      expect(lost.statusCode).toBe(200)
      expect(lost.json().data).toMatchObject({ outcome: 'lost', price: 4000, order_id: null })
      expect(await kindsOf(context(), alice)).toContain('lost')
      expect(await ordersOfLot(context(), YAHOO_AUCTION, lot.lotId)).toEqual([])

      const [ecoring] = await context()
        .database.db.select()
        .from(ecoringLots)
        .where(and(eq(ecoringLots.kind, 'timelimit'), isNotNull(ecoringLots.startPrice), gt(ecoringLots.endTime, context().clock.now())))
        .orderBy(desc(ecoringLots.id))
        .limit(1)
      const step = Math.min(...ecoring.bidStepUnit)
      const amount = ecoring.startPrice! + step * 4
      const placed = await context().app.inject({
        method: 'POST',
        url: '/catalog/ecoring/bid',
        headers: alice.headers,
        payload: { item: ecoring.id, bid_price: amount, user_id: alice.id, device_token: '' },
      })
      expect(placed.statusCode).toBe(200)
      expect(await deskLotOf(ecoring.id)).toMatchObject({ venue: 'ecoring', status: 'bid_to_place', shop_bid: amount })
      const row = await auctionRow(context(), ecoring.id)
      context().clock.set(new Date(row.endsAt.getTime() + 1000))
      expect(await context().integrations.auctions.close(row.id)).toBe('result-needed')
      expect(await deskLotOf(ecoring.id)).toMatchObject({ status: 'result_needed' })
      expect(await ordersOfLot(context(), 12, ecoring.id)).toEqual([])
    })

    it('lets only staff in: no token 401, a customer 403, on every desk endpoint', async () => {
      const alice = await customer(context())
      const routes = [
        { method: 'GET' as const, url: '/api/admin/auction-desk' },
        { method: 'POST' as const, url: '/api/admin/auction-desk/1/placed', payload: { amount: 1000 } },
        { method: 'POST' as const, url: '/api/admin/auction-desk/1/yahoo-price', payload: { price: 1000 } },
        { method: 'POST' as const, url: '/api/admin/auction-desk/1/result', payload: { outcome: 'lost' } },
      ]
      for (const route of routes) {
        expect((await context().app.inject(route)).statusCode, route.url).toBe(401)
        expect((await context().app.inject({ ...route, headers: alice.headers })).statusCode, route.url).toBe(403)
      }
      // An unknown lot is 404 to staff.
      const unknown = await context().app.inject({
        url: '/api/admin/auction-desk/999999/yahoo-price',
        method: 'POST',
        headers: staff,
        payload: { price: 1000 },
      })
      expect(unknown.statusCode).toBe(404)
    })
  },
  { jobQueue: true, env: { RATE_LIMIT_BIDS: '1000/1m', AUCTION_BRIDGE: 'desk' } },
)
