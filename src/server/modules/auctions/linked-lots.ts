import { and, asc, count, eq, inArray } from 'drizzle-orm'
import { type DeskDescribeBody, type DeskLotToDescribe, describeProblem, type LinkedLot, WATCH_LIST_CAP } from '@shared/auctions'
import type { AuditActor } from '@shared/contracts/admin/audit'
import type { Locale } from '@shared/i18n/locales'
import { marketItemUrl } from '@shared/markets/item-url'
import type { Database } from '@server/db/client'
import { withTransaction } from '@server/db/transaction'
import { AppError } from '@server/http/app-error'
import { auditedWrite } from '@server/modules/audit'
import { publishLive } from './bidding'
import type { AuctionContext } from './context'
import { followMovedEnd } from './end-moves'
import { ENDING_SOON_LEAD_MS } from './ending-soon'
import { secondsUntil } from './jobs'
import { findAuction, type NewAuction, YAHOO_AUCTION_SHOP_ID, yahooAuctionLink } from './lots'
import { type AuctionRow, eventFacts, liveOf, lotName, OUTSIDE_BIDDER, unixSeconds } from './state'
import { auctions, auctionWatches } from './tables'

/**
 * Lots opened by their link (issue 27): a Yahoo Auction lot the mirror does not list is opened from
 * its pasted address, once (the lot's unique venue + lot id), "details pending": its id and its page
 * at Yahoo are all that is known. It takes no bids and has no closing until staff read it at Yahoo
 * and describe it on the auction desk (title, price, end …); then its followers are told it is ready
 * and it is a lot like any other. A pending row's end is the moment it was opened (nothing ends it:
 * no closing job exists, and the demo's rounds only look at lots ending later).
 */

/** A pending lot's row as first stored: what the link tells. */
export function linkedLotSeed(lotId: string, now: Date): NewAuction {
  return {
    venue: 'yahoo-auction',
    lotId,
    shopId: YAHOO_AUCTION_SHOP_ID,
    name: '',
    link: yahooAuctionLink(lotId),
    venueUrl: marketItemUrl(YAHOO_AUCTION_SHOP_ID, lotId) ?? '',
    startPrice: 0,
    price: 0,
    endsAt: now,
    detailsPending: true,
  }
}

/** The lot as its page shows it, in the reader's language. */
export function linkedLotOf(row: AuctionRow, locale: Locale, now: Date): LinkedLot {
  return {
    lot_id: row.lotId,
    name: row.detailsPending ? '' : lotName(row, locale),
    image_url: row.imageUrl,
    venue_url: row.venueUrl,
    link: row.link,
    details_pending: row.detailsPending,
    live: liveOf(row, now),
  }
}

/**
 * Opens a lot by its link for a customer, who then follows it (to hear when it is ready): the lot's
 * row is made once however many open it at once (insert … on conflict do nothing on venue + lot id),
 * and the lot and the follow are written in one transaction. A lot already stored (bid on, or described)
 * or one the mirror lists is answered as it is: nothing is written for it.
 */
export async function openLinkedLot(
  context: Pick<AuctionContext, 'db' | 'clock'>,
  customerId: number,
  lotId: string,
  mirrorView: () => Promise<AuctionRow | null>,
): Promise<AuctionRow> {
  const known = await findAuction(context.db, 'yahoo-auction', lotId)
  if (known && !known.detailsPending) return known
  // Read before the transaction (PGlite has one connection, which the transaction holds).
  const listed = known ? null : await mirrorView()
  // The view reads stored lots first: one opened by another customer since the read above is pending, and followed here too.
  if (listed && !listed.detailsPending) return listed
  const now = context.clock.now()
  return withTransaction(context.db, async (tx) => {
    await tx
      .insert(auctions)
      .values({ ...linkedLotSeed(lotId, now), updatedAt: now })
      .onConflictDoNothing({ target: [auctions.venue, auctions.lotId] })
    const row = (await findAuction(tx, 'yahoo-auction', lotId))!
    if (row.detailsPending) await followPending(tx, customerId, lotId, now, { whenFull: 'skip' })
    return row
  })
}

/** A pending lot followed: no ending-soon job yet (it has no end; describing it schedules one). */
export async function followPending(
  tx: Database,
  customerId: number,
  lotId: string,
  now: Date,
  { whenFull }: { whenFull: 'skip' | 'refuse' },
) {
  const [{ total }] = await tx.select({ total: count() }).from(auctionWatches).where(eq(auctionWatches.customerId, customerId))
  if (total >= WATCH_LIST_CAP) {
    if (whenFull === 'skip') return
    throw new AppError(422, 'watchListFull', { max: String(WATCH_LIST_CAP) })
  }
  await tx.insert(auctionWatches).values({ customerId, shopId: YAHOO_AUCTION_SHOP_ID, lotRef: lotId, createdAt: now }).onConflictDoNothing()
}

/** The desk's "lots to describe": pending lots, the longest waiting first, with how many follow each. */
export async function lotsToDescribe(db: Database, limit: number): Promise<DeskLotToDescribe[]> {
  const rows = await db
    .select()
    .from(auctions)
    .where(eq(auctions.detailsPending, true))
    .orderBy(asc(auctions.updatedAt), asc(auctions.id))
    .limit(limit)
  if (rows.length === 0) return []
  const followers = new Map(
    (
      await db
        .select({ lotRef: auctionWatches.lotRef, total: count() })
        .from(auctionWatches)
        .where(
          and(
            eq(auctionWatches.shopId, YAHOO_AUCTION_SHOP_ID),
            inArray(
              auctionWatches.lotRef,
              rows.map((row) => row.lotId),
            ),
          ),
        )
        .groupBy(auctionWatches.lotRef)
    ).map((row) => [row.lotRef, row.total]),
  )
  return rows.map((row) => ({
    id: row.id,
    lot_id: row.lotId,
    venue_url: row.venueUrl,
    link: row.link,
    opened_at: unixSeconds(row.updatedAt),
    followers: followers.get(row.lotId) ?? 0,
  }))
}

/**
 * Staff describe a pending lot from its page at Yahoo (audited): its title, price (with Yahoo's bids
 * so far, the market's other bidders lead at that price), end, buy-now and picture. In the same
 * transaction under the lot's lock: its closing (and ending-soon) is scheduled, its followers'
 * ending-soon too, and every follower is told it is ready (bell and push, in their language).
 */
export async function describeLinkedLot(
  context: AuctionContext,
  actor: AuditActor,
  auctionId: number,
  body: DeskDescribeBody,
): Promise<AuctionRow> {
  const now = context.clock.now()
  const problem = describeProblem(body, unixSeconds(now))
  if (problem) throw new AppError(422, problem, {}, { [problem === 'linkedLotEndPassed' ? 'ends_at' : 'buy_now_price']: [problem] })
  const described: AuctionRow = await auditedWrite(context.db, actor, async (tx) => {
    const [locked] = await tx.select().from(auctions).where(eq(auctions.id, auctionId)).for('update')
    if (!locked) throw new AppError(404, 'auctionNotFound')
    if (!locked.detailsPending) throw new AppError(422, 'linkedLotNotPending')
    const bidCount = body.bid_count ?? 0
    const endsAt = new Date(body.ends_at * 1000)
    const [row] = await tx
      .update(auctions)
      .set({
        name: body.title,
        imageUrl: body.image_url ?? '',
        startPrice: body.price,
        price: body.price,
        buyNowPrice: body.buy_now_price ?? null,
        autoExtension: body.auto_extension ?? true,
        endsAt,
        bidCount,
        leader: bidCount > 0 ? OUTSIDE_BIDDER : null,
        leaderMax: bidCount > 0 ? body.price : null,
        detailsPending: false,
        updatedAt: now,
      })
      .where(eq(auctions.id, auctionId))
      .returning()
    await followMovedEnd(tx, context, row)
    const followers = await tx
      .select({ customerId: auctionWatches.customerId })
      .from(auctionWatches)
      .where(and(eq(auctionWatches.shopId, YAHOO_AUCTION_SHOP_ID), eq(auctionWatches.lotRef, row.lotId)))
    if (followers.length > 0) {
      const warnAt = endsAt.getTime() - ENDING_SOON_LEAD_MS
      await context.queue.send(
        'auction.watch-ending-soon',
        { lotId: row.lotId, endsAt: endsAt.getTime() },
        { startAfter: secondsUntil(warnAt, now), transaction: tx },
      )
    }
    await context.notifier.notifyAll(
      tx,
      followers.map(({ customerId }) => ({
        kind: 'lot_ready' as const,
        customerId,
        params: { ...eventFacts(row), price: row.price },
        key: `lot-ready:${row.venue}:${row.lotId}`,
      })),
    )
    return {
      result: row,
      audit: {
        action: 'auction.desk.described',
        subjectType: 'auction',
        subjectId: auctionId,
        before: { details_pending: true },
        after: {
          title: row.name,
          price: row.price,
          bid_count: row.bidCount,
          ends_at: row.endsAt.toISOString(),
          buy_now_price: row.buyNowPrice,
          image_url: row.imageUrl,
        },
      },
    }
  })
  // Open pages hear it after the commit; a failure to tell them is no failure of the write.
  await publishLive(context, described).catch(() => {})
  return described
}
