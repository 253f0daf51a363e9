import type { Clock } from '@server/clock'
import type { Database } from '@server/db/client'
import type { Notifier } from '@server/modules/notifications'
import type { ExchangeRateSource } from '@server/modules/rates'
import type { AuctionQueue } from './jobs'
import type { AuctionLiveHub } from './live'

/** What the engine's parts (bidding, closing, snipes, lots, the simulator) work with, built once by the venue. */
export type AuctionContext = {
  db: Database
  clock: Clock
  queue: AuctionQueue
  notifier: Notifier
  live: AuctionLiveHub
  /** The day's JPY→VND rate: deposits are held in VND (holds.ts). */
  exchangeRates: ExchangeRateSource
  /** AUCTION_DEPOSIT_PERCENT: the share of a leading bid's or a snipe's maximum held from the wallet. */
  depositPercent: number
  /**
   * PGlite: one connection, shared by every request's reads and the lot's transaction. The lot's
   * queue then lets the reads queued before it finish first, so the bids they lead to join its next
   * group (otherwise each group would hold only the one bid whose read slipped in between).
   */
  oneConnection: boolean
}
