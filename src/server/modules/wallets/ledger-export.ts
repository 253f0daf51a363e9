import { and, asc, eq, gt, gte, lt, sql } from 'drizzle-orm'
import { type ExportRange, rangeInstants } from '@shared/contracts/admin/exports'
import { orderCode } from '@shared/contracts/order'
import type { Database } from '@server/db/client'
import { type CsvCell, keysetPages } from '@server/http/csv'
import { users } from '@server/modules/users'
import { transactionReferences, transactionTypes, walletTransactions, wallets } from './tables'

export const LEDGER_EXPORT_HEADER = [
  'entry_id',
  'voucher_date',
  'customer_email',
  'customer_name',
  'currency',
  'type',
  'type_name',
  'amount',
  'status',
  'orders',
  'bank_reference',
  'reverses_entry_id',
  'note',
]

const vietnamTime = (at: Date) => new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ')

/** The ledger's entries (every wallet, every status) with a voucher date in the range, oldest entry first, page by page. */
export async function* ledgerExportRows(db: Database, range: ExportRange): AsyncIterable<CsvCell[][]> {
  const { start, end } = rangeInstants(range)
  const pages = keysetPages(
    (after, limit) =>
      db
        .select({
          id: walletTransactions.id,
          voucherDate: walletTransactions.voucherDate,
          email: users.email,
          name: users.name,
          currency: wallets.currencyId,
          type: transactionTypes.code,
          typeName: transactionTypes.name,
          amount: walletTransactions.amount,
          status: walletTransactions.status,
          orders: sql<
            string | null
          >`(select string_agg(${transactionReferences.receiptableId}, ' ' order by ${transactionReferences.id}) from ${transactionReferences} where ${transactionReferences.transactionId} = ${walletTransactions.id} and ${transactionReferences.receiptableType} in ('order', 'credit_order'))`,
          bankReference: walletTransactions.bankReference,
          reversesId: walletTransactions.reversesId,
          note: walletTransactions.note,
        })
        .from(walletTransactions)
        .innerJoin(wallets, eq(wallets.id, walletTransactions.walletId))
        .innerJoin(transactionTypes, eq(transactionTypes.id, walletTransactions.transactionTypeId))
        .innerJoin(users, eq(users.id, wallets.userId))
        .where(and(gte(walletTransactions.voucherDate, start), lt(walletTransactions.voucherDate, end), gt(walletTransactions.id, after)))
        .orderBy(asc(walletTransactions.id))
        .limit(limit),
    (row) => row.id,
  )
  for await (const rows of pages)
    yield rows.map((row) => [
      row.id,
      vietnamTime(row.voucherDate),
      row.email,
      row.name,
      row.currency,
      row.type,
      row.typeName,
      row.amount,
      row.status,
      (row.orders ?? '')
        .split(' ')
        .filter((id) => /^\d+$/.test(id))
        .map((id) => orderCode(Number(id)))
        .join(' '),
      row.bankReference,
      row.reversesId,
      row.note,
    ])
}
