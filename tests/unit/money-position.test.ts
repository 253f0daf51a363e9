import { describe, expect, it } from 'vitest'
import { orderCode } from '@shared/contracts/order'
import {
  canPayOrder,
  chargesLocked,
  orderMoneyPosition,
  positionWithCharges,
  splitOverOrders,
  splitTransfer,
  type MoneyPositionInput,
} from '@shared/orders'
import { ORDER_STATUS } from '@shared/orders/statuses'
import { orderGrandTotal, paymentTotals } from '@shared/orders/totals'
import { checkoutCode } from '@shared/contracts/checkout'
import { normalizeTransferText, orderIdOfTransfer, orderIdsInText, transferTargetOf } from '@shared/payment/order-code-match'

/** ¥5,500 at 170 đ/¥ + ¥500 fee: goods 1,020,000 đ; estimated freight 110,000 đ. */
const order = (over: Partial<MoneyPositionInput> = {}): MoneyPositionInput => ({
  status_id: ORDER_STATUS.Pending,
  purchase_cost: 5500,
  service_fee: 500,
  service_fee_currency_id: 'JPY',
  payment_rate: 170,
  estimated_freight_charge: 110_000,
  payments: 0,
  refunds: 0,
  ...over,
})

describe('an order’s money position', () => {
  it.each([
    // name, input, paid, due, refunded, overpaid, covered
    ['nothing paid yet: the goods are due, not the estimate', order(), 0, 1_020_000, 0, 0, false],
    ['partly paid', order({ payments: 400_000 }), 400_000, 620_000, 0, 0, false],
    ['goods paid exactly', order({ payments: 1_020_000 }), 1_020_000, 0, 0, 0, true],
    ['paid beyond the goods while freight is an estimate', order({ payments: 1_100_000 }), 1_100_000, 0, 0, 80_000, true],
    ['actual freight known: it is owed', order({ payments: 1_020_000, freight_actual: 95_000 }), 1_020_000, 95_000, 0, 0, true],
    ['actual freight paid', order({ payments: 1_115_000, freight_actual: 95_000 }), 1_115_000, 0, 0, 0, true],
    ['refund after payment lowers what is paid', order({ payments: 1_020_000, refunds: 20_000 }), 1_000_000, 20_000, 20_000, 0, false],
    [
      'cancelled after payment: nothing owed, all overpaid',
      order({ status_id: ORDER_STATUS.Cancelled, payments: 1_020_000 }),
      1_020_000,
      0,
      0,
      1_020_000,
      true,
    ],
    [
      'sold out and refunded: settled at zero',
      order({ status_id: ORDER_STATUS.OutOfStock, payments: 1_020_000, refunds: 1_020_000 }),
      0,
      0,
      1_020_000,
      0,
      false,
    ],
    ['cancelled unpaid: nothing due', order({ status_id: ORDER_STATUS.Cancelled }), 0, 0, 0, 0, false],
    ['refunds beyond payments never show a negative paid', order({ payments: 0, refunds: 5_000 }), 0, 1_020_000, 5_000, 0, false],
  ])('%s', (_name, input, paid, due, refunded, overpaid, covered) => {
    const position = orderMoneyPosition(input)
    expect(position).toMatchObject({
      amount_paid: paid,
      amount_due: due,
      amount_refunded: refunded,
      overpaid,
      goods_covered: covered,
    })
    expect(position.settled).toBe(due === 0)
  })

  it('reads the goods amount as the server computes total_payment (yen and dong fees)', () => {
    for (const currency of ['JPY', 'VND'] as const) {
      const input = order({ service_fee: currency === 'JPY' ? 333 : 55_555, service_fee_currency_id: currency, payment_rate: 173.52 })
      const { total_payment } = paymentTotals({
        purchaseCostYen: input.purchase_cost,
        serviceFee: input.service_fee,
        serviceFeeCurrency: currency,
        paymentRate: input.payment_rate,
      })
      expect(orderMoneyPosition(input).goods_amount).toBe(total_payment)
    }
  })

  it('never lets “due now” jump with the estimated-freight display rule', () => {
    const dues = [ORDER_STATUS.Pending, ORDER_STATUS.Paid, ORDER_STATUS.ReceivedAtWarehouse, ORDER_STATUS.Debited, ORDER_STATUS.Finish].map(
      (status_id) => orderMoneyPosition(order({ status_id, payments: 300_000 })).amount_due,
    )
    expect(new Set(dues)).toEqual(new Set([720_000]))
    // …while the spec's grand total does move with it.
    const totals = [ORDER_STATUS.Pending, ORDER_STATUS.Debited].map((status_id) =>
      orderGrandTotal({ status_id, total_payment: 1_020_000, estimated_freight_charge: 110_000 }),
    )
    expect(totals).toEqual([1_130_000, 1_020_000])
  })

  it('marks the freight line estimate until the actual charge is given', () => {
    expect(orderMoneyPosition(order())).toMatchObject({
      freight: 110_000,
      freight_is_estimate: true,
      freight_actual: null,
      total: 1_130_000,
    })
    expect(orderMoneyPosition(order({ freight_actual: 95_000 }))).toMatchObject({
      freight: 95_000,
      freight_is_estimate: false,
      total: 1_115_000,
    })
  })

  it.each([
    [500_000, 1_020_000, 500_000, 0],
    [1_020_000, 1_020_000, 1_020_000, 0],
    [1_500_000, 1_020_000, 1_020_000, 480_000],
    [200_000, 0, 0, 200_000],
  ])('a transfer of %i with %i due applies %i and keeps %i in the wallet', (amount, due, applied, remainder) => {
    expect(splitTransfer(amount, due)).toEqual({ applied, remainder })
  })

  it('offers payment only while something is due on a running order', () => {
    expect(canPayOrder({ amount_due: 10 }, ORDER_STATUS.Pending)).toBe(true)
    expect(canPayOrder({ amount_due: 0 }, ORDER_STATUS.Pending)).toBe(false)
    expect(canPayOrder({ amount_due: 10 }, ORDER_STATUS.Cancelled)).toBe(false)
    expect(canPayOrder({ amount_due: 10 }, ORDER_STATUS.OutOfStock)).toBe(false)
    expect(canPayOrder({ amount_due: 10, price_pending: true }, ORDER_STATUS.Pending)).toBe(false)
    expect(canPayOrder({ amount_due: 10, price_pending: false }, ORDER_STATUS.Pending)).toBe(true)
  })

  it('locks the charges once any money was applied, even after a refund', () => {
    expect(chargesLocked({ amount_paid: 0, amount_refunded: 0 })).toBe(false)
    expect(chargesLocked({ amount_paid: 1, amount_refunded: 0 })).toBe(true)
    expect(chargesLocked({ amount_paid: 0, amount_refunded: 5 })).toBe(true)
  })

  it('previews an adjustment: the money applied stays, due now follows the new charges', () => {
    const charged = order({ payments: 300_000 })
    const before = orderMoneyPosition(charged)
    const after = positionWithCharges(
      { ...charged, amount_paid: before.amount_paid, amount_refunded: before.amount_refunded },
      { payment_rate: charged.payment_rate, service_fee: charged.service_fee + 1_000, estimated_freight_charge: 0 },
    )
    expect(after.amount_paid).toBe(300_000)
    expect(after.goods_amount).toBeGreaterThan(before.goods_amount)
    expect(after.amount_due - before.amount_due).toBe(after.goods_amount - before.goods_amount)
  })
})

describe('finding the order code in a bank transfer’s content', () => {
  it.each([
    ['OS001003', 1003],
    ['os001003', 1003],
    ['OS 001003', 1003],
    ['Os-001003', 1003],
    ['THANH TOAN OS001003 FT24335123456', 1003],
    ['thanh toán đơn OS001003.', 1003],
    ['MBVCB.123456.OS001003.CT tu 0123 NGUYEN VAN A', 1003],
    ['THANHTOANOS001003FT2433', 1003],
    ['OS0010031234', 1003],
    ['NGUYEN VAN A chuyen tien OS1234567', 1_234_567],
    ['OS001003 OS001003', 1003],
  ])('%s names order %i', (content, id) => {
    expect(orderIdOfTransfer({ content })).toBe(id)
  })

  it.each([
    ['no code', 'CHUYEN TIEN'],
    ['too few digits', 'OS1003'],
    ['zero', 'OS000000'],
    ['two different orders', 'OS001003 OS001004'],
    ['empty', ''],
  ])('%s names none', (_name, content) => {
    expect(orderIdOfTransfer({ content })).toBeNull()
  })

  it('prefers the feed’s detected code, and round-trips every code the shop prints', () => {
    expect(orderIdOfTransfer({ code: 'OS001005', content: 'OS001003' })).toBe(1005)
    expect(orderIdOfTransfer({ code: null, content: 'OS001003' })).toBe(1003)
    for (const id of [1001, 99_999, 999_999, 1_000_000, 123_456_789]) expect(orderIdsInText(`ck ${orderCode(id)} ok`)).toEqual([id])
  })

  it('strips diacritics and punctuation as banks do', () => {
    expect(normalizeTransferText('  Thanh toán: đơn #OS001003!  ')).toBe('THANH TOAN DON OS001003')
  })
})

describe('a checkout code in a transfer (one transfer for the orders of one checkout)', () => {
  it.each([
    ['OSG001001', 1001],
    ['osg001001', 1001],
    ['OS G 001001', 1001],
    ['CK OSG001001 thanh toan FT2433', 1001],
    ['THANHTOANOSG001001FT2433', 1001],
  ])('%s names checkout %i, and no order', (content, id) => {
    expect(transferTargetOf({ content })).toEqual({ kind: 'checkout', id })
    expect(orderIdOfTransfer({ content })).toBeNull()
  })

  it('an order code still names its order; an order and a checkout together name none (staff decide)', () => {
    expect(transferTargetOf({ content: 'OS001003' })).toEqual({ kind: 'order', id: 1003 })
    expect(transferTargetOf({ content: 'OS001003 OSG001001' })).toBeNull()
    expect(transferTargetOf({ code: 'OSG001002', content: 'OS001003' })).toEqual({ kind: 'checkout', id: 1002 })
    for (const id of [1001, 999_999, 1_000_000])
      expect(transferTargetOf({ content: `ck ${checkoutCode(id)}` })).toEqual({ kind: 'checkout', id })
  })

  it('splits a sum over the orders in order: each up to what it has due, the rest left', () => {
    const dues = [
      { orderId: 1, due: 100 },
      { orderId: 2, due: 0 },
      { orderId: 3, due: 50 },
      { orderId: 4, due: 70 },
    ]
    expect(splitOverOrders(130, dues)).toEqual({
      allocations: [
        { orderId: 1, amount: 100 },
        { orderId: 3, amount: 30 },
      ],
      applied: 130,
      remainder: 0,
    })
    expect(splitOverOrders(300, dues)).toMatchObject({ applied: 220, remainder: 80 })
    expect(splitOverOrders(0, dues)).toEqual({ allocations: [], applied: 0, remainder: 0 })
  })
})
