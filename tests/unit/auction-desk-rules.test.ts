import { describe, expect, it } from 'vitest'
import { deskChanged, deskStatusOf, placingProblem, resultProblem, shopBidOf } from '@shared/auctions'

const alice = { leader: 'c1', leaderMax: 5000 }
const outside = { leader: 'outside', leaderMax: 9000 }

describe('auction desk rules', () => {
  it('the shop bids our leading customer’s maximum, nothing when Yahoo’s other bidders lead', () => {
    expect(shopBidOf(alice)).toBe(5000)
    expect(shopBidOf(outside)).toBeNull()
    expect(shopBidOf({ leader: null, leaderMax: null })).toBeNull()
  })

  it('a lot is changed when its leader or their maximum moved since the last placing', () => {
    expect(deskChanged(alice, null)).toBe(false)
    expect(deskChanged(alice, { amount: 5000, ...alice })).toBe(false)
    expect(deskChanged({ leader: 'c1', leaderMax: 7000 }, { amount: 5000, ...alice })).toBe(true)
    expect(deskChanged({ leader: 'c2', leaderMax: 5000 }, { amount: 5000, ...alice })).toBe(true)
  })

  it('status: result needed once ended, else a bid to place until placed for this leader and maximum', () => {
    expect(deskStatusOf(alice, null, false)).toBe('bid_to_place')
    expect(deskStatusOf(alice, { amount: 5000, ...alice }, false)).toBe('placed')
    expect(deskStatusOf({ leader: 'c2', leaderMax: 8000 }, { amount: 5000, ...alice }, false)).toBe('bid_to_place')
    expect(deskStatusOf(outside, { amount: 5000, ...alice }, false)).toBe('placed')
    expect(deskStatusOf(alice, null, true)).toBe('result_needed')
  })

  it('refuses a placing above the maximum or with nobody of ours leading', () => {
    expect(placingProblem(alice, 5000)).toBeNull()
    expect(placingProblem(alice, 4000)).toBeNull()
    expect(placingProblem(alice, 5001)).toBe('deskPlacedAboveMax')
    expect(placingProblem(outside, 1000)).toBe('deskNothingToPlace')
  })

  it('a won price lies between Yahoo’s recorded price and our leader’s maximum; lost needs nothing', () => {
    expect(resultProblem(alice, 3000, { outcome: 'won', price: 4000 })).toBeNull()
    expect(resultProblem(alice, null, { outcome: 'won', price: 5000 })).toBeNull()
    expect(resultProblem(alice, 3000, { outcome: 'won', price: 5001 })).toBe('deskWonAboveMax')
    expect(resultProblem(alice, 3000, { outcome: 'won', price: 2999 })).toBe('deskWonBelowYahoo')
    expect(resultProblem(alice, 3000, { outcome: 'won', price: null })).toBe('deskWonPriceRequired')
    expect(resultProblem(outside, null, { outcome: 'won', price: 1000 })).toBe('deskWonWithoutLeader')
    expect(resultProblem(outside, null, { outcome: 'lost', price: null })).toBeNull()
  })
})
