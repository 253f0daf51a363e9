import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '@server/db/client'
import { walletTransactions } from './tables'

/**
 * A wallet's two amounts, the one rule (spec: balance, amount_available_for_payment):
 * balance = posted entries; available = balance plus pending debits (money already promised — an
 * auction hold, a debit awaiting its bank — is not available; a pending credit counts once posted).
 * A released or applied hold counts in neither (an applied one's money is its posted order_payment).
 */
export const balanceSum = sql<number>`coalesce(sum(${walletTransactions.amount}) filter (where ${walletTransactions.status} = 'posted'), 0)::float8`
export const availableSum = sql<number>`coalesce(sum(${walletTransactions.amount}) filter (where ${walletTransactions.status} = 'posted' or (${walletTransactions.status} = 'pending' and ${walletTransactions.amount} < 0)), 0)::float8`

/**
 * The entries either sum can count. Every read of the sums names it, so PostgreSQL reads the
 * wallet's counted entries (wallet_transactions_counted_idx) and skips what ended — the released
 * holds a hot lot leaves behind by the thousand.
 */
export const countedEntry = inArray(walletTransactions.status, ['posted', 'pending'])

/**
 * One wallet's balance and available amount. Read in a statement of its own after the wallet's row
 * is locked, so it sees what the writers that held the lock committed.
 */
export async function walletSums(db: Database, walletId: number): Promise<{ balance: number; available: number }> {
  const [row] = await db
    .select({ balance: balanceSum, available: availableSum })
    .from(walletTransactions)
    .where(and(eq(walletTransactions.walletId, walletId), countedEntry))
  return { balance: Number(row.balance), available: Number(row.available) }
}
