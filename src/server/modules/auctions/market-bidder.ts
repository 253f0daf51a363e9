import { bidIncrement } from '@shared/auctions'

/**
 * DEMO_DATA only: the market's other bidders on a Yahoo Auction lot, as one outside bidder who bids
 * like a market does — towards what the lot is worth to it, in a few raises at its own times — and
 * knows nothing of our customers' secret maxima. Its plan is drawn from the lot alone (its id and
 * start price, its buy-now price as a ceiling), so the same lot always meets the same market: some
 * lots are worth less to it than our customers bid (they win, at about its value), some more (they lose).
 */

/** What the lot is worth to the outside bidder, and the maxima it stands by one after another. */
export type OutsidePlan = {
  /** Its last (highest) maximum, yen. */
  value: number
  steps: readonly OutsideStep[]
}

/**
 * One raise: due `afterSeconds` after the lot first took a bid here, or `beforeEndSeconds` before its
 * end, whichever comes first (an end brought forward by the demo still sees the whole plan).
 */
export type OutsideStep = { max: number; afterSeconds: number; beforeEndSeconds: number }

/** The lot as the plan reads it: nothing of its bidders. */
export type PlannedLot = { id: number; startPrice: number; buyNowPrice: number | null }

/** The least worth a lot has to the market (a ¥1 start says nothing of it). */
const VALUE_FLOOR = 1_000
/** The market values a lot at this many times its start price (floored), drawn per lot. */
const VALUE_FACTOR = { min: 1.2, max: 4 } as const
/** Between one raise and the next (seconds). */
const STEP_GAP_SECONDS = { min: 180, max: 1_500 } as const
/**
 * The latest a raise comes before the end: the last one at least 150 s before it (the simulator looks
 * every 45–120 s), every one within the five minutes the demo's endings give a lot.
 */
const LAST_BEFORE_END_SECONDS = { min: 150, max: 190 } as const
const BEFORE_END_SPREAD_SECONDS = 20

/** A small seeded generator (FNV-1a of the seed, then mulberry32): the same seed, the same numbers. */
export function seededRandom(seed: string): () => number {
  let hash = 0x811c9dc5
  for (let index = 0; index < seed.length; index++) hash = Math.imul(hash ^ seed.charCodeAt(index), 0x01000193)
  let state = hash >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

const between = (random: () => number, min: number, max: number) => min + random() * (max - min)
/** Down to a price the market would name: a whole increment. */
const toIncrement = (amount: number) => Math.max(10, Math.floor(amount / bidIncrement(amount)) * bidIncrement(amount))

export function outsidePlan(lot: PlannedLot): OutsidePlan {
  const random = seededRandom(`outside:${lot.id}:${lot.startPrice}`)
  let value = toIncrement(Math.max(lot.startPrice, VALUE_FLOOR) * between(random, VALUE_FACTOR.min, VALUE_FACTOR.max))
  // It never buys the lot out: it stays an increment under the buy-now price.
  if (lot.buyNowPrice !== null && value >= lot.buyNowPrice) value = toIncrement(lot.buyNowPrice - bidIncrement(lot.buyNowPrice) - 1)
  value = Math.max(value, lot.startPrice)
  const count = 3 + Math.floor(random() * 4)
  const steps: OutsideStep[] = []
  let after = 0
  const lastBeforeEnd = Math.round(between(random, LAST_BEFORE_END_SECONDS.min, LAST_BEFORE_END_SECONDS.max))
  for (let index = 0; index < count; index++) {
    after += Math.round(between(random, STEP_GAP_SECONDS.min, STEP_GAP_SECONDS.max))
    const share = index === count - 1 ? 1 : (index + 1) / count - between(random, 0, 0.5 / count)
    const max = index === count - 1 ? value : Math.max(lot.startPrice, toIncrement(value * share))
    steps.push({ max, afterSeconds: after, beforeEndSeconds: lastBeforeEnd + (count - 1 - index) * BEFORE_END_SPREAD_SECONDS })
  }
  return { value, steps }
}

/**
 * The maximum the outside bidder stands by at `now` (epoch ms): the highest of its raises come due,
 * or null before the first. `openedAt`: when the lot first took a bid here (null: none yet).
 */
export function outsideMaxAt(plan: OutsidePlan, openedAt: number | null, endsAt: number, now: number): number | null {
  let standing: number | null = null
  for (const step of plan.steps) {
    const dueAfterOpening = openedAt === null ? Number.POSITIVE_INFINITY : openedAt + step.afterSeconds * 1000
    const due = Math.min(dueAfterOpening, endsAt - step.beforeEndSeconds * 1000)
    if (due <= now) standing = Math.max(standing ?? 0, step.max)
  }
  return standing
}

/**
 * The bid the outside bidder places now, or null. It reads what every bidder sees — the minimum bid,
 * whether it leads — and its own maximum when it leads; never a customer's maximum.
 */
export function outsideBidNow(standing: number | null, lot: { minimum: number; ownMax: number | null }): number | null {
  if (standing === null || standing < lot.minimum) return null
  if (lot.ownMax !== null && standing <= lot.ownMax) return null
  return standing
}
