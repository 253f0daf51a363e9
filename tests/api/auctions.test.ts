import { randomUUID } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import { deleteApp, initializeApp, type App as FirebaseApp } from 'firebase-admin/app'
import { getAuth, type Auth } from 'firebase-admin/auth'
import { afterAll, afterEach, beforeAll, expect, inject, it } from 'vitest'
import { type AuctionLive, type LotState, openLot, placeBid } from '@shared/auctions'
import { openDatabase, type DatabaseHandle } from '@server/db/client'
import { grantStaff } from '@server/identity/staff-claims'
import { translate } from '@server/i18n/messages'
import { auctionBids, auctionEntries, auctionSnipes } from '@server/modules/auctions'
import { marketListings, recordAuctionProgress } from '@server/modules/markets'
import { notifications } from '@server/modules/notifications/tables'
import { orderItems, orders } from '@server/modules/orders/tables'
import { auctionRow, bid, eventually, freshLot, fund, permit, YAHOO_AUCTION } from './support/auction-fixtures'
import { TEST_PROJECT_ID } from './support/global-setup'
import { openEventStream } from './support/event-stream'
import { customer, type Customer } from './support/shop-fixtures'
import { buildTestApp, describeEachDriver, type TestContext } from './support/test-app'

const MINUTE = 60_000
const LANGUAGES = ['vi', 'en', 'ja'] as const

let firebase: FirebaseApp
let auth: Auth
beforeAll(() => {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = inject('emulatorHost')
  firebase = initializeApp({ projectId: TEST_PROJECT_ID }, `auctions-test-${randomUUID()}`)
  auth = getAuth(firebase)
})
afterAll(() => deleteApp(firebase))

async function staffHeaders(context: TestContext) {
  const { email } = await context.signUp()
  await grantStaff(auth, email)
  return { authorization: `Bearer ${await context.signIn(email)}` }
}

async function notificationKinds(context: TestContext, who: Customer) {
  const rows = await context.database.db.select({ kind: notifications.kind }).from(notifications).where(eq(notifications.userId, who.id))
  return rows.map((row) => row.kind)
}

describeEachDriver(
  'auctions',
  (context) => {
    afterEach(() => context().clock.reset())

    it('permission gates: no permission is refused with the spec’s message; another user’s id is 403; staff approve a request', async () => {
      const { app } = context()
      const [alice, bob] = await Promise.all([customer(context()), customer(context())])
      const lot = await freshLot(context())
      const check = (who: Customer, userId: number, path = '/catalog/auction/check-user-permission') =>
        app.inject({ url: `${path}?user_id=${userId}`, headers: who.headers })

      expect((await check(alice, alice.id)).json()).toBe(false)
      expect((await check(alice, bob.id)).statusCode).toBe(403)
      expect((await app.inject({ url: `/catalog/auction/check-user-permission?user_id=${alice.id}` })).statusCode).toBe(401)

      const refused = await bid(context(), alice, lot.url, 1000, 'vi')
      expect(refused.statusCode).toBe(403)
      expect(refused.json()).toEqual({ code: 'auctionNoPermission', message: translate('vi', 'auctionNoPermission') })
      expect((await bid(context(), alice, lot.url, 1000, 'en', bob.id)).statusCode).toBe(403)

      const request = (tel: string, language = 'en', userId = alice.id) =>
        app.inject({
          method: 'POST',
          url: '/catalog/request-permission/create',
          headers: { ...alice.headers, 'accept-language': language },
          payload: { tel, slug: 'alice@example.com', supplier_name: 'yahoo-auction', user_id: userId, device_token: '' },
        })
      for (const language of LANGUAGES) {
        const empty = await request('', language)
        expect(empty.statusCode).toBe(400)
        expect(empty.json().errors.tel).toEqual([translate(language, 'permissionPhoneRequired')])
      }
      expect((await request('12345')).json().code).toBe('permissionPhoneInvalid')
      expect((await request('0912345678', 'en', bob.id)).statusCode).toBe(403)
      const asked = await request('0912 345 678', 'vi')
      expect(asked.statusCode).toBe(200)
      expect(asked.json()).toMatchObject({
        data: { scope: 'auction', status: 'pending', tel: '0912345678' },
        message: translate('vi', 'permissionRequested'),
      })

      expect((await app.inject({ url: '/api/admin/permission-requests', headers: alice.headers })).statusCode).toBe(403)
      const staff = await staffHeaders(context())
      const pending = (await app.inject({ url: '/api/admin/permission-requests', headers: staff })).json().data
      const mine = pending.find((item: { customer: { id: number } }) => item.customer.id === alice.id)
      expect(mine).toMatchObject({ tel: '0912345678', status: 'pending' })
      const approved = await app.inject({ method: 'POST', url: `/api/admin/permission-requests/${mine.id}/approve`, headers: staff })
      expect(approved.json().data.status).toBe('approved')
      expect((await app.inject({ method: 'POST', url: `/api/admin/permission-requests/${mine.id}/deny`, headers: staff })).statusCode).toBe(
        409,
      )

      expect((await check(alice, alice.id)).json()).toBe(true)
      expect((await check(alice, alice.id, '/catalog/ecoring/check-ecoring-user-permission')).json()).toBe(false)
      expect(await notificationKinds(context(), alice)).toContain('permission_granted')
      // Permitted, she bids once her wallet can hold the deposit (an empty wallet is refused: auction-holds.test.ts).
      await fund(context(), alice)
      expect((await bid(context(), alice, lot.url, 1000)).statusCode).toBe(200)
    })

    it('bid validation messages in vi, en and ja', async () => {
      const alice = await customer(context())
      await permit(context(), alice)
      const lot = await freshLot(context())
      for (const language of LANGUAGES) {
        const missing = await context().app.inject({
          method: 'POST',
          url: '/catalog/auction/bid',
          headers: { ...alice.headers, 'accept-language': language },
          payload: { url: lot.url, user_id: alice.id },
        })
        expect(missing.statusCode).toBe(400)
        expect(missing.json().errors.price).toEqual([translate(language, 'auctionPriceRequired')])
        const negative = await bid(context(), alice, lot.url, -5, language)
        expect(negative.json().errors.price).toEqual([translate(language, 'auctionPriceInvalid')])
        const low = await bid(context(), alice, lot.url, 999, language)
        expect(low.statusCode).toBe(422)
        expect(low.json().message).toBe(translate(language, 'auctionBelowMinimum', { minimum: '￥1,000' }))
        const notYahoo = await bid(context(), alice, 'https://www.amazon.co.jp/dp/B000000001', 5000, language)
        expect(notYahoo.json().message).toBe(translate(language, 'auctionUrlInvalid'))
      }
    })

    it('proxy bidding through the API: the runner-up, outbid notice, bid list, time left, live state', async () => {
      const { app } = context()
      const [alice, bob] = await Promise.all([customer(context()), customer(context())])
      await Promise.all([permit(context(), alice), permit(context(), bob)])
      const lot = await freshLot(context())

      const first = await bid(context(), alice, lot.url, 5000)
      expect(first.json()).toMatchObject({
        type: 'success',
        message: translate('en', 'auctionSuccess', { price: '￥1,000' }),
        data: { current_price: 1000, bid_count: 1 },
      })
      const lower = await bid(context(), bob, lot.url, 3000)
      expect(lower.json()).toMatchObject({ type: 'warning', data: { current_price: 3100, bid_count: 2 } })
      const higher = await bid(context(), bob, lot.url, 8000)
      expect(higher.json()).toMatchObject({ type: 'success', data: { current_price: 5250, minimum_bid: 5500 } })

      const log = (who: Customer) =>
        app.inject({ url: '/api/order/auction-logs', headers: who.headers }).then((response) => response.json().data)
      expect((await log(alice)).map((item: { status: string; price: number }) => [item.status, item.price])).toEqual([
        ['missing-top', 5000],
      ])
      expect((await log(bob))[0]).toMatchObject({ status: 'success', price: 8000, link: `/other-market/yahoo-auction/${lot.lotId}` })
      expect(await notificationKinds(context(), alice)).toContain('outbid')

      const bidders = (await app.inject({ url: `/catalog/auction/bid-list?id=${lot.lotId}` })).json().data
      expect(bidders).toHaveLength(2)
      expect(bidders[0]).toMatchObject({ price: 5250, count: 2 })
      const left = (await app.inject({ url: `/catalog/common/timedown?id=${lot.lotId}` })).json().data
      expect(left).toBeGreaterThan(50 * 60)
      expect(left).toBeLessThanOrEqual(60 * 60)
      expect((await app.inject({ url: `/catalog/auction/state?id=${lot.lotId}` })).json().data).toMatchObject({
        current_price: 5250,
        ended: false,
      })
      // The market's own pages show the lot as the bids left it, a moment after they commit (listing-mirror.ts).
      await eventually(async () => {
        const [listing] = await context()
          .database.db.select({ bidCount: marketListings.bidCount })
          .from(marketListings)
          .where(and(eq(marketListings.shopId, YAHOO_AUCTION), eq(marketListings.itemRef, lot.lotId)))
        return listing?.bidCount === 3
      })
      // A slower writer's older state (another process's earlier group) does not go over it.
      const older = {
        shopId: YAHOO_AUCTION,
        itemRef: lot.lotId,
        price: 3100,
        bidCount: 2,
        endsAt: new Date(),
        closed: false,
        at: new Date(),
      }
      await recordAuctionProgress(context().database.db, older, { ifNotBehind: true })
      expect((await app.inject({ url: `/catalog/v3/yahoo-auction/detail?id=${lot.lotId}` })).json().data).toMatchObject({
        price: 5250,
        bid_count: 3,
      })
    })

    it('200 concurrent bids from 20 customers: none lost, one leader, the reference model’s price', async () => {
      const bidders = await Promise.all(Array.from({ length: 20 }, () => customer(context())))
      await Promise.all(bidders.map((who) => permit(context(), who)))
      const lot = await freshLot(context())
      const amounts = bidders.flatMap((who, index) =>
        Array.from({ length: 10 }, (_, round) => ({ who, amount: 1000 + ((index * 7919 + round * 104_729) % 60_000) })),
      )
      const concurrent = await Promise.all(amounts.map(({ who, amount }) => bid(context(), who, lot.url, amount)))
      // Every bid is answered: taken, refused by the rules, or — on a machine too slow to apply it within
      // the wait limit — turned away to try again (never applied after that answer: the count below).
      for (const answer of concurrent) {
        expect([200, 422, 503]).toContain(answer.statusCode)
        if (answer.statusCode === 503) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0)
      }
      expect(concurrent.some((answer) => answer.statusCode === 200)).toBe(true)
      // Whoever leads after the race (arrival order decides who was displaced in it) is outbid by one more bidder.
      const last = await customer(context())
      await permit(context(), last)
      const answers = [...concurrent, await bid(context(), last, lot.url, 100_000)]
      expect(answers.at(-1)!.statusCode).toBe(200)

      const row = await auctionRow(context(), lot.lotId)
      const stored = await context()
        .database.db.select()
        .from(auctionBids)
        .where(eq(auctionBids.auctionId, row.id))
        .orderBy(asc(auctionBids.id))
      expect(stored).toHaveLength(answers.filter((answer) => answer.statusCode === 200).length)
      // Replaying the stored bids in their order through the rules gives the stored lot.
      let model: LotState = openLot({ startPrice: 1000, buyNowPrice: null, endsAt: row.endsAt.getTime() })
      const displaced = new Set<string>()
      for (const stored_ of stored) {
        const result = placeBid(model, `c${stored_.customerId}`, stored_.amount, stored_.createdAt.getTime())
        expect(result.accepted).toBe(true)
        if (result.accepted) model = result.state
        if (result.accepted && result.displaced) displaced.add(result.displaced.bidder)
      }
      expect(row.price).toBe(model.price)
      expect(row.leader).toBe(model.leader?.bidder)
      expect(row.bidCount).toBe(stored.length)
      const leaders = await context()
        .database.db.select()
        .from(auctionEntries)
        .where(and(eq(auctionEntries.auctionId, row.id), eq(auctionEntries.status, 'success')))
      expect(leaders).toHaveLength(1)
      expect(`c${leaders[0].customerId}`).toBe(row.leader)
      // Every standing keeps the customer's highest accepted maximum; whoever lost the lead heard it.
      const standings = await context().database.db.select().from(auctionEntries).where(eq(auctionEntries.auctionId, row.id))
      for (const standing of standings) {
        const highest = Math.max(...stored.filter((entry) => entry.customerId === standing.customerId).map((entry) => entry.amount))
        expect(standing.maxPrice).toBe(highest)
      }
      expect(row.leader).toBe(`c${last.id}`)
      const losers = bidders.filter((who) => displaced.has(`c${who.id}`) && `c${who.id}` !== row.leader)
      expect(losers.length).toBeGreaterThan(0)
      for (const who of losers) expect(await notificationKinds(context(), who)).toContain('outbid')
    })

    it('closing job: final statuses and the winner’s order exactly once, also when run twice', async () => {
      const { app, integrations, clock } = context()
      const [alice, bob] = await Promise.all([customer(context()), customer(context())])
      await Promise.all([permit(context(), alice), permit(context(), bob)])
      const lot = await freshLot(context(), { endsInMs: 30 * MINUTE })
      await bid(context(), alice, lot.url, 4000)
      await bid(context(), bob, lot.url, 2500)
      const row = await auctionRow(context(), lot.lotId)

      clock.set(new Date(lot.endTime.getTime() + 1000))
      const late = await bid(context(), bob, lot.url, 9000)
      expect(late.statusCode).toBe(422)
      expect(late.json().message).toBe(translate('en', 'auctionEnded'))

      await integrations.jobs.send('auction.close', { auctionId: row.id, endsAt: row.endsAt.getTime() })
      await integrations.jobs.send('auction.close', { auctionId: row.id, endsAt: row.endsAt.getTime() })
      await eventually(async () => (await auctionRow(context(), lot.lotId)).closedAt)
      expect(await integrations.auctions.close(row.id)).toBe('already-closed')

      const logOf = async (who: Customer) => (await app.inject({ url: '/api/order/auction-logs', headers: who.headers })).json().data[0]
      const won = await logOf(alice)
      expect(won).toMatchObject({ status: 'final-success', price: 4000 })
      expect((await logOf(bob)).status).toBe('final-missing-top')
      const winnerOrders = await context().database.db.select().from(orders).where(eq(orders.customerId, alice.id))
      expect(winnerOrders).toHaveLength(1)
      expect(won.order_id).toBe(winnerOrders[0].id)
      const [line] = await context().database.db.select().from(orderItems).where(eq(orderItems.orderId, winnerOrders[0].id))
      expect(line).toMatchObject({ shopId: 8, itemRef: lot.lotId, price: 2600, quantity: 1 })
      const listed = await app.inject({ url: '/api/orders', headers: alice.headers })
      expect(listed.json().data.map((order: { id: number }) => order.id)).toContain(winnerOrders[0].id)
      expect(await context().database.db.select().from(orders).where(eq(orders.customerId, bob.id))).toHaveLength(0)
      expect(await notificationKinds(context(), alice)).toContain('won')
      expect(await notificationKinds(context(), bob)).toContain('lost')
    })

    it('a price rise in the last five minutes extends the end; the closing waits for it', async () => {
      const { integrations, clock } = context()
      const [alice, bob] = await Promise.all([customer(context()), customer(context())])
      await Promise.all([permit(context(), alice), permit(context(), bob)])
      const lot = await freshLot(context(), { endsInMs: 10 * MINUTE })
      await bid(context(), alice, lot.url, 4000)
      clock.set(new Date(lot.endTime.getTime() - 2 * MINUTE))
      const rise = await bid(context(), bob, lot.url, 2000)
      expect(rise.json().data.end_time).toBe(Math.ceil((lot.endTime.getTime() + 5 * MINUTE) / 1000))
      clock.set(new Date(lot.endTime.getTime() + MINUTE))
      const row = await auctionRow(context(), lot.lotId)
      expect(await integrations.auctions.close(row.id)).toBe('not-ended')
      expect((await bid(context(), bob, lot.url, 5000)).statusCode).toBe(200)
    })

    it('snipe: placed by its job once the clock reaches end − lead; shown in the log', async () => {
      const { app, integrations, clock } = context()
      const alice = await customer(context())
      await permit(context(), alice)
      const lot = await freshLot(context(), { endsInMs: 20 * MINUTE })
      const scheduled = await app.inject({
        method: 'POST',
        url: '/api/auction/snipes',
        headers: alice.headers,
        payload: { url: lot.url, max_price: 7000, lead_seconds: 300 },
      })
      expect(scheduled.statusCode).toBe(200)
      const snipe = scheduled.json().data
      expect(snipe).toMatchObject({ status: 'scheduled', place_at: Math.floor((lot.endTime.getTime() - 300_000) / 1000) })
      const changed = await app.inject({
        method: 'PUT',
        url: `/api/auction/snipes/${snipe.id}`,
        headers: alice.headers,
        payload: { max_price: 7500 },
      })
      expect(changed.json().data.max_price).toBe(7500)
      expect((await app.inject({ url: '/api/order/auction-logs', headers: alice.headers })).json().data[0]).toMatchObject({
        status: 'snipe-scheduled',
        price: 7500,
      })

      // Early: the job waits on.
      await integrations.jobs.send('auction.snipe', { snipeId: snipe.id, placeAt: lot.endTime.getTime() - 300_000 })
      await new Promise((resolve) => setTimeout(resolve, 1500))
      expect((await snipeRow(context(), snipe.id)).status).toBe('scheduled')

      clock.set(new Date(lot.endTime.getTime() - 299_000))
      await integrations.jobs.send('auction.snipe', { snipeId: snipe.id, placeAt: lot.endTime.getTime() - 300_000 })
      const placed = await eventually(async () => {
        const row = await snipeRow(context(), snipe.id)
        return row.status === 'placed' && row
      })
      expect(placed.failureReason).toBeNull()
      const entry = (await app.inject({ url: '/api/order/auction-logs', headers: alice.headers })).json().data[0]
      expect(entry).toMatchObject({ status: 'success', price: 7500, snipe: { id: snipe.id, status: 'placed' } })
      expect(await notificationKinds(context(), alice)).toContain('snipe_placed')
      expect((await app.inject({ method: 'DELETE', url: `/api/auction/snipes/${snipe.id}`, headers: alice.headers })).statusCode).toBe(409)
    })

    it('a snipe below the lot’s minimum now is refused with the minimum, not scheduled to fail', async () => {
      const { app } = context()
      const [alice, bob] = await Promise.all([customer(context()), customer(context())])
      await Promise.all([permit(context(), alice), permit(context(), bob)])
      const lot = await freshLot(context(), { endsInMs: 30 * MINUTE })
      expect((await bid(context(), bob, lot.url, 3000)).statusCode).toBe(200)
      // Bob alone leads at the start price ¥1,000: the next bid must be at least ¥1,100.
      const schedule = (maxPrice: number) =>
        app.inject({
          method: 'POST',
          url: '/api/auction/snipes',
          headers: { ...alice.headers, 'accept-language': 'en' },
          payload: { url: lot.url, max_price: maxPrice, lead_seconds: 60 },
        })
      const refused = await schedule(100)
      expect(refused.statusCode).toBe(422)
      expect(refused.json()).toMatchObject({
        message: translate('en', 'auctionBelowMinimum', { minimum: '￥1,100' }),
        errors: { max_price: [expect.any(String)] },
      })
      expect(await context().database.db.select().from(auctionSnipes).where(eq(auctionSnipes.customerId, alice.id))).toEqual([])
      expect((await schedule(1100)).statusCode).toBe(200)
    })

    it.each([
      // Bob leads at ¥9,000, Carol's ¥2,500 lifts the price to ¥2,600: above the snipe's maximum.
      ['outbid_beyond_limit', 2000, [9000, 2500]],
      // Bob leads at ¥5,000, Carol's ¥1,100 lifts the price to ¥1,200: the minimum (¥1,300) is above the snipe's ¥1,250.
      ['below_minimum', 1250, [5000, 1100]],
      ['no_permission', 9000, [1000]],
      ['auction_ended', 9000, [1000]],
    ] as const)('snipe failure recorded with its reason: %s', async (reason, maxPrice, others) => {
      const { app, integrations, clock } = context()
      const [alice, bob, carol] = await Promise.all([customer(context()), customer(context()), customer(context())])
      await Promise.all([permit(context(), alice), permit(context(), bob), permit(context(), carol)])
      const lot = await freshLot(context(), { endsInMs: 20 * MINUTE })
      const snipe = (
        await app.inject({
          method: 'POST',
          url: '/api/auction/snipes',
          headers: alice.headers,
          payload: { url: lot.url, max_price: maxPrice, lead_seconds: 60 },
        })
      ).json().data
      for (const [index, amount] of others.entries())
        expect((await bid(context(), index === 0 ? bob : carol, lot.url, amount)).statusCode).toBe(200)
      if (reason === 'no_permission') {
        const staff = await staffHeaders(context())
        expect(
          (await app.inject({ method: 'DELETE', url: `/api/admin/auction-permissions/${alice.id}/auction`, headers: staff })).statusCode,
        ).toBe(204)
      }
      const placeAt = lot.endTime.getTime() - 60_000
      clock.set(new Date(reason === 'auction_ended' ? lot.endTime.getTime() + 1000 : placeAt + 1000))
      const row = await auctionRow(context(), lot.lotId)
      if (reason === 'auction_ended') await integrations.jobs.send('auction.close', { auctionId: row.id, endsAt: row.endsAt.getTime() })
      else await integrations.jobs.send('auction.snipe', { snipeId: snipe.id, placeAt })
      const failed = await eventually(async () => {
        const stored = await snipeRow(context(), snipe.id)
        return stored.status === 'failed' && stored
      })
      expect(failed.failureReason).toBe(reason)
      const logged = (await app.inject({ url: '/api/order/auction-logs?filter[status]=snipe-failed', headers: alice.headers })).json().data
      expect(logged[0].snipe).toMatchObject({ id: snipe.id, failure_reason: reason })
      expect(await notificationKinds(context(), alice)).toContain('snipe_failed')
    })

    it('bid log: only the caller’s, paged, filtered by status', async () => {
      const { app } = context()
      const [alice, bob] = await Promise.all([customer(context()), customer(context())])
      await Promise.all([permit(context(), alice), permit(context(), bob)])
      const lots = []
      for (let index = 0; index < 3; index += 1) lots.push(await freshLot(context()))
      for (const lot of lots) await bid(context(), alice, lot.url, 3000)
      await bid(context(), bob, lots[0].url, 6000)

      expect((await app.inject({ url: `/api/order/auction-logs?filter[user_id]=${alice.id}`, headers: bob.headers })).statusCode).toBe(403)
      const bobs = (await app.inject({ url: '/api/order/auction-logs', headers: bob.headers })).json()
      expect(bobs.total).toBe(1)
      const page = (
        await app.inject({ url: `/api/order/auction-logs?filter[user_id]=${alice.id}&per_page=2&page=2`, headers: alice.headers })
      ).json()
      expect(page).toMatchObject({ total: 3, current_page: 2, last_page: 2 })
      expect(page.data).toHaveLength(1)
      const outbid = (await app.inject({ url: '/api/order/auction-logs?filter[status]=missing-top', headers: alice.headers })).json()
      expect(outbid.data.map((item: { link: string }) => item.link)).toEqual([`/other-market/yahoo-auction/${lots[0].lotId}`])
      expect(JSON.parse(outbid.data[0].data)).toHaveProperty('name')
      const none = (await app.inject({ url: '/api/order/auction-logs', headers: (await customer(context())).headers })).json()
      expect(none).toMatchObject({ data: [], total: 0 })
    })

    it('live: every open page hears a bid within a second, also through another server process on PostgreSQL', async () => {
      const { app, database, driver } = context()
      const [alice, bob] = await Promise.all([customer(context()), customer(context())])
      await Promise.all([permit(context(), alice), permit(context(), bob)])
      const lot = await freshLot(context())
      await bid(context(), alice, lot.url, 5000)
      const address = await app.listen({ port: 0, host: '127.0.0.1' })
      const servers = [address]
      let second: Awaited<ReturnType<typeof buildTestApp>> | null = null
      let secondDatabase: DatabaseHandle | null = null
      if (driver === 'postgres' && 'connectionString' in database.connection) {
        secondDatabase = await openDatabase({ databaseUrl: database.connection.connectionString })
        second = await buildTestApp(secondDatabase)
        servers.push(await second.app.listen({ port: 0, host: '127.0.0.1' }))
      }
      try {
        const streams = await Promise.all(
          servers.map((server) => openEventStream(`${server}/catalog/auction/live?id=${lot.lotId}`, 'auction')),
        )
        expect(streams[0].headers.get('content-type')).toMatch(/^text\/event-stream/)
        for (const stream of streams)
          expect(await stream.next<AuctionLive>()).toMatchObject({ id: lot.lotId, current_price: 1000, bid_count: 1 })
        const sent = Date.now()
        expect((await bid(context(), bob, lot.url, 3000)).statusCode).toBe(200)
        for (const stream of streams) {
          const heard = await stream.next<AuctionLive>()
          expect(heard).toMatchObject({ current_price: 3100, bid_count: 2 })
          expect(Date.now() - sent).toBeLessThan(1000)
        }
        for (const stream of streams) stream.close()
      } finally {
        await second?.close()
        await secondDatabase?.close()
      }
    })

    it('Ecoring: tabs, detail, categories; its own permission; bids in steps; previews take none', async () => {
      const { app } = context()
      const alice = await customer(context())
      const timelimit = (await app.inject({ url: '/catalog/v2/ecoring?page=1' })).json()
      expect(timelimit.pagination).toMatchObject({ page: 1, total: 25 })
      expect(timelimit.items).toHaveLength(15)
      const preview = (await app.inject({ url: '/catalog/v2/ecoring/preview' })).json().items
      expect(preview.every((item: { kind: string }) => item.kind === 'preview')).toBe(true)
      const categories = (await app.inject({ url: '/catalog/static/ecoring/categories.json', headers: { 'accept-language': 'en' } })).json()
        .data
      expect(categories[0]).toMatchObject({ id: 'bags', name: 'Bags' })
      const bags = (await app.inject({ url: '/catalog/v2/ecoring?category_id=bags' })).json()
      expect(bags.items.every((item: { categories: { id: string }[] }) => item.categories[0].id === 'bags')).toBe(true)
      const lot = timelimit.items.find((item: { price: number | null }) => item.price !== null)
      expect((await app.inject({ url: `/catalog/v2/ecoring/detail?id=${lot.id}` })).json().data.bid_step_unit).toEqual(lot.bid_step_unit)
      expect((await app.inject({ url: `/catalog/v2/ecoring/preview/detail?id=${lot.id}` })).statusCode).toBe(404)

      const ecoringBid = (bidPrice: number, item = lot.id, language = 'en') =>
        app.inject({
          method: 'POST',
          url: '/catalog/ecoring/bid',
          headers: { ...alice.headers, 'accept-language': language },
          payload: { item, bid_price: bidPrice, user_id: alice.id, device_token: '' },
        })
      await permit(context(), alice, 'auction')
      expect((await ecoringBid(lot.price)).json().code).toBe('ecoringNoPermission')
      await permit(context(), alice, 'ecoring')
      const step = Math.min(...lot.bid_step_unit)
      for (const language of LANGUAGES) {
        const offStep = await ecoringBid(lot.price + 1, lot.id, language)
        expect(offStep.statusCode).toBe(422)
        expect(offStep.json().code).toBe('ecoringStepInvalid')
      }
      const placed = await ecoringBid(lot.price + step * 3)
      expect(placed.statusCode).toBe(200)
      expect(placed.json().data.message).toBe(translate('en', 'auctionSuccess', { price: `￥${lot.price.toLocaleString('en')}` }))
      expect(placed.json().data.lot.bid_count).toBe(1)
      expect((await ecoringBid(preview[0].price ?? 1000, preview[0].id)).json().code).toBe('ecoringNotOpen')
    })
  },
  { jobQueue: true, env: { RATE_LIMIT_BIDS: '1000/1m' } },
)

async function snipeRow(context: TestContext, id: number) {
  const [row] = await context.database.db.select().from(auctionSnipes).where(eq(auctionSnipes.id, id))
  return row
}
