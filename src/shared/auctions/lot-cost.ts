import { DOMESTIC_SHIPPING_ESTIMATE_YEN } from '@shared/content/service-facts'
import {
  estimatedFreightVnd,
  lineBalance,
  ORDER_TAX_PERCENT,
  paymentTotals,
  serviceFeeYen,
  type ShipmentMethodId,
} from '@shared/orders/totals'

/** What a won lot's order charges for its price (yen): the lot with tax, and the shop's service fee on it. */
export function wonLotCharges(priceYen: number): { purchaseCostYen: number; serviceFeeYen: number } {
  const purchaseCostYen = lineBalance({ price: priceYen, quantity: 1, tax_percent: ORDER_TAX_PERCENT })
  return { purchaseCostYen, serviceFeeYen: serviceFeeYen(purchaseCostYen, 'market') }
}

export type LotCostFacts = {
  /** Grams, when the listing says; the estimate assumes the default weight otherwise. */
  weightGrams: number | null
  /** The listing says the buyer pays the domestic shipping in Japan. */
  buyerPaysDomesticShipping: boolean
}

/**
 * The full cost of winning a lot at `priceYen`, before bidding (no fee surprises): the lot with tax
 * and the service fee as the won lot's order will charge them, the domestic shipping in Japan when
 * the buyer pays it (the shop's estimate), and the international freight estimated by air and by sea.
 * Dong at today's rate; `totalVnd` is everything by air. Whole đ and ¥.
 */
export function lotCost(priceYen: number, facts: LotCostFacts, rate: number) {
  const { purchaseCostYen, serviceFeeYen: feeYen } = wonLotCharges(priceYen)
  const domesticYen = facts.buyerPaysDomesticShipping ? DOMESTIC_SHIPPING_ESTIMATE_YEN : 0
  const goods = paymentTotals({
    purchaseCostYen: purchaseCostYen + domesticYen,
    serviceFee: feeYen,
    serviceFeeCurrency: 'JPY',
    paymentRate: rate,
  })
  const freight = (method: ShipmentMethodId) => estimatedFreightVnd([{ weight_grams: facts.weightGrams, quantity: 1 }], method)
  return {
    lotYen: purchaseCostYen,
    serviceFeeYen: feeYen,
    domesticShippingYen: domesticYen,
    goodsVnd: goods.total_payment,
    freightVnd: { air: freight('air'), sea: freight('sea') },
    weightKnown: facts.weightGrams !== null,
    totalVnd: goods.total_payment + freight('air'),
  }
}

export type LotCost = ReturnType<typeof lotCost>
