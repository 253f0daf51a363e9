import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm'
import {
  type AuctionDesk,
  type DeskDescribeBody,
  DESK_SNIPES_AHEAD_MS,
  type DeskLot,
  type DeskPlacing,
  type DeskResultBody,
  type DeskSnipe,
  type DeskYahooPriceBody,
  deskChanged,
  deskStatusOf,
  isLotOpen,
  placingProblem,
  shopBidOf,
} from '@shared/auctions'
import type { AuditActor } from '@shared/contracts/admin/audit'
import { formatYen } from '@shared/money/money'
import type { Database } from '@server/db/client'
import { AppError } from '@server/http/app-error'
import { auditedWrite, recordAudit } from '@server/modules/audit'
import { users } from '@server/modules/users'
import { applyBids, mirrorLotProgress, publishLive } from './bidding'
import { type ClosingContext, closeAuction } from './closing'
import { followMovedEnd } from './end-moves'
import { readHoldTerms } from './holds'
import { describeLinkedLot, lotsToDescribe } from './linked-lots'
import { type AuctionRow, bidderCustomer, lotStateOf, unixSeconds } from './state'
import { auctionDeskLots, auctionEntries, auctions, auctionSnipes } from './tables'

/**
 * The auction desk (issue 22 part 2; the desk bridge of bridge.ts): staff carry the shop's one bid
 * per lot to Yahoo Auction (Ecoring: the shop's member account) and bring the market back — what
 * they placed, Yahoo's price and end, the result. It works with either bridge: with the desk a lot
 * whose end passes waits here for its result; with the simulator the closing decides it alone.
 */
export type DeskContext = ClosingContext

/** The most lots the desk lists (open lots our customers bid on, ending soonest first). */
const DESK_LIMIT = 300

type DeskRow = typeof auctionDeskLots.$inferSelect

const placingOf = (desk: DeskRow | undefined): DeskPlacing | null =>
  desk?.placedAmount != null ? { amount: desk.placedAmount, leader: desk.placedLeader, leaderMax: desk.placedLeaderMax } : null

function deskLotOf(row: AuctionRow, desk: DeskRow | undefined, leaderEmail: string | null, now: Date): DeskLot {
  const standing = { leader: row.leader, leaderMax: row.leaderMax }
  const placed = placingOf(desk)
  const ended = !isLotOpen(lotStateOf(row), now.getTime())
  const leaderId = bidderCustomer(row.leader)
  return {
    id: row.id,
    venue: row.venue,
    lot_id: row.lotId,
    name: row.name,
    image_url: row.imageUrl,
    venue_url: row.venueUrl || null,
    link: row.link,
    status: deskStatusOf(standing, placed, ended),
    shop_bid: shopBidOf(standing),
    leader: leaderId === null ? null : { id: leaderId, email: leaderEmail },
    price: row.price,
    ends_at: unixSeconds(row.endsAt),
    bid_count: row.bidCount,
    changed: deskChanged(standing, placed),
    placed: placed && desk?.placedAt ? { amount: placed.amount, at: unixSeconds(desk.placedAt) } : null,
    yahoo:
      desk?.yahooPrice != null && desk.yahooSeenAt
        ? { price: desk.yahooPrice, ends_at: desk.yahooEndsAt ? unixSeconds(desk.yahooEndsAt) : null, at: unixSeconds(desk.yahooSeenAt) }
        : null,
  }
}

/** Open lots our customers bid on (every stored lot was opened by a bid or a snipe), ending soonest first, with their desk rows. */
async function openLots(db: Database, now: Date, ids?: number[]): Promise<DeskLot[]> {
  const rows = await db
    .select({ lot: auctions, desk: auctionDeskLots })
    .from(auctions)
    .leftJoin(auctionDeskLots, eq(auctionDeskLots.auctionId, auctions.id))
    .where(and(isNull(auctions.closedAt), eq(auctions.detailsPending, false), ids ? inArray(auctions.id, ids) : undefined))
    .orderBy(asc(auctions.endsAt), asc(auctions.id))
    .limit(DESK_LIMIT)
  const leaders = [...new Set(rows.flatMap(({ lot }) => bidderCustomer(lot.leader) ?? []))]
  const emails = new Map(
    leaders.length === 0
      ? []
      : (await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, leaders))).map((user) => [
          user.id,
          user.email,
        ]),
  )
  return rows.map(({ lot, desk }) => deskLotOf(lot, desk ?? undefined, emails.get(bidderCustomer(lot.leader) ?? 0) ?? null, now))
}

/** Snipes due in the next 30 minutes: "place ¥X at T − lead", soonest first. */
async function snipesDue(db: Database, now: Date): Promise<DeskSnipe[]> {
  const rows = await db
    .select({ snipe: auctionSnipes, lot: { id: auctions.id, name: auctions.name, venueUrl: auctions.venueUrl } })
    .from(auctionSnipes)
    .innerJoin(auctions, eq(auctions.id, auctionSnipes.auctionId))
    .where(
      and(
        eq(auctionSnipes.status, 'scheduled'),
        isNull(auctions.closedAt),
        lte(auctionSnipes.placeAt, new Date(now.getTime() + DESK_SNIPES_AHEAD_MS)),
      ),
    )
    .orderBy(asc(auctionSnipes.placeAt))
    .limit(DESK_LIMIT)
  return rows.map(({ snipe, lot }) => ({
    id: snipe.id,
    lot: { id: lot.id, name: lot.name, venue_url: lot.venueUrl || null },
    amount: snipe.maxPrice,
    place_at: unixSeconds(snipe.placeAt),
    lead_seconds: snipe.leadSeconds,
  }))
}

const countsOf = (lots: DeskLot[]) => ({
  bids_to_place: lots.filter((lot) => lot.status === 'bid_to_place').length,
  results_needed: lots.filter((lot) => lot.status === 'result_needed').length,
})

export async function readDesk(context: Pick<DeskContext, 'db' | 'clock' | 'bridge'>): Promise<AuctionDesk> {
  const now = context.clock.now()
  const [lots, snipes, toDescribe] = [
    await openLots(context.db, now),
    await snipesDue(context.db, now),
    await lotsToDescribe(context.db, DESK_LIMIT),
  ]
  return { bridge: context.bridge.name, lots, snipes_due: snipes, to_describe: toDescribe, ...countsOf(lots) }
}

/** The overview's counts: bids to place at Yahoo, results needed. */
export async function deskCounts(db: Database, now: Date): Promise<{ bids_to_place: number; results_needed: number }> {
  return countsOf(await openLots(db, now))
}

async function deskLot(db: Database, auctionId: number, now: Date): Promise<DeskLot> {
  const [lot] = await openLots(db, now, [auctionId])
  if (!lot) throw new AppError(404, 'auctionNotFound')
  return lot
}

/** "Describe a lot opened by its link" (linked-lots.ts): then it is a desk lot like any other. */
export async function recordDescription(
  context: DeskContext,
  actor: AuditActor,
  auctionId: number,
  body: DeskDescribeBody,
): Promise<DeskLot> {
  const row = await describeLinkedLot(context, actor, auctionId, body)
  return deskLotOf(row, undefined, null, context.clock.now())
}

/** The lot under its row lock in the caller's transaction: 404 when unknown, 422 when closed. */
async function lockedOpenLot(tx: Database, auctionId: number): Promise<AuctionRow> {
  const [row] = await tx.select().from(auctions).where(eq(auctions.id, auctionId)).for('update')
  if (!row) throw new AppError(404, 'auctionNotFound')
  if (row.closedAt) throw new AppError(422, 'auctionEnded')
  return row
}

async function deskRowOf(tx: Database, auctionId: number): Promise<DeskRow | undefined> {
  const [desk] = await tx.select().from(auctionDeskLots).where(eq(auctionDeskLots.auctionId, auctionId))
  return desk
}

async function writeDeskRow(tx: Database, auctionId: number, values: Partial<Omit<DeskRow, 'auctionId'>>) {
  await tx
    .insert(auctionDeskLots)
    .values({ auctionId, ...values })
    .onConflictDoUpdate({ target: auctionDeskLots.auctionId, set: values })
}

/** "Placed ¥X at Yahoo": recorded with the leader and maximum it carries (the lot's `changed` clears), audited. */
export async function recordPlaced(context: DeskContext, actor: AuditActor, auctionId: number, amount: number): Promise<DeskLot> {
  const now = context.clock.now()
  return auditedWrite(context.db, actor, async (tx) => {
    const row = await lockedOpenLot(tx, auctionId)
    if (!isLotOpen(lotStateOf(row), now.getTime())) throw new AppError(422, 'auctionEnded')
    const problem = placingProblem({ leader: row.leader, leaderMax: row.leaderMax }, amount)
    if (problem) throw new AppError(422, problem, { max: formatYen(row.leaderMax ?? 0) }, { amount: [problem] })
    const before = placingOf(await deskRowOf(tx, auctionId))
    const placed = { placedAmount: amount, placedLeader: row.leader, placedLeaderMax: row.leaderMax, placedAt: now }
    await writeDeskRow(tx, auctionId, placed)
    return {
      // Read in the transaction: nothing is read after the commit (a failure there would answer 500 for a kept write).
      result: await deskLot(tx, auctionId, now),
      audit: {
        action: 'auction.desk.placed',
        subjectType: 'auction',
        subjectId: auctionId,
        before: before && { placed_amount: before.amount },
        after: { placed_amount: amount, leader: row.leader, leader_max: row.leaderMax },
      },
    }
  })
}

/**
 * "Yahoo price is now ¥P (end T)": Yahoo's other bidders bid in the engine exactly as a real outside
 * bid (applyBids with no customer), so customers whose maximum is below are outbid and told (bell
 * and push); a price the engine already shows changes nothing there. In the same audited transaction
 * under the lot's lock: the price and end are recorded on the desk, and a moved end moves the lot's
 * end, its snipes and its closing (followMovedEnd). One transaction: a failure leaves none of it.
 */
export async function recordYahooPrice(
  context: DeskContext,
  actor: AuditActor,
  auctionId: number,
  { price, ends_at }: DeskYahooPriceBody,
): Promise<DeskLot> {
  const now = context.clock.now()
  const endsAt = ends_at === undefined ? null : new Date(ends_at * 1000)
  // The day's rate, read before the lot's transaction (PGlite has one connection, which it holds).
  const terms = await readHoldTerms(context)
  let changed: AuctionRow | null = null
  const lot = await auditedWrite(context.db, actor, async (tx) => {
    const locked = await lockedOpenLot(tx, auctionId)
    if (!isLotOpen(lotStateOf(locked), now.getTime())) throw new AppError(422, 'auctionEnded')
    // Refused by the rules (at or below the engine's price, or the outside already leading above it): Yahoo's price is still recorded.
    const { results, lot: afterBid } = await applyBids(tx, context, locked, [{ auctionId, customerId: null, amount: price }], terms)
    if (results[0]?.accepted) changed = afterBid
    const row = results[0]?.accepted ? afterBid : locked
    const desk = await deskRowOf(tx, auctionId)
    await writeDeskRow(tx, auctionId, { yahooPrice: price, yahooEndsAt: endsAt ?? desk?.yahooEndsAt ?? null, yahooSeenAt: now })
    let updated: AuctionRow | null = null
    if (endsAt && endsAt.getTime() !== row.endsAt.getTime()) {
      ;[updated] = await tx.update(auctions).set({ endsAt, updatedAt: now }).where(eq(auctions.id, auctionId)).returning()
      await mirrorLotProgress(tx, updated, now)
      await followMovedEnd(tx, context, updated)
      changed = updated
    }
    return {
      result: await deskLot(tx, auctionId, now),
      audit: {
        action: 'auction.desk.price',
        subjectType: 'auction',
        subjectId: auctionId,
        before: { yahoo_price: desk?.yahooPrice ?? null, ends_at: row.endsAt.toISOString(), leader: row.leader },
        after: { yahoo_price: price, ends_at: (updated ?? row).endsAt.toISOString(), leader: (updated ?? row).leader },
      },
    }
  })
  // Open pages hear it after the commit; a failure to tell them is no failure of the write.
  if (changed) await publishLive(context, changed).catch(() => {})
  return lot
}

/**
 * "Won at ¥P" / "lost": the lot closes with Yahoo's result through the one closing (closeAuction):
 * the leading customer's order at ¥P, won and lost notices, snipes settled, the lot sold once. Only
 * for a lot whose end passed, or one staff say Yahoo ended early. The audit entry is written in the
 * closing's transaction.
 */
export async function recordResult(context: DeskContext, actor: AuditActor, auctionId: number, body: DeskResultBody) {
  const [row] = await context.db.select().from(auctions).where(eq(auctions.id, auctionId))
  if (!row) throw new AppError(404, 'auctionNotFound')
  if (row.closedAt) throw new AppError(422, 'auctionEnded')
  // Opened by its link and not yet described: it has no end nor bids to close with (describe it first).
  if (row.detailsPending) throw new AppError(422, 'auctionDetailsPending')
  if (isLotOpen(lotStateOf(row), context.clock.now().getTime()) && !body.ended_early) throw new AppError(422, 'deskResultTooEarly')
  const result = { outcome: body.outcome, price: body.price ?? null }
  let closedAt: AuctionRow | null = null
  let orderId: number | null = null
  const closed = await closeAuction(context, auctionId, {
    result,
    inTransaction: async (tx, before, after) => {
      closedAt = after
      orderId = await winnersOrder(tx, auctionId, result.outcome === 'won' ? bidderCustomer(after.leader) : null)
      await recordAudit(tx, actor, {
        action: 'auction.desk.result',
        subjectType: 'auction',
        subjectId: auctionId,
        before: { price: before.price, leader: before.leader, ends_at: before.endsAt.toISOString() },
        after: { outcome: result.outcome, price: after.price, leader: after.leader, ended_early: body.ended_early ?? false },
      })
    },
  })
  if (closed !== 'closed' || !closedAt) throw new AppError(422, 'auctionEnded')
  return { outcome: result.outcome, price: (closedAt as AuctionRow).price, order_id: orderId }
}

/** The order the closing made for the winning customer (read in the closing's transaction, after its order was written). */
async function winnersOrder(tx: Database, auctionId: number, winner: number | null): Promise<number | null> {
  if (winner === null) return null
  const [entry] = await tx
    .select({ orderId: auctionEntries.orderId })
    .from(auctionEntries)
    .where(and(eq(auctionEntries.auctionId, auctionId), eq(auctionEntries.customerId, winner)))
  return entry?.orderId ?? null
}
