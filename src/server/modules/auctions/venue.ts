import type { Clock } from '@server/clock'
import type { Database } from '@server/db/client'
import type { Notifier } from '@server/modules/notifications'
import type { ExchangeRateSource } from '@server/modules/rates'
import { type LotBid, type LotBidResult, placeLotBid } from './bidding'
import type { AuctionContext } from './context'
import { type CloseResult, closeAuction, runClosingJob } from './closing'
import { runEndingSoonJob, withEndingSoonWarnings } from './ending-soon'
import type { AuctionQueue } from './jobs'
import type { AuctionLiveHub } from './live'
import { ensureAuction, type NewAuction } from './lots'
import { endSomeAuctions, placeOutsideBids } from './simulator'
import { cancelSnipe, changeSnipe, runSnipeJob, scheduleSnipe } from './snipes'
import type { AuctionRow } from './state'

/**
 * Where bids go (ARCHITECTURE: auctions). The default venue is our own engine over the mirrored
 * listings and Ecoring's lots; a live venue would place the same bids at Yahoo from the shop's
 * account. Every bid is one transaction under its lot's row lock; closing and snipes are jobs.
 */
export interface AuctionVenue {
  readonly name: string
  /** The lot ready for bids: its row (and its closing job) made on first use. */
  open(seed: NewAuction): Promise<AuctionRow>
  bid(bid: LotBid): Promise<LotBidResult>
  close(auctionId: number): Promise<CloseResult>
  scheduleSnipe: (auctionId: number, customerId: number, maxPrice: number, leadSeconds: number) => ReturnType<typeof scheduleSnipe>
  changeSnipe: (
    customerId: number,
    snipeId: number,
    changes: { max_price?: number; lead_seconds?: number },
  ) => ReturnType<typeof changeSnipe>
  cancelSnipe: (customerId: number, snipeId: number) => ReturnType<typeof cancelSnipe>
  /** Job handlers. */
  runClosing: (payload: { auctionId: number; endsAt: number }) => Promise<void>
  runSnipe: (payload: { snipeId: number; placeAt: number }) => Promise<void>
  runEndingSoon: (payload: { auctionId: number; endsAt: number }) => Promise<void>
  simulate: () => Promise<void>
  simulateEndings: () => Promise<void>
  live: AuctionLiveHub
}

export type EngineVenueDependencies = {
  db: Database
  clock: Clock
  queue: AuctionQueue
  notifier: Notifier
  live: AuctionLiveHub
  exchangeRates: ExchangeRateSource
}

export function createEngineVenue(dependencies: EngineVenueDependencies): AuctionVenue {
  // Every end a closing is scheduled for gets its ending-soon warning too (ending-soon.ts).
  const context: AuctionContext = { ...dependencies, queue: withEndingSoonWarnings(dependencies.queue, () => dependencies.clock.now()) }
  return {
    name: 'engine',
    open: (seed) => ensureAuction(context, seed),
    bid: (bid) => placeLotBid(context, bid),
    close: (auctionId) => closeAuction(dependencies, auctionId),
    scheduleSnipe: (auctionId, customerId, maxPrice, leadSeconds) => scheduleSnipe(context, auctionId, customerId, maxPrice, leadSeconds),
    changeSnipe: (customerId, snipeId, changes) => changeSnipe(context, customerId, snipeId, changes),
    cancelSnipe: (customerId, snipeId) => cancelSnipe(context, customerId, snipeId),
    runClosing: (payload) => runClosingJob(dependencies, payload),
    runSnipe: (payload) => runSnipeJob(context, payload),
    runEndingSoon: (payload) => runEndingSoonJob(context, payload),
    simulate: () => placeOutsideBids(context),
    simulateEndings: () => endSomeAuctions(context),
    live: dependencies.live,
  }
}
