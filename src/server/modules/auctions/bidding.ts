import { and, eq, type SQL, sql } from 'drizzle-orm'
import { type BidRefusal, type LotState, minimumBid, placeBid, type SnipeFailureReason } from '@shared/auctions'
import type { Database } from '@server/db/client'
import { withTransaction } from '@server/db/transaction'
import { serviceUnavailable } from '@server/http/app-error'
import { bound, columnName, equalsAny, everyColumn, preparedStatement, tableRowOf } from '@server/db/prepared'
import { recordAuctionProgress } from '@server/modules/markets'
import type { AuctionContext } from './context'
import { type Waiting, WaitingLine } from './bid-queue'
import { followMovedEnd } from './end-moves'
import { type HoldTerms, lotDeposits, readHoldTerms } from './holds'
import { lotProgressOf, mirrorAfterCommit } from './listing-mirror'
import { readGroupFacts } from './group-reads'
import { snipesBelowMinimum } from './snipe-minimum'
import { type AuctionRow, bidderCustomer, customerBidder, eventFacts, liveOf, lotColumns, lotStateOf, OUTSIDE_BIDDER } from './state'
import { auctionBids, auctionEntries, auctions } from './tables'

export type LotBid = {
  auctionId: number
  /** null: the market's other bidders (the demo simulator, a live venue's feed). */
  customerId: number | null
  amount: number
  snipeId?: number
}

export type LotBidResult =
  | { accepted: true; outcome: 'leading' | 'outbid' | 'bought'; row: AuctionRow }
  | {
      accepted: false
      refusal: LotRefusal
      minimum: number
      row: AuctionRow | null
      /** deposit_short: the đ missing from the wallet's available amount, and the hold the bid needs. */
      missing?: number
      hold?: number
      /** over_limit: the customer's bidding limit (yen). */
      limit?: number
    }

/**
 * Why a lot refused a bid: the rules', no such lot, the customer may not bid there, or their
 * deposit cannot be held / their limit is lower (all checked under the lot's lock; holds.ts).
 */
export type LotRefusal = BidRefusal | 'not_found' | 'no_permission' | 'deposit_short' | 'over_limit' | 'no_rate' | 'details_pending'

/** Runs `work` in one transaction holding the auction's row lock (select … for update; PGlite runs the same SQL). */
export async function withLockedAuction<T>(db: Database, auctionId: number, work: (tx: Database, row: AuctionRow) => Promise<T>) {
  return withTransaction(db, async (tx) => {
    const [raw] = await LOCK_AUCTION(tx, { auctionId })
    return raw ? work(tx, tableRowOf(auctions, raw)) : null
  })
}

/** The lot's row, locked: built once (every group of a hot lot starts with it). */
const LOCK_AUCTION = preparedStatement<Record<string, unknown>>(
  'auction_lock',
  () => sql`select ${everyColumn(auctions)} from ${auctions} where ${auctions.id} = ${bound('auctionId')} for update`,
)

/** The most bids of one lot applied in one transaction. */
const MAX_GROUP = 50
/**
 * A bid still waiting for its lot's turn this long is answered "busy, try again" (503 with
 * Retry-After) at once instead of being applied late (bid-queue.ts).
 */
export const BID_WAIT_LIMIT_MS = 5_000
/**
 * Customers' bids one process answers at once (bid-queue.ts admissionGate): on PGlite about what it
 * applies in two seconds or so, on PostgreSQL far above what 400 bids/s on one lot keeps in flight.
 */
export const BIDS_IN_FLIGHT = { oneConnection: 200, pool: 2_000 } as const
/**
 * Fewer while the process is saturated (bid-queue.ts Saturation): its event loop's median delay over
 * the last second (loop-delay.ts) above LATE_LOOP_MS with this many customers' bids in flight. On
 * PGlite one thread carries HTTP and the database; past its pace requests wait unread for seconds, so
 * one more bid is answered "busy, try again" at once. Measured with bench:auctions on PGlite: kept up
 * with (200 bids/s) the median stays 27–57 ms, falling behind (400 bids/s) 50–260 ms. Both conditions,
 * because a loop stalled by other work (server rendering, a browser on the same cores in CI) with a few
 * bids in flight is not saturation. Not fewer: 50 bidders back to back keep ~12 in flight (up to ~40),
 * and a cap of 16 shrank the lot's groups (383 → 125 bids/s). PostgreSQL's loop stayed near 10 ms.
 */
export const BIDS_IN_FLIGHT_WHEN_LATE = { oneConnection: 20, pool: 200 } as const
export const LATE_LOOP_MS = 100

type LotQueue = { line: WaitingLine<LotBid, LotBidResult>; draining: boolean }

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
  const queue = byLot.get(bid.auctionId) ?? {
    line: new WaitingLine<LotBid, LotBidResult>(BID_WAIT_LIMIT_MS, serviceUnavailable),
    draining: false,
  }
  byLot.set(bid.auctionId, queue)
  const done = queue.line.add(bid)
  if (!queue.draining) void drain(context, byLot, bid.auctionId, queue)
  return done
}

async function drain(context: AuctionContext, byLot: Map<number, LotQueue>, auctionId: number, queue: LotQueue) {
  queue.draining = true
  while (queue.line.length > 0) {
    if (context.oneConnection) {
      // A failed statement here (the database gone) fails the waiting bids: a rejection left unheard would keep their requests waiting forever.
      const failed = await letQueuedReadsFinish(context.db).then(
        () => null,
        (error: unknown) => error ?? new Error('the database failed'),
      )
      if (failed) {
        queue.line.failAll(failed)
        break
      }
    }
    const group = queue.line.take(MAX_GROUP)
    if (group.length === 0) continue
    try {
      // The day's rate, read before the lot's transaction (PGlite has one connection, which it holds).
      const terms = await readHoldTerms(context)
      const results = await withLockedAuction(context.db, auctionId, (tx, row) => applyGroup(tx, context, row, group, terms))
      for (const [index, waiting] of group.entries())
        waiting.resolve(results?.applied[index] ?? { accepted: false, refusal: 'not_found', minimum: 0, row: null })
      if (results?.applied.some((result) => result.accepted)) {
        mirrorAfterCommit(context.db, results.lot, context.clock.now())
        await publishLive(context, results.lot).catch(() => {})
      }
    } catch (error) {
      for (const waiting of group) waiting.reject(error)
    }
  }
  queue.draining = false
  byLot.delete(auctionId)
}

/**
 * On one connection (PGlite) statements run in the order asked: a trivial one asked now returns once
 * the reads asked before it have run; one more turn of the event loop lets their requests reach the queue.
 */
async function letQueuedReadsFinish(db: Database) {
  await db.execute(sql`select 1`)
  await new Promise((resolve) => setImmediate(resolve))
}

async function applyGroup(
  tx: Database,
  context: AuctionContext,
  row: AuctionRow,
  group: Waiting<LotBid, LotBidResult>[],
  terms: HoldTerms,
) {
  const { results, lot } = await applyBids(
    tx,
    context,
    row,
    group.map((waiting) => waiting.item),
    terms,
  )
  return { applied: results, lot }
}

export async function publishLive(context: Pick<AuctionContext, 'live' | 'clock'>, row: AuctionRow): Promise<void> {
  await context.live.publish(liveOf(row, context.clock.now()))
}

/** Applies one bid to the locked lot (see applyBids) and, when it is taken, mirrors the lot to its listing in the same transaction. */
export async function applyBid(
  tx: Database,
  context: AuctionContext,
  row: AuctionRow,
  bid: LotBid,
  terms: HoldTerms,
): Promise<LotBidResult> {
  const { results, lot } = await applyBids(tx, context, row, [bid], terms)
  if (results[0].accepted) await mirrorLotProgress(tx, lot, context.clock.now())
  return results[0]
}

type AcceptedBid = { bid: LotBid; outcome: 'leading' | 'outbid' | 'bought'; priceAfter: number }

/**
 * Applies bids in arrival order to the locked lot — each sees the lot as the bids before it left
 * it — then writes what they changed in a few statements: the lot, the bids, the bidders'
 * standings, one outbid push per customer who no longer leads, rescheduling. A group's writes cost
 * about as much as one bid's, which is what keeps a hot lot's queue short. The lot's mirrored
 * listing is its caller's to write (listing-mirror.ts after a group commits, or mirrorLotProgress).
 */
export async function applyBids(
  tx: Database,
  context: AuctionContext,
  row: AuctionRow,
  bids: readonly LotBid[],
  terms: HoldTerms,
): Promise<{ results: LotBidResult[]; lot: AuctionRow }> {
  const now = context.clock.now()
  // Opened by its link and not yet described by staff: nobody bids until its price and end are known.
  if (row.detailsPending)
    return { results: bids.map(() => ({ accepted: false as const, refusal: 'details_pending' as const, minimum: 0, row })), lot: row }
  let state = lotStateOf(row)
  let extended = false
  const results: LotBidResult[] = []
  const accepted: AcceptedBid[] = []
  const bidders = [...new Set(bids.flatMap((bid) => (bid.customerId === null ? [] : [bid.customerId])))]
  const { permitted, holds, scheduled, lockedWallets } = await readGroupFacts(tx, row, bidders, terms.percent > 0)
  // Every standing change moves deposits, outside bids included (they outbid customers): holds.ts.
  const deposits = await lotDeposits(tx, terms, row, [...permitted.keys()], { limits: permitted, holds, lockedWallets })
  /** Each customer a bid displaced as leader → the accepted bid that did it (its index). */
  const displacedBy = new Map<number, number>()
  for (const bid of bids) {
    if (bid.customerId !== null && !permitted.has(bid.customerId)) {
      results.push({ accepted: false, refusal: 'no_permission', minimum: minimumBid(state), row: rowAt(row, state, now) })
      continue
    }
    const bidder = bid.customerId === null ? OUTSIDE_BIDDER : customerBidder(bid.customerId)
    const result = placeBid(state, bidder, bid.amount, now.getTime())
    if (!result.accepted) {
      results.push({ accepted: false, refusal: result.refusal, minimum: result.minimum, row: rowAt(row, state, now) })
      continue
    }
    // The rules would take it; the customer's deposit (and limit) decide before the lot changes.
    const unheld = bid.customerId === null ? null : deposits.check(bid.customerId, bid.amount, bid.snipeId ? 'snipe' : 'raise')
    if (unheld) {
      results.push({ accepted: false, ...unheld, minimum: minimumBid(state), row: rowAt(row, state, now) })
      continue
    }
    state = result.state
    extended ||= result.extended
    const displaced = bidderCustomer(result.displaced?.bidder ?? null)
    if (displaced !== null && displaced !== bid.customerId) displacedBy.set(displaced, accepted.length)
    accepted.push({ bid, outcome: result.outcome, priceAfter: state.price })
    results.push({ accepted: true, outcome: result.outcome, row: rowAt(row, state, now) })
  }
  if (accepted.length === 0) return { results, lot: row }

  // The lot as writeGroup leaves it: the locked row with the columns the group changed.
  const lot = rowAt(row, state, now)
  const leader = bidderCustomer(lot.leader)
  const outbid = [...displacedBy].filter(([customerId]) => customerId !== leader)
  const { bidIds, maxima } = await writeGroup(
    tx,
    lot,
    state,
    accepted,
    outbid.map(([customerId]) => customerId),
    now,
  )
  const events = outbid.map(([customerId, index]) => ({
    kind: 'outbid' as const,
    customerId,
    params: { ...eventFacts(lot), yourBid: maxima.get(customerId) ?? 0, currentPrice: lot.price },
    key: `outbid:${bidIds[index]}`,
  }))
  // The deposits follow the lot as it is now; their notices go with the outbid ones.
  const depositEvents = await deposits.sync(
    lot,
    now,
    bids.flatMap((bid) => (bid.snipeId ? [bid.snipeId] : [])),
    scheduled,
  )
  // Scheduled snipes the new minimum overtook: their customers hear it while they can still raise them.
  const belowMinimum = snipesBelowMinimum(lot, scheduled)
  await context.notifier.notifyAll(tx, [...events, ...depositEvents, ...belowMinimum])
  if (extended) await followMovedEnd(tx, context, lot)
  if (accepted.some((entry) => entry.outcome === 'bought'))
    await context.queue.send('auction.close', { auctionId: row.id, endsAt: lot.endsAt.getTime() }, { transaction: tx })
  return { results, lot }
}

/** The lot as one bid of a group left it (what that bid's answer shows). */
function rowAt(row: AuctionRow, state: LotState, now: Date): AuctionRow {
  return { ...row, ...lotColumns(state), updatedAt: now }
}

/**
 * What a group changed, one statement of data-modifying CTEs (each writes rows of its own, so none
 * needs to see another's): the lot (to `state`; `lot` is the row as written),
 * the accepted bids, each bidder's standing (their highest maximum, whether they lead), and the
 * displaced leaders who did not bid marked outbid. Answers the bids' ids in the bids' order, and the
 * maxima as stored of the customers whose standing it wrote. Its rows go as one array per column, so the
 * statement is the same for any group (built once: prepared.ts); an empty array writes nothing.
 */
async function writeGroup(tx: Database, lot: AuctionRow, state: LotState, accepted: AcceptedBid[], displaced: number[], now: Date) {
  const highest = highestMaxima(accepted)
  const leader = bidderCustomer(lot.leader)
  const columns = lotColumns(state)
  const rows = await GROUP_WRITE(tx, {
    ...columns,
    endsAt: columns.endsAt.toISOString(),
    auctionId: lot.id,
    now: now.toISOString(),
    bidCustomers: accepted.map(({ bid }) => bid.customerId),
    bidAmounts: accepted.map(({ bid }) => bid.amount),
    bidPrices: accepted.map((entry) => entry.priceAfter),
    bidOutcomes: accepted.map((entry) => entry.outcome),
    bidSnipes: accepted.map(({ bid }) => bid.snipeId ?? null),
    bidders: [...highest.keys()],
    maxima: [...highest.values()],
    standings: [...highest.keys()].map((customerId) => (customerId === leader ? 'success' : 'missing-top')),
    outbid: displaced.filter((customerId) => !highest.has(customerId)),
  })
  // One statement draws its ids from the sequence in the rows' order.
  const bidIds = rows.flatMap((answer) => (answer.kind === 'bid' ? [Number(answer.value)] : [])).sort((a, b) => a - b)
  const maxima = new Map(
    rows.flatMap((answer) => (answer.kind === 'maximum' ? [[Number(answer.customer_id), Number(answer.value)] as const] : [])),
  )
  return { bidIds, maxima }
}

const GROUP_WRITE = preparedStatement<{ kind: 'bid' | 'maximum'; customer_id: number | null; value: number }>(
  'auction_group_write',
  (db) => sql`with lot as ${lotUpdate(db)}, bids as ${bidsInsert()}, entries as ${standingsUpsert()}, outbid as ${outbidUpdate(db)}
    select 'bid' as kind, null::integer as customer_id, id as value from bids
    union all select 'maximum', customer_id, max_price from entries
    union all select 'maximum', customer_id, max_price from outbid`,
)

/** Each customer who bid: their highest maximum in the group. */
function highestMaxima(accepted: AcceptedBid[]) {
  const highest = new Map<number, number>()
  for (const { bid } of accepted)
    if (bid.customerId !== null) highest.set(bid.customerId, Math.max(bid.amount, highest.get(bid.customerId) ?? 0))
  return highest
}

/** The lot as the group leaves it (lotColumns' values, bound by name). Each query goes into the SQL in parentheses (Drizzle's way with a query inside `sql`). */
function lotUpdate(db: Database) {
  return db
    .update(auctions)
    .set({
      price: sql`${bound('price')}::integer`,
      endsAt: sql`${bound('endsAt')}::timestamptz`,
      boughtOut: sql`${bound('boughtOut')}::boolean`,
      bidCount: sql`${bound('bidCount')}::integer`,
      leader: sql`${bound('leader')}::text`,
      leaderMax: sql`${bound('leaderMax')}::integer`,
      runnerUpMax: sql`${bound('runnerUpMax')}::integer`,
      updatedAt: sql`${bound('now')}::timestamptz`,
    } satisfies { [Column in keyof ReturnType<typeof lotColumns> | 'updatedAt']: SQL })
    .where(eq(auctions.id, bound('auctionId')))
}

/** The accepted bids, their ids answered, drawn in the bids' order: rows from one array per column (unnest). */
function bidsInsert() {
  const bids = auctionBids
  return sql`(insert into ${bids} (${columnName(bids.auctionId)}, ${columnName(bids.customerId)}, ${columnName(bids.amount)},
      ${columnName(bids.priceAfter)}, ${columnName(bids.outcome)}, ${columnName(bids.snipeId)}, ${columnName(bids.createdAt)})
    select ${bound('auctionId')}::integer, customer_id, amount, price_after, outcome, snipe_id, ${bound('now')}::timestamptz
    from unnest(${bound('bidCustomers')}::integer[], ${bound('bidAmounts')}::integer[], ${bound('bidPrices')}::integer[],
      ${bound('bidOutcomes')}::text[], ${bound('bidSnipes')}::integer[])
      with ordinality as bid(customer_id, amount, price_after, outcome, snipe_id, position)
    order by position
    returning ${columnName(bids.id)})`
}

/** Each customer who bid: their highest maximum and whether they lead now. Answers every bidder's maximum as stored. */
function standingsUpsert() {
  const entries = auctionEntries
  return sql`(insert into ${entries} (${columnName(entries.auctionId)}, ${columnName(entries.customerId)}, ${columnName(entries.maxPrice)},
      ${columnName(entries.status)}, ${columnName(entries.lastBidAt)})
    select ${bound('auctionId')}::integer, customer_id, max_price, status, ${bound('now')}::timestamptz
    from unnest(${bound('bidders')}::integer[], ${bound('maxima')}::integer[], ${bound('standings')}::text[])
      as entry(customer_id, max_price, status)
    on conflict (${columnName(entries.auctionId)}, ${columnName(entries.customerId)}) do update
      set ${columnName(entries.maxPrice)} = greatest(${entries.maxPrice}, excluded.max_price),
        ${columnName(entries.status)} = excluded.status, ${columnName(entries.lastBidAt)} = excluded.last_bid_at
    returning ${columnName(entries.customerId)} as customer_id, ${columnName(entries.maxPrice)} as max_price)`
}

/** Leaders displaced without bidding themselves: no longer on top. Answers their maxima. */
function outbidUpdate(db: Database) {
  return db
    .update(auctionEntries)
    .set({ status: 'missing-top' })
    .where(and(eq(auctionEntries.auctionId, bound('auctionId')), equalsAny(auctionEntries.customerId, bound('outbid'))))
    .returning({ customerId: auctionEntries.customerId, maxPrice: auctionEntries.maxPrice })
}

/**
 * A Yahoo Auction lot's price, bids and end, written to its mirrored listing in the caller's
 * transaction, so the market's cards and searches show what the lot's page shows. (Ecoring's lists
 * read the lots themselves.)
 */
export async function mirrorLotProgress(tx: Database, lot: AuctionRow, now: Date): Promise<void> {
  const progress = lotProgressOf(lot, now)
  if (progress) await recordAuctionProgress(tx, progress)
}

/** What every auction notification names (state.ts; here for the engine's other parts). */
export { eventFacts } from './state'

/** Why a snipe's bid was refused, as the customer reads it. */
export function snipeFailureOf(refusal: LotRefusal, row: AuctionRow | null, maxPrice: number): SnipeFailureReason {
  if (refusal === 'no_permission') return 'no_permission'
  if (refusal === 'deposit_short' || refusal === 'over_limit' || refusal === 'no_rate') return 'deposit_short'
  if (refusal === 'ended' || refusal === 'not_found' || refusal === 'details_pending' || !row) return 'auction_ended'
  return row.price >= maxPrice ? 'outbid_beyond_limit' : 'below_minimum'
}
