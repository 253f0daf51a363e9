/**
 * Order and cart money rules (spec §9). Goods are priced in whole yen; the customer pays in dong.
 * - Each line's unit price with tax is rounded to whole yen; a line's balance is that times the quantity.
 * - Cart summary: goods cost, tax (10 %), coupon 0, total = goods cost plus tax.
 * - Service fee: none for the own shops; the marketplace bands of service-facts otherwise.
 * - Estimated shipping (VND): chargeable weight × price per kg of the method, minus the invitation credit.
 * - Total payment (VND) = purchase cost × payment rate + service fee (converted when in yen); the order's
 *   grand total adds the estimated shipping only while the status still shows it.
 */
import type { ShopKind } from '@shared/shops/registry'
import {
  JAPAN_TAX_PERCENT,
  MIN_CHARGEABLE_KG,
  OWN_SHOP_SERVICE_FEE_PERCENT,
  SERVICE_FEE_BANDS,
  SERVICE_FEE_MIN_YEN,
} from '@shared/content/service-facts'
import { showsEstimatedFreight } from './statuses'

/** tax_percent of every order line (spec §7 Create order, §9). */
export const ORDER_TAX_PERCENT = JAPAN_TAX_PERCENT
export const COUPON_DISCOUNT = 0

export type ShipmentMethodId = 'air' | 'sea'

/** Price per kg of the estimate, in VND (the binding price comes from the hotline's schedule). */
export const ESTIMATED_FREIGHT_VND_PER_KG: Record<ShipmentMethodId, number> = { air: 220_000, sea: 80_000 }
/** Weight assumed for a product whose weight is not known. */
export const DEFAULT_ITEM_WEIGHT_GRAMS = 500
/** The estimate is rounded up to whole thousands of dong. */
const FREIGHT_ROUNDING_VND = 1000

export type PricedLine = { price: number; quantity: number; tax_percent: number }

export function priceWithTax(price: number, taxPercent: number = ORDER_TAX_PERCENT): number {
  return Math.round((price * (100 + taxPercent)) / 100)
}

export function lineBalance(line: PricedLine): number {
  return priceWithTax(line.price, line.tax_percent) * line.quantity
}

export type CartSummary = { goods_cost: number; tax: number; coupon_discount: number; total: number }

/** The pricing table of the checkout, in yen. */
export function cartSummary(lines: readonly PricedLine[]): CartSummary {
  const goods = lines.reduce((sum, line) => sum + line.price * line.quantity, 0)
  const withTax = lines.reduce((sum, line) => sum + lineBalance(line), 0)
  return { goods_cost: goods, tax: withTax - goods, coupon_discount: COUPON_DISCOUNT, total: withTax - COUPON_DISCOUNT }
}

/** The marketplace service-fee band that goods worth `goodsYen` fall in. */
export function serviceFeeBand(goodsYen: number): (typeof SERVICE_FEE_BANDS)[number] {
  return SERVICE_FEE_BANDS.find((entry) => goodsYen >= entry.fromYen && (entry.toYen === null || goodsYen < entry.toYen))!
}

/** Purchase service fee in yen for goods worth `goodsYen` from an own shop or a marketplace (auction houses count as one). */
export function serviceFeeYen(goodsYen: number, shopKind: ShopKind): number {
  if (goodsYen <= 0) return 0
  if (shopKind === 'internal') return Math.round((goodsYen * OWN_SHOP_SERVICE_FEE_PERCENT) / 100)
  return Math.max(Math.round((goodsYen * serviceFeeBand(goodsYen).percent) / 100), SERVICE_FEE_MIN_YEN)
}

export type WeighedLine = { weight_grams: number | null; quantity: number }

/** Chargeable weight in tenths of a kg: total weight rounded up to 0.1 kg, at least the minimum per parcel. */
export function chargeableTenthsOfKg(lines: readonly WeighedLine[]): number {
  const grams = lines.reduce((sum, line) => sum + (line.weight_grams ?? DEFAULT_ITEM_WEIGHT_GRAMS) * line.quantity, 0)
  return Math.max(Math.ceil(grams / 100), Math.round(MIN_CHARGEABLE_KG * 10))
}

/** Estimated shipping before any credit, in VND, rounded up to the thousand. */
export function estimatedFreightVnd(lines: readonly WeighedLine[], method: ShipmentMethodId): number {
  const raw = (chargeableTenthsOfKg(lines) * ESTIMATED_FREIGHT_VND_PER_KG[method]) / 10
  return Math.ceil(raw / FREIGHT_ROUNDING_VND) * FREIGHT_ROUNDING_VND
}

/** The invitation credit comes off the shipping fee, never below zero. */
export function freightAfterCredit(grossVnd: number, creditVnd: number): { charge: number; discount: number } {
  const discount = Math.min(Math.max(creditVnd, 0), grossVnd)
  return { charge: grossVnd - discount, discount }
}

export type PaymentInput = { purchaseCostYen: number; serviceFee: number; serviceFeeCurrency: 'JPY' | 'VND'; paymentRate: number }

/** Purchase cost and service fee in dong, and their sum (the order's total_payment). */
export function paymentTotals(input: PaymentInput): { purchase_cost_vnd: number; service_fee_vnd: number; total_payment: number } {
  const purchase = Math.round(input.purchaseCostYen * input.paymentRate)
  const fee = input.serviceFeeCurrency === 'JPY' ? Math.round(input.serviceFee * input.paymentRate) : input.serviceFee
  return { purchase_cost_vnd: purchase, service_fee_vnd: fee, total_payment: purchase + fee }
}

/** What the customer still pays: total_payment plus the estimated shipping while the status shows it. */
export function orderGrandTotal(order: { status_id: number; total_payment: number; estimated_freight_charge: number }): number {
  return order.total_payment + (showsEstimatedFreight(order.status_id) ? order.estimated_freight_charge : 0)
}
