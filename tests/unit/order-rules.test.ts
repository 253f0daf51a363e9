import { describe, expect, it } from 'vitest'
import { boxNotificationHeadline } from '@shared/orders/box-notification'
import { CART_MAX_QUANTITY, isPurchasable, maxCartQuantity } from '@shared/orders/cart-rules'
import { quantityDraft, quantityFromText } from '@shared/orders/quantity'
import { ORDER_STATUS, orderStatusBadgeColour, showsEstimatedFreight } from '@shared/orders/statuses'
import {
  cartSummary,
  chargeableTenthsOfKg,
  estimatedFreightVnd,
  freightAfterCredit,
  lineBalance,
  orderGrandTotal,
  paymentTotals,
  priceWithTax,
  serviceFeeYen,
} from '@shared/orders/totals'
import { orderCode } from '@shared/contracts/order'

describe('order status badge colours (spec §4)', () => {
  it.each([
    ['ReceivedAtWarehouse', 'primary'],
    ['WaitingToReceive', 'info'],
    ['Newish', 'secondary'],
    ['Pending', 'secondary'],
    ['Paid', 'success'],
    ['Finish', 'success'],
    ['OutOfStock', 'danger'],
    ['Cancelled', 'danger'],
    ['Debited', 'warning'],
    ['PaidToSupplier', 'warning'],
  ] as const)('%s is %s', (status, colour) => {
    expect(orderStatusBadgeColour(ORDER_STATUS[status])).toBe(colour)
  })

  it('an unknown status is warning', () => expect(orderStatusBadgeColour(99)).toBe('warning'))
})

describe('estimated shipping counts only while the order is active', () => {
  it.each(Object.entries(ORDER_STATUS))('%s', (name, id) => {
    const settled = ['Debited', 'Finish', 'Cancelled', 'PaidToSupplier'].includes(name)
    expect(showsEstimatedFreight(id)).toBe(!settled)
    expect(orderGrandTotal({ status_id: id, total_payment: 1_000_000, estimated_freight_charge: 150_000 })).toBe(
      settled ? 1_000_000 : 1_150_000,
    )
  })
})

describe('box notification headline: the first matching key decides', () => {
  it.each([
    [{ distributed: { area_id: 'vn-hanoi' } }, { key: 'distributed', tone: 'neutral', areaId: 'vn-hanoi' }],
    [
      { pick_in_container: { from_area_id: 'jp-tokyo', to_area_id: 'vn-hcm' } },
      { key: 'pick_in_container', tone: 'neutral', fromAreaId: 'jp-tokyo', toAreaId: 'vn-hcm' },
    ],
    [{ pick_out_container: { area_id: 'jp-osaka' } }, { key: 'pick_out_container', tone: 'neutral', areaId: 'jp-osaka' }],
    [{ shipping: {} }, { key: 'shipping', tone: 'neutral' }],
    [{ cancel_distributed: {} }, { key: 'cancel_distributed', tone: 'danger' }],
    [{ received: {} }, { key: 'received', tone: 'success' }],
    [{ refunded: {} }, { key: 'refunded', tone: 'danger' }],
    [{ cancelled: {} }, { key: 'cancelled', tone: 'danger' }],
  ])('%j', (content, headline) => {
    expect(boxNotificationHeadline(content)).toEqual(headline)
  })

  it('uses the order of the rule, not the order of the keys in the content', () => {
    expect(boxNotificationHeadline({ cancelled: {}, received: {}, shipping: {} })?.key).toBe('shipping')
    expect(boxNotificationHeadline({ refunded: {}, distributed: { area_id: 'vn-danang' } })?.key).toBe('distributed')
    expect(boxNotificationHeadline({ received: {}, cancel_distributed: {} })).toMatchObject({ key: 'cancel_distributed', tone: 'danger' })
  })

  it('is null (Undefined) without a known key', () => {
    expect(boxNotificationHeadline({})).toBeNull()
    expect(boxNotificationHeadline({ something_else: {} })).toBeNull()
    expect(boxNotificationHeadline({ received: null })).toBeNull()
    expect(boxNotificationHeadline(null)).toBeNull()
  })
})

describe('cart and order money', () => {
  it('adds 10 % tax per unit, rounded to whole yen, and sums lines', () => {
    expect(priceWithTax(1000)).toBe(1100)
    expect(priceWithTax(999)).toBe(1099)
    expect(priceWithTax(1234, 8)).toBe(1333)
    expect(lineBalance({ price: 999, quantity: 3, tax_percent: 10 })).toBe(3297)
  })

  it('cart summary: goods cost, tax 10 %, coupon 0, total = goods plus tax', () => {
    const summary = cartSummary([
      { price: 1000, quantity: 2, tax_percent: 10 },
      { price: 2500, quantity: 1, tax_percent: 10 },
    ])
    expect(summary).toEqual({ goods_cost: 4500, tax: 450, coupon_discount: 0, total: 4950 })
    expect(cartSummary([])).toEqual({ goods_cost: 0, tax: 0, coupon_discount: 0, total: 0 })
  })

  it('service fee: none for own shops, the bands (minimum 500 yen) for marketplaces', () => {
    expect(serviceFeeYen(20_000, 'internal')).toBe(0)
    expect(serviceFeeYen(2_000, 'market')).toBe(500)
    expect(serviceFeeYen(9_999, 'market')).toBe(800)
    expect(serviceFeeYen(20_000, 'market')).toBe(1_200)
    expect(serviceFeeYen(300_000, 'market')).toBe(12_000)
    expect(serviceFeeYen(0, 'market')).toBe(0)
  })

  it('chargeable weight rounds up to 0.1 kg with a 0.5 kg minimum; unknown weights count 500 g', () => {
    expect(chargeableTenthsOfKg([{ weight_grams: 120, quantity: 1 }])).toBe(5)
    expect(chargeableTenthsOfKg([{ weight_grams: 301, quantity: 2 }])).toBe(7)
    expect(chargeableTenthsOfKg([{ weight_grams: null, quantity: 3 }])).toBe(15)
  })

  it('estimated shipping: weight × price per kg of the method, rounded up to the thousand', () => {
    expect(estimatedFreightVnd([{ weight_grams: 1000, quantity: 2 }], 'air')).toBe(440_000)
    expect(estimatedFreightVnd([{ weight_grams: 1000, quantity: 2 }], 'sea')).toBe(160_000)
    expect(estimatedFreightVnd([{ weight_grams: 50, quantity: 1 }], 'sea')).toBe(40_000)
    expect(estimatedFreightVnd([{ weight_grams: 1010, quantity: 1 }], 'air')).toBe(242_000)
  })

  it('the invitation credit comes off the shipping fee, never below zero', () => {
    expect(freightAfterCredit(160_000, 20_000)).toEqual({ charge: 140_000, discount: 20_000 })
    expect(freightAfterCredit(15_000, 40_000)).toEqual({ charge: 0, discount: 15_000 })
    expect(freightAfterCredit(15_000, 0)).toEqual({ charge: 15_000, discount: 0 })
  })

  it('total payment converts the purchase cost, and a yen service fee, at the payment rate', () => {
    expect(paymentTotals({ purchaseCostYen: 4_950, serviceFee: 0, serviceFeeCurrency: 'JPY', paymentRate: 172.5 })).toEqual({
      purchase_cost_vnd: 853_875,
      service_fee_vnd: 0,
      total_payment: 853_875,
    })
    expect(paymentTotals({ purchaseCostYen: 1000, serviceFee: 500, serviceFeeCurrency: 'JPY', paymentRate: 170 }).total_payment).toBe(
      255_000,
    )
    expect(paymentTotals({ purchaseCostYen: 1000, serviceFee: 50_000, serviceFeeCurrency: 'VND', paymentRate: 170 }).total_payment).toBe(
      220_000,
    )
  })
})

describe('cart rules', () => {
  it('a shop that cannot buy more sells one per line', () => {
    expect(maxCartQuantity({ can_buy_more: false })).toBe(1)
    expect(maxCartQuantity({ can_buy_more: true })).toBe(CART_MAX_QUANTITY)
  })
  it('only products on sale with a price can be bought', () => {
    expect(isPurchasable({ sale_status: 'on_sale', price: 100 })).toBe(true)
    expect(isPurchasable({ sale_status: 'sold_out', price: 100 })).toBe(false)
    expect(isPurchasable({ sale_status: 'coming_soon', price: 100 })).toBe(false)
    expect(isPurchasable({ sale_status: 'on_sale', price: 0 })).toBe(false)
  })
  it('order codes are OS and six digits', () => {
    expect(orderCode(1001)).toBe('OS001001')
    expect(orderCode(1234567)).toBe('OS1234567')
  })
})

describe('the quantity a customer types (spec §5: digits, at least 1, at most what the shop sells)', () => {
  it.each([
    ['2', 99, 2],
    ['2.5', 99, 2],
    ['2,5', 99, 2],
    ['0.5', 99, 1],
    ['-3', 99, 1],
    ['0', 99, 1],
    ['', 99, 1],
    ['abc', 99, 1],
    ['999', 99, 99],
    ['100', 99, 99],
    ['3', 1, 1],
    [' 12 ', 99, 12],
  ])('%j with at most %i → %i', (text, max, quantity) => {
    expect(quantityFromText(text, max)).toBe(quantity)
  })

  it.each([
    ['1a2-', '12'],
    ['-3', '-3'],
    ['2.5', '2.5'],
    ['１２', '12'],
    ['--4', '-4'],
  ])('keeps %j as %j while typing', (typed, kept) => {
    expect(quantityDraft(typed)).toBe(kept)
  })
})
