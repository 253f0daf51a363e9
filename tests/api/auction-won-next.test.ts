import { eq } from 'drizzle-orm'
import { afterEach, expect, it } from 'vitest'
import { bidIncrement } from '@shared/auctions'
import { depositHoldVnd } from '@shared/auctions/deposit'
import { WON_LOT_PAYMENT_HOURS } from '@shared/auctions/won-lot'
import { orderCode } from '@shared/contracts/order'
import { ORDER_STATUS } from '@shared/orders/statuses'
import { formatDateTime } from '@shared/time'
import { orders } from '@server/modules/orders/tables'
import { auctionRow, bid, fixtureStaffToken, freshLot, permit } from './support/auction-fixtures'
import { customer, type Customer } from './support/shop-fixtures'
import { bearer } from './support/staff'
import { describeEachDriver, type TestContext } from './support/test-app'

/**
 * After winning (issue 27): the won notification opens one "what happens next" read of the won lot's
 * order — the lot and its price, pay by when, the steps with the current one, what is owed now with the
 * deposit applied — its money the order's own read. Only the winner reads it.
 */
const MINUTE = 60_000

const wonNext = (context: TestContext, who: Customer, orderId: number | string, language = 'en') =>
  context.app.inject({ url: `/api/auction/won/${orderId}`, headers: { ...who.headers, 'accept-language': language } })

/** Erin (¥12,000 maximum) wins a fresh lot against Frank's ¥5,000 maximum (the lot closes by the app's clock). */
async function wonLot(context: TestContext) {
  const [erin, frank] = await Promise.all([customer(context), customer(context)])
  await Promise.all([permit(context, erin), permit(context, frank)])
  const lot = await freshLot(context, { endsInMs: 30 * MINUTE })
  expect((await bid(context, frank, lot.url, 5_000)).statusCode).toBe(200)
  expect((await bid(context, erin, lot.url, 12_000)).statusCode).toBe(200)
  const row = await auctionRow(context, lot.lotId)
  context.clock.set(new Date(row.endsAt.getTime() + 1000))
  expect(await context.integrations.auctions.close(row.id)).toBe('closed')
  const [order] = await context.database.db.select().from(orders).where(eq(orders.customerId, erin.id))
  return { erin, frank, lot, order }
}

describeEachDriver(
  'what happens next after winning a lot',
  (context) => {
    afterEach(() => context().clock.reset())

    it('the won notification opens the won lot’s page; it reads the lot, pay by when, the steps and the money of the order’s own read', async () => {
      const { erin, lot, order } = await wonLot(context())
      const price = 5_000 + bidIncrement(5_000)

      const centre = (
        await context().app.inject({ url: '/api/notifications', headers: { ...erin.headers, 'accept-language': 'en' } })
      ).json()
      const won = centre.data.find((entry: { kind: string }) => entry.kind === 'won')
      const payBy = Math.floor(order.createdAt.getTime() / 1000) + WON_LOT_PAYMENT_HOURS * 3600
      expect(won).toMatchObject({ url: `/customer/won/${order.id}` })
      expect(won.body).toContain(`Pay by ${formatDateTime(payBy)}`)

      const answer = await wonNext(context(), erin, order.id)
      expect(answer.statusCode).toBe(200)
      const { data } = answer.json()
      const detail = (
        await context().app.inject({
          url: `/api/orders/${order.id}?include=status,shipmentInfo,shipmentMethod&append=first_item`,
          headers: { ...erin.headers, 'accept-language': 'en' },
        })
      ).json().data
      const rate = Number(order.paymentRate)
      const deposit = Math.min(depositHoldVnd(12_000, 20, rate), order.totalPayment)
      expect(data).toMatchObject({
        lot: { id: lot.lotId, venue: 'yahoo-auction', venue_name: 'Yahoo Auction', price, link: expect.stringContaining(lot.lotId) },
        pay_by: payBy,
        progress: { step: 'pay', done: false, stopped: false },
        deposit_applied: deposit,
        order: {
          id: order.id,
          code: orderCode(order.id),
          status_id: ORDER_STATUS.Newish,
          amount_paid: deposit,
          amount_due: detail.amount_due,
          needs_address: detail.needs_address,
          shipment_method: detail.shipment_method,
        },
      })
      expect(data.order.amount_due).toBe(detail.amount_due)
      expect(data.order.amount_due).toBeGreaterThan(0)
      expect(data.lot.name.length).toBeGreaterThan(0)

      // The steps follow the order: cancelled by staff, no step is current any more.
      const staff = bearer(await fixtureStaffToken(context()))
      const moved = await context().app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/transitions`,
        headers: staff,
        payload: { from_status_id: ORDER_STATUS.Newish, to_status_id: ORDER_STATUS.Cancelled, reason: 'The seller cancelled the sale' },
      })
      expect(moved.statusCode, moved.body).toBe(200)
      expect((await wonNext(context(), erin, order.id)).json().data.progress).toEqual({ step: 'pay', done: false, stopped: true })
    })

    it('is the winner’s alone: the loser, another customer, a missing or a retail order all answer 404', async () => {
      const { erin, frank, order } = await wonLot(context())
      const stranger = await customer(context())
      for (const who of [frank, stranger]) {
        const refused = await wonNext(context(), who, order.id)
        expect(refused.statusCode).toBe(404)
        expect(refused.json()).toMatchObject({ code: 'orderNotFound' })
        expect(refused.body).not.toContain(orderCode(order.id))
      }
      expect((await wonNext(context(), erin, 2_000_000_000)).statusCode).toBe(404)
      expect((await wonNext(context(), erin, 'abc')).statusCode).toBe(400)
      // The loser heard "lost", with no page of a won lot.
      const centre = (await context().app.inject({ url: '/api/notifications', headers: frank.headers })).json()
      expect(centre.data.some((entry: { url: string }) => entry.url.startsWith('/customer/won/'))).toBe(false)
      expect((await context().app.inject({ url: '/api/auction/won/1' })).statusCode).toBe(401)
    })
  },
  { jobQueue: true, env: { RATE_LIMIT_BIDS: '1000/1m' } },
)
