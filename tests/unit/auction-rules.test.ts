import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  AUTO_EXTENSION_WINDOW_MS,
  bidIncrement,
  ecoringBidAmount,
  ecoringStep,
  ecoringZeroUnits,
  isEcoringOpen,
  type LotState,
  minimumBid,
  openLot,
  placeBid,
  shownAuctionPrice,
} from '@shared/auctions'

const MINUTE = 60_000
const END = 1_000_000_000
const lot = (overrides: Partial<Parameters<typeof openLot>[0]> = {}) =>
  openLot({ startPrice: 1000, buyNowPrice: null, endsAt: END, ...overrides })

/** Applies bids in order, each a minute apart from an hour before the end; returns the last state. */
function run(state: LotState, bids: readonly [string, number][], firstAt = END - 60 * MINUTE): LotState {
  return bids.reduce((current, [bidder, amount], index) => {
    const result = placeBid(current, bidder, amount, firstAt + index * MINUTE)
    if (!result.accepted) throw new Error(`bid ${index} refused: ${result.refusal}`)
    return result.state
  }, state)
}

describe('Yahoo! Auctions increment by current price', () => {
  it.each([
    [0, 10],
    [1, 10],
    [999, 10],
    [1000, 100],
    [4999, 100],
    [5000, 250],
    [9999, 250],
    [10_000, 500],
    [49_999, 500],
    [50_000, 1000],
    [3_000_000, 1000],
  ])('at ¥%i the increment is ¥%i', (price, step) => expect(bidIncrement(price)).toBe(step))
})

describe('minimum next bid', () => {
  it('is the start price before any bid', () => expect(minimumBid(lot())).toBe(1000))
  it('is the current price plus one increment after a bid', () => {
    const state = run(lot(), [
      ['a', 3000],
      ['b', 1500],
    ])
    expect(state.price).toBe(1600)
    expect(minimumBid(state)).toBe(1700)
  })
  it('takes any yen amount at or above it, not only multiples of the increment', () => {
    const state = run(lot(), [['a', 1000]])
    const result = placeBid(state, 'b', 1101, END - MINUTE * 10)
    expect(result.accepted).toBe(true)
  })
  it('refuses a bid under it', () => {
    const result = placeBid(run(lot(), [['a', 1000]]), 'b', 1099, END - 10 * MINUTE)
    expect(result).toEqual({ accepted: false, refusal: 'below_minimum', minimum: 1100 })
  })
})

describe('proxy price', () => {
  it.each<[string, [string, number][], number, string]>([
    ['a lone bidder pays the start price', [['a', 5000]], 1000, 'a'],
    [
      'the runner-up plus one increment',
      [
        ['a', 5000],
        ['b', 2000],
      ],
      2100,
      'a',
    ],
    [
      'never above the leader maximum',
      [
        ['a', 2050],
        ['b', 2000],
      ],
      2050,
      'a',
    ],
    [
      'a higher maximum takes the lead at the old maximum plus increment',
      [
        ['a', 2000],
        ['b', 9000],
      ],
      2100,
      'b',
    ],
    [
      'equal maxima: the earlier bid leads at that amount',
      [
        ['a', 3000],
        ['b', 3000],
      ],
      3000,
      'a',
    ],
    [
      'raising one’s own maximum does not move the price',
      [
        ['a', 2000],
        ['a', 8000],
      ],
      1000,
      'a',
    ],
    [
      'runner-up increment uses the runner-up’s band',
      [
        ['a', 20_000],
        ['b', 9_900],
      ],
      10_150,
      'a',
    ],
  ])('%s', (_name, bids, price, leader) => {
    const state = run(lot(), bids)
    expect(state.price).toBe(price)
    expect(state.leader?.bidder).toBe(leader)
  })

  it('a bid at or below the leader maximum loses at once and lifts the price', () => {
    const result = placeBid(run(lot(), [['a', 5000]]), 'b', 3000, END - 30 * MINUTE)
    expect(result).toMatchObject({ accepted: true, outcome: 'outbid', state: { price: 3100, leader: { bidder: 'a' } } })
  })

  it('names the displaced leader', () => {
    const result = placeBid(run(lot(), [['a', 2000]]), 'b', 5000, END - 30 * MINUTE)
    expect(result).toMatchObject({ accepted: true, outcome: 'leading', displaced: { bidder: 'a', max: 2000 } })
  })

  it('the leader may only raise above their own maximum', () => {
    const result = placeBid(
      run(lot(), [
        ['a', 2000],
        ['b', 1200],
      ]),
      'a',
      2000,
      END - 30 * MINUTE,
    )
    expect(result).toMatchObject({ accepted: false, refusal: 'not_above_own_max' })
  })
})

describe('buy-now', () => {
  it('a bid at the buy-now price wins at once at that price', () => {
    const result = placeBid(lot({ buyNowPrice: 8000 }), 'a', 8000, END - 30 * MINUTE)
    expect(result).toMatchObject({ accepted: true, outcome: 'bought', state: { price: 8000, closed: true } })
  })
  it('a bid above it also pays only the buy-now price', () => {
    const result = placeBid(run(lot({ buyNowPrice: 8000 }), [['a', 3000]]), 'b', 20_000, END - 30 * MINUTE)
    expect(result).toMatchObject({ outcome: 'bought', state: { price: 8000, leader: { bidder: 'b' } }, displaced: { bidder: 'a' } })
  })
  it('no bid is taken after it', () => {
    const bought = placeBid(lot({ buyNowPrice: 8000 }), 'a', 8000, END - 30 * MINUTE)
    if (!bought.accepted) throw new Error('refused')
    expect(placeBid(bought.state, 'b', 9000, END - 29 * MINUTE)).toMatchObject({ accepted: false, refusal: 'ended' })
  })
  it('a price of 0 shows the quick decision price', () => {
    expect(shownAuctionPrice(0, 5000)).toBe(5000)
    expect(shownAuctionPrice(1200, 5000)).toBe(1200)
    expect(shownAuctionPrice(0, null)).toBe(0)
  })
})

describe('auto-extension', () => {
  const twoBidders = (at: number) => {
    const first = placeBid(lot(), 'a', 3000, END - 30 * MINUTE)
    if (!first.accepted) throw new Error('refused')
    return placeBid(first.state, 'b', 2000, at)
  }
  it('a price rise in the last 5 minutes moves the scheduled end 5 minutes on', () => {
    expect(twoBidders(END - 4 * MINUTE)).toMatchObject({ extended: true, state: { endsAt: END + AUTO_EXTENSION_WINDOW_MS } })
  })
  it('adds to the scheduled end, not to the bid time', () => {
    expect(twoBidders(END - 1000)).toMatchObject({ state: { endsAt: END + 5 * MINUTE } })
  })
  it('exactly 5 minutes before the end still extends', () => {
    expect(twoBidders(END - 5 * MINUTE)).toMatchObject({ extended: true })
  })
  it('earlier rises do not extend', () => {
    expect(twoBidders(END - 6 * MINUTE)).toMatchObject({ extended: false, state: { endsAt: END } })
  })
  it('a first bid does not raise the price, so it does not extend', () => {
    expect(placeBid(lot(), 'a', 3000, END - MINUTE)).toMatchObject({ extended: false, state: { endsAt: END, price: 1000 } })
  })
  it('is unlimited', () => {
    let state = run(lot(), [['a', 100_000]])
    for (let round = 0; round < 5; round += 1) {
      const result = placeBid(state, `b${round}`, minimumBid(state), state.endsAt - MINUTE)
      if (!result.accepted) throw new Error('refused')
      state = result.state
    }
    expect(state.endsAt).toBe(END + 25 * MINUTE)
  })
  it('is off when the listing turns it off', () => {
    const state = run(lot({ autoExtension: false }), [['a', 3000]])
    expect(placeBid(state, 'b', 2000, END - MINUTE)).toMatchObject({ extended: false })
  })
  it('no bid is taken at or after the end', () => {
    expect(placeBid(lot(), 'a', 3000, END)).toMatchObject({ accepted: false, refusal: 'ended' })
  })
})

describe('Ecoring bid steps', () => {
  it.each([
    [5, [1000, 5000], 5000, 3],
    [12, [100], 1200, 2],
    [3, [250, 500], 750, 1],
    [7, [], 7, 0],
  ])('%i × smallest of %j = ¥%i with %i zero boxes', (entered, steps, amount, zeros) => {
    expect(ecoringBidAmount(entered, steps)).toBe(amount)
    expect(ecoringZeroUnits(steps)).toBe(zeros)
  })
  it('ignores steps that are not positive whole numbers', () => expect(ecoringStep([0, -5, 2.5, 300])).toBe(300))
  it.each([
    ['preview', 2000, 1000, false],
    ['timelimit', 2000, 1000, true],
    ['timelimit', 2000, 2000, true],
    ['timelimit', 2000, 2001, false],
    ['timelimit', null, 0, false],
    ['realtime', 2000, 1000, false],
  ] as const)('%s ending %s at %s is open: %s', (kind, end, now, open) => expect(isEcoringOpen(kind, end, now)).toBe(open))
})

/**
 * The reference model: recompute everything from the accepted bids. Each bidder's best maximum (and
 * when it was made); the leader is the highest, the earliest among equals; the price is the start
 * price for a lone bidder, else min(leader, runner-up + increment(runner-up)); a bid at or above the
 * buy-now price ends the lot at that price.
 */
function referenceModel(startPrice: number, buyNow: number | null, accepted: readonly { bidder: string; amount: number }[]) {
  const best = new Map<string, { amount: number; order: number }>()
  let price = startPrice
  for (const [order, bid] of accepted.entries()) {
    if (buyNow !== null && bid.amount >= buyNow && buyNow > price) return { price: buyNow, leader: bid.bidder, closed: true }
    best.set(bid.bidder, { amount: bid.amount, order })
    const ranked = [...best.entries()].sort((x, y) => y[1].amount - x[1].amount || x[1].order - y[1].order)
    price = ranked.length < 2 ? startPrice : Math.min(ranked[0][1].amount, ranked[1][1].amount + bidIncrement(ranked[1][1].amount))
  }
  const leader = [...best.entries()].sort((x, y) => y[1].amount - x[1].amount || x[1].order - y[1].order)[0]
  return { price, leader: leader?.[0] ?? null, closed: false }
}

const bidsArbitrary = fc.array(
  fc.record({ bidder: fc.constantFrom('a', 'b', 'c', 'd', 'e'), amount: fc.integer({ min: 0, max: 80_000 }) }),
  {
    maxLength: 40,
  },
)

describe('the engine agrees with the reference model', () => {
  it('price, leader and refusals over any bid sequence', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20_000 }),
        fc.option(fc.integer({ min: 1, max: 100_000 })),
        bidsArbitrary,
        (start, buyNow, bids) => {
          let state = openLot({ startPrice: start, buyNowPrice: buyNow, endsAt: END, autoExtension: false })
          const accepted: { bidder: string; amount: number }[] = []
          for (const [index, bid] of bids.entries()) {
            const model = referenceModel(start, buyNow, accepted)
            const minimum = accepted.length === 0 ? start : model.price + bidIncrement(model.price)
            const result = placeBid(state, bid.bidder, bid.amount, END - 60 * MINUTE + index)
            const ownMax =
              model.leader === bid.bidder ? Math.max(...accepted.filter((b) => b.bidder === bid.bidder).map((b) => b.amount)) : -1
            const shouldAccept = !model.closed && bid.amount >= minimum && bid.amount > ownMax
            expect(result.accepted).toBe(shouldAccept)
            if (!result.accepted) continue
            accepted.push(bid)
            state = result.state
            const after = referenceModel(start, buyNow, accepted)
            expect(state.price).toBe(after.price)
            expect(state.leader?.bidder ?? null).toBe(after.leader)
            expect(state.closed).toBe(after.closed)
          }
        },
      ),
      { numRuns: 500 },
    )
  })

  it('the price never falls and never exceeds the leader maximum', () => {
    fc.assert(
      fc.property(bidsArbitrary, (bids) => {
        let state = lot()
        for (const bid of bids) {
          const result = placeBid(state, bid.bidder, bid.amount, END - 60 * MINUTE)
          if (!result.accepted) continue
          expect(result.state.price).toBeGreaterThanOrEqual(state.price)
          expect(result.state.price).toBeLessThanOrEqual(result.state.leader?.max ?? Number.POSITIVE_INFINITY)
          state = result.state
        }
      }),
    )
  })

  it('the end moves only by whole windows, only after a rise inside the window', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.constantFrom('a', 'b', 'c'), fc.integer({ min: 1000, max: 60_000 }), fc.integer({ min: 0, max: 20 * MINUTE })),
          { maxLength: 30 },
        ),
        (bids) => {
          let state = lot()
          for (const [bidder, amount, before] of bids) {
            const at = state.endsAt - before
            const result = placeBid(state, bidder, amount, at)
            if (!result.accepted) continue
            const rose = result.state.price > state.price
            const expected = rose && before <= AUTO_EXTENSION_WINDOW_MS ? state.endsAt + AUTO_EXTENSION_WINDOW_MS : state.endsAt
            expect(result.state.endsAt).toBe(expected)
            state = result.state
          }
        },
      ),
    )
  })
})
