import type {
  AuctionDesk,
  Bid,
  BidLogItem,
  DeskLot,
  DeskDescribeBody,
  DeskResultBody,
  DeskYahooPriceBody,
  EcoringCategory,
  EcoringKind,
  EcoringProduct,
  MyAuctionStanding,
  WatchItem,
  WatchVenue,
} from '@shared/auctions'
import type { AuditActor } from '@shared/contracts/admin/audit'
import type { Paginated } from '@shared/http/list-query'
import type { Locale } from '@shared/i18n/locales'
import type { Clock } from '@server/clock'
import type { Database } from '@server/db/client'
import type { MarketConnectors } from '@server/modules/markets'
import type { Notifier } from '@server/modules/notifications'
import type { ExchangeRateSource } from '@server/modules/rates'
import { AppError, serviceUnavailable } from '@server/http/app-error'
import { BIDS_IN_FLIGHT, BIDS_IN_FLIGHT_WHEN_LATE, LATE_LOOP_MS, type LotBid, type LotBidResult, placeLotBid } from './bidding'
import { admissionGate } from './bid-queue'
import type { AuctionContext } from './context'
import { type CloseResult, closeAuction, runClosingJob } from './closing'
import { runEndingSoonJob, withEndingSoonWarnings } from './ending-soon'
import type { AuctionQueue } from './jobs'
import type { AuctionLiveHub } from './live'
import { ensureAuction, findAuction, type NewAuction } from './lots'
import type { YahooAuctionBridge } from './bridge'
import { deskCounts, readDesk, recordDescription, recordPlaced, recordResult, recordYahooPrice } from './desk'
import { openLinkedLot } from './linked-lots'
import { bidList, bidLog, type BidLogOptions, standingOf } from './bid-log'
import { checkEcoringBid } from './ecoring-bids'
import { requirePermission } from './permissions'
import { cancelSnipe, changeSnipe, listSnipes, runSnipeJob, scheduleSnipe } from './snipes'
import { holdKey } from './holds'
import { customerHolds } from '@server/modules/wallets'
import type { AuctionRow } from './state'
import { followLot, isFollowing, type LotViewer, runWatchEndingSoonJob, unfollowLot, type WatchedLot, watchList } from './watches'
import { ecoringVenueLots } from './ecoring-lots'
import { ecoringCategoryList, ecoringLot, ecoringPage } from './ecoring'
import { yahooLots } from './yahoo-lots'

/** A customer's bid on a lot named by its venue's id (a Yahoo Auction lot id, an Ecoring lot id). */
export type CustomerBid = { customerId: number; lotId: string; amount: number }

/**
 * Where bids go (ARCHITECTURE: auctions). The default venue is our own engine over the mirrored
 * listings and Ecoring's lots; a live venue would place the same bids at Yahoo from the shop's
 * account. Every bid is one transaction under its lot's row lock; closing and snipes are jobs.
 */
export interface AuctionVenue {
  readonly name: string
  /** A Yahoo Auction lot as customers see it: stored once bid on, else as the market lists it; null when unknown. */
  yahooLot(lotId: string): Promise<AuctionRow | null>
  /** The bidders on a Yahoo Auction lot (none before its first bid); the viewer's own row marked `mine`. */
  bidList(lotId: string, viewer: number | null): Promise<Bid[]>
  /** A customer's standing on a Yahoo Auction lot and their scheduled snipe on it. */
  standing(customerId: number, lotId: string): Promise<MyAuctionStanding>
  /**
   * Runs a customer's bid request (its reads and the bid) if this process is not already answering
   * too many; else turns it away at once, "busy, try again" (503 with Retry-After).
   */
  admitBid<T>(work: () => Promise<T>): Promise<T>
  /** A bid on a Yahoo Auction lot, which opens on its first bid (the permission is checked under the lot's lock). */
  bidOnYahoo(bid: CustomerBid): Promise<LotBidResult>
  /** A bid on an Ecoring lot: the Ecoring permission, the lot open and the amount in its steps, then the bid. */
  bidOnEcoring(bid: CustomerBid): Promise<LotBidResult>
  /**
   * The same bid, answered with the lot's page as the bidder reads it (`locale`): read before the bid and
   * shown with its outcome (nothing is read after the bid's commit).
   */
  bidOnEcoringLot(bid: CustomerBid, locale: Locale): Promise<{ result: LotBidResult; lot: EcoringProduct | null }>
  /** Ecoring's reads (ecoring.ts): its categories, a tab's page of lots and a lot, in the reader's language. */
  ecoringCategories(locale: Locale): Promise<EcoringCategory[]>
  ecoringPage(
    locale: Locale,
    kind: EcoringKind,
    options: { page: number; perPage: number; categoryId?: string },
  ): Promise<{ items: EcoringProduct[]; total: number }>
  ecoringLot(locale: Locale, kind: EcoringKind, lotId: string): Promise<EcoringProduct | null>
  /** A snipe on a Yahoo Auction lot (the auction permission first; the lot opens). */
  scheduleYahooSnipe(bid: CustomerBid & { leadSeconds: number }): ReturnType<typeof scheduleSnipe>
  snipes(customerId: number, lotId?: string): ReturnType<typeof listSnipes>
  bidLog(customerId: number, options: BidLogOptions): Promise<Paginated<BidLogItem>>
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
  /** The watch list (watches.ts): follow and unfollow a Yahoo Auction or Ecoring lot, whether I follow it, my followed lots. */
  follow(customerId: number, lot: WatchedLot): Promise<void>
  unfollow(customerId: number, lot: WatchedLot): Promise<void>
  following(customerId: number, lot: WatchedLot): Promise<boolean>
  watchList(customerId: number, locale: Locale): Promise<WatchItem[]>
  /** Job handlers. */
  runClosing: (payload: { auctionId: number; endsAt: number }) => Promise<void>
  runSnipe: (payload: { snipeId: number; placeAt: number }) => Promise<void>
  runEndingSoon: (payload: { auctionId: number; endsAt: number }) => Promise<void>
  runWatchEndingSoon: (payload: { lotId: string; endsAt: number; venue?: WatchVenue }) => Promise<void>
  /** The bridge's rounds of Yahoo's other bidders and early endings (the demo simulator's; nothing with the desk). */
  simulate: () => Promise<void>
  simulateEndings: () => Promise<void>
  live: AuctionLiveHub
  /** The YahooAuctionBridge in use (bridge.ts): the staff desk or the demo's simulator. */
  readonly bridge: YahooAuctionBridge
  /** The auction desk (desk.ts): the shop's bids to place, Yahoo's prices and results, snipes due. */
  desk(): Promise<AuctionDesk>
  deskCounts(): Promise<{ bids_to_place: number; results_needed: number }>
  recordPlaced(actor: AuditActor, auctionId: number, amount: number): Promise<DeskLot>
  recordYahooPrice(actor: AuditActor, auctionId: number, body: DeskYahooPriceBody): Promise<DeskLot>
  recordResult(actor: AuditActor, auctionId: number, body: DeskResultBody): ReturnType<typeof recordResult>
  /**
   * A Yahoo Auction lot opened by its link (linked-lots.ts): made once, "details pending" when the mirror
   * does not list it, and followed by the customer who opened it; staff describe it on the desk.
   */
  openByLink(customerId: number, lotId: string): Promise<AuctionRow>
  recordDescription(actor: AuditActor, auctionId: number, body: DeskDescribeBody): Promise<DeskLot>
}

export type EngineVenueDependencies = {
  db: Database
  clock: Clock
  queue: AuctionQueue
  notifier: Notifier
  live: AuctionLiveHub
  exchangeRates: ExchangeRateSource
  /** AUCTION_DEPOSIT_PERCENT (holds.ts). */
  depositPercent: number
  /** PGlite's one connection (AuctionContext). */
  oneConnection: boolean
  /** The event loop's recent delay (ms; loop-delay.ts): late, with many bids in flight, the next is turned away. */
  loopDelayMs: () => number
  /** Where Yahoo Auction lots are listed before our customers bid on them. */
  markets: MarketConnectors
  /** How the shop's bids reach Yahoo and its price and result come back (AUCTION_BRIDGE). */
  bridge: YahooAuctionBridge
}

/** How many customers' bids this process answers at once, fewer while it is saturated (bidding.ts). */
function bidAdmission({ oneConnection, loopDelayMs }: EngineVenueDependencies) {
  const connections = oneConnection ? 'oneConnection' : 'pool'
  return admissionGate(BIDS_IN_FLIGHT[connections], serviceUnavailable, {
    inFlight: BIDS_IN_FLIGHT_WHEN_LATE[connections],
    lateLoopMs: LATE_LOOP_MS,
    loopDelayMs,
  })
}

export function createEngineVenue(dependencies: EngineVenueDependencies): AuctionVenue {
  // Every end a closing is scheduled for gets its ending-soon warning too (ending-soon.ts).
  const context: AuctionContext = { ...dependencies, queue: withEndingSoonWarnings(dependencies.queue, () => dependencies.clock.now()) }
  const { db } = dependencies
  // The desk's writes bid, move ends and close through the same context (ending-soon warnings follow moved ends).
  const deskContext = { ...dependencies, queue: context.queue }
  const open = (seed: NewAuction) => ensureAuction(context, seed)
  const yahoo = yahooLots(db, dependencies.markets, open)
  const ecoring = ecoringVenueLots(db)
  /** A followed lot as its venue resolves it (watches.ts). */
  const viewLot: LotViewer = (venue, lotId) => (venue === 'ecoring' ? ecoring.view(lotId) : yahoo.view(lotId))

  async function bidOnYahoo({ customerId, lotId, amount }: CustomerBid): Promise<LotBidResult> {
    const result = await placeLotBid(context, { auctionId: await yahoo.auctionId(lotId), customerId, amount })
    // A remembered id whose lot is gone (a reset database): look it up once more.
    if (result.accepted || result.refusal !== 'not_found') return result
    return placeLotBid(context, { auctionId: await yahoo.auctionId(lotId, { fresh: true }), customerId, amount })
  }

  async function bidOnEcoring({ customerId, lotId, amount }: CustomerBid): Promise<LotBidResult> {
    // Asked first, so a customer without the Ecoring permission hears that before any rule of the lot.
    await requirePermission(db, customerId, 'ecoring')
    const row = await open(await checkEcoringBid(db, lotId, amount))
    return placeLotBid(context, { auctionId: row.id, customerId, amount })
  }

  async function bidOnEcoringLot(bid: CustomerBid, locale: Locale) {
    const shown = await ecoringLot(db, locale, 'timelimit', bid.lotId)
    const result = await bidOnEcoring(bid)
    if (!result.accepted || !shown) return { result, lot: shown }
    const { bidCount, price } = result.row
    return { result, lot: { ...shown, current_price: bidCount ? price : null, bid_count: bidCount } }
  }

  async function standing(customerId: number, lotId: string): Promise<MyAuctionStanding> {
    const row = await findAuction(db, 'yahoo-auction', lotId)
    if (!row) return { status: null, max_price: null, snipe: null, held: 0 }
    const entry = await standingOf(db, row.id, customerId)
    const [snipe] = (await listSnipes(db, customerId, row.lotId)).filter((item) => item.status === 'scheduled')
    const held = (await customerHolds(db, customerId)).get(holdKey(row)) ?? 0
    return {
      status: (entry?.status as MyAuctionStanding['status']) ?? null,
      max_price: entry?.maxPrice ?? null,
      snipe: snipe ?? null,
      held,
    }
  }

  return {
    name: 'engine',
    yahooLot: yahoo.view,
    async bidList(lotId, viewer) {
      const row = await yahoo.view(lotId)
      if (!row) throw new AppError(404, 'auctionNotFound')
      return row.id === 0 ? [] : bidList(db, row, viewer)
    },
    standing,
    admitBid: bidAdmission(dependencies),
    bidOnYahoo,
    bidOnEcoring,
    bidOnEcoringLot,
    ecoringCategories: (locale) => ecoringCategoryList(db, locale),
    ecoringPage: (locale, kind, options) => ecoringPage(db, locale, kind, options),
    ecoringLot: (locale, kind, lotId) => ecoringLot(db, locale, kind, lotId),
    async scheduleYahooSnipe({ customerId, lotId, amount, leadSeconds }) {
      await requirePermission(db, customerId, 'auction')
      const row = await yahoo.opened(lotId)
      return scheduleSnipe(context, row.id, customerId, amount, leadSeconds)
    },
    snipes: (customerId, lotId) => listSnipes(db, customerId, lotId),
    bidLog: (customerId, options) => bidLog(db, customerId, options),
    open,
    bid: (bid) => placeLotBid(context, bid),
    close: (auctionId) => closeAuction(dependencies, auctionId),
    scheduleSnipe: (auctionId, customerId, maxPrice, leadSeconds) => scheduleSnipe(context, auctionId, customerId, maxPrice, leadSeconds),
    changeSnipe: (customerId, snipeId, changes) => changeSnipe(context, customerId, snipeId, changes),
    cancelSnipe: (customerId, snipeId) => cancelSnipe(context, customerId, snipeId),
    runClosing: (payload) => runClosingJob(dependencies, payload),
    runSnipe: (payload) => runSnipeJob(context, payload),
    runEndingSoon: (payload) => runEndingSoonJob(context, payload),
    follow: (customerId, lot) => followLot(context, viewLot, customerId, lot),
    unfollow: (customerId, lot) => unfollowLot(context, customerId, lot),
    following: (customerId, lot) => isFollowing(context, customerId, lot),
    watchList: (customerId, locale) => watchList(context, viewLot, customerId, locale),
    runWatchEndingSoon: (payload) => runWatchEndingSoonJob(context, viewLot, payload),
    simulate: () => dependencies.bridge.outsideBids(context),
    simulateEndings: () => dependencies.bridge.endings(context),
    live: dependencies.live,
    bridge: dependencies.bridge,
    desk: () => readDesk(dependencies),
    deskCounts: () => deskCounts(db, dependencies.clock.now()),
    recordPlaced: (actor, auctionId, amount) => recordPlaced(deskContext, actor, auctionId, amount),
    recordYahooPrice: (actor, auctionId, body) => recordYahooPrice(deskContext, actor, auctionId, body),
    recordResult: (actor, auctionId, body) => recordResult(deskContext, actor, auctionId, body),
    openByLink: (customerId, lotId) => openLinkedLot(context, customerId, lotId, () => yahoo.view(lotId)),
    recordDescription: (actor, auctionId, body) => recordDescription(deskContext, actor, auctionId, body),
  }
}
