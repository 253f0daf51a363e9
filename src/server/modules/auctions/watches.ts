import { and, count, eq, inArray, ne } from 'drizzle-orm'
import { type BidLogStatus, WATCH_LIST_CAP, type WatchItem, type WatchVenue } from '@shared/auctions'
import { ECORING_ID } from '@shared/shops/registry'
import type { Locale } from '@shared/i18n/locales'
import { withTransaction } from '@server/db/transaction'
import { AppError } from '@server/http/app-error'
import type { AuctionContext } from './context'
import { ENDING_SOON_LEAD_MS, endingSoonKey } from './ending-soon'
import { secondsUntil } from './jobs'
import { followPending } from './linked-lots'
import { YAHOO_AUCTION_SHOP_ID } from './lots'
import { type AuctionRow, eventFacts, liveOf, lotName, unixSeconds } from './state'
import { auctionEntries, auctions, auctionWatches } from './tables'

/** A lot of a venue as customers see it: stored once bid on, else as its venue lists it; null when unknown. */
export type LotViewer = (venue: WatchVenue, lotId: string) => Promise<AuctionRow | null>

/** A followed lot is named by its market's shop id and its code there (auction_watches). */
const SHOP_OF: Record<WatchVenue, number> = { 'yahoo-auction': YAHOO_AUCTION_SHOP_ID, ecoring: ECORING_ID }
const venueOfShop = (shopId: number): WatchVenue | null =>
  shopId === YAHOO_AUCTION_SHOP_ID ? 'yahoo-auction' : shopId === ECORING_ID ? 'ecoring' : null

/** A lot as the watch list names it. */
export type WatchedLot = { venue: WatchVenue; lotId: string }

const ofLot = (customerId: number, { venue, lotId }: WatchedLot) =>
  and(eq(auctionWatches.customerId, customerId), eq(auctionWatches.shopId, SHOP_OF[venue]), eq(auctionWatches.lotRef, lotId))

export async function isFollowing(context: Pick<AuctionContext, 'db'>, customerId: number, lot: WatchedLot): Promise<boolean> {
  const [row] = await context.db.select({ id: auctionWatches.id }).from(auctionWatches).where(ofLot(customerId, lot))
  return row !== undefined
}

/**
 * Follow a lot (idempotent): one row per customer and lot, at most WATCH_LIST_CAP per customer, and
 * the lot's "ending soon" job for its current end when it has none waiting, in the same transaction.
 * An ended lot is not followed.
 */
export async function followLot(context: AuctionContext, view: LotViewer, customerId: number, watched: WatchedLot): Promise<void> {
  const { venue, lotId } = watched
  const lot = await view(venue, lotId)
  if (!lot) throw new AppError(404, 'auctionNotFound')
  if (await isFollowing(context, customerId, watched)) return
  const now = context.clock.now()
  // Opened by its link and not yet described: followed, its ending-soon scheduled once it has an end (linked-lots.ts).
  if (lot.detailsPending) return withTransaction(context.db, (tx) => followPending(tx, customerId, lotId, now, { whenFull: 'refuse' }))
  if (liveOf(lot, now).ended) throw new AppError(422, 'auctionEnded')
  await withTransaction(context.db, async (tx) => {
    const [{ total }] = await tx.select({ total: count() }).from(auctionWatches).where(eq(auctionWatches.customerId, customerId))
    if (total >= WATCH_LIST_CAP) throw new AppError(422, 'watchListFull', { max: String(WATCH_LIST_CAP) })
    const [created] = await tx
      .insert(auctionWatches)
      .values({ customerId, shopId: SHOP_OF[venue], lotRef: lotId, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: auctionWatches.id })
    if (!created) return
    const endsAt = lot.endsAt.getTime()
    const warnAt = endsAt - ENDING_SOON_LEAD_MS
    // One job per followed lot: while others follow it, theirs is waiting (it reschedules itself until the
    // warning), unless the warning's moment has passed (it ran already): then this follower's runs at once.
    const [{ others }] = await tx
      .select({ others: count() })
      .from(auctionWatches)
      .where(and(eq(auctionWatches.shopId, SHOP_OF[venue]), eq(auctionWatches.lotRef, lotId), ne(auctionWatches.customerId, customerId)))
    if (others > 0 && now.getTime() < warnAt) return
    await context.queue.send('auction.watch-ending-soon', watchJob(watched, endsAt), {
      startAfter: secondsUntil(warnAt, now),
      transaction: tx,
    })
  })
}

/** The watch job's payload: Yahoo Auction's lots without a venue (as jobs queued before Ecoring lots were followed). */
const watchJob = ({ venue, lotId }: WatchedLot, endsAt: number) =>
  venue === 'yahoo-auction' ? { lotId, endsAt } : { lotId, endsAt, venue }

/** Stop following a lot (idempotent). */
export async function unfollowLot(context: Pick<AuctionContext, 'db'>, customerId: number, lot: WatchedLot): Promise<void> {
  await context.db.delete(auctionWatches).where(ofLot(customerId, lot))
}

/**
 * My followed lots as their pages show them (name in the reader's language, price, end, ended), with
 * my standing where I bid: the soonest end first, ended lots last (the latest ended first among them).
 * A lot the market no longer lists is left out.
 */
export async function watchList(
  context: Pick<AuctionContext, 'db' | 'clock'>,
  view: LotViewer,
  customerId: number,
  locale: Locale,
): Promise<WatchItem[]> {
  const watches = await context.db.select().from(auctionWatches).where(eq(auctionWatches.customerId, customerId))
  if (watches.length === 0) return []
  // My standing on the followed lots I bid on (keyed by venue and lot: an id may repeat across venues).
  const standings = await context.db
    .select({ venue: auctions.venue, lotId: auctions.lotId, status: auctionEntries.status })
    .from(auctionEntries)
    .innerJoin(auctions, eq(auctions.id, auctionEntries.auctionId))
    .where(
      and(
        eq(auctionEntries.customerId, customerId),
        inArray(
          auctions.lotId,
          watches.map((watch) => watch.lotRef),
        ),
      ),
    )
  const standingOf = new Map(standings.map((row) => [`${row.venue}:${row.lotId}`, row.status as BidLogStatus]))
  const now = context.clock.now()
  const items: WatchItem[] = []
  for (const watch of watches) {
    const venue = venueOfShop(watch.shopId)
    const lot = venue && (await view(venue, watch.lotRef))
    if (!venue || !lot) continue
    const live = liveOf(lot, now)
    items.push({
      id: lot.lotId,
      venue,
      name: lot.detailsPending ? lot.lotId : lotName(lot, locale),
      image_uri: lot.imageUrl,
      link: lot.link,
      current_price: lot.price,
      end_time: live.end_time,
      ended: live.ended,
      my_status: standingOf.get(`${venue}:${lot.lotId}`) ?? null,
      followed_at: unixSeconds(watch.createdAt),
      details_pending: lot.detailsPending,
    })
  }
  return items.sort((a, b) =>
    a.ended !== b.ended ? Number(a.ended) - Number(b.ended) : a.ended ? b.end_time - a.end_time : a.end_time - b.end_time,
  )
}

/**
 * The followed lot's "ending soon", ten minutes before the end it was scheduled for: it follows the
 * lot's current end (a later or earlier end schedules the job again for it; an early run waits on),
 * and every follower hears it once per lot, under the same notifier key as its bidders (ending-soon.ts),
 * so a follower who bids is not warned twice. An ended or unfollowed lot sends nothing.
 */
export async function runWatchEndingSoonJob(
  context: AuctionContext,
  view: LotViewer,
  payload: { lotId: string; endsAt: number; venue?: WatchVenue },
) {
  const watched: WatchedLot = { venue: payload.venue ?? 'yahoo-auction', lotId: payload.lotId }
  const followers = await context.db
    .select({ customerId: auctionWatches.customerId })
    .from(auctionWatches)
    .where(and(eq(auctionWatches.shopId, SHOP_OF[watched.venue]), eq(auctionWatches.lotRef, payload.lotId)))
  if (followers.length === 0) return
  const lot = await view(watched.venue, payload.lotId)
  const now = context.clock.now()
  if (!lot || lot.closedAt || lot.detailsPending || liveOf(lot, now).ended) return
  const endsAt = lot.endsAt.getTime()
  const warnAt = endsAt - ENDING_SOON_LEAD_MS
  if (endsAt !== payload.endsAt || now.getTime() < warnAt) {
    await context.queue.send('auction.watch-ending-soon', watchJob(watched, endsAt), { startAfter: Math.max(1, secondsUntil(warnAt, now)) })
    return
  }
  await withTransaction(context.db, async (tx) => {
    for (const { customerId } of followers)
      await context.notifier.notify(tx, { kind: 'ending_soon', customerId, params: eventFacts(lot), key: endingSoonKey(lot) })
  })
}
