import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { orderCode } from '@shared/contracts/order'
import { ORDER_STATUS } from '@shared/orders/statuses'
import { IKOM_ID } from '@shared/shops/registry'
import { openDatabase } from '@server/db/client'
import { transactionReferences, walletTransactions } from '@server/modules/wallets/tables'
import { addressOf, createOrder, customer, productsOf, type Customer } from './support/shop-fixtures'
import { bearer, signUpStaff } from './support/staff'
import { buildTestApp, describeEachDriver } from './support/test-app'

const KEY = 'sepay-test-key-4f1c9a0b7e2d'
const ACCOUNT = '0041000123456'
const WEBHOOK = '/api/payments/bank-webhook'

let sequence = 0
/** A transfer as SePay posts it (recorded from their documentation's sample, with our account and amounts). */
function sepayTransfer(over: Record<string, unknown> = {}) {
  sequence += 1
  return {
    id: 93_000_000 + sequence,
    gateway: 'Vietcombank',
    transactionDate: '2026-11-26 10:15:42',
    accountNumber: ACCOUNT,
    code: null,
    content: 'CHUYEN TIEN',
    transferType: 'in',
    transferAmount: 100_000,
    accumulated: 19_077_000,
    subAccount: null,
    referenceCode: `FT2433${String(sequence).padStart(6, '0')}${randomUUID().slice(0, 4)}`,
    description: 'BankAPINotify',
    ...over,
  }
}

describeEachDriver(
  'bank webhook',
  (context) => {
    let staffToken = ''
    let buyer: Customer

    const post = (body: unknown, authorization: string | null = `Apikey ${KEY}`) =>
      context().app.inject({
        method: 'POST',
        url: WEBHOOK,
        headers: { 'accept-language': 'en', ...(authorization ? { authorization } : {}) },
        payload: body as object,
      })
    const staff = (method: 'GET' | 'POST', url: string, payload?: object) =>
      context().app.inject({ method, url, headers: { ...bearer(staffToken), 'accept-language': 'en' }, payload })

    async function placeOrder(who: Customer): Promise<number> {
      const [product] = await productsOf(context(), IKOM_ID, 1)
      const addressId = await addressOf(context(), who)
      const response = await createOrder(context(), who, {
        order_info: { shipment_info: { address_id: addressId }, shipment_method_id: 'air', note: '' },
        items: [{ quantity: 2, product: { id: product.id } }],
      })
      expect(response.statusCode).toBe(201)
      return response.json().data.id
    }
    async function orderOf(who: Customer, id: number) {
      const response = await context().app.inject({ url: `/api/orders/${id}?include=status`, headers: who.headers })
      expect(response.statusCode).toBe(200)
      return response.json().data as {
        status_id: number
        total_payment: number
        amount_paid: number
        amount_due: number
        amount_refunded: number
        freight_actual: number | null
      }
    }
    async function balanceOf(who: Customer): Promise<number> {
      const wallets = (await context().app.inject({ url: '/api/wallet/users?filter[currency_id]=VND', headers: who.headers })).json().data
      return wallets[0]?.balance ?? 0
    }
    async function feedKinds(who: Customer) {
      const feed = await context().app.inject({ url: '/api/notifications', headers: { ...who.headers, 'accept-language': 'en' } })
      return (feed.json().data as { kind: string; title: string; body: string }[]).filter(
        (entry) => entry.kind === 'payment' || entry.kind === 'order_status',
      )
    }
    const transferRow = async (providerId: number) =>
      (await staff('GET', '/api/admin/bank-transfers?per_page=100'))
        .json()
        .data.find((row: { provider_id: string }) => row.provider_id === String(providerId))

    it('sets up a staff member and a customer', async () => {
      staffToken = (await signUpStaff(context())).token
      buyer = await customer(context())
    })

    it('refuses a missing or wrong key, and customers’ and staff’s tokens (401), before reading the body', async () => {
      const body = sepayTransfer()
      for (const authorization of [
        null,
        'Apikey wrong-key-0000000000',
        `Apikey ${KEY}x`,
        `Bearer ${KEY}`,
        buyer.headers.authorization,
        `Bearer ${staffToken}`,
        KEY,
      ]) {
        const answer = await post(body, authorization)
        expect(answer.statusCode, String(authorization).slice(0, 20)).toBe(401)
      }
      expect(await transferRow(body.id)).toBeUndefined()
    })

    it('answers hostile bodies with a 4xx, never a 500, recording nothing', async () => {
      const bodies: unknown[] = [
        {},
        [],
        sepayTransfer({ transferType: 'sideways' }),
        sepayTransfer({ transferAmount: -5 }),
        sepayTransfer({ transferAmount: 1.5 }),
        sepayTransfer({ transferAmount: '100000' }),
        sepayTransfer({ content: 'x'.repeat(5000) }),
        sepayTransfer({ content: 'OS001001\u0000' }),
        sepayTransfer({ id: { $gt: 1 } }),
        sepayTransfer({ accountNumber: '' }),
      ]
      for (const body of bodies) {
        const answer = await post(body)
        expect(answer.statusCode, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400)
        expect(answer.statusCode).toBeLessThan(500)
      }
      const text = await context().app.inject({
        method: 'POST',
        url: WEBHOOK,
        headers: { authorization: `Apikey ${KEY}`, 'content-type': 'application/json' },
        payload: '{"id":',
      })
      expect(text.statusCode).toBe(400)
    })

    it('keeps out transfers and transfers to another account as ignored, moving no money', async () => {
      const orderId = await placeOrder(buyer)
      const out = sepayTransfer({ transferType: 'out', content: orderCode(orderId), transferAmount: 500_000 })
      const elsewhere = sepayTransfer({ accountNumber: '0071000999999', content: orderCode(orderId), transferAmount: 500_000 })
      for (const body of [out, elsewhere]) {
        const answer = await post(body)
        expect(answer.statusCode).toBe(200)
        expect(answer.json()).toEqual({ success: true })
      }
      expect(await transferRow(out.id)).toMatchObject({ status: 'ignored', reason: 'out', order_id: null })
      expect(await transferRow(elsewhere.id)).toMatchObject({ status: 'ignored', reason: 'other_account' })
      expect(await balanceOf(buyer)).toBe(0)
      expect(await orderOf(buyer, orderId)).toMatchObject({ amount_paid: 0, status_id: ORDER_STATUS.Newish })
    })

    it('applies a partial payment named in a mangled content, then the exact rest pays the order by itself', async () => {
      const orderId = await placeOrder(buyer)
      const before = await orderOf(buyer, orderId)
      expect(before.amount_due).toBe(before.total_payment)
      const part = Math.floor(before.amount_due / 3)
      const code = orderCode(orderId)
      const first = sepayTransfer({
        content: `THANH TOAN ${code.slice(0, 2).toLowerCase()} ${code.slice(2)} FT24335${sequence}`,
        transferAmount: part,
      })
      expect((await post(first)).statusCode).toBe(200)
      const partly = await orderOf(buyer, orderId)
      expect(partly).toMatchObject({ amount_paid: part, amount_due: before.amount_due - part, status_id: ORDER_STATUS.Newish })
      expect(await balanceOf(buyer)).toBe(0)
      expect((await feedKinds(buyer))[0]).toMatchObject({ kind: 'payment', body: expect.stringContaining('Still due') })

      const rest = sepayTransfer({ content: `thanh toán đơn ${code.toLowerCase()}.`, transferAmount: before.amount_due - part })
      expect((await post(rest)).statusCode).toBe(200)
      const paid = await orderOf(buyer, orderId)
      expect(paid).toMatchObject({
        status_id: ORDER_STATUS.Paid,
        amount_paid: before.amount_due,
        amount_due: 0,
        amount_refunded: 0,
        freight_actual: null,
      })
      expect(await balanceOf(buyer)).toBe(0)
      const told = await feedKinds(buyer)
      expect(
        told
          .map((entry) => entry.kind)
          .slice(0, 2)
          .sort(),
      ).toEqual(['order_status', 'payment'])
      expect(told.find((entry) => entry.kind === 'payment')?.title).toBe(`Order ${code} is paid`)
      // Moved to Paid by the system, audited.
      const audit = (await staff('GET', `/api/admin/audit?filter[subject_type]=order&filter[subject_id]=${orderId}`)).json().data
      expect(audit[0]).toMatchObject({ action: 'order.transition', actor: { uid: 'system:bank-feed' }, after: { status: 'Paid' } })
    })

    it('records a retried delivery once, and a burst of the same delivery credits once', async () => {
      const orderId = await placeOrder(buyer)
      const { amount_due } = await orderOf(buyer, orderId)
      const body = sepayTransfer({ content: orderCode(orderId), transferAmount: Math.floor(amount_due / 2) })
      const answers = await Promise.all(Array.from({ length: 6 }, () => post(body)))
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200])
      expect((await post(body)).statusCode).toBe(200)
      const deposits = await context()
        .database.db.select()
        .from(walletTransactions)
        .where(and(eq(walletTransactions.bankReference, body.referenceCode)))
      expect(deposits).toHaveLength(1)
      expect((await orderOf(buyer, orderId)).amount_paid).toBe(Math.floor(amount_due / 2))
      const payments = (await feedKinds(buyer)).filter((entry) => entry.kind === 'payment' && entry.title.includes(orderCode(orderId)))
      expect(payments).toHaveLength(1)
    })

    it('keeps what is paid beyond the amount due in the wallet, and says so', async () => {
      const orderId = await placeOrder(buyer)
      const { amount_due } = await orderOf(buyer, orderId)
      const walletBefore = await balanceOf(buyer)
      expect(
        (await post(sepayTransfer({ content: `OS ${orderCode(orderId).slice(2)}`, transferAmount: amount_due + 50_000 }))).statusCode,
      ).toBe(200)
      expect(await orderOf(buyer, orderId)).toMatchObject({ status_id: ORDER_STATUS.Paid, amount_paid: amount_due, amount_due: 0 })
      expect(await balanceOf(buyer)).toBe(walletBefore + 50_000)
      const told = (await feedKinds(buyer)).find((entry) => entry.kind === 'payment')
      expect(told?.body).toMatch(/50,000đ stays in your wallet/)
    })

    it('queues a transfer naming no order or an unknown one; staff assign it (applied the same way) or mark it returned, audited', async () => {
      const orderId = await placeOrder(buyer)
      const { amount_due } = await orderOf(buyer, orderId)
      const nameless = sepayTransfer({ content: 'NGUYEN VAN A CHUYEN TIEN', transferAmount: amount_due })
      const unknown = sepayTransfer({ content: 'THANH TOAN OS999999', transferAmount: 120_000 })
      for (const body of [nameless, unknown]) expect((await post(body)).statusCode).toBe(200)
      const queue = (await staff('GET', '/api/admin/bank-transfers?filter[status]=unmatched&per_page=100')).json().data as {
        id: number
        provider_id: string
      }[]
      const queued = queue.find((row) => row.provider_id === String(nameless.id))!
      const queuedUnknown = queue.find((row) => row.provider_id === String(unknown.id))!
      expect(queued).toBeDefined()
      expect(queuedUnknown).toBeDefined()
      expect((await orderOf(buyer, orderId)).amount_paid).toBe(0)

      // Neither both targets nor none; not a missing order.
      expect((await staff('POST', `/api/admin/bank-transfers/${queued.id}/assign`, {})).statusCode).toBe(400)
      expect((await staff('POST', `/api/admin/bank-transfers/${queued.id}/assign`, { order_id: 2_147_483_000 })).statusCode).toBe(422)
      // A customer cannot reach the queue.
      expect((await context().app.inject({ url: '/api/admin/bank-transfers', headers: buyer.headers })).statusCode).toBe(403)

      const assigned = await staff('POST', `/api/admin/bank-transfers/${queued.id}/assign`, { order_id: orderId })
      expect(assigned.statusCode).toBe(200)
      expect(assigned.json().data).toMatchObject({
        status: 'applied',
        order_id: orderId,
        customer_id: buyer.id,
        applied_amount: amount_due,
      })
      expect(await orderOf(buyer, orderId)).toMatchObject({ status_id: ORDER_STATUS.Paid, amount_due: 0 })
      expect((await staff('POST', `/api/admin/bank-transfers/${queued.id}/assign`, { order_id: orderId })).statusCode).toBe(409)

      const returned = await staff('POST', `/api/admin/bank-transfers/${queuedUnknown.id}/return`, {
        note: 'Sent back to the payer, FT999',
      })
      expect(returned.statusCode).toBe(200)
      expect(returned.json().data).toMatchObject({ status: 'returned', note: 'Sent back to the payer, FT999' })
      const audit = (await staff('GET', '/api/admin/audit?filter[subject_type]=bank_transfer')).json().data as {
        action: string
        subject_id: string
      }[]
      expect(audit.map((entry) => [entry.action, entry.subject_id])).toEqual(
        expect.arrayContaining([
          ['bank_transfer.assign', String(queued.id)],
          ['bank_transfer.return', String(queuedUnknown.id)],
        ]),
      )
    })

    it('refunds what was applied when staff cancel a paid order: the reason is required and told, the wallet holds the money', async () => {
      const orderId = await placeOrder(buyer)
      const { amount_due } = await orderOf(buyer, orderId)
      const part = Math.floor(amount_due / 2)
      expect((await post(sepayTransfer({ content: orderCode(orderId), transferAmount: part }))).statusCode).toBe(200)
      const walletBefore = await balanceOf(buyer)
      const cancel = (reason?: string) =>
        staff('POST', `/api/admin/orders/${orderId}/transitions`, {
          from_status_id: ORDER_STATUS.Newish,
          to_status_id: ORDER_STATUS.Cancelled,
          ...(reason === undefined ? {} : { reason }),
        })
      const refused = await cancel()
      expect(refused.statusCode).toBe(422)
      expect(refused.json().errors.reason).toEqual([expect.stringContaining(part.toLocaleString('ja-JP'))])
      expect(await orderOf(buyer, orderId)).toMatchObject({ status_id: ORDER_STATUS.Newish, amount_paid: part })

      const done = await cancel('Hết hàng ở nhà cung cấp')
      expect(done.statusCode).toBe(200)
      expect(done.json().data.order).toMatchObject({
        status_id: ORDER_STATUS.Cancelled,
        amount_paid: 0,
        amount_refunded: part,
        amount_due: 0,
      })
      expect(await orderOf(buyer, orderId)).toMatchObject({
        status_id: ORDER_STATUS.Cancelled,
        amount_paid: 0,
        amount_refunded: part,
        amount_due: 0,
      })
      expect(await balanceOf(buyer)).toBe(walletBefore + part)
      const told = (await feedKinds(buyer)).find((entry) => entry.kind === 'payment')
      expect(told).toMatchObject({
        title: `${part.toLocaleString('ja-JP')}đ refunded to your wallet — order ${orderCode(orderId)}`,
        body: 'Hết hàng ở nhà cung cấp',
      })
      // A retry of the move refunds nothing twice.
      expect((await cancel('Hết hàng ở nhà cung cấp')).statusCode).toBe(200)
      expect(await balanceOf(buyer)).toBe(walletBefore + part)
      const audit = (await staff('GET', `/api/admin/audit?filter[action]=wallet.refund`)).json().data as { after: { order_id: number } }[]
      expect(audit.filter((entry) => entry.after.order_id === orderId)).toHaveLength(1)
    })

    it('moves an order to Paid only when its goods are covered: the wallet pays what is missing, else 422 naming it, or an override reason', async () => {
      const move = (orderId: number, from: number, to: number, reason?: string) =>
        staff('POST', `/api/admin/orders/${orderId}/transitions`, { from_status_id: from, to_status_id: to, ...(reason ? { reason } : {}) })
      const orderId = await placeOrder(buyer)
      const { amount_due } = await orderOf(buyer, orderId)
      expect((await move(orderId, ORDER_STATUS.Newish, ORDER_STATUS.Pending)).statusCode).toBe(200)
      const walletBefore = await balanceOf(buyer)
      const refused = await move(orderId, ORDER_STATUS.Pending, ORDER_STATUS.Paid)
      expect(refused.statusCode).toBe(422)
      const missing = Math.max(amount_due - walletBefore, 0)
      expect(missing).toBeGreaterThan(0)
      expect(refused.json().errors.reason[0]).toContain(`${missing.toLocaleString('ja-JP')}đ`)
      expect(await orderOf(buyer, orderId)).toMatchObject({ status_id: ORDER_STATUS.Pending, amount_paid: 0 })
      expect(await balanceOf(buyer)).toBe(walletBefore)

      // Money arrives without a code; staff put it in the customer's wallet; now Paid takes it from there.
      const nameless = sepayTransfer({ content: 'CK TIEN HANG', transferAmount: missing })
      expect((await post(nameless)).statusCode).toBe(200)
      const row = await transferRow(nameless.id)
      expect((await staff('POST', `/api/admin/bank-transfers/${row.id}/assign`, { customer_id: buyer.id })).statusCode).toBe(200)
      expect(await balanceOf(buyer)).toBe(walletBefore + missing)
      const paid = await move(orderId, ORDER_STATUS.Pending, ORDER_STATUS.Paid)
      expect(paid.statusCode).toBe(200)
      expect(await orderOf(buyer, orderId)).toMatchObject({ status_id: ORDER_STATUS.Paid, amount_paid: amount_due, amount_due: 0 })
      expect(await balanceOf(buyer)).toBe(walletBefore + missing - amount_due)
      const audit = (await staff('GET', `/api/admin/audit?filter[subject_type]=order&filter[subject_id]=${orderId}`)).json().data
      expect(audit[0]).toMatchObject({ action: 'order.transition', after: { status: 'Paid', paid_from_wallet: amount_due } })

      // With nothing to take it from, a reason overrides (audited); the order still shows what is due.
      const other = await placeOrder(buyer)
      expect((await move(other, ORDER_STATUS.Newish, ORDER_STATUS.Pending)).statusCode).toBe(200)
      const overridden = await move(other, ORDER_STATUS.Pending, ORDER_STATUS.Paid, 'Khách trả tiền mặt tại quầy')
      expect(overridden.statusCode).toBe(200)
      const shown = await orderOf(buyer, other)
      expect(shown).toMatchObject({ status_id: ORDER_STATUS.Paid, amount_paid: 0 })
      expect(shown.amount_due).toBe(shown.total_payment)
      const overrideAudit = (await staff('GET', `/api/admin/audit?filter[subject_type]=order&filter[subject_id]=${other}`)).json().data
      expect(overrideAudit[0].after).toMatchObject({
        status: 'Paid',
        override_reason: 'Khách trả tiền mặt tại quầy',
        missing: shown.total_payment,
      })
    })

    it('cancels an unpaid order as before, without a reason', async () => {
      const orderId = await placeOrder(buyer)
      const moved = await staff('POST', `/api/admin/orders/${orderId}/transitions`, {
        from_status_id: 1,
        to_status_id: ORDER_STATUS.Cancelled,
      })
      expect(moved.statusCode).toBe(200)
      expect(moved.json().data.order).toMatchObject({ amount_paid: 0, amount_refunded: 0, amount_due: 0 })
    })

    it('shows the same position on the customer’s and the staff’s order answers as the wallet’s entries naming the order', async () => {
      const orderId = await placeOrder(buyer)
      const { amount_due } = await orderOf(buyer, orderId)
      expect((await post(sepayTransfer({ content: orderCode(orderId), transferAmount: amount_due - 1000 }))).statusCode).toBe(200)
      const mine = await orderOf(buyer, orderId)
      const staffDetail = (await staff('GET', `/api/admin/orders/${orderId}`)).json().data.order
      const staffListed = (await staff('GET', `/api/admin/orders?filter[search]=${orderCode(orderId)}`)).json().data[0]
      const listed = (await context().app.inject({ url: '/api/orders?per_page=50', headers: buyer.headers }))
        .json()
        .data.find((order: { id: number }) => order.id === orderId)
      const transactions = (
        await context().app.inject({
          url: `/api/transactions?filter[receipts.receiptable_id]=${orderId}&include=transactionType&append=references&per_page=100`,
          headers: buyer.headers,
        })
      ).json().data as { amount: number; transaction_type?: { code: string }; references?: { receiptable_type: string }[] }[]
      const appliedInWallet = -transactions
        .filter((entry) => entry.transaction_type?.code === 'order_payment')
        .reduce((sum, entry) => sum + entry.amount, 0)
      expect(appliedInWallet).toBe(amount_due - 1000)
      for (const answer of [mine, staffDetail, staffListed, listed])
        expect(answer).toMatchObject({ amount_paid: appliedInWallet, amount_due: 1000, amount_refunded: 0, freight_actual: null })
      expect(mine.status_id).toBe(ORDER_STATUS.Newish)

      // An entry in someone else's wallet naming this order's id (as demo histories do) is not this order's money.
      const stranger = await customer(context())
      const strangerWallet = (
        await context().app.inject({ url: '/api/wallet/users?filter[currency_id]=VND', headers: stranger.headers })
      ).json().data[0].id as number
      const [foreign] = await context()
        .database.db.insert(walletTransactions)
        .values({ walletId: strangerWallet, transactionTypeId: 2, amount: -1000, status: 'posted', voucherDate: new Date() })
        .returning({ id: walletTransactions.id })
      await context()
        .database.db.insert(transactionReferences)
        .values({ transactionId: foreign.id, receiptableType: 'order', receiptableId: String(orderId) })
      expect(await orderOf(buyer, orderId)).toMatchObject({ amount_paid: appliedInWallet, amount_due: 1000 })
    })
  },
  { env: { BANK_WEBHOOK_API_KEY: KEY, BANK_ACCOUNT_NUMBER: ACCOUNT } },
)

it('has no bank webhook where no key is configured (404)', async () => {
  const database = await openDatabase({ dataDir: null })
  const { app, close } = await buildTestApp(database)
  try {
    const answer = await app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: { authorization: 'Apikey anything-at-all-1234' },
      payload: sepayTransfer(),
    })
    expect(answer.statusCode).toBe(404)
  } finally {
    await close()
    await database.close()
  }
})
