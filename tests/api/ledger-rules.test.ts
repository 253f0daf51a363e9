import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { IKOM_ID } from '@shared/shops/registry'
import { takeHolds } from '@server/modules/wallets'
import { addressOf, createOrder, customer, productsOf, type Customer } from './support/shop-fixtures'
import { bearer, signUpStaff } from './support/staff'
import { describeEachDriver } from './support/test-app'

type Entry = {
  id: number
  wallet_id: number
  amount: number
  status: string
  transaction_type: { code: string }
  references: { receiptable_type: string; receiptable_id: string }[]
}

describeEachDriver('ledger rules', (context) => {
  let staffToken = ''
  let staffEmail = ''
  let secondToken = ''
  let buyer: Customer

  const staff = (method: 'GET' | 'POST', url: string, payload?: object, key: string | null = randomUUID()) =>
    context().app.inject({
      method,
      url,
      headers: { ...bearer(staffToken), 'accept-language': 'en', ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    })
  const entry = (kind: string, amount: number, extra: object = {}, who: Customer = buyer) =>
    staff('POST', '/api/admin/wallet-transactions', { customer_id: who.id, currency_id: 'VND', kind, amount, ...extra })
  const deposit = (amount: number, who: Customer = buyer) => entry('deposit', amount, { bank_reference: `VCB-${randomUUID()}` }, who)
  const voidEntry = (id: number, reason = 'Typed twice', key: string = randomUUID()) =>
    staff('POST', `/api/admin/wallet-transactions/${id}/void`, { reason }, key)

  async function placeOrder(who: Customer): Promise<number> {
    const [product] = await productsOf(context(), IKOM_ID, 1)
    const addressId = await addressOf(context(), who)
    const response = await createOrder(context(), who, {
      order_info: { shipment_info: { address_id: addressId }, shipment_method_id: 'air', note: '' },
      items: [{ quantity: 1, product: { id: product.id } }],
    })
    expect(response.statusCode).toBe(201)
    return response.json().data.id
  }
  async function vndWallet(who: Customer = buyer): Promise<{ id: number; balance: number; amount_available_for_payment: number }> {
    const wallets = (await context().app.inject({ url: '/api/wallet/users?filter[currency_id]=VND', headers: who.headers })).json().data
    return wallets[0]
  }
  async function orderMoney(who: Customer, orderId: number) {
    const response = await context().app.inject({ url: `/api/orders/${orderId}`, headers: who.headers })
    expect(response.statusCode).toBe(200)
    const { amount_paid, amount_refunded } = response.json().data
    return { amount_paid, amount_refunded }
  }
  async function entries(walletId: number): Promise<Entry[]> {
    return (await staff('GET', `/api/admin/wallets/${walletId}/transactions?per_page=100`, undefined, null)).json().data
  }
  async function feed(who: Customer) {
    const answer = await context().app.inject({ url: '/api/notifications', headers: { ...who.headers, 'accept-language': 'en' } })
    return (answer.json().data as { kind: string; title: string; body: string }[]).filter((item) => item.kind === 'payment')
  }

  it('sets up a staff member and a customer', async () => {
    const first = await signUpStaff(context())
    staffToken = first.token
    staffEmail = first.email
    secondToken = (await signUpStaff(context())).token
    buyer = await customer(context())
  })

  it('voids an order payment by a reversal naming it: balance and the order’s position restored, voided once', async () => {
    const orderId = await placeOrder(buyer)
    expect((await deposit(500_000)).statusCode).toBe(201)
    const paid = await entry('debit', 300_000, { order_id: orderId })
    expect(paid.statusCode).toBe(201)
    const paymentId = paid.json().data.transaction.id
    expect(await orderMoney(buyer, orderId)).toEqual({ amount_paid: 300_000, amount_refunded: 0 })
    expect((await vndWallet()).balance).toBe(200_000)

    const key = randomUUID()
    const voided = await voidEntry(paymentId, 'Debited the wrong order', key)
    expect(voided.statusCode).toBe(201)
    const reversal = voided.json().data.transaction as Entry
    expect(reversal.amount).toBe(300_000)
    expect(reversal.transaction_type.code).toBe('order_payment')
    expect(reversal.references).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ receiptable_type: 'void_of', receiptable_id: String(paymentId) }),
        expect.objectContaining({ receiptable_type: 'order', receiptable_id: String(orderId) }),
      ]),
    )
    expect(voided.json().data.wallet.balance).toBe(500_000)
    expect(await orderMoney(buyer, orderId)).toEqual({ amount_paid: 0, amount_refunded: 0 })

    // A retry answers the same reversal; a second void (another key) is refused; nothing was edited.
    const retry = await voidEntry(paymentId, 'Debited the wrong order', key)
    expect(retry.statusCode).toBe(200)
    expect(retry.json().data.transaction.id).toBe(reversal.id)
    const again = await voidEntry(paymentId)
    expect(again.statusCode).toBe(422)
    expect(again.json().message).toBe('This entry has already been voided.')
    expect((await voidEntry(reversal.id)).statusCode).toBe(422)
    const rows = await entries(reversal.wallet_id)
    expect(rows.find((row) => row.id === paymentId)).toMatchObject({ amount: -300_000, status: 'posted' })
    expect((await vndWallet()).balance).toBe(500_000)

    const audit = (await staff('GET', `/api/admin/audit?filter[action]=wallet.void&per_page=100`, undefined, null)).json().data
    expect(audit.find((row: { after: { transaction_id: number } }) => row.after.transaction_id === reversal.id)).toMatchObject({
      before: { balance: 200_000 },
      after: { balance: 500_000, voided_transaction_id: paymentId, reason: 'Debited the wrong order' },
    })
  })

  it('voids a refund so the order’s refunded amount reads right; refuses a void the wallet cannot cover', async () => {
    const who = await customer(context())
    const orderId = await placeOrder(who)
    expect((await deposit(100_000, who)).statusCode).toBe(201)
    expect((await entry('debit', 100_000, { order_id: orderId }, who)).statusCode).toBe(201)
    const refund = await entry('refund', 40_000, { order_id: orderId }, who)
    expect(refund.statusCode).toBe(201)
    expect(await orderMoney(who, orderId)).toEqual({ amount_paid: 60_000, amount_refunded: 40_000 })
    // The refund's 40,000 is all the wallet has: spend 30,000 of it, and the void would leave −30,000.
    const other = await placeOrder(who)
    expect((await entry('debit', 30_000, { order_id: other }, who)).statusCode).toBe(201)
    const short = await voidEntry(refund.json().data.transaction.id)
    expect(short.statusCode).toBe(422)
    expect(short.json().message).toBe('Voiding this entry would take the available balance below zero: 30,000đ is missing.')
    expect((await deposit(30_000, who)).statusCode).toBe(201)
    const voided = await voidEntry(refund.json().data.transaction.id)
    expect(voided.statusCode).toBe(201)
    expect(voided.json().data.transaction).toMatchObject({ amount: -40_000 })
    expect(voided.json().data.wallet.balance).toBe(0)
    expect(await orderMoney(who, orderId)).toEqual({ amount_paid: 100_000, amount_refunded: 0 })
  })

  it('refuses to void a hold, and a missing entry', async () => {
    const who = await customer(context())
    expect((await deposit(200_000, who)).statusCode).toBe(201)
    const wallet = await vndWallet(who)
    const db = context().database.db
    await takeHolds(db, { venue: 'yahoo_auction', lotId: `lot-${randomUUID()}` }, [{ walletId: wallet.id, amount: 50_000 }], new Date())
    const hold = (await entries(wallet.id)).find((row) => row.transaction_type.code === 'auction_hold')!
    expect(hold.status).toBe('pending')
    const refused = await voidEntry(hold.id)
    expect(refused.statusCode).toBe(422)
    expect(refused.json().message).toBe('This entry cannot be voided: only a posted entry can (not a hold, not a reversal).')
    expect((await vndWallet(who)).amount_available_for_payment).toBe(150_000)
    expect((await voidEntry(999_999_999)).statusCode).toBe(404)
    expect((await staff('POST', `/api/admin/wallet-transactions/${hold.id}/void`, { reason: '  ' })).statusCode).toBe(400)
  })

  it('bounds a refund by what was applied to the order less earlier refunds', async () => {
    const who = await customer(context())
    const orderId = await placeOrder(who)
    const never = await entry('refund', 50_000_000, { order_id: orderId }, who)
    expect(never.statusCode).toBe(422)
    expect(never.json().message).toBe('At most 0đ can be refunded for this order (paid less earlier refunds).')
    expect((await deposit(885_862, who)).statusCode).toBe(201)
    expect((await entry('debit', 885_862, { order_id: orderId }, who)).statusCode).toBe(201)
    expect((await entry('refund', 800_000, { order_id: orderId }, who)).statusCode).toBe(201)
    const above = await entry('refund', 85_863, { order_id: orderId }, who)
    expect(above.statusCode).toBe(422)
    expect(above.json().message).toBe('At most 85,862đ can be refunded for this order (paid less earlier refunds).')
    expect(above.json().errors.amount).toEqual(['At most 85,862đ can be refunded for this order (paid less earlier refunds).'])
    expect((await entry('refund', 85_862, { order_id: orderId }, who)).statusCode).toBe(201)
    expect(await orderMoney(who, orderId)).toEqual({ amount_paid: 0, amount_refunded: 885_862 })
  })

  it('bounds a debit by the wallet’s available amount (holds included), naming what is missing', async () => {
    const who = await customer(context())
    const orderId = await placeOrder(who)
    expect((await deposit(885_862, who)).statusCode).toBe(201)
    const huge = await entry('debit', 99_000_000, { order_id: orderId }, who)
    expect(huge.statusCode).toBe(422)
    expect(huge.json().message).toBe('The wallet cannot cover this debit: 98,114,138đ is missing.')
    const wallet = await vndWallet(who)
    await takeHolds(
      context().database.db,
      { venue: 'yahoo_auction', lotId: `lot-${randomUUID()}` },
      [{ walletId: wallet.id, amount: 85_862 }],
      new Date(),
    )
    const overHold = await entry('debit', 885_862, { order_id: orderId }, who)
    expect(overHold.statusCode).toBe(422)
    expect(overHold.json().message).toBe('The wallet cannot cover this debit: 85,862đ is missing.')
    expect((await entry('debit', 800_000, { order_id: orderId }, who)).statusCode).toBe(201)
    expect((await vndWallet(who)).balance).toBe(85_862)
  })

  it('tells the customer of every deposit, debit, refund and void, in their language', async () => {
    const who = await customer(context())
    const orderId = await placeOrder(who)
    expect((await deposit(500_000, who)).statusCode).toBe(201)
    const debit = await entry('debit', 200_000, { order_id: orderId }, who)
    expect((await entry('refund', 50_000, { order_id: orderId }, who)).statusCode).toBe(201)
    expect((await voidEntry(debit.json().data.transaction.id, 'Wrong order')).statusCode).toBe(201)
    const titles = (await feed(who)).map((item) => item.title)
    expect(titles).toEqual(
      expect.arrayContaining([
        '500,000đ added to your wallet',
        '200,000đ debited from your wallet',
        '50,000đ refunded to your wallet',
        'A wallet entry of 200,000đ was voided',
      ]),
    )
    const voidNotice = (await feed(who)).find((item) => item.title.startsWith('A wallet entry'))!
    expect(voidNotice.body).toContain('Wrong order')
    expect(voidNotice.body).toContain('Wallet balance: 550,000đ.')
    const vi = await context().app.inject({ url: '/api/notifications', headers: { ...who.headers, 'accept-language': 'vi' } })
    expect(vi.json().data.map((item: { title: string }) => item.title)).toContain('Đã trừ 200,000đ từ ví')
  })

  it('holds an entry above LEDGER_CONFIRM_ABOVE_VND for a second staff member: not in the balance until approved', async () => {
    const who = await customer(context())
    const second = (method: 'GET' | 'POST', url: string, payload?: object) =>
      context().app.inject({ method, url, headers: { ...bearer(secondToken), 'accept-language': 'en' }, payload })
    const asked = await deposit(12_000_000, who)
    expect(asked.statusCode).toBe(202)
    const askedId = asked.json().data.transaction.id
    expect(asked.json().data.transaction.status).toBe('awaiting_approval')
    expect(asked.json().data.wallet).toMatchObject({ balance: 0, amount_available_for_payment: 0 })
    expect(await vndWallet(who)).toMatchObject({ balance: 0, amount_available_for_payment: 0 })
    const own = await context().app.inject({ url: '/api/transactions', headers: who.headers })
    expect(own.json().data).toEqual([])
    expect(await feed(who)).toEqual([])
    const listed = (await staff('GET', '/api/admin/wallet-transactions/awaiting-approval', undefined, null)).json().data
    expect(listed.find((row: { id: number }) => row.id === askedId)).toMatchObject({
      customer_id: who.id,
      kind: 'deposit',
      amount: 12_000_000,
      requested_by: staffEmail,
    })

    // The one who asked cannot approve; another staff member can, once; the customer is told then.
    const self = await staff('POST', `/api/admin/wallet-transactions/${askedId}/approve`, {})
    expect(self.statusCode).toBe(403)
    expect(self.json().message).toBe('Another staff member must approve this entry.')
    const approved = await second('POST', `/api/admin/wallet-transactions/${askedId}/approve`, {})
    expect(approved.statusCode).toBe(200)
    expect(approved.json().data.transaction.status).toBe('posted')
    expect((await vndWallet(who)).balance).toBe(12_000_000)
    expect((await feed(who)).map((item) => item.title)).toEqual(['12,000,000đ added to your wallet'])
    expect((await second('POST', `/api/admin/wallet-transactions/${askedId}/approve`, {})).statusCode).toBe(422)
    const audit = (await staff('GET', '/api/admin/audit?filter[action]=wallet.approve&per_page=100', undefined, null)).json().data
    expect(audit.find((row: { after: { transaction_id: number } }) => row.after.transaction_id === askedId)).toMatchObject({
      before: { balance: 0 },
      after: { balance: 12_000_000, requested_by: { email: staffEmail } },
    })

    // A rejected entry never posts.
    const orderId = await placeOrder(who)
    const big = await entry('debit', 11_000_000, { order_id: orderId }, who)
    expect(big.statusCode).toBe(202)
    const rejected = await second('POST', `/api/admin/wallet-transactions/${big.json().data.transaction.id}/reject`, {
      reason: 'Wrong amount',
    })
    expect(rejected.statusCode).toBe(200)
    expect(rejected.json().data.transaction.status).toBe('rejected')
    expect((await second('POST', `/api/admin/wallet-transactions/${big.json().data.transaction.id}/approve`, {})).statusCode).toBe(422)
    expect(await vndWallet(who)).toMatchObject({ balance: 12_000_000, amount_available_for_payment: 12_000_000 })
    expect(await orderMoney(who, orderId)).toEqual({ amount_paid: 0, amount_refunded: 0 })

    // The bounds hold again at approval: the wallet moved meanwhile.
    const later = await entry('debit', 11_000_000, { order_id: orderId }, who)
    expect(later.statusCode).toBe(202)
    expect((await entry('debit', 5_000_000, { order_id: orderId }, who)).statusCode).toBe(201)
    const short = await second('POST', `/api/admin/wallet-transactions/${later.json().data.transaction.id}/approve`, {})
    expect(short.statusCode).toBe(422)
    expect(short.json().message).toBe('The wallet cannot cover this debit: 4,000,000đ is missing.')
    expect((await vndWallet(who)).balance).toBe(7_000_000)
    // An entry awaiting approval cannot be voided.
    expect((await voidEntry(later.json().data.transaction.id)).statusCode).toBe(422)
  })

  it('keeps customers out of the new staff writes (401 without a token, 403 with a customer’s)', async () => {
    const routes = [
      ['POST', '/api/admin/wallet-transactions/1/void', { reason: 'mine' }],
      ['POST', '/api/admin/wallet-transactions/1/approve', {}],
      ['POST', '/api/admin/wallet-transactions/1/reject', { reason: 'mine' }],
      ['GET', '/api/admin/wallet-transactions/awaiting-approval', undefined],
    ] as const
    for (const [method, url, payload] of routes) {
      for (const headers of [{}, buyer.headers]) {
        const answer = await context().app.inject({ method, url, headers: { ...headers, 'idempotency-key': randomUUID() }, payload })
        expect(answer.statusCode, `${method} ${url}`).toBe('authorization' in headers ? 403 : 401)
      }
    }
  })
})
