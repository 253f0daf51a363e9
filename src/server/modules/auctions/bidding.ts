import { and, eq, sql } from 'drizzle-orm'
import { type BidRefusal, placeBid, type SnipeFailureReason } from '@shared/auctions'
import type { Clock } from '@server/clock'
import type { Database } from '@server/db/client'
import type { Notifier } from '@server/modules/notifications'
import { type AuctionQueue, secondsUntil } from './jobs'
import type { AuctionLiveHub } from './live'
import { type AuctionRow, bidderCustomer, customerBidder, liveOf, lotColumns, lotStateOf, OUTSIDE_BIDDER, unixSeconds } from './state'
import { auctionBids, auctionEntries, auctions, auctionSnipes } from './tables'

export type AuctionContext = { db: Database; clock: Clock; queue: AuctionQueue; notifier: Notifier; live: AuctionLiveHub }

export type LotBid = {
  auctionId: number
  /** null: the market's other bidders (the demo simulator, a live venue's feed). */
  customerId: number | null
  amount: number
  snipeId?: number
}

export type LotBidResult =
  | { accepted: true; outcome: 'leading' | 'outbid' | 'bought'; row: AuctionRow }
  | { accepted: false; refusal: BidRefusal | 'not_found'; minimum: number; row: AuctionRow | null }

/** Runs `work` in one transaction holding the auction's row lock (select … for update; PGlite runs the same SQL). */
export async function withLockedAuction<T>(db: Database, auctionId: number, work: (tx: Database, row: AuctionRow) => Promise<T>) {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database
    const [row] = await tx.select().from(auctions).where(eq(auctions.id, auctionId)).for('update')
    return row ? work(tx, row) : null
  })
}

const queues = new Map<number, Promise<unknown>>()

/**
 * This process's bids on one lot wait their turn here before taking a database connection: the
 * row lock still decides between processes, but a hot lot's waiting bids no longer hold the
 * pool's connections (which every other request needs) while they queue for it.
 */
function oneAtATime<T>(auctionId: number, work: () => Promise<T>): Promise<T> {
  const previous = queues.get(auctionId) ?? Promise.resolve()
  const run = previous.then(work, work)
  const settled = run.catch(() => {})
  queues.set(auctionId, settled)
  void settled.then(() => {
    if (queues.get(auctionId) === settled) queues.delete(auctionId)
  })
  return run
}

/** One bid, start to end: locked, applied, committed, then heard on every open page. */
export async function placeLotBid(context: AuctionContext, bid: LotBid): Promise<LotBidResult> {
  const result = await oneAtATime(bid.auctionId, () =>
    withLockedAuction(context.db, bid.auctionId, (tx, row) => applyBid(tx, context, row, bid)),
  )
  if (!result) return { accepted: false, refusal: 'not_found', minimum: 0, row: null }
  if (result.accepted) await publishLive(context, result.row)
  return result
}

export async function publishLive(context: Pick<AuctionContext, 'live' | 'clock'>, row: AuctionRow): Promise<void> {
  await context.live.publish(liveOf(row, context.clock.now()))
}

/** Applies a bid to the locked lot: its new state, the bid, the bidders' standings, pushes, rescheduling. */
export async function applyBid(tx: Database, context: AuctionContext, row: AuctionRow, bid: LotBid): Promise<LotBidResult> {
  const now = context.clock.now()
  const bidder = bid.customerId === null ? OUTSIDE_BIDDER : customerBidder(bid.customerId)
  const result = placeBid(lotStateOf(row), bidder, bid.amount, now.getTime())
  if (!result.accepted) return { accepted: false, refusal: result.refusal, minimum: result.minimum, row }
  const [updated] = await tx
    .update(auctions)
    .set({ ...lotColumns(result.state), updatedAt: now })
    .where(eq(auctions.id, row.id))
    .returning()
  const [stored] = await tx
    .insert(auctionBids)
    .values({
      auctionId: row.id,
      customerId: bid.customerId,
      amount: bid.amount,
      priceAfter: result.state.price,
      outcome: result.outcome,
      snipeId: bid.snipeId ?? null,
      createdAt: now,
    })
    .returning({ id: auctionBids.id })
  if (bid.customerId !== null) await recordStanding(tx, updated, bid.customerId, bid.amount, result.outcome !== 'outbid', now)
  const displaced = bidderCustomer(result.displaced?.bidder ?? null)
  if (displaced !== null && displaced !== bid.customerId) await markOutbid(tx, context, updated, displaced, stored.id)
  if (result.extended) await followExtension(tx, context, updated)
  if (result.outcome === 'bought')
    await context.queue.send('auction.close', { auctionId: row.id, endsAt: updated.endsAt.getTime() }, { transaction: tx })
  return { accepted: true, outcome: result.outcome, row: updated }
}

async function recordStanding(tx: Database, row: AuctionRow, customerId: number, amount: number, leads: boolean, now: Date) {
  const status = leads ? 'success' : 'missing-top'
  await tx
    .insert(auctionEntries)
    .values({ auctionId: row.id, customerId, maxPrice: amount, status, lastBidAt: now })
    .onConflictDoUpdate({
      target: [auctionEntries.auctionId, auctionEntries.customerId],
      set: { maxPrice: sql`greatest(${auctionEntries.maxPrice}, ${amount})`, status, lastBidAt: now },
    })
}

async function markOutbid(tx: Database, context: AuctionContext, row: AuctionRow, customerId: number, bidId: number) {
  const [entry] = await tx
    .update(auctionEntries)
    .set({ status: 'missing-top' })
    .where(and(eq(auctionEntries.auctionId, row.id), eq(auctionEntries.customerId, customerId)))
    .returning({ maxPrice: auctionEntries.maxPrice })
  await context.notifier.notify(tx, {
    kind: 'outbid',
    customerId,
    params: { ...eventFacts(row), yourBid: entry?.maxPrice ?? 0, currentPrice: row.price },
    key: `outbid:${bidId}`,
  })
}

/** A later end moves every scheduled snipe and the closing with it. */
async function followExtension(tx: Database, context: AuctionContext, row: AuctionRow) {
  const endsAt = row.endsAt.getTime()
  const moved = await tx
    .update(auctionSnipes)
    .set({ placeAt: sql`${row.endsAt}::timestamptz - make_interval(secs => ${auctionSnipes.leadSeconds})` })
    .where(and(eq(auctionSnipes.auctionId, row.id), eq(auctionSnipes.status, 'scheduled')))
    .returning({ id: auctionSnipes.id, placeAt: auctionSnipes.placeAt })
  const now = context.clock.now()
  for (const snipe of moved) {
    const placeAt = snipe.placeAt.getTime()
    await context.queue.send('auction.snipe', { snipeId: snipe.id, placeAt }, { startAfter: secondsUntil(placeAt, now), transaction: tx })
  }
  await context.queue.send('auction.close', { auctionId: row.id, endsAt }, { startAfter: secondsUntil(endsAt, now), transaction: tx })
}

/** What every auction notification names. */
export function eventFacts(row: AuctionRow) {
  return { auctionId: row.lotId, itemName: row.name, imageUrl: row.imageUrl || null, url: row.link, endsAt: unixSeconds(row.endsAt) }
}

/** Why a snipe's bid was refused, as the customer reads it. */
export function snipeFailureOf(refusal: BidRefusal | 'not_found', row: AuctionRow | null, maxPrice: number): SnipeFailureReason {
  if (refusal === 'ended' || refusal === 'not_found' || !row) return 'auction_ended'
  return row.price >= maxPrice ? 'outbid_beyond_limit' : 'below_minimum'
}
