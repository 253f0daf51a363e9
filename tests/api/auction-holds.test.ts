import { and, eq } from 'drizzle-orm'
import { afterEach, expect, it } from 'vitest'
import { depositHoldVnd } from '@shared/auctions/deposit'
import { formatDong, formatYen } from '@shared/money/money'
import { auctionBids, auctionPermissions } from '@server/modules/auctions'
import { notifications } from '@server/modules/notifications/tables'
import { orders } from '@server/modules/orders/tables'
import { auctionRow, bid, BIDDER_FUNDS, fixtureStaffToken, freshLot, fund, permit } from './support/auction-fixtures'
import { customer, type Customer } from './support/shop-fixtures'
import { bearer } from './support/staff'
import { describeEachDriver, type TestContext } from './support/test-app'

const MINUTE = 60_000

type Wallet = { id: number; balance: number; amount_available_for_payment: number }
type Entry = {
  id: number
  amount: number
  status: string
  transaction_type: { code: string }
  references: { receiptable_type: string; receiptable_id: string }[]
}

async function vndWallet(context: TestContext, who: Customer): Promise<Wallet> {
  const answer = await context.app.inject({ url: '/api/wallet/users?filter[currency_id]=VND', headers: who.headers })
  return answer.json().data[0]
}

async function entries(context: TestContext, who: Customer): Promise<Entry[]> {
  const wallet = await vndWallet(context, who)
  const answer = await context.app.inject({
    url: `/api/transactions?filter[wallet_id]=${wallet.id}&include=transactionType&append=references&sort=voucher_date`,
    headers: who.headers,
  })
  return answer.json().data
}

const holdsOn = async (context: TestContext, who: Customer, lotId: string) =>
  (await entries(context, who)).filter(
    (entry) => entry.transaction_type.code === 'auction_hold' && entry.references.some((reference) => reference.receiptable_id === lotId),
  )

async function rateOf(context: TestContext): Promise<number> {
  const rate = await context.integrations.exchangeRates.current('JPY', 'VND')
  return rate!.rate
}

/** A permitted bidder with `amount` đ in the wallet (instead of the fixtures' generous funds). */
async function bidderWith(context: TestContext, amount: number): Promise<Customer> {
  const who = await customer(context)
  await context.database.db.insert(auctionPermissions).values({ customerId: who.id, scope: 'auction' })
  await fund(context, who, amount)
  return who
}

const depositKinds = async (context: TestContext, who: Customer) =>
  (await context.database.db.select().from(notifications).where(eq(notifications.userId, who.id))).filter((row) => row.kind === 'deposit')

describeEachDriver(
  'auction deposits',
  (context) => {
    afterEach(() => context().clock.reset())

    it('a leading bid holds 20 % of its maximum in đ at the day’s rate; outbid by a customer or an outside bid releases it', async () => {
      const [alice, bob] = await Promise.all([customer(context()), customer(context())])
      await Promise.all([permit(context(), alice), permit(context(), bob)])
      const rate = await rateOf(context())
      const lot = await freshLot(context())

      expect((await bid(context(), alice, lot.url, 10_000)).statusCode).toBe(200)
      const aliceHold = depositHoldVnd(10_000, 20, rate)
      expect(aliceHold).toBe(Math.ceil(Math.round(10_000 * 0.2 * rate * 1e6) / 1e6))
      expect(await vndWallet(context(), alice)).toMatchObject({
        balance: BIDDER_FUNDS,
        amount_available_for_payment: BIDDER_FUNDS - aliceHold,
      })
      const [held] = await holdsOn(context(), alice, lot.lotId)
      expect(held).toMatchObject({ amount: -aliceHold, status: 'pending', references: [{ receiptable_type: 'yahoo-auction' }] })
      const log = (await context().app.inject({ url: '/api/order/auction-logs', headers: alice.headers })).json().data
      expect(log[0]).toMatchObject({ status: 'success', held: aliceHold })
      expect((await context().app.inject({ url: `/api/auction/mine?id=${lot.lotId}`, headers: alice.headers })).json().data.held).toBe(
        aliceHold,
      )

      // Bob outbids her: his hold is taken, hers released (the entry stays, its amount untouched) and she is told.
      expect((await bid(context(), bob, lot.url, 20_000)).statusCode).toBe(200)
      expect(await vndWallet(context(), alice)).toMatchObject({ balance: BIDDER_FUNDS, amount_available_for_payment: BIDDER_FUNDS })
      expect(await holdsOn(context(), alice, lot.lotId)).toEqual([expect.objectContaining({ amount: -aliceHold, status: 'released' })])
      expect((await vndWallet(context(), bob)).amount_available_for_payment).toBe(BIDDER_FUNDS - depositHoldVnd(20_000, 20, rate))
      expect((await depositKinds(context(), alice)).map((row) => row.params)).toEqual([
        expect.objectContaining({ amount: aliceHold, outcome: 'released' }),
      ])

      // An outside bid (the market's other bidders, customerId null) outbids Bob: his hold goes too.
      const row = await auctionRow(context(), lot.lotId)
      const outside = await context().integrations.auctions.bid({ auctionId: row.id, customerId: null, amount: 30_000 })
      expect(outside).toMatchObject({ accepted: true, outcome: 'leading' })
      expect(await vndWallet(context(), bob)).toMatchObject({ balance: BIDDER_FUNDS, amount_available_for_payment: BIDDER_FUNDS })
      expect((await holdsOn(context(), bob, lot.lotId)).map((entry) => entry.status)).toEqual(['released'])
    })

    it('a bid the wallet cannot hold is refused with the đ missing, a field and nothing written', async () => {
      const rate = await rateOf(context())
      const carol = await bidderWith(context(), 100_000)
      const lot = await freshLot(context())
      const needed = depositHoldVnd(10_000, 20, rate)
      const refused = await bid(context(), carol, lot.url, 10_000)
      expect(refused.statusCode).toBe(422)
      expect(refused.json()).toMatchObject({
        code: 'auctionDepositShort',
        message: `Your wallet needs ${formatDong(needed - 100_000)} more to hold the ${formatDong(needed)} deposit for this bid.`,
        errors: { price: [expect.stringContaining(formatDong(needed - 100_000))] },
      })
      const vietnamese = await bid(context(), carol, lot.url, 10_000, 'vi')
      expect(vietnamese.json().message).toContain(formatDong(needed - 100_000))
      const row = await auctionRow(context(), lot.lotId)
      expect(await context().database.db.select().from(auctionBids).where(eq(auctionBids.auctionId, row.id))).toEqual([])
      expect(row).toMatchObject({ bidCount: 0, leader: null })
      expect(await holdsOn(context(), carol, lot.lotId)).toEqual([])
      expect(await vndWallet(context(), carol)).toMatchObject({ balance: 100_000, amount_available_for_payment: 100_000 })
      // What it can hold goes through.
      expect((await bid(context(), carol, lot.url, 2_000)).statusCode).toBe(200)
    })

    it('a snipe holds its deposit from scheduling; cancelling it releases the hold; one too big is refused on max_price', async () => {
      const rate = await rateOf(context())
      const dora = await bidderWith(context(), 1_000_000)
      const lot = await freshLot(context(), { endsInMs: 30 * MINUTE })
      const schedule = (max_price: number) =>
        context().app.inject({
          method: 'POST',
          url: '/api/auction/snipes',
          headers: { ...dora.headers, 'accept-language': 'en' },
          payload: { url: lot.url, max_price, lead_seconds: 300 },
        })
      const tooBig = await schedule(100_000)
      expect(tooBig.statusCode).toBe(422)
      expect(tooBig.json()).toMatchObject({ code: 'auctionDepositShort', errors: { max_price: [expect.any(String)] } })
      const snipe = (await schedule(8_000)).json().data
      expect(snipe.status).toBe('scheduled')
      expect((await vndWallet(context(), dora)).amount_available_for_payment).toBe(1_000_000 - depositHoldVnd(8_000, 20, rate))
      // Changing the snipe changes its hold: the old entry released, one new pending.
      await context().app.inject({
        method: 'PUT',
        url: `/api/auction/snipes/${snipe.id}`,
        headers: dora.headers,
        payload: { max_price: 9_000 },
      })
      expect((await vndWallet(context(), dora)).amount_available_for_payment).toBe(1_000_000 - depositHoldVnd(9_000, 20, rate))
      expect((await holdsOn(context(), dora, lot.lotId)).map((entry) => entry.status).sort()).toEqual(['pending', 'released'])

      const cancelled = await context().app.inject({ method: 'DELETE', url: `/api/auction/snipes/${snipe.id}`, headers: dora.headers })
      expect(cancelled.statusCode).toBe(200)
      expect(await vndWallet(context(), dora)).toMatchObject({ balance: 1_000_000, amount_available_for_payment: 1_000_000 })
      expect((await holdsOn(context(), dora, lot.lotId)).map((entry) => entry.status)).toEqual(['released', 'released'])
    })

    it('winning applies the hold as the first order_payment of the won order; a loser’s hold is released', async () => {
      const [erin, frank] = await Promise.all([customer(context()), customer(context())])
      await Promise.all([permit(context(), erin), permit(context(), frank)])
      const rate = await rateOf(context())
      const lot = await freshLot(context(), { endsInMs: 30 * MINUTE })
      expect((await bid(context(), erin, lot.url, 12_000)).statusCode).toBe(200)
      // Frank's snipe waits (its job never runs here): it holds until the lot closes.
      const snipe = await context().app.inject({
        method: 'POST',
        url: '/api/auction/snipes',
        headers: frank.headers,
        payload: { url: lot.url, max_price: 6_000, lead_seconds: 60 },
      })
      expect(snipe.statusCode).toBe(200)
      const erinHold = depositHoldVnd(12_000, 20, rate)
      const frankHold = depositHoldVnd(6_000, 20, rate)
      expect((await vndWallet(context(), frank)).amount_available_for_payment).toBe(BIDDER_FUNDS - frankHold)

      const row = await auctionRow(context(), lot.lotId)
      context().clock.set(new Date(row.endsAt.getTime() + 1000))
      expect(await context().integrations.auctions.close(row.id)).toBe('closed')
      expect(await context().integrations.auctions.close(row.id)).toBe('already-closed')

      const [order] = await context().database.db.select().from(orders).where(eq(orders.customerId, erin.id))
      const paid = Math.min(erinHold, order.totalPayment)
      expect(await vndWallet(context(), erin)).toMatchObject({
        balance: BIDDER_FUNDS - paid,
        amount_available_for_payment: BIDDER_FUNDS - paid,
      })
      const erinEntries = await entries(context(), erin)
      expect(erinEntries.filter((entry) => entry.transaction_type.code === 'auction_hold')).toEqual([
        expect.objectContaining({ amount: -erinHold, status: 'applied' }),
      ])
      // The order's paid amount: its posted order_payment entries.
      const payments = (
        await context().app.inject({
          url: `/api/transactions?filter[receipts.receiptable_id]=${order.id}&append=references&include=transactionType`,
          headers: erin.headers,
        })
      ).json().data as Entry[]
      const toOrder = payments.filter(
        (entry) =>
          entry.status === 'posted' &&
          entry.transaction_type.code === 'order_payment' &&
          entry.references.some((reference) => reference.receiptable_type === 'order' && reference.receiptable_id === String(order.id)),
      )
      expect(toOrder.map((entry) => entry.amount)).toEqual([-paid])
      expect((await depositKinds(context(), erin)).map((row) => row.params)).toEqual([
        expect.objectContaining({ amount: paid, outcome: 'applied' }),
      ])

      expect(await vndWallet(context(), frank)).toMatchObject({ balance: BIDDER_FUNDS, amount_available_for_payment: BIDDER_FUNDS })
      expect((await holdsOn(context(), frank, lot.lotId)).map((entry) => entry.status)).toEqual(['released'])
    })

    it('concurrent bids of one customer on several lots never hold more than the wallet has', async () => {
      const rate = await rateOf(context())
      const hold = depositHoldVnd(10_000, 20, rate)
      const half = Math.floor(hold / 2)
      // Enough for two holds and a half: of eight bids at once, exactly two lead and hold.
      const gus = await bidderWith(context(), 2 * hold + half)
      const lots = []
      for (let index = 0; index < 8; index++) lots.push(await freshLot(context()))
      const answers = await Promise.all(lots.map((lot) => bid(context(), gus, lot.url, 10_000)))
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(2)
      expect(answers.filter((answer) => answer.statusCode === 422)).toHaveLength(6)
      const wallet = await vndWallet(context(), gus)
      expect(wallet).toMatchObject({ balance: 2 * hold + half, amount_available_for_payment: half })
    })

    it('staff set a bidding limit (audited): a higher bid is refused; a customer cannot set it', async () => {
      const [hana] = await Promise.all([customer(context())])
      await permit(context(), hana)
      const staff = bearer(await fixtureStaffToken(context()))
      const set = await context().app.inject({
        method: 'PUT',
        url: `/api/admin/customers/${hana.id}/bid-limit`,
        headers: staff,
        payload: { max_yen: 5_000 },
      })
      expect(set.statusCode).toBe(200)
      expect(set.json().data).toEqual({ customer_id: hana.id, max_yen: 5_000 })
      const audit = (
        await context().app.inject({ url: `/api/admin/audit?filter[subject_type]=customer&filter[subject_id]=${hana.id}`, headers: staff })
      ).json().data
      expect(audit).toEqual([
        expect.objectContaining({ action: 'auction.bid_limit', before: { max_yen: null }, after: { max_yen: 5_000 } }),
      ])
      expect((await context().app.inject({ url: `/api/admin/customers/${hana.id}/bid-limit`, headers: staff })).json().data.max_yen).toBe(
        5_000,
      )

      const lot = await freshLot(context())
      const over = await bid(context(), hana, lot.url, 6_000)
      expect(over.statusCode).toBe(422)
      expect(over.json()).toMatchObject({
        code: 'auctionOverLimit',
        message: `The bid is above your bidding limit of ${formatYen(5_000)}.`,
      })
      expect((await bid(context(), hana, lot.url, 5_000)).statusCode).toBe(200)

      const byCustomer = await context().app.inject({
        method: 'PUT',
        url: `/api/admin/customers/${hana.id}/bid-limit`,
        headers: hana.headers,
        payload: { max_yen: null },
      })
      expect(byCustomer.statusCode).toBe(403)
      const [kept] = await context()
        .database.db.select()
        .from(auctionPermissions)
        .where(and(eq(auctionPermissions.customerId, hana.id), eq(auctionPermissions.scope, 'auction')))
      expect(kept).toBeDefined()
      expect((await context().app.inject({ url: `/api/admin/customers/${hana.id}/bid-limit`, headers: staff })).json().data.max_yen).toBe(
        5_000,
      )
    })
  },
  { jobQueue: true, env: { RATE_LIMIT_BIDS: '1000/1m' } },
)
