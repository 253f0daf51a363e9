import { and, desc, eq } from 'drizzle-orm'
import { isLotOpen, minimumBid, type Snipe } from '@shared/auctions'
import { formatYen } from '@shared/money/money'
import type { Database } from '@server/db/client'
import { AppError } from '@server/http/app-error'
import { applyBid, eventFacts, publishLive, snipeFailureOf, withLockedAuction } from './bidding'
import type { AuctionContext } from './context'
import { holdRefusalError, lotDeposits, readHoldTerms } from './holds'
import { secondsUntil } from './jobs'
import { type AuctionRow, bidderCustomer, customerBidder, lotStateOf, unixSeconds } from './state'
import { auctions, auctionSnipes } from './tables'

type SnipeRow = typeof auctionSnipes.$inferSelect

export function presentSnipe(snipe: SnipeRow, lot: Pick<AuctionRow, 'lotId' | 'link'>): Snipe {
  return {
    id: snipe.id,
    auction_id: lot.lotId,
    link: lot.link,
    max_price: snipe.maxPrice,
    lead_seconds: snipe.leadSeconds,
    place_at: unixSeconds(snipe.placeAt),
    status: snipe.status,
    failure_reason: (snipe.failureReason as Snipe['failure_reason']) ?? null,
    created_at: unixSeconds(snipe.createdAt),
  }
}

const placeAtOf = (row: AuctionRow, leadSeconds: number) => new Date(row.endsAt.getTime() - leadSeconds * 1000)

/**
 * Schedules (or changes) the customer's snipe on a lot, under the lot's lock: one scheduled snipe per
 * customer and lot; its job runs at end − lead.
 */
export async function scheduleSnipe(context: AuctionContext, auctionId: number, customerId: number, maxPrice: number, leadSeconds: number) {
  const now = context.clock.now()
  const terms = await readHoldTerms(context)
  const snipe = await withLockedAuction(context.db, auctionId, async (tx, row) => {
    if (row.detailsPending) throw new AppError(422, 'auctionDetailsPending')
    const state = lotStateOf(row)
    if (!isLotOpen(state, now.getTime())) throw new AppError(422, 'auctionEnded')
    // A maximum below what the lot takes now could only fail when its time comes: refused now, with the minimum.
    const minimum = minimumBid(state)
    if (maxPrice < minimum)
      throw new AppError(422, 'auctionBelowMinimum', { minimum: formatYen(minimum) }, { max_price: ['auctionBelowMinimum'] })
    const placeAt = placeAtOf(row, leadSeconds)
    if (placeAt.getTime() <= now.getTime()) throw new AppError(422, 'snipeTooLate', {}, { lead_seconds: ['snipeTooLate'] })
    // The snipe holds its deposit from now (with their lead, if they lead: the higher maximum), or is refused.
    const deposits = await lotDeposits(tx, terms, row, [customerId])
    const leading = row.leader === customerBidder(customerId) ? (row.leaderMax ?? 0) : 0
    const unheld = deposits.check(customerId, Math.max(maxPrice, leading), 'set')
    if (unheld) throw holdRefusalError(unheld, 'max_price')
    const [existing] = await tx
      .select()
      .from(auctionSnipes)
      .where(and(eq(auctionSnipes.auctionId, row.id), eq(auctionSnipes.customerId, customerId), eq(auctionSnipes.status, 'scheduled')))
    const [saved] = existing
      ? await tx.update(auctionSnipes).set({ maxPrice, leadSeconds, placeAt }).where(eq(auctionSnipes.id, existing.id)).returning()
      : await tx.insert(auctionSnipes).values({ auctionId: row.id, customerId, maxPrice, leadSeconds, placeAt, createdAt: now }).returning()
    await context.queue.send(
      'auction.snipe',
      { snipeId: saved.id, placeAt: placeAt.getTime() },
      { startAfter: secondsUntil(placeAt.getTime(), now), transaction: tx },
    )
    await deposits.syncAndNotify(context, row, now)
    return presentSnipe(saved, row)
  })
  if (!snipe) throw new AppError(404, 'auctionNotFound')
  return snipe
}

async function ownSnipe(db: Database, customerId: number, snipeId: number) {
  const [snipe] = await db
    .select()
    .from(auctionSnipes)
    .where(and(eq(auctionSnipes.id, snipeId), eq(auctionSnipes.customerId, customerId)))
  if (!snipe) throw new AppError(404, 'snipeNotFound')
  return snipe
}

export async function changeSnipe(
  context: AuctionContext,
  customerId: number,
  snipeId: number,
  changes: { max_price?: number; lead_seconds?: number },
) {
  const snipe = await ownSnipe(context.db, customerId, snipeId)
  if (snipe.status !== 'scheduled') throw new AppError(409, 'snipeNotChangeable')
  return scheduleSnipe(context, snipe.auctionId, customerId, changes.max_price ?? snipe.maxPrice, changes.lead_seconds ?? snipe.leadSeconds)
}

export async function cancelSnipe(context: AuctionContext, customerId: number, snipeId: number) {
  const snipe = await ownSnipe(context.db, customerId, snipeId)
  const terms = await readHoldTerms(context)
  const cancelled = await withLockedAuction(context.db, snipe.auctionId, async (tx, row) => {
    const [saved] = await tx
      .update(auctionSnipes)
      .set({ status: 'cancelled', settledAt: context.clock.now() })
      .where(and(eq(auctionSnipes.id, snipeId), eq(auctionSnipes.status, 'scheduled')))
      .returning()
    if (!saved) throw new AppError(409, 'snipeNotChangeable')
    // Its hold goes (or shrinks to what their lead still needs).
    const deposits = await lotDeposits(tx, terms, row, [])
    deposits.lower(customerId, bidderCustomer(row.leader) === customerId ? row.leaderMax : null)
    await deposits.syncAndNotify(context, row, context.clock.now())
    return presentSnipe(saved, row)
  })
  return cancelled!
}

export async function listSnipes(db: Database, customerId: number, lotId?: string) {
  const conditions = [eq(auctionSnipes.customerId, customerId)]
  if (lotId) conditions.push(eq(auctions.lotId, lotId))
  const rows = await db
    .select({ snipe: auctionSnipes, lotId: auctions.lotId, link: auctions.link })
    .from(auctionSnipes)
    .innerJoin(auctions, eq(auctions.id, auctionSnipes.auctionId))
    .where(and(...conditions))
    .orderBy(desc(auctionSnipes.createdAt))
    .limit(100)
  return rows.map(({ snipe, lotId: id, link }) => presentSnipe(snipe, { lotId: id, link }))
}

/**
 * The snipe job: at its time by the app's clock, places the maximum (permission checked then) or
 * records why it could not; the bid and the snipe's outcome commit together. Superseded or settled
 * snipes do nothing; an early run waits on.
 */
export async function runSnipeJob(context: AuctionContext, payload: { snipeId: number; placeAt: number }) {
  const [snipe] = await context.db.select().from(auctionSnipes).where(eq(auctionSnipes.id, payload.snipeId))
  if (!snipe || snipe.status !== 'scheduled' || snipe.placeAt.getTime() !== payload.placeAt) return
  const now = context.clock.now()
  if (now.getTime() < payload.placeAt) {
    await context.queue.send('auction.snipe', payload, { startAfter: Math.max(1, secondsUntil(payload.placeAt, now)) })
    return
  }
  const terms = await readHoldTerms(context)
  const placed = await withLockedAuction(context.db, snipe.auctionId, async (tx, row) => {
    const [current] = await tx.select().from(auctionSnipes).where(eq(auctionSnipes.id, snipe.id)).for('update')
    if (current?.status !== 'scheduled' || current.placeAt.getTime() !== payload.placeAt) return null
    // The bid checks the customer's permission as it is now (it may have been withdrawn since scheduling).
    const result = await applyBid(
      tx,
      context,
      row,
      {
        auctionId: row.id,
        customerId: snipe.customerId,
        amount: snipe.maxPrice,
        snipeId: snipe.id,
      },
      terms,
    )
    const succeeded = result.accepted || result.refusal === 'not_above_own_max'
    const reason = result.accepted ? null : snipeFailureOf(result.refusal, row, snipe.maxPrice)
    await tx
      .update(auctionSnipes)
      .set({ status: succeeded ? 'placed' : 'failed', failureReason: succeeded ? null : reason, settledAt: now })
      .where(eq(auctionSnipes.id, snipe.id))
    // A snipe refused releases its hold (an accepted one's bid moved it already).
    if (!result.accepted) await (await lotDeposits(tx, terms, row, [])).syncAndNotify(context, row, now)
    const lot = result.accepted ? result.row : row
    await context.notifier.notify(
      tx,
      succeeded || reason === null
        ? {
            kind: 'snipe_placed',
            customerId: snipe.customerId,
            params: { ...eventFacts(lot), amount: snipe.maxPrice },
            key: `snipe:${snipe.id}`,
          }
        : {
            kind: 'snipe_failed',
            customerId: snipe.customerId,
            params: { ...eventFacts(lot), amount: snipe.maxPrice, reason },
            key: `snipe:${snipe.id}`,
          },
    )
    return result.accepted ? result.row : null
  })
  if (placed) await publishLive(context, placed)
}
