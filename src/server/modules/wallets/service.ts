import { and, asc, count, desc, eq, exists, gte, inArray, lte, notInArray, sql, type SQL } from 'drizzle-orm'
import {
  WALLET_CURRENCIES,
  type Transaction,
  type TransactionReference,
  type TransactionStatus,
  type TransactionType,
  type Wallet,
  type WalletCurrency,
} from '@shared/contracts/wallet'
import type { Locale } from '@shared/i18n/locales'
import type { Database } from '@server/db/client'
import { notFound } from '@server/http/app-error'
import { paginated } from '@server/http/list-query'
import { availableSum, balanceSum, countedEntry } from './sums'
import { ensureTransactionTypes } from './transaction-types'
import { transactionReferences, transactionTypes, walletTransactions, wallets } from './tables'

function selectWallets(db: Database, where: SQL) {
  return db
    .select({ id: wallets.id, userId: wallets.userId, currencyId: wallets.currencyId, balance: balanceSum, available: availableSum })
    .from(wallets)
    .leftJoin(walletTransactions, and(eq(walletTransactions.walletId, wallets.id), countedEntry))
    .where(where)
    .groupBy(wallets.id)
    .orderBy(asc(wallets.id))
}

type WalletRow = { id: number; currencyId: string; balance: number; available: number }
const toWallet = (row: WalletRow): Wallet => ({
  id: row.id,
  currency_id: row.currencyId as WalletCurrency,
  balance: Number(row.balance),
  amount_available_for_payment: Number(row.available),
})

/** Every customer holds one wallet per currency, opened on first sight. */
export async function openWallets(db: Database, userId: number): Promise<void> {
  const [{ total }] = await db.select({ total: count() }).from(wallets).where(eq(wallets.userId, userId))
  if (total >= WALLET_CURRENCIES.length) return
  await ensureTransactionTypes(db)
  await db
    .insert(wallets)
    .values(WALLET_CURRENCIES.map((currencyId) => ({ userId, currencyId })))
    .onConflictDoNothing()
}

export async function listWallets(db: Database, userId: number, currencyId?: string): Promise<Wallet[]> {
  const conditions = [eq(wallets.userId, userId)]
  if (currencyId) conditions.push(eq(wallets.currencyId, currencyId))
  return (await selectWallets(db, and(...conditions)!)).map(toWallet)
}

/** Someone else's wallet answers exactly like a missing one (404), so wallet ids cannot be probed. */
export async function requireOwnWallet(db: Database, userId: number, walletId: number): Promise<Wallet> {
  const [row] = await selectWallets(db, and(eq(wallets.id, walletId), eq(wallets.userId, userId))!)
  if (!row) throw notFound()
  return toWallet(row)
}

export type TransactionQuery = {
  walletId?: number
  receiptableId?: string
  voucherDate?: [number, number]
  sort: { field: 'voucher_date' | 'amount'; descending: boolean }
  page: number
  perPage: number
  withType: boolean
  withReferences: boolean
  /** Staff also see entries awaiting a second staff member's approval (a customer sees them once posted; a rejected one never). */
  withAwaiting?: boolean
  /** The language a type's `name` is in (its stored default name when it has none there). */
  locale?: Locale
}

/** The caller's transactions only, whatever the filters say. */
export async function listTransactions(db: Database, userId: number, query: TransactionQuery) {
  if (query.walletId !== undefined) await requireOwnWallet(db, userId, query.walletId)
  const ownWallets = db.select({ id: wallets.id }).from(wallets).where(eq(wallets.userId, userId))
  const conditions: SQL[] = [
    inArray(walletTransactions.walletId, ownWallets),
    notInArray(walletTransactions.status, query.withAwaiting ? ['rejected'] : ['rejected', 'awaiting_approval']),
  ]
  if (query.walletId !== undefined) conditions.push(eq(walletTransactions.walletId, query.walletId))
  if (query.voucherDate) {
    conditions.push(gte(walletTransactions.voucherDate, new Date(query.voucherDate[0] * 1000)))
    conditions.push(lte(walletTransactions.voucherDate, new Date(query.voucherDate[1] * 1000)))
  }
  if (query.receiptableId !== undefined) {
    const referenced = db
      .select({ one: sql`1` })
      .from(transactionReferences)
      .where(
        and(eq(transactionReferences.transactionId, walletTransactions.id), eq(transactionReferences.receiptableId, query.receiptableId)),
      )
    conditions.push(exists(referenced))
  }
  const where = and(...conditions)
  const direction = query.sort.descending ? desc : asc
  const sortColumn = query.sort.field === 'amount' ? walletTransactions.amount : walletTransactions.voucherDate
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ transaction: walletTransactions, type: transactionTypes })
      .from(walletTransactions)
      .innerJoin(transactionTypes, eq(transactionTypes.id, walletTransactions.transactionTypeId))
      .where(where)
      .orderBy(direction(sortColumn), direction(walletTransactions.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ total: count() }).from(walletTransactions).where(where),
  ])
  const references = query.withReferences
    ? await referencesOf(
        db,
        rows.map((row) => row.transaction.id),
      )
    : null
  const data = rows.map(({ transaction, type }) =>
    toTransaction(transaction, query.withType ? type : null, references ? (references.get(transaction.id) ?? []) : null, query.locale),
  )
  return paginated(data, total, query.page, query.perPage)
}

function toTransaction(
  transaction: typeof walletTransactions.$inferSelect,
  type: typeof transactionTypes.$inferSelect | null,
  references: TransactionReference[] | null,
  locale?: Locale,
): Transaction {
  const item: Transaction = {
    id: transaction.id,
    wallet_id: transaction.walletId,
    voucher_date: Math.floor(transaction.voucherDate.getTime() / 1000),
    amount: Number(transaction.amount),
    status: transaction.status as TransactionStatus,
    transaction_type_id: transaction.transactionTypeId,
  }
  if (type) item.transaction_type = toTransactionType(type, locale)
  if (references) item.references = references
  return item
}

/** One transaction with its type and references (whoever asks has checked it may see it). */
export async function findTransaction(db: Database, id: number): Promise<Transaction> {
  const [row] = await db
    .select({ transaction: walletTransactions, type: transactionTypes })
    .from(walletTransactions)
    .innerJoin(transactionTypes, eq(transactionTypes.id, walletTransactions.transactionTypeId))
    .where(eq(walletTransactions.id, id))
  if (!row) throw notFound()
  return toTransaction(row.transaction, row.type, (await referencesOf(db, [id])).get(id) ?? [])
}

/** A wallet by id, whoever owns it (staff). */
export async function findWallet(db: Database, walletId: number): Promise<(Wallet & { user_id: number }) | null> {
  const [row] = await selectWallets(db, eq(wallets.id, walletId))
  return row ? { ...toWallet(row), user_id: row.userId } : null
}

function toTransactionType(row: typeof transactionTypes.$inferSelect, locale?: Locale): TransactionType {
  return { id: row.id, code: row.code, name: (locale && row.names[locale]) || row.name, _name: row.names }
}

async function referencesOf(db: Database, transactionIds: number[]): Promise<Map<number, TransactionReference[]>> {
  const byTransaction = new Map<number, TransactionReference[]>()
  if (transactionIds.length === 0) return byTransaction
  const rows = await db
    .select()
    .from(transactionReferences)
    .where(inArray(transactionReferences.transactionId, transactionIds))
    .orderBy(asc(transactionReferences.id))
  for (const row of rows) {
    const list = byTransaction.get(row.transactionId) ?? []
    list.push({ id: row.id, receiptable_id: row.receiptableId, receiptable_type: row.receiptableType })
    byTransaction.set(row.transactionId, list)
  }
  return byTransaction
}
