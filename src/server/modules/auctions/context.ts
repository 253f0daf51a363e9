import type { Clock } from '@server/clock'
import type { Database } from '@server/db/client'
import type { Notifier } from '@server/modules/notifications'
import type { AuctionQueue } from './jobs'
import type { AuctionLiveHub } from './live'

/** What the engine's parts (bidding, closing, snipes, lots, the simulator) work with, built once by the venue. */
export type AuctionContext = { db: Database; clock: Clock; queue: AuctionQueue; notifier: Notifier; live: AuctionLiveHub }
