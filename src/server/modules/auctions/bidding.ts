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

/** The most bids of one lot applied in one transaction. */
const MAX_GROUP = 50

type Waiting = { bid: LotBid; resolve: (result: LotBidResult) => void; reject: (error: unknown) => void }
type LotQueue = { waiting: Waiting[]; draining: boolean }
const lotQueues = new WeakMap<Database, Map<number, LotQueue>>()

/**
 * One bid, start to end: queued behind this process's other bids on the lot, applied under the
 * lot's row lock (which decides between processes), committed, then heard on every open page.
 * Group commit: the bids that queued while a transaction ran are applied together, in arrival
 * order, in the next one — each sees the lot as the bids before it left it, and they commit or fail
 * together. A hot lot costs one lock and one commit per group, and its waiting bids hold no
 * database connection (every other request needs the pool).
 */
export function placeLotBid(context: AuctionContext, bid: LotBid): Promise<LotBidResult> {
  let byLot = lotQueues.get(context.db)
  if (!byLot) {
    byLot = new Map()
    lotQueues.set(context.db, byLot)
  }
  const queue = byLot.get(bid.auctionId) ?? { waiting: [], draining: false }
  byLot.set(bid.auctionId, queue)
  const done = new Promise<LotBidResult>((resolve, reject) => queue.waiting.push({ bid, resolve, reject }))
  if (!queue.draining) void drain(context, byLot, bid.auctionId, queue)
  return done
}

async function drain(context: AuctionContext, byLot: Map<number, LotQueue>, auctionId: number, queue: LotQueue) {
  queue.draining = true
  while (queue.waiting.length > 0) {
    const group = queue.waiting.splice(0, MAX_GROUP)
    try {
      const results = await withLockedAuction(context.db, auctionId, (tx, row) => applyGroup(tx, context, row, group))
      for (const [index, waiting] of group.entries())
        waiting.resolve(results?.applied[index] ?? { accepted: false, refusal: 'not_found', minimum: 0, row: null })
      if (results?.applied.some((result) => result.accepted)) await publishLive(context, results.lot).catch(() => {})
    } catch (error) {
      for (const waiting of group) waiting.reject(error)
    }
  }
  queue.draining = false
  byLot.delete(auctionId)
}

async function applyGroup(tx: Database, context: AuctionContext, row: AuctionRow, group: Waiting[]) {
  const applied: LotBidResult[] = []
  let lot = row
  for (const { bid } of group) {
    const result = await applyBid(tx, context, lot, bid)
    applied.push(result)
    if (result.accepted) lot = result.row
  }
  return { applied, lot }
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
