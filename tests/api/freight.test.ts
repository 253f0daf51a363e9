import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { ORDER_STATUS } from '@shared/orders/statuses'
import { IKOM_ID } from '@shared/shops/registry'
import { addressOf, createOrder, customer, productsOf, type Customer } from './support/shop-fixtures'
import { bearer, signUpStaff } from './support/staff'
import { describeEachDriver } from './support/test-app'

type Method = 'GET' | 'POST' | 'PUT'

/**
 * Real freight (issue 28): tariffs staff keep per method and Vietnamese warehouse; a box weighed there
 * is priced by the tariff in force; the order's actual freight follows; → Debited takes exactly it from the
 * wallet (refused without it, or when the wallet cannot cover it); a payout sends money back to the bank.
 */
describeEachDriver('real freight', (context) => {
  let staffToken = ''

  const staff = (method: Method, url: string, payload?: unknown, language = 'en') =>
    context().app.inject({
      method,
      url,
      headers: { ...bearer(staffToken), 'accept-language': language, 'idempotency-key': randomUUID() },
      payload: payload as object,
    })
  const today = () => context().clock.now().toISOString().slice(0, 10)
  const dayAfter = (days: number) => new Date(context().clock.now().getTime() + days * 86_400_000).toISOString().slice(0, 10)

  async function placeOrder(who: Customer, method: 'air' | 'sea' = 'air'): Promise<{ id: number; goods: number }> {
    const [product] = await productsOf(context(), IKOM_ID, 1)
    const addressId = await addressOf(context(), who)
    const response = await createOrder(context(), who, {
      order_info: { shipment_info: { address_id: addressId }, shipment_method_id: method, note: '' },
      items: [{ quantity: 1, product: { id: product.id } }],
    })
    expect(response.statusCode).toBe(201)
    const order = response.json().data
    return { id: order.id, goods: order.total_payment }
  }
  const deposit = (who: Customer, amount: number) =>
    staff('POST', '/api/admin/wallet-transactions', {
      customer_id: who.id,
      currency_id: 'VND',
      kind: 'deposit',
      amount,
      bank_reference: `VCB-${randomUUID()}`,
    })
  const move = (orderId: number, from: number, to: number, language = 'en') =>
    staff('POST', `/api/admin/orders/${orderId}/transitions`, { from_status_id: from, to_status_id: to }, language)
  /** Pays the goods from the wallet and walks the order to ReceivedAtWarehouse. */
  async function receivedOrder(who: Customer, method: 'air' | 'sea' = 'air') {
    const order = await placeOrder(who, method)
    expect((await deposit(who, order.goods)).statusCode).toBe(201)
    const path = [ORDER_STATUS.Newish, ORDER_STATUS.Pending, ORDER_STATUS.Paid, ORDER_STATUS.PaidToSupplier]
    for (const [index, from] of path.entries()) {
      const to = path[index + 1] ?? ORDER_STATUS.WaitingToReceive
      expect((await move(order.id, from, to)).statusCode).toBe(200)
    }
    expect((await move(order.id, ORDER_STATUS.WaitingToReceive, ORDER_STATUS.ReceivedAtWarehouse)).statusCode).toBe(200)
    return order
  }
  const addBox = async (orderId: number, boxId: string): Promise<number> => {
    const added = await staff('POST', `/api/admin/orders/${orderId}/boxes`, { box_id: boxId })
    expect(added.statusCode).toBe(201)
    return added.json().data.id
  }
  const weigh = (boxId: number, body: object, language = 'en') => staff('PUT', `/api/admin/boxes/${boxId}/weight`, body, language)
  const customerOrder = async (who: Customer, orderId: number) =>
    (await context().app.inject({ url: `/api/orders/${orderId}?append=owning_boxes`, headers: who.headers })).json().data
  const vndWallet = async (who: Customer) =>
    (await context().app.inject({ url: '/api/wallet/users?filter[currency_id]=VND', headers: who.headers })).json().data[0]
  const paymentFeed = async (who: Customer, language = 'en') =>
    (
      (await context().app.inject({ url: '/api/notifications', headers: { ...who.headers, 'accept-language': language } })).json().data as {
        kind: string
        title: string
        body: string
      }[]
    ).filter((item) => item.kind === 'payment')

  it('signs in a staff member', async () => {
    staffToken = (await signUpStaff(context())).token
  })

  it('lists the seeded tariffs (a shop has one on day one), one in force per method and Vietnamese warehouse', async () => {
    const answer = await staff('GET', '/api/admin/freight-tariffs')
    expect(answer.statusCode).toBe(200)
    const rows = answer.json().data as { shipment_method_id: string; area_id: string; in_force: boolean }[]
    const inForce = rows.filter((row) => row.in_force).map((row) => `${row.shipment_method_id}/${row.area_id}`)
    expect(inForce.sort()).toEqual(['air/vn-danang', 'air/vn-hanoi', 'air/vn-hcm', 'sea/vn-danang', 'sea/vn-hanoi', 'sea/vn-hcm'])
  })

  it('adds a tariff row from a day (old rows kept, audited); a scheduled one prices nothing before its day', async () => {
    const added = await staff('POST', '/api/admin/freight-tariffs', {
      shipment_method_id: 'sea',
      area_id: 'vn-danang',
      price_per_kg: 40_000,
      price_per_m3: 8_500_000,
    })
    expect(added.statusCode).toBe(201)
    expect(added.json().data).toMatchObject({ effective_from: today(), in_force: true, scheduled: false, area_name: 'Da Nang warehouse' })
    const scheduled = await staff('POST', '/api/admin/freight-tariffs', {
      shipment_method_id: 'sea',
      area_id: 'vn-danang',
      price_per_kg: 99_000,
      price_per_m3: 9_900_000,
      effective_from: dayAfter(3),
    })
    expect(scheduled.statusCode).toBe(201)
    expect(scheduled.json().data).toMatchObject({ in_force: false, scheduled: true })
    const rows = (await staff('GET', '/api/admin/freight-tariffs')).json().data as {
      id: number
      area_id: string
      shipment_method_id: string
      in_force: boolean
    }[]
    const danangSea = rows.filter((row) => row.area_id === 'vn-danang' && row.shipment_method_id === 'sea')
    expect(danangSea).toHaveLength(3)
    expect(danangSea.find((row) => row.in_force)?.id).toBe(added.json().data.id)
    const audit = (await staff('GET', `/api/admin/audit?filter[action]=freight_tariff.create&per_page=100`)).json().data
    expect(audit.find((row: { subject_id: string }) => row.subject_id === String(added.json().data.id))).toMatchObject({
      before: { tariff_id: 6, price_per_kg: 38_000 },
      after: { price_per_kg: 40_000, price_per_m3: 8_500_000, effective_from: today() },
    })
  })

  it.each([
    ['a decimal price', { price_per_kg: 1.5 }, 'price_per_kg', 400],
    ['a negative price', { price_per_m3: -100 }, 'price_per_m3', 400],
    ['a price as text', { price_per_kg: '110.000' }, 'price_per_kg', 400],
    ['an unknown method', { shipment_method_id: 'rocket' }, 'shipment_method_id', 400],
    ['a Japanese warehouse', { area_id: 'jp-tokyo' }, 'area_id', 422],
    ['an unknown warehouse', { area_id: 'mars' }, 'area_id', 422],
    ['a day in the past', { effective_from: '2020-01-01' }, 'effective_from', 422],
    ['a day that does not exist', { effective_from: '2026-02-30' }, 'effective_from', 400],
    ['an unknown field', { discount: 5 }, null, 400],
  ])('refuses a tariff with %s (translated, never a 500)', async (_name, change, field, status) => {
    const body = { shipment_method_id: 'air', area_id: 'vn-hanoi', price_per_kg: 200_000, price_per_m3: 30_000_000, ...change }
    const answer = await staff('POST', '/api/admin/freight-tariffs', body, 'vi')
    expect(answer.statusCode).toBe(status)
    if (field) expect(answer.json().errors[field]?.[0]).toMatch(/\S/)
    expect(answer.json().message).not.toMatch(/[a-z]+[A-Z][a-z]+Invalid|Required$/)
  })

  it('a customer cannot read or write tariffs', async () => {
    const who = await customer(context())
    expect((await context().app.inject({ url: '/api/admin/freight-tariffs', headers: who.headers })).statusCode).toBe(403)
  })

  it('weighs boxes: each priced max(weight, volume) by the tariff, the order’s actual freight once every box is weighed', async () => {
    const who = await customer(context())
    const order = await receivedOrder(who)
    const first = await addBox(order.id, 'FR-1')
    const second = await addBox(order.id, 'FR-2')
    // Air to Hà Nội: 210,000 đ/kg, 35,070,000 đ/m³. 2.35 kg in 30×20×10: by weight, 493,500 đ.
    const weighed = await weigh(first, { area_id: 'vn-hanoi', weight_kg: 2.35, length_cm: 30, width_cm: 20, height_cm: 10 })
    expect(weighed.statusCode).toBe(200)
    expect(weighed.json().data).toEqual({ owning_box_id: first, weight_grams: 2350, freight_charge: 493_500, freight_actual: null })
    let seen = await customerOrder(who, order.id)
    expect(seen.freight_actual).toBeNull()
    expect(seen.owning_boxes.find((box: { id: number }) => box.id === first).weighing).toMatchObject({
      weight_grams: 2350,
      length_cm: 30,
      width_cm: 20,
      height_cm: 10,
      area_id: 'vn-hanoi',
      freight_charge: 493_500,
    })
    // 1 kg in 60×50×40 (0.12 m³): by volume, 4,208,400 đ.
    const bulky = await weigh(second, { area_id: 'vn-hanoi', weight_kg: 1, length_cm: 60, width_cm: 50, height_cm: 40 })
    expect(bulky.json().data).toMatchObject({ freight_charge: 4_208_400, freight_actual: 4_701_900 })
    seen = await customerOrder(who, order.id)
    expect(seen).toMatchObject({ freight_actual: 4_701_900, amount_due: 4_701_900, amount_paid: order.goods })
    const staffView = (await staff('GET', `/api/admin/orders/${order.id}`)).json().data.order
    expect(staffView).toMatchObject({ freight_actual: 4_701_900, amount_due: 4_701_900 })

    // Weighed again (a better measure): replaced, audited before → after; the same weighing again is no change.
    const again = { area_id: 'vn-hanoi', weight_kg: 1, length_cm: 50, width_cm: 40, height_cm: 30 }
    expect((await weigh(second, again)).json().data).toMatchObject({ freight_charge: 2_104_200, freight_actual: 2_597_700 })
    const audits = async () =>
      (
        (await staff('GET', `/api/admin/audit?filter[action]=order.box.weigh&filter[subject_id]=${second}&per_page=100`)).json()
          .data as unknown[]
      ).length
    const count = await audits()
    expect(count).toBe(2)
    expect((await weigh(second, again)).statusCode).toBe(200)
    expect(await audits()).toBe(count)

    // A new box not yet weighed: the freight is an estimate again until it is.
    await addBox(order.id, 'FR-3')
    expect((await customerOrder(who, order.id)).freight_actual).toBeNull()
  })

  it.each([
    ['weight 0', { weight_kg: 0 }, 'weight_kg', 400],
    ['more than three decimals', { weight_kg: 2.3456 }, 'weight_kg', 400],
    ['more than 1,000 kg', { weight_kg: 1000.5 }, 'weight_kg', 400],
    ['weight as text', { weight_kg: '2,35' }, 'weight_kg', 400],
    ['a decimal side', { length_cm: 30.5 }, 'length_cm', 400],
    ['a side of 0', { height_cm: 0 }, 'height_cm', 400],
    ['a side beyond 500 cm', { width_cm: 501 }, 'width_cm', 400],
    ['a Japanese warehouse', { area_id: 'jp-osaka' }, 'area_id', 422],
    ['an unknown warehouse', { area_id: 'nowhere' }, 'area_id', 422],
  ])('refuses a weighing with %s', async (_name, change, field, status) => {
    const who = await customer(context())
    const order = await placeOrder(who)
    const box = await addBox(order.id, `BAD-${randomUUID().slice(0, 8)}`)
    const answer = await weigh(box, { area_id: 'vn-hcm', weight_kg: 2, length_cm: 30, width_cm: 20, height_cm: 10, ...change }, 'ja')
    expect(answer.statusCode).toBe(status)
    expect(answer.json().errors[field]?.[0]).toMatch(/\S/)
  })

  it('refuses a weighing of a box that does not exist', async () => {
    expect((await weigh(999_999, { area_id: 'vn-hcm', weight_kg: 1, length_cm: 1, width_cm: 1, height_cm: 1 })).statusCode).toBe(404)
  })

  it('→ Debited: refused without actual freight, refused naming the amount missing, then debits exactly the actual freight', async () => {
    const who = await customer(context())
    const order = await receivedOrder(who, 'sea')
    const box = await addBox(order.id, 'SEA-1')
    const early = await move(order.id, ORDER_STATUS.ReceivedAtWarehouse, ORDER_STATUS.Debited)
    expect(early.statusCode).toBe(422)
    expect(early.json().message).toBe('There is no actual freight yet: weigh every box of the order before debiting it.')

    // Sea to HCM: 35,000 đ/kg, 7,000,000 đ/m³. 5 kg in 40×30×20 (0.024 m³): 175,000 vs 168,000 → 175,000 đ.
    const weighed = await weigh(box, { area_id: 'vn-hcm', weight_kg: 5, length_cm: 40, width_cm: 30, height_cm: 20 })
    expect(weighed.json().data).toMatchObject({ freight_charge: 175_000, freight_actual: 175_000 })
    expect((await vndWallet(who)).balance).toBe(0)
    expect((await deposit(who, 100_000)).statusCode).toBe(201)
    const short = await move(order.id, ORDER_STATUS.ReceivedAtWarehouse, ORDER_STATUS.Debited)
    expect(short.statusCode).toBe(422)
    expect(short.json().message).toBe('The customer’s wallet cannot cover the freight of 175,000đ: 75,000đ is missing.')
    const shortVi = await move(order.id, ORDER_STATUS.ReceivedAtWarehouse, ORDER_STATUS.Debited, 'vi')
    expect(shortVi.json().message).toBe('Ví của khách không đủ để trừ phí vận chuyển 175,000đ: còn thiếu 75,000đ.')
    expect((await customerOrder(who, order.id)).status_id).toBe(ORDER_STATUS.ReceivedAtWarehouse)

    expect((await deposit(who, 100_000)).statusCode).toBe(201)
    const debited = await move(order.id, ORDER_STATUS.ReceivedAtWarehouse, ORDER_STATUS.Debited)
    expect(debited.statusCode).toBe(200)
    expect(debited.json().data.order).toMatchObject({ status_id: ORDER_STATUS.Debited, freight_actual: 175_000, amount_due: 0 })
    expect((await vndWallet(who)).balance).toBe(25_000)
    const seen = await customerOrder(who, order.id)
    expect(seen).toMatchObject({ amount_paid: order.goods + 175_000, amount_due: 0, freight_actual: 175_000 })
    const entries = (
      await context().app.inject({
        url: `/api/transactions?filter[receipts.receiptable_id]=${order.id}&include=transactionType&append=references&per_page=100`,
        headers: who.headers,
      })
    ).json().data as {
      amount: number
      transaction_type: { code: string }
      references: { receiptable_type: string; receiptable_id: string }[]
    }[]
    const freight = entries.filter((entry) => entry.transaction_type.code === 'shipping_fee')
    expect(freight).toHaveLength(1)
    expect(freight[0]).toMatchObject({ amount: -175_000 })
    expect(freight[0].references).toEqual(
      expect.arrayContaining([expect.objectContaining({ receiptable_type: 'order', receiptable_id: String(order.id) })]),
    )
    const [told] = await paymentFeed(who)
    expect(told.title).toBe('Actual freight of 175,000đ debited from your wallet')
    expect((await paymentFeed(who, 'ja'))[0].title).toBe('実際の送料 175,000đ をウォレットから引き落としました')

    // A retry of the move debits nothing twice; a debited order's box is not weighed again.
    expect((await move(order.id, ORDER_STATUS.ReceivedAtWarehouse, ORDER_STATUS.Debited)).statusCode).toBe(200)
    expect((await vndWallet(who)).balance).toBe(25_000)
    const late = await weigh(box, { area_id: 'vn-hcm', weight_kg: 9, length_cm: 40, width_cm: 30, height_cm: 20 })
    expect(late.statusCode).toBe(422)
  })

  it('→ Debited takes only the freight not yet paid (a payment applied after the weighing counts)', async () => {
    const who = await customer(context())
    const order = await receivedOrder(who, 'sea')
    const box = await addBox(order.id, 'SEA-2')
    // Sea to Hà Nội: 35,000 đ/kg, 7,500,000 đ/m³. 2 kg in 50×40×30 (0.06 m³): 70,000 vs 450,000 → 450,000 đ.
    expect((await weigh(box, { area_id: 'vn-hanoi', weight_kg: 2, length_cm: 50, width_cm: 40, height_cm: 30 })).json().data).toMatchObject(
      {
        freight_charge: 450_000,
        freight_actual: 450_000,
      },
    )
    expect((await deposit(who, 500_000)).statusCode).toBe(201)
    const paid = await staff('POST', '/api/admin/wallet-transactions', {
      customer_id: who.id,
      currency_id: 'VND',
      kind: 'debit',
      amount: 150_000,
      order_id: order.id,
    })
    expect(paid.statusCode).toBe(201)
    expect((await customerOrder(who, order.id)).amount_due).toBe(300_000)
    const debited = await move(order.id, ORDER_STATUS.ReceivedAtWarehouse, ORDER_STATUS.Debited)
    expect(debited.statusCode).toBe(200)
    expect(debited.json().data.order).toMatchObject({ amount_due: 0, amount_paid: order.goods + 450_000 })
    expect((await vndWallet(who)).balance).toBe(500_000 - 150_000 - 300_000)
  })

  it('payout: bank reference required, bounded by the available amount, the customer told', async () => {
    const who = await customer(context())
    expect((await deposit(who, 300_000)).statusCode).toBe(201)
    const payout = (amount: number, extra: object = {}) =>
      staff('POST', '/api/admin/wallet-transactions', {
        customer_id: who.id,
        currency_id: 'VND',
        kind: 'payout',
        amount,
        bank_reference: `OUT-${randomUUID()}`,
        ...extra,
      })
    const noReference = await payout(100_000, { bank_reference: undefined })
    expect(noReference.statusCode).toBe(400)
    expect(noReference.json().errors.bank_reference).toEqual(['Please give the bank reference of the payout transfer.'])
    expect((await payout(100_000, { order_id: 1 })).statusCode).toBe(400)
    expect((await payout(100_000, { currency_id: 'JPY' })).statusCode).toBe(400)
    const tooMuch = await payout(300_001)
    expect(tooMuch.statusCode).toBe(422)
    expect(tooMuch.json().message).toBe('The wallet cannot cover this payout: 1đ is missing.')

    const sent = await payout(120_000)
    expect(sent.statusCode).toBe(201)
    expect(sent.json().data.transaction).toMatchObject({ amount: -120_000, transaction_type: { code: 'withdrawal' } })
    expect(sent.json().data.wallet.balance).toBe(180_000)
    expect(sent.json().data.transaction.references).toEqual([
      expect.objectContaining({ receiptable_type: 'bank_payout', receiptable_id: expect.stringMatching(/^OUT-/) }),
    ])
    const [told] = await paymentFeed(who)
    expect(told.title).toBe('120,000đ sent from your wallet to your bank account')
    expect(told.body).toContain('180,000đ')
  })

  it('a payout above the approval threshold waits for a second staff member', async () => {
    const who = await customer(context())
    for (let step = 0; step < 2; step += 1) expect((await deposit(who, 8_000_000)).statusCode).toBe(201)
    const large = await staff('POST', '/api/admin/wallet-transactions', {
      customer_id: who.id,
      currency_id: 'VND',
      kind: 'payout',
      amount: 12_000_000,
      bank_reference: `OUT-${randomUUID()}`,
    })
    expect(large.statusCode).toBe(202)
    expect((await vndWallet(who)).balance).toBe(16_000_000)
    const waiting = (await staff('GET', '/api/admin/wallet-transactions/awaiting-approval')).json().data as { id: number; kind: string }[]
    expect(waiting.find((row) => row.id === large.json().data.transaction.id)?.kind).toBe('payout')
    const second = (await signUpStaff(context())).token
    const approved = await context().app.inject({
      method: 'POST',
      url: `/api/admin/wallet-transactions/${large.json().data.transaction.id}/approve`,
      headers: { ...bearer(second), 'accept-language': 'en' },
      payload: {},
    })
    expect(approved.statusCode).toBe(200)
    expect((await vndWallet(who)).balance).toBe(4_000_000)
  })
})
