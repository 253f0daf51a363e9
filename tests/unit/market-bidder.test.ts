import { describe, expect, it } from 'vitest'
import { bidIncrement, type LotState, minimumBid, openLot, placeBid } from '@shared/auctions'
import { outsideBidNow, outsideMaxAt, outsidePlan, type PlannedLot } from '@server/modules/auctions/market-bidder'

/**
 * The demo's outside bidder (issue 27): it bids like a market, towards a value drawn from the lot alone,
 * in raises at its own times — never at or just above a customer's secret maximum. Played here with the
 * engine's rules, a round every 90 s as the simulator's job comes round.
 */
const MINUTE = 60_000
const OUTSIDE = 'outside'
const CUSTOMER = 'c7'

type Played = { state: LotState; outsideMax: number | null; outsideBids: number[] }

/** A customer bids `customerMax` when the lot opens here; the outside bidder plays its plan until the end. */
function play(lot: PlannedLot, customerMax: number, lastsMs: number): Played {
  const opened = Date.UTC(2026, 10, 27, 3, 0, 0)
  let state = openLot({ startPrice: lot.startPrice, buyNowPrice: lot.buyNowPrice, endsAt: opened + lastsMs })
  const first = placeBid(state, CUSTOMER, customerMax, opened)
  if (!first.accepted) throw new Error('the customer bid was refused')
  state = first.state
  const plan = outsidePlan(lot)
  const outsideBids: number[] = []
  let outsideMax: number | null = null
  for (let now = opened + 90_000; now < state.endsAt; now += 90_000) {
    outsideMax = outsideMaxAt(plan, opened, state.endsAt, now)
    const ownMax = state.leader?.bidder === OUTSIDE ? state.leader.max : null
    const amount = outsideBidNow(outsideMax, { minimum: minimumBid(state), ownMax })
    if (amount === null) continue
    const result = placeBid(state, OUTSIDE, amount, now)
    if (result.accepted) {
      state = result.state
      outsideBids.push(amount)
    }
  }
  return { state, outsideMax, outsideBids }
}

const LOTS: PlannedLot[] = Array.from({ length: 40 }, (_, index) => ({
  id: 100 + index,
  startPrice: [1, 500, 3_000, 6_000, 12_000][index % 5],
  buyNowPrice: index % 3 === 0 ? 60_000 : null,
}))

describe('the outside bidder', () => {
  it('draws the same plan from the same lot, rising to its value, never at the buy-now price', () => {
    for (const lot of LOTS) {
      const plan = outsidePlan(lot)
      expect(outsidePlan({ ...lot })).toEqual(plan)
      expect(plan.steps.at(-1)?.max).toBe(plan.value)
      expect(plan.value).toBeGreaterThanOrEqual(lot.startPrice)
      if (lot.buyNowPrice !== null) expect(plan.value).toBeLessThan(lot.buyNowPrice)
      const maxima = plan.steps.map((step) => step.max)
      expect([...maxima].sort((a, b) => a - b)).toEqual(maxima)
      // Raises at times of their own: not all at once.
      expect(new Set(plan.steps.map((step) => step.afterSeconds)).size).toBe(plan.steps.length)
    }
  })

  it('values some lots above what a customer bids and some below', () => {
    const values = LOTS.filter((lot) => lot.startPrice === 6_000).map((lot) => outsidePlan(lot).value)
    expect(values.some((value) => value > 20_000)).toBe(true)
    expect(values.some((value) => value < 20_000)).toBe(true)
  })

  it('ends at the same price whatever maximum the customer stands by above its value', () => {
    for (const lot of LOTS) {
      const { value } = outsidePlan(lot)
      // (A maximum at the buy-now price would buy the lot out at once.)
      const maxima = [value + 1_000, value + 7_500, value * 3].filter((max) => lot.buyNowPrice === null || max < lot.buyNowPrice)
      const finals = maxima.map((customerMax) => play(lot, customerMax, 3 * 24 * 60 * MINUTE))
      for (const final of finals) {
        expect(final.state.leader?.bidder).toBe(CUSTOMER)
        expect(final.outsideMax).toBe(value)
        expect(final.state.price).toBe(value + bidIncrement(value))
      }
    }
  })

  it('bids its own value whatever the customer stands by, and wins when that is more than theirs', () => {
    for (const lot of LOTS) {
      const { value } = outsidePlan(lot)
      if (value <= lot.startPrice + 20) continue
      for (const customerMax of [lot.startPrice, Math.floor((lot.startPrice + value) / 2)]) {
        const final = play(lot, customerMax, 3 * 24 * 60 * MINUTE)
        expect(final.outsideMax).toBe(value)
        expect(final.state.leader?.bidder).toBe(OUTSIDE)
        expect(final.state.leader?.max).toBe(value)
        // The price is the customer's maximum plus an increment (at most its value), not the value itself.
        expect(final.state.price).toBe(Math.min(value, customerMax + bidIncrement(customerMax)))
      }
    }
  })

  it('plays its whole plan before an end brought forward to five minutes away', () => {
    for (const lot of LOTS.filter((candidate) => candidate.buyNowPrice === null).slice(0, 10)) {
      const { value } = outsidePlan(lot)
      const final = play(lot, value * 2, 5 * MINUTE)
      expect(final.outsideMax).toBe(value)
      expect(final.state.price).toBe(value + bidIncrement(value))
    }
  })

  it('waits before its first raise, and bids nothing it already stands by', () => {
    const plan = outsidePlan(LOTS[3])
    const opened = 0
    const farEnd = 7 * 24 * 60 * MINUTE
    expect(outsideMaxAt(plan, opened, farEnd, opened + 60_000)).toBeNull()
    expect(outsideBidNow(plan.value, { minimum: 100, ownMax: plan.value })).toBeNull()
    expect(outsideBidNow(plan.value, { minimum: plan.value + 1, ownMax: null })).toBeNull()
    expect(outsideBidNow(plan.value, { minimum: 100, ownMax: null })).toBe(plan.value)
  })
})
