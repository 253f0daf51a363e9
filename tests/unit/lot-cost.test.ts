import { describe, expect, it } from 'vitest'
import { lotCost, wonLotCharges } from '@shared/auctions/lot-cost'

describe('the full cost of a lot before bidding', () => {
  it('adds tax, the service fee, shipping in Japan when the buyer pays it, and freight by weight', () => {
    // ¥20,000 + 10 % = ¥22,000; fee 6 % = ¥1,320; + ¥1,000 in Japan; at 180 đ/¥; 1.5 kg: air 330,000 đ, sea 120,000 đ.
    expect(lotCost(20_000, { weightGrams: 1500, buyerPaysDomesticShipping: true }, 180)).toEqual({
      lotYen: 22_000,
      serviceFeeYen: 1_320,
      domesticShippingYen: 1_000,
      goodsVnd: 4_377_600,
      freightVnd: { air: 330_000, sea: 120_000 },
      weightKnown: true,
      totalVnd: 4_707_600,
    })
  })

  it('charges no shipping in Japan when the seller pays, the minimum fee on a cheap lot, and the default weight when unknown', () => {
    // ¥1,000 + 10 % = ¥1,100; 8 % would be ¥88, the minimum is ¥500; unknown weight → 0.5 kg: air 110,000 đ.
    const cost = lotCost(1_000, { weightGrams: null, buyerPaysDomesticShipping: false }, 170)
    expect(cost).toMatchObject({ lotYen: 1_100, serviceFeeYen: 500, domesticShippingYen: 0, weightKnown: false })
    expect(cost.goodsVnd).toBe(1_100 * 170 + 500 * 170)
    expect(cost.freightVnd).toEqual({ air: 110_000, sea: 40_000 })
    expect(cost.totalVnd).toBe(cost.goodsVnd + 110_000)
  })

  it('is what the won lot’s order charges', () => {
    expect(wonLotCharges(20_000)).toEqual({ purchaseCostYen: 22_000, serviceFeeYen: 1_320 })
  })
})
