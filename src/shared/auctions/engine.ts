import { bidIncrement } from './increments'

/**
 * Proxy bidding on one lot (Yahoo! Auctions' rules). A bid is a secret maximum; the shown price is the
 * runner-up's maximum plus one increment, never above the leader's maximum; a lone bidder pays the
 * start price; equal maxima → the earlier bid leads. Times are epoch milliseconds.
 */

/** Auto-extension: a price rise this close to the end moves the scheduled end on by the same span. */
export const AUTO_EXTENSION_WINDOW_MS = 5 * 60 * 1000

export type Leader = { bidder: string; max: number }

export type LotState = {
  startPrice: number
  buyNowPrice: number | null
  autoExtension: boolean
  /** The shown (current) price. */
  price: number
  endsAt: number
  /** Ended early by a buy-now bid. */
  closed: boolean
  bidCount: number
  leader: Leader | null
  /** The highest maximum of anyone but the leader; null when the leader has been alone. */
  runnerUpMax: number | null
}

export type BidRefusal = 'ended' | 'below_minimum' | 'not_above_own_max'

export type BidResult =
  | {
      accepted: true
      state: LotState
      /** leading: the bidder leads; outbid: the bid lost at once; bought: won at the buy-now price. */
      outcome: 'leading' | 'outbid' | 'bought'
      /** The leader before this bid, when it changed to someone else. */
      displaced: Leader | null
      extended: boolean
    }
  | { accepted: false; refusal: BidRefusal; minimum: number }

export function isLotOpen(state: LotState, now: number): boolean {
  return !state.closed && now < state.endsAt
}

/** The least maximum a new bid may name: the start price, then the current price plus one increment. */
export function minimumBid(state: Pick<LotState, 'startPrice' | 'price' | 'leader'>): number {
  return state.leader === null ? state.startPrice : state.price + bidIncrement(state.price)
}

/** The price the leader pays against the runner-up. */
export function proxyPrice(leaderMax: number, runnerUpMax: number): number {
  return Math.min(leaderMax, runnerUpMax + bidIncrement(runnerUpMax))
}

/** Where the end lands after a bid at `at` that moved the price from `before` to `after`. */
export function extendedEnd(state: Pick<LotState, 'autoExtension' | 'endsAt'>, at: number, before: number, after: number): number {
  const inWindow = state.endsAt - at <= AUTO_EXTENSION_WINDOW_MS
  return state.autoExtension && after > before && inWindow ? state.endsAt + AUTO_EXTENSION_WINDOW_MS : state.endsAt
}

export function placeBid(state: LotState, bidder: string, amount: number, at: number): BidResult {
  const minimum = minimumBid(state)
  if (!isLotOpen(state, at)) return { accepted: false, refusal: 'ended', minimum }
  if (amount < minimum) return { accepted: false, refusal: 'below_minimum', minimum }
  const leader = state.leader
  if (leader?.bidder === bidder && amount <= leader.max) return { accepted: false, refusal: 'not_above_own_max', minimum }
  const bidCount = state.bidCount + 1
  if (state.buyNowPrice !== null && amount >= state.buyNowPrice && state.buyNowPrice > state.price) {
    const bought = { ...state, bidCount, price: state.buyNowPrice, closed: true, leader: { bidder, max: amount } }
    return { accepted: true, state: bought, outcome: 'bought', displaced: leader?.bidder === bidder ? null : leader, extended: false }
  }
  const next = competeWith(state, bidder, amount)
  const price = next.runnerUpMax === null ? state.price : proxyPrice(next.leader.max, next.runnerUpMax)
  const endsAt = extendedEnd(state, at, state.price, price)
  const leads = next.leader.bidder === bidder
  return {
    accepted: true,
    state: { ...state, ...next, price, endsAt, bidCount },
    outcome: leads ? 'leading' : 'outbid',
    displaced: leads && leader !== null && leader.bidder !== bidder ? leader : null,
    extended: endsAt !== state.endsAt,
  }
}

function competeWith(state: LotState, bidder: string, amount: number): { leader: Leader; runnerUpMax: number | null } {
  const leader = state.leader
  if (leader === null) return { leader: { bidder, max: amount }, runnerUpMax: null }
  if (leader.bidder === bidder) return { leader: { bidder, max: amount }, runnerUpMax: state.runnerUpMax }
  // Equal maxima: the earlier bid (the standing leader) keeps the lead.
  if (amount > leader.max) return { leader: { bidder, max: amount }, runnerUpMax: leader.max }
  return { leader, runnerUpMax: Math.max(state.runnerUpMax ?? 0, amount) }
}

/** A fresh lot: no bids, the price at the start price. */
export function openLot(lot: { startPrice: number; buyNowPrice: number | null; endsAt: number; autoExtension?: boolean }): LotState {
  return {
    startPrice: lot.startPrice,
    buyNowPrice: lot.buyNowPrice,
    autoExtension: lot.autoExtension ?? true,
    price: lot.startPrice,
    endsAt: lot.endsAt,
    closed: false,
    bidCount: 0,
    leader: null,
    runnerUpMax: null,
  }
}
