import { and, eq, sql } from 'drizzle-orm'
import type { AuditActor } from '@shared/contracts/admin/audit'
import { LEDGER_SIGN, type LedgerEntryBody, type LedgerEntryResult, type LedgerKind } from '@shared/contracts/admin/ledger'
import type { Database } from '@server/db/client'
import { AppError } from '@server/http/app-error'
import { auditedWrite } from '@server/modules/audit'
import { ownsOrder } from '@server/modules/orders'
import { findUserById } from '@server/modules/users'
import { findTransaction, findWallet, openWallets } from './service'
import { transactionReferences, walletTransactions, wallets } from './tables'
import { ensureTransactionTypes, transactionTypeId, type TransactionTypeCode } from './transaction-types'

const TYPE_OF: Record<LedgerKind, TransactionTypeCode> = { deposit: 'deposit', debit: 'order_payment', refund: 'refund' }
/** The reference kind an order is named by on each kind of entry (spec §3 reference labels). */
const ORDER_REFERENCE: Record<LedgerKind, string> = { deposit: 'order', debit: 'order', refund: 'credit_order' }

const fieldError = (status: number, key: 'ledgerOrderNotFound' | 'customerNotFound', field: string) =>
  new AppError(status, key, {}, { [field]: [key] })

async function balanceOf(db: Database, walletId: number): Promise<number> {
  const [{ balance }] = await db
    .select({
      balance: sql<number>`coalesce(sum(${walletTransactions.amount}) filter (where ${walletTransactions.status} = 'posted'), 0)::float8`,
    })
    .from(walletTransactions)
    .where(eq(walletTransactions.walletId, walletId))
  return Number(balance)
}

function referencesOf(entry: LedgerEntryBody): { receiptableType: string; receiptableId: string }[] {
  const references = []
  if (entry.bank_reference) references.push({ receiptableType: 'bank_transfer', receiptableId: entry.bank_reference })
  if (entry.order_id !== undefined) references.push({ receiptableType: ORDER_REFERENCE[entry.kind], receiptableId: String(entry.order_id) })
  return references
}

/**
 * Records a deposit, a purchase debit or a refund in a customer's wallet, audited with the balance
 * before and after. The wallet's row is locked for the write, so entries of one wallet follow each
 * other; a balance is never stored, always summed. Once per Idempotency-Key: a retry answers the
 * entry already made (a key reused for another entry is refused); a bank reference is recorded once
 * (409 for a second transfer naming it) — the database's unique indexes hold both even across wallets.
 */
export async function recordLedgerEntry(
  db: Database,
  actor: AuditActor,
  input: { entry: LedgerEntryBody; key: string; now: Date },
): Promise<{ result: LedgerEntryResult; replayed: boolean }> {
  const { entry, key } = input
  const customer = await findUserById(db, entry.customer_id)
  if (!customer) throw fieldError(404, 'customerNotFound', 'customer_id')
  if (entry.order_id !== undefined && !(await ownsOrder(db, customer.id, entry.order_id))) {
    throw fieldError(422, 'ledgerOrderNotFound', 'order_id')
  }
  await openWallets(db, customer.id)
  await ensureTransactionTypes(db)
  const typeId = transactionTypeId(TYPE_OF[entry.kind])
  const amount = LEDGER_SIGN[entry.kind] * entry.amount
  const written = await auditedWrite(db, actor, async (tx) => {
    const [wallet] = await tx
      .select({ id: wallets.id })
      .from(wallets)
      .where(and(eq(wallets.userId, customer.id), eq(wallets.currencyId, entry.currency_id)))
      .for('update')
    const [earlier] = await tx.select().from(walletTransactions).where(eq(walletTransactions.requestKey, key))
    if (earlier) {
      const same = earlier.walletId === wallet.id && Number(earlier.amount) === amount && earlier.transactionTypeId === typeId
      if (!same) throw new AppError(422, 'idempotencyKeyReused')
      return { result: { transactionId: earlier.id, walletId: wallet.id, replayed: true }, audit: null }
    }
    const before = await balanceOf(tx, wallet.id)
    const [inserted] = await tx
      .insert(walletTransactions)
      .values({
        walletId: wallet.id,
        transactionTypeId: typeId,
        amount,
        status: 'posted',
        voucherDate: input.now,
        requestKey: key,
        bankReference: entry.kind === 'deposit' ? entry.bank_reference : null,
      })
      .onConflictDoNothing()
      .returning({ id: walletTransactions.id })
    if (!inserted) throw await conflictOf(tx, key, entry)
    const references = referencesOf(entry)
    await tx.insert(transactionReferences).values(references.map((reference) => ({ transactionId: inserted.id, ...reference })))
    return {
      result: { transactionId: inserted.id, walletId: wallet.id, replayed: false },
      audit: {
        action: `wallet.${entry.kind}` as const,
        subjectType: 'wallet' as const,
        subjectId: wallet.id,
        before: { balance: before },
        after: {
          balance: before + amount,
          transaction_id: inserted.id,
          customer_id: customer.id,
          currency_id: entry.currency_id,
          amount,
          bank_reference: entry.bank_reference ?? null,
          order_id: entry.order_id ?? null,
        },
      },
    }
  })
  const [transaction, wallet] = await Promise.all([findTransaction(db, written.transactionId), findWallet(db, written.walletId)])
  const { user_id: _owner, ...shown } = wallet!
  return { result: { transaction, wallet: shown }, replayed: written.replayed }
}

/** Why an entry was not inserted: its key or its bank reference was taken meanwhile (by a parallel request). */
async function conflictOf(tx: Database, key: string, entry: LedgerEntryBody): Promise<AppError> {
  const [byKey] = await tx.select({ id: walletTransactions.id }).from(walletTransactions).where(eq(walletTransactions.requestKey, key))
  if (byKey) return new AppError(422, 'idempotencyKeyReused')
  return new AppError(
    409,
    'ledgerBankReferenceRecorded',
    { reference: entry.bank_reference ?? '' },
    { bank_reference: ['ledgerBankReferenceRecorded'] },
  )
}
