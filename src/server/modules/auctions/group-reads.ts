import { type SQLWrapper, sql } from 'drizzle-orm'
import type { Database } from '@server/db/client'
import { bound, preparedStatement } from '@server/db/prepared'
import { lotHoldOf, pendingLotHoldsQuery, vndWalletLocks } from '@server/modules/wallets'
import { permittedBiddersQuery, permittedOf } from './bid-limits'
import { permissionScopeOf } from './permissions'
import { scheduledSnipeOf, scheduledSnipesQuery } from './snipe-minimum'
import type { AuctionRow } from './state'

type FactsRow = {
  permitted: { customer_id: number; max_yen: number | null }[]
  holds: { id: number; user_id: number; wallet_id: number; amount: number }[]
  scheduled: { id: number; customer_id: number; max_price: number }[]
  wallets: { id: number; user_id: number }[] | null
}

/**
 * What a bid group reads once it holds the lot's row lock, in one statement: which bidders may bid in
 * the lot's scope (with their limits), the lot's pending holds and its scheduled snipes (both written
 * only under the lot's lock), and when `lockWallets` (deposits are held) the permitted bidders' VND
 * wallets, locked in wallet id order after the lot's lock, as every writer of holds takes them. The
 * reads see the database as the statement starts, before any wait for a wallet's lock, as when they
 * ran ahead of the locking statement; the wallets' available amounts are read after the locks, in a
 * statement of their own (lockVndWallets says why).
 */
export async function readGroupFacts(tx: Database, row: AuctionRow, bidders: number[], lockWallets: boolean) {
  const [facts] = await GROUP_FACTS[lockWallets ? 'locking' : 'reading'](tx, {
    bidders,
    scope: permissionScopeOf(row.venue),
    venue: row.venue,
    lotId: row.lotId,
    auctionId: row.id,
  })
  return {
    permitted: permittedOf(facts.permitted),
    // In id order, as pendingLotHolds answers them (json_agg keeps a sorted subquery's order only usually).
    holds: facts.holds.map(lotHoldOf).sort((a, b) => a.id - b.id),
    scheduled: facts.scheduled.map(scheduledSnipeOf),
    lockedWallets: facts.wallets?.map((wallet) => ({ id: wallet.id, userId: wallet.user_id })),
  }
}

/** The statement, built once for each way (a group runs it at every turn of a hot lot), its values bound at each run. */
function groupFacts(db: Database, lockWallets: boolean) {
  const permitted = permittedBiddersQuery(db, bound('bidders'), bound('scope'))
  const locks = vndWalletLocks(db, sql`(select customer_id from permitted)`)
  const lot = { venue: bound('venue'), lotId: bound('lotId') }
  // Each query goes into the SQL in parentheses (Drizzle's way with a query inside `sql`).
  return sql`with permitted as ${permitted}${lockWallets ? sql`, locked as materialized ${locks}` : sql``}
      select ${jsonRows(sql`(select * from permitted)`)} as permitted,
        ${jsonRows(pendingLotHoldsQuery(db, lot))} as holds,
        ${jsonRows(scheduledSnipesQuery(db, bound('auctionId')))} as scheduled,
        ${lockWallets ? jsonRows(sql`(select * from locked)`) : sql`null`} as wallets`
}

const GROUP_FACTS = {
  locking: preparedStatement<FactsRow>('auction_group_facts_locking', (db) => groupFacts(db, true)),
  reading: preparedStatement<FactsRow>('auction_group_facts', (db) => groupFacts(db, false)),
}

/** A query's rows as one JSON array: one column of a statement that answers several reads. */
const jsonRows = (query: SQLWrapper) => sql`(select coalesce(json_agg(part), '[]') from ${query} part)`
