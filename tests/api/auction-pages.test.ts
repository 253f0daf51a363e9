import { and, eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { permissionRequests } from '@server/modules/auctions'
import { notifications } from '@server/modules/notifications/tables'
import { bid, freshLot, permit } from './support/auction-fixtures'
import { customer, type Customer } from './support/shop-fixtures'
import { describeEachDriver, type TestContext } from './support/test-app'

/** Issue 27, "Auction pages tell the truth": the bid history's "you", the pending permission request, the snipe notice. */

type Row = { username: string; price: number; count: number; mine: boolean }

const bidList = async (context: TestContext, lotId: string, who?: Customer): Promise<Row[]> =>
  (await context.app.inject({ url: `/catalog/auction/bid-list?id=${lotId}`, headers: who?.headers })).json().data

async function noticesOf(context: TestContext, who: Customer, kind: string) {
  return context.database.db
    .select({ params: notifications.params })
    .from(notifications)
    .where(and(eq(notifications.userId, who.id), eq(notifications.kind, kind)))
}

describeEachDriver(
  'auction pages',
  (context) => {
    it('the bid history marks the caller’s own row (decided by the server from the token) and shows the leader first at the current price', async () => {
      const [alice, bob, carol] = await Promise.all([customer(context()), customer(context()), customer(context())])
      await Promise.all([permit(context(), alice), permit(context(), bob)])
      const lot = await freshLot(context())
      expect((await bid(context(), alice, lot.url, 5000)).statusCode).toBe(200)
      expect((await bid(context(), bob, lot.url, 3000)).statusCode).toBe(200)

      // Alice leads at ¥3,100 (Bob's ¥3,000 + one step): her row is first at the current price, not at her first bid's ¥1,000.
      const forAlice = await bidList(context(), lot.lotId, alice)
      expect(forAlice.map(({ price, count, mine }) => ({ price, count, mine }))).toEqual([
        { price: 3100, count: 1, mine: true },
        { price: 3000, count: 1, mine: false },
      ])
      const forBob = await bidList(context(), lot.lotId, bob)
      expect(forBob.map((row) => row.mine)).toEqual([false, true])
      // A visitor and a customer who never bid: nobody's row is theirs.
      expect((await bidList(context(), lot.lotId)).map((row) => row.mine)).toEqual([false, false])
      expect((await bidList(context(), lot.lotId, carol)).map((row) => row.mine)).toEqual([false, false])
      // The count the lot shows and the history agree.
      const state = (await context().app.inject({ url: `/catalog/auction/state?id=${lot.lotId}` })).json().data
      expect(forAlice.reduce((sum, row) => sum + row.count, 0)).toBe(state.bid_count)
      // The flag is not something a client can name: an unknown query parameter is refused.
      const named = await context().app.inject({
        url: `/catalog/auction/bid-list?id=${lot.lotId}&user_id=${alice.id}`,
        headers: bob.headers,
      })
      expect(named.statusCode).toBe(400)
    })

    it('a permission request waiting for staff is answered as pending, and sending again answers the same request', async () => {
      const { app } = context()
      const alice = await customer(context())
      const pending = () =>
        app.inject({ url: '/catalog/request-permission/pending?supplier_name=yahoo-auction', headers: alice.headers }).then((r) => r.json())
      expect(await pending()).toEqual({ data: null })
      const send = (tel: string) =>
        app.inject({
          method: 'POST',
          url: '/catalog/request-permission/create',
          headers: alice.headers,
          payload: { supplier_name: 'yahoo-auction', tel, user_id: alice.id },
        })
      const first = await send('0912345678')
      expect(first.statusCode).toBe(200)
      const again = await send('0987654321')
      expect(again.statusCode).toBe(200)
      expect(again.json().data.id).toBe(first.json().data.id)
      expect((await pending()).data).toMatchObject({ id: first.json().data.id, status: 'pending', scope: 'auction' })
      const rows = await context()
        .database.db.select()
        .from(permissionRequests)
        .where(and(eq(permissionRequests.customerId, alice.id), eq(permissionRequests.scope, 'auction')))
      expect(rows).toHaveLength(1)
      // Ecoring is its own permission: nothing pending there.
      const ecoring = await app.inject({ url: '/catalog/request-permission/pending?supplier_name=ecoring', headers: alice.headers })
      expect(ecoring.json()).toEqual({ data: null })
      expect((await app.inject({ url: '/catalog/request-permission/pending?supplier_name=yahoo-auction' })).statusCode).toBe(401)
    })

    it('a scheduled snipe the new minimum overtakes is told to its customer once, in their language', async () => {
      const { app } = context()
      const [alice, bob, carol] = await Promise.all([customer(context()), customer(context()), customer(context())])
      await Promise.all([permit(context(), alice), permit(context(), bob), permit(context(), carol)])
      const lot = await freshLot(context(), { endsInMs: 30 * 60_000 })
      const snipe = await app.inject({
        method: 'POST',
        url: '/api/auction/snipes',
        headers: alice.headers,
        payload: { url: lot.url, max_price: 2000, lead_seconds: 300 },
      })
      expect(snipe.statusCode).toBe(200)
      // Bob opens at ¥1,000: the minimum (¥1,100) is still below Alice's ¥2,000.
      expect((await bid(context(), bob, lot.url, 9000)).statusCode).toBe(200)
      expect(await noticesOf(context(), alice, 'snipe_below_minimum')).toHaveLength(0)
      // Carol's ¥2,500 lifts the price to ¥2,600: the minimum (¥2,700) is above Alice's snipe.
      expect((await bid(context(), carol, lot.url, 2500)).statusCode).toBe(200)
      const notices = await noticesOf(context(), alice, 'snipe_below_minimum')
      expect(notices).toHaveLength(1)
      expect(notices[0].params).toMatchObject({ amount: 2000, minimum: 2700 })
      // The price moves again: no second notice for the same snipe.
      expect((await bid(context(), carol, lot.url, 4000)).statusCode).toBe(200)
      expect(await noticesOf(context(), alice, 'snipe_below_minimum')).toHaveLength(1)
      expect(await noticesOf(context(), bob, 'snipe_below_minimum')).toHaveLength(0)
      const feed = await app.inject({ url: '/api/notifications', headers: { ...alice.headers, 'accept-language': 'vi' } })
      expect(feed.body).toContain('Giá phút chót thấp hơn mức tối thiểu')
    })
  },
  { jobQueue: true, env: { RATE_LIMIT_BIDS: '1000/1m' } },
)
