import { and, eq, inArray, sql } from 'drizzle-orm'
import type { AuditActor } from '@shared/contracts/admin/audit'
import {
  LEDGER_SIGN,
  type LedgerEntryBody,
  type LedgerEntryResult,
  type LedgerKind,
  type LedgerVoidBody,
  VOID_REFERENCE,
} from '@shared/contracts/admin/ledger'
import { formatDong } from '@shared/money/money'
import type { Database } from '@server/db/client'
import { AppError } from '@server/http/app-error'
import { auditedWrite } from '@server/modules/audit'
import type { Notifier } from '@server/modules/notifications'
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

/**
 * The wallet's balance (posted entries) and available amount (less pending debits such as auction
 * holds). Read in a statement of its own after the wallet's row is locked, so it sees what the
 * writers that held the lock committed.
 */
async function sumsOf(db: Database, walletId: number): Promise<{ balance: number; available: number }> {
  const [row] = await db
    .select({
      balance: sql<number>`coalesce(sum(${walletTransactions.amount}) filter (where ${walletTransactions.status} = 'posted'), 0)::float8`,
      available: sql<number>`coalesce(sum(${walletTransactions.amount}) filter (where ${walletTransactions.status} = 'posted' or (${walletTransactions.status} = 'pending' and ${walletTransactions.amount} < 0)), 0)::float8`,
    })
    .from(walletTransactions)
    .where(eq(walletTransactions.walletId, walletId))
  return { balance: Number(row.balance), available: Number(row.available) }
}

/** Money applied to the order from this wallet (posted order payments naming it) less its posted refunds (credit_order). */
async function refundableOf(db: Database, walletId: number, orderId: number): Promise<number> {
  const [row] = await db
    .select({
      net: sql<number>`coalesce(-sum(${walletTransactions.amount}) filter (where ${walletTransactions.transactionTypeId} = ${transactionTypeId('order_payment')} and ${transactionReferences.receiptableType} = 'order'), 0)::float8
        - coalesce(sum(${walletTransactions.amount}) filter (where ${walletTransactions.transactionTypeId} = ${transactionTypeId('refund')} and ${transactionReferences.receiptableType} = 'credit_order'), 0)::float8`,
    })
    .from(transactionReferences)
    .innerJoin(walletTransactions, eq(walletTransactions.id, transactionReferences.transactionId))
    .where(
      and(
        eq(walletTransactions.walletId, walletId),
        eq(walletTransactions.status, 'posted'),
        eq(transactionReferences.receiptableId, String(orderId)),
        inArray(transactionReferences.receiptableType, ['order', 'credit_order']),
      ),
    )
  return Math.max(Number(row?.net ?? 0), 0)
}

/** An amount in the wallet's currency as staff read it in a message. */
const moneyText = (amount: number, currencyId: string) =>
  currencyId === 'JPY' ? `¥${new Intl.NumberFormat('en-US').format(amount)}` : formatDong(amount)

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
  input: { entry: LedgerEntryBody; key: string; now: Date; notifier?: Notifier },
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
    const { balance: before, available } = await sumsOf(tx, wallet.id)
    // Bounds: a debit never takes more than the wallet has available; a refund never gives back more
    // than was applied to the order from this wallet, less earlier refunds.
    if (entry.kind === 'debit' && entry.amount > available) {
      const missing = moneyText(entry.amount - Math.max(available, 0), entry.currency_id)
      throw new AppError(422, 'ledgerDebitShort', { missing }, { amount: ['ledgerDebitShort'] })
    }
    if (entry.kind === 'refund' && entry.order_id !== undefined) {
      const most = await refundableOf(tx, wallet.id, entry.order_id)
      if (entry.amount > most) {
        throw new AppError(422, 'ledgerRefundAbove', { most: moneyText(most, entry.currency_id) }, { amount: ['ledgerRefundAbove'] })
      }
    }
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
    await input.notifier?.notify(tx, {
      kind: 'payment',
      customerId: customer.id,
      at: input.now,
      key: `wallet-entry-${inserted.id}`,
      params: {
        orderId: entry.order_id ?? null,
        amount: entry.amount,
        applied: 0,
        due: 0,
        remainder: 0,
        entry: entry.kind,
        balance: before + amount,
        currency: entry.currency_id,
      },
    })
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

/**
 * Voids a wrong posted entry by a reversal: a posted entry of the same type and the opposite amount,
 * naming the voided entry (`reverses_id`, unique: voided at most once, and a `void_of` reference) and
 * carrying its order references, so the order's money position reads as if the entry had never been
 * made; the reason is kept on it and in the audit (balance before → after). A hold (its status is its
 * life: pending, released, applied) or a reversal cannot be voided; a void that would take the
 * wallet's available amount below zero is refused with the amount missing. The customer is told.
 * Once per Idempotency-Key, like every staff ledger write.
 */
export async function voidLedgerEntry(
  db: Database,
  actor: AuditActor,
  input: { transactionId: number; body: LedgerVoidBody; key: string; now: Date; notifier: Notifier },
): Promise<{ result: LedgerEntryResult; replayed: boolean }> {
  const [target] = await db.select().from(walletTransactions).where(eq(walletTransactions.id, input.transactionId))
  if (!target) throw new AppError(404, 'notFound')
  const written = await auditedWrite(db, actor, async (tx) => {
    const [wallet] = await tx
      .select({ id: wallets.id, userId: wallets.userId, currencyId: wallets.currencyId })
      .from(wallets)
      .where(eq(wallets.id, target.walletId))
      .for('update')
    const [earlier] = await tx.select().from(walletTransactions).where(eq(walletTransactions.requestKey, input.key))
    if (earlier) {
      if (earlier.reversesId !== target.id) throw new AppError(422, 'idempotencyKeyReused')
      return { result: { transactionId: earlier.id, walletId: wallet.id, replayed: true }, audit: null }
    }
    // Read again under the wallet's lock: a hold's status may have moved meanwhile.
    const [entry] = await tx.select().from(walletTransactions).where(eq(walletTransactions.id, target.id))
    if (entry.status !== 'posted' || entry.reversesId !== null || entry.transactionTypeId === transactionTypeId('auction_hold')) {
      throw new AppError(422, 'ledgerVoidNotAllowed')
    }
    const [voided] = await tx
      .select({ id: walletTransactions.id })
      .from(walletTransactions)
      .where(eq(walletTransactions.reversesId, entry.id))
    if (voided) throw new AppError(422, 'ledgerAlreadyVoided')
    const amount = -Number(entry.amount)
    const { balance: before, available } = await sumsOf(tx, wallet.id)
    if (available + amount < 0) {
      const missing = moneyText(-(available + amount), wallet.currencyId)
      throw new AppError(422, 'ledgerVoidShort', { missing })
    }
    const [reversal] = await tx
      .insert(walletTransactions)
      .values({
        walletId: wallet.id,
        transactionTypeId: entry.transactionTypeId,
        amount,
        status: 'posted',
        voucherDate: input.now,
        requestKey: input.key,
        reversesId: entry.id,
        note: input.body.reason,
      })
      .onConflictDoNothing()
      .returning({ id: walletTransactions.id })
    if (!reversal) throw new AppError(422, 'ledgerAlreadyVoided')
    const carried = (await tx.select().from(transactionReferences).where(eq(transactionReferences.transactionId, entry.id)))
      .filter((reference) => reference.receiptableType !== 'bank_transfer')
      .map(({ receiptableType, receiptableId }) => ({ transactionId: reversal.id, receiptableType, receiptableId }))
    await tx
      .insert(transactionReferences)
      .values([...carried, { transactionId: reversal.id, receiptableType: VOID_REFERENCE, receiptableId: String(entry.id) }])
    const order = carried.find((reference) => reference.receiptableType === 'order' || reference.receiptableType === 'credit_order')
    const orderId = order && /^\d+$/.test(order.receiptableId) ? Number(order.receiptableId) : null
    await input.notifier.notify(tx, {
      kind: 'payment',
      customerId: wallet.userId,
      at: input.now,
      key: `wallet-entry-${reversal.id}`,
      params: {
        orderId,
        amount: Math.abs(amount),
        applied: 0,
        due: 0,
        remainder: 0,
        reason: input.body.reason,
        entry: 'void',
        balance: before + amount,
        currency: wallet.currencyId === 'JPY' ? 'JPY' : 'VND',
      },
    })
    return {
      result: { transactionId: reversal.id, walletId: wallet.id, replayed: false },
      audit: {
        action: 'wallet.void' as const,
        subjectType: 'wallet' as const,
        subjectId: wallet.id,
        before: { balance: before },
        after: {
          balance: before + amount,
          transaction_id: reversal.id,
          voided_transaction_id: entry.id,
          customer_id: wallet.userId,
          currency_id: wallet.currencyId,
          amount,
          reason: input.body.reason,
          order_id: orderId,
        },
      },
    }
  })
  const [transaction, wallet] = await Promise.all([findTransaction(db, written.transactionId), findWallet(db, written.walletId)])
  const { user_id: _owner, ...shown } = wallet!
  return { result: { transaction, wallet: shown }, replayed: written.replayed }
}
