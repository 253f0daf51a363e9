import { expect, it } from 'vitest'
import { orderCode } from '@shared/contracts/order'
import { ORDER_STATUS } from '@shared/orders/statuses'
import {
  BANK_ENV,
  customerOrder,
  dongBalance,
  moveOrder,
  notificationsOf,
  placeOwnShopOrder,
  postTransfer,
  staffCall,
  staffOrder,
} from './support/money-fixtures'
import { addressOf, createOrder, customer, type Customer } from './support/shop-fixtures'
import { signUpStaff } from './support/staff'
import { describeEachDriver } from './support/test-app'

const MERCARI = 4
const unknownCode = () => `m9${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`

describeEachDriver(
  'charges locked once money is applied, the buy-by-link gate and the Paid override',
  (context) => {
    let token = ''
    let buyer: Customer

    const patchCharges = (id: number, body: object) => staffCall(context(), token, 'PATCH', `/api/admin/orders/${id}`, body)
    const auditOf = async (id: number) =>
      (await staffCall(context(), token, 'GET', `/api/admin/audit?filter[subject_type]=order&filter[subject_id]=${id}`)).json().data as {
        action: string
        before: Record<string, unknown>
        after: Record<string, unknown>
      }[]
    const ledgerOf = async (who: Customer) =>
      (await context().app.inject({ url: '/api/transactions?per_page=100&append=references', headers: who.headers })).json().data

    /** An order holding one buy-by-link Mercari item at the customer's stated price. */
    async function linkOrder(who: Customer, price: number): Promise<{ orderId: number; linkItemId: number }> {
      const described = await context().app.inject({
        method: 'POST',
        url: '/api/link-items',
        headers: who.headers,
        payload: { shop_id: MERCARI, item_id: unknownCode(), name: 'Áo khoác', price },
      })
      expect(described.statusCode).toBe(201)
      const item = described.json().data
      const order = await createOrder(context(), who, {
        order_info: {
          shipment_info: { address_id: await addressOf(context(), who) },
          shipment_method_id: 'air',
          service_fee_currency_id: 'JPY',
        },
        items: [{ price: 1, quantity: 1, product: { shop_id: MERCARI, item_ref: item.item_ref } }],
      })
      expect(order.statusCode).toBe(201)
      return { orderId: order.json().data.id, linkItemId: item.id }
    }

    it('sets up a staff member and a customer', async () => {
      token = (await signUpStaff(context())).token
      buyer = await customer(context())
    })

    it('lets staff set the charges freely while no money is applied', async () => {
      const id = await placeOwnShopOrder(context(), buyer)
      const before = await staffOrder(context(), token, id)
      const changed = await patchCharges(id, { service_fee: before.service_fee + 10 })
      expect(changed.statusCode).toBe(200)
      expect(changed.json().data.order.service_fee).toBe(before.service_fee + 10)
      expect((await auditOf(id))[0]).toMatchObject({ action: 'order.charges' })
    })

    it('locks the charges once money is applied: a change is an adjustment with a reason, audited, told, changing due now', async () => {
      const id = await placeOwnShopOrder(context(), buyer)
      const start = await customerOrder(context(), buyer, id)
      const part = Math.floor(start.amount_due / 2)
      expect(
        (await postTransfer(context(), { content: `thanh toan ${orderCode(id).toLowerCase()}`, transferAmount: part })).statusCode,
      ).toBe(200)
      const paidPart = await customerOrder(context(), buyer, id)
      expect(paidPart).toMatchObject({ amount_paid: part, amount_due: start.amount_due - part })
      const ledgerBefore = await ledgerOf(buyer)

      // Without a reason: refused, nothing changes.
      const refused = await patchCharges(id, { service_fee: paidPart.service_fee + 100 })
      expect(refused.statusCode).toBe(422)
      expect(refused.json().errors.reason).toEqual(['Give the reason for the adjustment.'])
      expect(refused.json().message).toContain('its charges are locked')
      expect(await customerOrder(context(), buyer, id)).toEqual(paidPart)
      const blank = await patchCharges(id, { service_fee: paidPart.service_fee + 100, reason: '   ' })
      expect(blank.statusCode).toBe(422)

      // With a reason: the adjustment is made; due now follows the new total, the money applied stays.
      const reason = 'Phí kiểm hàng thêm theo yêu cầu'
      const adjusted = await patchCharges(id, { service_fee: paidPart.service_fee + 100, reason })
      expect(adjusted.statusCode).toBe(200)
      const after = await customerOrder(context(), buyer, id)
      expect(after.total_payment).toBeGreaterThan(paidPart.total_payment)
      expect(after).toMatchObject({ amount_paid: part, amount_due: paidPart.amount_due + (after.total_payment - paidPart.total_payment) })
      expect(await staffOrder(context(), token, id)).toMatchObject({ amount_paid: part, amount_due: after.amount_due })

      const [entry] = await auditOf(id)
      expect(entry).toMatchObject({
        action: 'order.adjustment',
        before: { total_payment: paidPart.total_payment, amount_due: paidPart.amount_due },
        after: { total_payment: after.total_payment, amount_due: after.amount_due, reason },
      })
      const [told] = await notificationsOf(context(), buyer)
      expect(told.title).toBe(`Order ${orderCode(id)}: charges adjusted`)
      expect(told.body).toContain(reason)
      expect(told.body).toContain('due now')
      // No ledger entry was written or edited by the adjustment.
      expect(await ledgerOf(buyer)).toEqual(ledgerBefore)

      // The same values again change nothing (no second adjustment, no second notice).
      expect((await patchCharges(id, { service_fee: after.service_fee, reason })).statusCode).toBe(200)
      expect((await auditOf(id)).filter((row) => row.action === 'order.adjustment')).toHaveLength(1)
    })

    it('keeps a refunded order locked too', async () => {
      const id = await placeOwnShopOrder(context(), buyer)
      const { amount_due } = await customerOrder(context(), buyer, id)
      expect((await postTransfer(context(), { content: orderCode(id), transferAmount: Math.floor(amount_due / 3) })).statusCode).toBe(200)
      expect((await moveOrder(context(), token, id, ORDER_STATUS.Cancelled, 'Hết hàng tại shop')).statusCode).toBe(200)
      // Cancelled is final: charges cannot change at all.
      expect((await patchCharges(id, { estimated_freight_charge: 1 })).statusCode).toBe(422)
    })

    it('offers no payment on an order whose buy-by-link price awaits staff; a transfer naming it stays in the wallet', async () => {
      const who = await customer(context())
      const { orderId, linkItemId } = await linkOrder(who, 4800)
      const pending = await customerOrder(context(), who, orderId)
      expect(pending).toMatchObject({ price_pending: true, amount_paid: 0 })
      expect(pending.amount_due).toBeGreaterThan(0)
      expect((await staffOrder(context(), token, orderId)).price_pending).toBe(true)

      const amount = pending.amount_due * 3
      expect((await postTransfer(context(), { content: `THANH TOAN ${orderCode(orderId)}`, transferAmount: amount })).statusCode).toBe(200)
      expect(await customerOrder(context(), who, orderId)).toMatchObject({ amount_paid: 0, amount_due: pending.amount_due, status_id: 1 })
      expect(await dongBalance(context(), who)).toBe(amount)
      const transfers = (await staffCall(context(), token, 'GET', '/api/admin/bank-transfers?per_page=100')).json().data
      expect(transfers.find((row: { order_id: number | null }) => row.order_id === orderId)).toMatchObject({
        status: 'applied',
        reason: 'price_pending',
        applied_amount: 0,
      })
      const [told] = await notificationsOf(context(), who)
      expect(told.body).toContain(`Order ${orderCode(orderId)} awaits price confirmation`)

      // Staff cannot take the wallet's money for it either: Paid stays refused without an override.
      expect((await moveOrder(context(), token, orderId, ORDER_STATUS.Pending)).statusCode).toBe(200)
      const refused = await moveOrder(context(), token, orderId, ORDER_STATUS.Paid)
      expect(refused.statusCode).toBe(422)
      expect(await dongBalance(context(), who)).toBe(amount)

      // Staff confirm another price: the total is recomputed, payment opens, the customer is told what is due.
      const confirmed = await staffCall(context(), token, 'PUT', `/api/admin/link-items/${linkItemId}/price`, { price: 5200 })
      expect(confirmed.statusCode).toBe(200)
      const open = await customerOrder(context(), who, orderId)
      expect(open.price_pending).toBe(false)
      expect(open.purchase_cost).toBe(Math.round(5200 * 1.1))
      expect(open.total_payment).toBeGreaterThan(pending.total_payment)
      expect(open.amount_due).toBe(open.total_payment)
      const [confirmation] = await notificationsOf(context(), who)
      expect(confirmation.title).toBe(`Order ${orderCode(orderId)}: price confirmed`)
      expect(confirmation.body).toContain(`due now ${open.amount_due.toLocaleString('en-US')}đ`)

      // Now Paid takes the wallet's money.
      expect((await moveOrder(context(), token, orderId, ORDER_STATUS.Paid)).statusCode).toBe(200)
      expect(await customerOrder(context(), who, orderId)).toMatchObject({ amount_due: 0, amount_paid: open.total_payment })
    })

    it('shows the reason staff gave to mark Paid without coverage, to the customer and in the console', async () => {
      const who = await customer(context())
      const id = await placeOwnShopOrder(context(), who)
      expect((await moveOrder(context(), token, id, ORDER_STATUS.Pending)).statusCode).toBe(200)
      expect((await customerOrder(context(), who, id)).paid_override_reason).toBeNull()
      const refused = await moveOrder(context(), token, id, ORDER_STATUS.Paid)
      expect(refused.statusCode).toBe(422)
      const reason = 'Khách trả tiền mặt tại văn phòng'
      const moved = await moveOrder(context(), token, id, ORDER_STATUS.Paid, reason)
      expect(moved.statusCode).toBe(200)
      expect(moved.json().data.order.paid_override_reason).toBe(reason)
      expect(await customerOrder(context(), who, id)).toMatchObject({ status_id: ORDER_STATUS.Paid, paid_override_reason: reason })
      const list = (await context().app.inject({ url: '/api/orders', headers: who.headers })).json().data
      expect(list.find((order: { id: number }) => order.id === id).paid_override_reason).toBe(reason)
    })
  },
  { env: BANK_ENV },
)
