import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { estimatedFreightVnd } from '@shared/orders/totals'
import { orders } from '@server/modules/orders/tables'
import { translate } from '@server/i18n/messages'
import { auctionRow, eventually, permit } from './support/auction-fixtures'
import { placeOwnShopOrder } from './support/money-fixtures'
import { addressOf, customer, type Customer } from './support/shop-fixtures'
import { describeEachDriver, type TestContext } from './support/test-app'

async function runJob(context: TestContext, ...[name, payload]: Parameters<TestContext['integrations']['jobs']['send']>) {
  const id = await context.integrations.jobs.send(name, payload)
  await eventually(async () => (await context.integrations.jobs.findJob(name, id!))?.state === 'completed', 15_000)
}

/** An Ecoring lot won by `winner` (who bid last and highest), closed by its job: the winner's order id. */
async function winEcoringLot(context: TestContext, winner: Customer, rival: Customer): Promise<number> {
  const { app } = context
  await Promise.all([permit(context, winner, 'ecoring'), permit(context, rival, 'ecoring')])
  const listed = (await app.inject({ url: '/catalog/v2/ecoring?page=1' })).json().items as {
    id: string
    price: number | null
    bid_step_unit: number[]
  }[]
  const lot = listed.filter((item) => item.price).at(-1)!
  const step = Math.min(...lot.bid_step_unit)
  const ecoringBid = (who: Customer, price: number) =>
    app.inject({
      method: 'POST',
      url: '/catalog/ecoring/bid',
      headers: who.headers,
      payload: { item: lot.id, bid_price: price, user_id: who.id, device_token: '' },
    })
  expect((await ecoringBid(rival, lot.price! + step)).statusCode).toBe(200)
  expect((await ecoringBid(winner, lot.price! + step * 10)).statusCode).toBe(200)
  const row = await auctionRow(context, lot.id)
  context.clock.set(new Date(row.endsAt.getTime() + 1000))
  await runJob(context, 'auction.close', { auctionId: row.id, endsAt: row.endsAt.getTime() })
  const [order] = await context.database.db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, winner.id))
  return order.id
}

const orderOf = async (context: TestContext, who: Customer, id: number) =>
  context.app.inject({ url: `/api/orders/${id}?include=shipmentInfo`, headers: who.headers })

const chooseAddress = (context: TestContext, who: Customer, orderId: number, addressId: number, language = 'en') =>
  context.app.inject({
    method: 'PUT',
    url: `/api/orders/${orderId}/address`,
    headers: { ...who.headers, 'accept-language': language },
    payload: { address_id: addressId },
  })

describeEachDriver(
  'a lot won without a delivery address',
  (context) => {
    it('waits for the winner to choose an address before payment; the freight is estimated, not 0 đ', async () => {
      const [alice, bob] = await Promise.all([customer(context()), customer(context())])
      try {
        const orderId = await winEcoringLot(context(), alice, bob)
        const won = (await orderOf(context(), alice, orderId)).json().data
        expect(won).toMatchObject({ needs_address: true, shipment_info: { consignee: '', full_address: '', tel: '' } })
        expect(won.amount_due).toBeGreaterThan(0)
        // No weight on an Ecoring lot: the default weight by air, as the bid form's full cost estimated it.
        expect(won.estimated_freight_charge).toBe(estimatedFreightVnd([{ weight_grams: null, quantity: 1 }], 'air'))
        expect(won.estimated_freight_charge).toBeGreaterThan(0)

        // Someone else's order, or someone else's address: refused, nothing written.
        const bobsAddress = await addressOf(context(), bob)
        expect((await chooseAddress(context(), bob, orderId, bobsAddress)).statusCode).toBe(404)
        const foreign = await chooseAddress(context(), alice, orderId, bobsAddress, 'ja')
        expect(foreign.statusCode).toBe(422)
        expect(foreign.json().errors.address_id).toEqual([translate('ja', 'orderAddressNotFound')])
        expect((await chooseAddress(context(), alice, orderId, 0)).statusCode).toBe(400)
        expect((await orderOf(context(), alice, orderId)).json().data.needs_address).toBe(true)

        const alicesAddress = await addressOf(context(), alice)
        const chosen = await chooseAddress(context(), alice, orderId, alicesAddress)
        expect(chosen.statusCode, chosen.body).toBe(200)
        expect(chosen.json().data).toMatchObject({
          needs_address: false,
          amount_due: won.amount_due,
          shipment_info: { consignee: 'Trần Thị Bình', tel: '0912345678' },
        })
        expect(chosen.json().data.shipment_info.full_address).toContain('8 Hàng Bài')

        // Once set, the address is staff's to change.
        const again = await chooseAddress(context(), alice, orderId, alicesAddress)
        expect(again.statusCode).toBe(409)
        expect(again.json().message).toBe(translate('en', 'orderAddressAlreadySet'))
      } finally {
        context().clock.reset()
      }
    })

    it('an order placed at checkout already has its address: choosing another is refused (409)', async () => {
      const buyer = await customer(context())
      const orderId = await placeOwnShopOrder(context(), buyer)
      const shown = (await orderOf(context(), buyer, orderId)).json().data
      expect(shown.needs_address).toBe(false)
      const other = await addressOf(context(), buyer)
      expect((await chooseAddress(context(), buyer, orderId, other)).statusCode).toBe(409)
      expect((await orderOf(context(), buyer, orderId)).json().data.shipment_info).toEqual(shown.shipment_info)
    })
  },
  { jobQueue: true },
)
