import { expect, it } from 'vitest'
import { orderCode } from '@shared/contracts/order'
import { orderMoneyPosition } from '@shared/orders'
import { ORDER_STATUS, type OrderStatusName } from '@shared/orders/statuses'
import { BANK_ENV, customerOrder, moveOrder, placeOwnShopOrder, postTransfer, staffOrder } from './support/money-fixtures'
import { customer, type Customer } from './support/shop-fixtures'
import { signUpStaff } from './support/staff'
import { describeEachDriver, type TestContext } from './support/test-app'

type Entry = {
  amount: number
  status: string
  transaction_type?: { code: string }
  references?: { receiptable_type: string; receiptable_id: string }[]
}

/** What the customer's wallet answer says of one order: the posted payments and refunds naming it. */
async function walletSays(context: TestContext, who: Customer, orderId: number) {
  const answer = await context.app.inject({
    url: `/api/transactions?per_page=100&include=transactionType&append=references&filter[receipts.receiptable_id]=${orderId}`,
    headers: who.headers,
  })
  expect(answer.statusCode).toBe(200)
  const entries = (answer.json().data as Entry[]).filter((entry) => entry.status === 'posted')
  const naming = (kind: string) => (entry: Entry) =>
    entry.references?.some((ref) => ref.receiptable_type === kind && ref.receiptable_id === String(orderId))
  const payments = -entries
    // Payments toward the goods and the actual freight debited at Debited both name the order.
    .filter((entry) => ['order_payment', 'shipping_fee'].includes(entry.transaction_type?.code ?? '') && naming('order')(entry))
    .reduce((sum, entry) => sum + entry.amount, 0)
  const refunds = entries
    .filter((entry) => entry.transaction_type?.code === 'refund' && naming('credit_order')(entry))
    .reduce((sum, entry) => sum + entry.amount, 0)
  return { payments, refunds }
}

/**
 * Money across screens (issue 28): at every status of the state machine, the customer's order answer, the
 * staff's order answer and the customer's wallet answer agree on paid / due / refunded. An order is walked
 * through the machine by the staff API, paid partly by the bank feed and the rest from the wallet at Paid;
 * two more end Cancelled and OutOfStock after payment (refunded).
 */
describeEachDriver(
  'money agrees across the customer’s order, the wallet and the console',
  (context) => {
    let token = ''
    let buyer: Customer
    const seen = new Set<number>()

    async function agree(orderId: number, expectedStatus: number) {
      const mine = await customerOrder(context(), buyer, orderId)
      const console = await staffOrder(context(), token, orderId)
      const wallet = await walletSays(context(), buyer, orderId)
      expect(mine.status_id).toBe(expectedStatus)
      const money = (order: typeof mine) => ({ paid: order.amount_paid, due: order.amount_due, refunded: order.amount_refunded })
      expect(money(console), `status ${expectedStatus}`).toEqual(money(mine))
      // The wallet's entries, through the one money position, give the same figures.
      const position = orderMoneyPosition({ ...mine, freight_actual: console.freight_actual, ...wallet } as never)
      expect(
        { paid: position.amount_paid, due: position.amount_due, refunded: position.amount_refunded },
        `status ${expectedStatus}`,
      ).toEqual(money(mine))
      seen.add(expectedStatus)
      return mine
    }

    async function walk(orderId: number, path: OrderStatusName[], reason?: string) {
      for (const name of path) {
        const moved = await moveOrder(context(), token, orderId, ORDER_STATUS[name], reason)
        expect(moved.statusCode, `→ ${name}: ${moved.body}`).toBe(200)
        await agree(orderId, ORDER_STATUS[name])
      }
    }

    it('sets up a staff member and a customer', async () => {
      token = (await signUpStaff(context())).token
      buyer = await customer(context())
    })

    it('agrees at every status of one order’s whole life', async () => {
      const id = await placeOwnShopOrder(context(), buyer)
      const start = await agree(id, ORDER_STATUS.Newish)
      expect(start).toMatchObject({ amount_paid: 0, amount_due: start.total_payment })
      // A third by bank transfer, then more than the rest to the wallet (no code): Paid takes the rest from it.
      const third = Math.floor(start.amount_due / 3)
      expect((await postTransfer(context(), { content: `TT ${orderCode(id)}`, transferAmount: third })).statusCode).toBe(200)
      const partly = await agree(id, ORDER_STATUS.Newish)
      expect(partly).toMatchObject({ amount_paid: third, amount_due: start.amount_due - third })
      await walk(id, ['Pending'])
      const deposit = await context().app.inject({
        method: 'POST',
        url: `/api/admin/bank-transfers/${await queuedTransfer(start.amount_due)}/assign`,
        headers: { authorization: `Bearer ${token}` },
        payload: { customer_id: buyer.id },
      })
      expect(deposit.statusCode).toBe(200)
      await walk(id, ['Paid'])
      expect(await customerOrder(context(), buyer, id)).toMatchObject({ amount_due: 0, amount_paid: start.total_payment })
      await walk(id, ['PaidToSupplier', 'WaitingToReceive', 'ReceivedAtWarehouse'])
      // Weighed at the Vietnamese warehouse: the actual freight is now due; → Debited takes it from the wallet.
      const box = await staffWrite('POST', `/api/admin/orders/${id}/boxes`, { box_id: `MA-${id}` })
      expect(box.statusCode, box.body).toBe(201)
      const size = { area_id: 'vn-hanoi', weight_kg: 2.35, length_cm: 30, width_cm: 20, height_cm: 10 }
      const weighed = await staffWrite('PUT', `/api/admin/boxes/${box.json().data.id}/weight`, size)
      expect(weighed.statusCode, weighed.body).toBe(200)
      const owed = await agree(id, ORDER_STATUS.ReceivedAtWarehouse)
      expect(owed.freight_actual).toBeGreaterThan(0)
      expect(owed.amount_due).toBe(owed.freight_actual)
      await staffWrite('POST', `/api/admin/bank-transfers/${await queuedTransfer(owed.freight_actual ?? 0)}/assign`, {
        customer_id: buyer.id,
      })
      await walk(id, ['Debited'])
      expect(await customerOrder(context(), buyer, id)).toMatchObject({ amount_due: 0 })
      await walk(id, ['Finish'])
    })

    it('agrees when a paid order is cancelled or sold out (refunded to the wallet)', async () => {
      for (const end of ['Cancelled', 'OutOfStock'] as const) {
        const id = await placeOwnShopOrder(context(), buyer)
        const { amount_due } = await customerOrder(context(), buyer, id)
        expect((await postTransfer(context(), { content: orderCode(id), transferAmount: amount_due })).statusCode).toBe(200)
        await agree(id, ORDER_STATUS.Paid)
        await walk(id, [end], 'Shop hết hàng')
        expect(await customerOrder(context(), buyer, id)).toMatchObject({ amount_paid: 0, amount_due: 0, amount_refunded: amount_due })
      }
    })

    it('finds an order’s wallet entries by its code as by its id (the code is what the customer reads)', async () => {
      const id = await placeOwnShopOrder(context(), buyer)
      const { amount_due } = await customerOrder(context(), buyer, id)
      expect((await postTransfer(context(), { content: orderCode(id), transferAmount: amount_due })).statusCode).toBe(200)
      const entries = async (reference: string) =>
        (
          await context().app.inject({
            url: `/api/transactions?filter[receipts.receiptable_id]=${encodeURIComponent(reference)}`,
            headers: buyer.headers,
          })
        ).json().data as { id: number }[]
      const byId = await entries(String(id))
      expect(byId.length).toBeGreaterThan(0)
      expect(await entries(orderCode(id))).toEqual(byId)
      expect(await entries(orderCode(id).toLowerCase())).toEqual(byId)
    })

    it('walked every status of the state machine', () => {
      for (const status of Object.values(ORDER_STATUS)) expect(seen.has(status), `status ${status}`).toBe(true)
    })

    const staffWrite = (method: 'POST' | 'PUT', url: string, payload: object) =>
      context().app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload })

    /** A transfer naming no order, queued for staff; its id. */
    async function queuedTransfer(amount: number): Promise<number> {
      expect((await postTransfer(context(), { content: 'NAP TIEN VI', transferAmount: amount })).statusCode).toBe(200)
      const list = await context().app.inject({
        url: '/api/admin/bank-transfers?filter[status]=unmatched',
        headers: { authorization: `Bearer ${token}` },
      })
      return list.json().data[0].id
    }
  },
  { env: BANK_ENV },
)
