import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { AuditActor } from '@shared/contracts/admin/audit'
import {
  LEDGER_SIGN,
  type LedgerEntryBody,
  type LedgerApproval,
  type LedgerEntryResult,
  type LedgerKind,
  type LedgerRejectBody,
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
import { walletSums } from './sums'
import { transactionReferences, walletTransactions, wallets } from './tables'
import { ensureTransactionTypes, transactionTypeId, type TransactionTypeCode } from './transaction-types'

const TYPE_OF: Record<LedgerKind, TransactionTypeCode> = {
  deposit: 'deposit',
  debit: 'order_payment',
  refund: 'refund',
  payout: 'withdrawal',
}
/** The reference kind an order is named by on each kind of entry (spec §3 reference labels); a payout names none. */
const ORDER_REFERENCE: Record<LedgerKind, string> = { deposit: 'order', debit: 'order', refund: 'credit_order', payout: 'order' }
/** The reference kind the bank transfer is named by: money received, or money sent back to the customer's bank. */
const BANK_REFERENCE: Partial<Record<LedgerKind, string>> = { deposit: 'bank_transfer', payout: 'bank_payout' }

const fieldError = (status: number, key: 'ledgerOrderNotFound' | 'customerNotFound', field: string) =>
  new AppError(status, key, {}, { [field]: [key] })

/** Money applied to the order from this wallet (posted order payments naming it) less its posted refunds (credit_order). */
async function refundableOf(db: Database, walletId: number, orderId: number): Promise<number> {
  const [row] = await db
    .select({
      net: sql<number>`coalesce(-sum(${walletTransactions.amount}) filter (where ${inArray(walletTransactions.transactionTypeId, [transactionTypeId('order_payment'), transactionTypeId('shipping_fee')])} and ${transactionReferences.receiptableType} = 'order'), 0)::float8
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
  const bank = BANK_REFERENCE[entry.kind] ?? 'bank_transfer'
  if (entry.bank_reference) references.push({ receiptableType: bank, receiptableId: entry.bank_reference })
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
  input: {
    entry: LedgerEntryBody
    key: string
    now: Date
    notifier?: Notifier
    /** LEDGER_CONFIRM_ABOVE_VND: a dong entry above it waits for a second staff member (none: posts at once). */
    confirmAbove?: number
  },
): Promise<{ result: LedgerEntryResult; replayed: boolean; awaiting: boolean }> {
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
      return {
        result: { transactionId: earlier.id, walletId: wallet.id, replayed: true, awaiting: earlier.status === 'awaiting_approval' },
        audit: null,
      }
    }
    const awaiting = entry.currency_id === 'VND' && input.confirmAbove !== undefined && entry.amount > input.confirmAbove
    const { balance: before, available } = await walletSums(tx, wallet.id)
    // Bounds: a debit never takes more than the wallet has available; a refund never gives back more
    // than was applied to the order from this wallet, less earlier refunds.
    await checkBounds(tx, {
      walletId: wallet.id,
      kind: entry.kind,
      amount: entry.amount,
      orderId: entry.order_id ?? null,
      currencyId: entry.currency_id,
      available,
    })
    const [inserted] = await tx
      .insert(walletTransactions)
      .values({
        walletId: wallet.id,
        transactionTypeId: typeId,
        amount,
        status: awaiting ? 'awaiting_approval' : 'posted',
        voucherDate: input.now,
        requestKey: key,
        bankReference: BANK_REFERENCE[entry.kind] ? entry.bank_reference : null,
        requestedBy: awaiting ? { uid: actor.uid, email: actor.email } : null,
      })
      .onConflictDoNothing()
      .returning({ id: walletTransactions.id })
    if (!inserted) throw await conflictOf(tx, key, entry)
    const references = referencesOf(entry)
    await tx.insert(transactionReferences).values(references.map((reference) => ({ transactionId: inserted.id, ...reference })))
    if (!awaiting && input.notifier) {
      await notifyEntry(tx, input.notifier, {
        customerId: customer.id,
        transactionId: inserted.id,
        kind: entry.kind,
        amount: entry.amount,
        orderId: entry.order_id ?? null,
        balance: before + amount,
        currencyId: entry.currency_id,
        at: input.now,
      })
    }
    return {
      result: { transactionId: inserted.id, walletId: wallet.id, replayed: false, awaiting },
      audit: {
        action: `wallet.${entry.kind}` as const,
        subjectType: 'wallet' as const,
        subjectId: wallet.id,
        before: { balance: before },
        after: {
          balance: awaiting ? before : before + amount,
          status: awaiting ? 'awaiting_approval' : 'posted',
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
  return { result: { transaction, wallet: shown }, replayed: written.replayed, awaiting: written.awaiting }
}

/**
 * Bounds of every staff entry, checked under the wallet's lock (when it is asked for and again when a
 * second staff member approves it): a debit never takes more than the wallet has available; a refund
 * never gives back more than was applied to the order from this wallet, less earlier refunds.
 */
async function checkBounds(
  tx: Database,
  check: { walletId: number; kind: LedgerKind; amount: number; orderId: number | null; currencyId: string; available: number },
): Promise<void> {
  if ((check.kind === 'debit' || check.kind === 'payout') && check.amount > check.available) {
    const missing = moneyText(check.amount - Math.max(check.available, 0), check.currencyId)
    const key = check.kind === 'payout' ? 'ledgerPayoutShort' : 'ledgerDebitShort'
    throw new AppError(422, key, { missing }, { amount: [key] })
  }
  if (check.kind === 'refund' && check.orderId !== null) {
    const most = await refundableOf(tx, check.walletId, check.orderId)
    if (check.amount > most) {
      throw new AppError(422, 'ledgerRefundAbove', { most: moneyText(most, check.currencyId) }, { amount: ['ledgerRefundAbove'] })
    }
  }
}

/** The customer is told of a posted staff entry (centre + push, in their language): what moved, for which order, the balance after. */
function notifyEntry(
  tx: Database,
  notifier: Notifier,
  entry: {
    customerId: number
    transactionId: number
    kind: LedgerKind | 'void'
    amount: number
    orderId: number | null
    balance: number
    currencyId: string
    at: Date
    reason?: string
  },
) {
  return notifier.notify(tx, {
    kind: 'payment',
    customerId: entry.customerId,
    at: entry.at,
    key: `wallet-entry-${entry.transactionId}`,
    params: {
      orderId: entry.orderId,
      amount: Math.abs(entry.amount),
      applied: 0,
      due: 0,
      remainder: 0,
      reason: entry.reason ?? '',
      entry: entry.kind,
      balance: entry.balance,
      currency: entry.currencyId === 'JPY' ? 'JPY' : 'VND',
    },
  })
}

const KIND_OF_TYPE = new Map<number, LedgerKind>(
  (Object.keys(TYPE_OF) as LedgerKind[]).map((kind) => [transactionTypeId(TYPE_OF[kind]), kind]),
)
/** The order a staff entry names (a debit's 'order', a refund's 'credit_order', a deposit's 'order'). */
async function orderOfEntry(db: Database, transactionId: number): Promise<number | null> {
  const rows = await db.select().from(transactionReferences).where(eq(transactionReferences.transactionId, transactionId))
  const order = rows.find((row) => row.receiptableType === 'order' || row.receiptableType === 'credit_order')
  return order && /^\d+$/.test(order.receiptableId) ? Number(order.receiptableId) : null
}

/** Entries awaiting a second staff member's approval, oldest first. */
export async function listAwaitingApproval(db: Database): Promise<LedgerApproval[]> {
  const rows = await db
    .select({ entry: walletTransactions, userId: wallets.userId, currencyId: wallets.currencyId })
    .from(walletTransactions)
    .innerJoin(wallets, eq(wallets.id, walletTransactions.walletId))
    .where(eq(walletTransactions.status, 'awaiting_approval'))
    .orderBy(asc(walletTransactions.id))
  return Promise.all(
    rows.map(async ({ entry, userId, currencyId }) => ({
      id: entry.id,
      wallet_id: entry.walletId,
      customer_id: userId,
      customer_email: (await findUserById(db, userId))?.email ?? null,
      currency_id: currencyId as LedgerApproval['currency_id'],
      kind: KIND_OF_TYPE.get(entry.transactionTypeId) ?? 'deposit',
      amount: Math.abs(Number(entry.amount)),
      order_id: await orderOfEntry(db, entry.id),
      bank_reference: entry.bankReference,
      requested_by: entry.requestedBy?.email ?? entry.requestedBy?.uid ?? '',
      requested_at: Math.floor(entry.createdAt.getTime() / 1000),
    })),
  )
}

/**
 * A second staff member posts an entry that waited for approval: the bounds are checked again under
 * the wallet's lock (the wallet may have moved meanwhile), the entry moves awaiting_approval → posted
 * (once: a second approval finds it posted), audited with the balance before → after, and the
 * customer is told. The staff member who asked for it cannot approve it (403).
 */
export async function approveLedgerEntry(
  db: Database,
  actor: AuditActor,
  input: { transactionId: number; now: Date; notifier: Notifier },
): Promise<LedgerEntryResult> {
  const decided = await decide(db, actor, input.transactionId, async (tx, entry, wallet) => {
    const kind = KIND_OF_TYPE.get(entry.transactionTypeId)!
    const amount = Number(entry.amount)
    const orderId = await orderOfEntry(tx, entry.id)
    const { balance: before, available } = await walletSums(tx, wallet.id)
    await checkBounds(tx, { walletId: wallet.id, kind, amount: Math.abs(amount), orderId, currencyId: wallet.currencyId, available })
    await tx.update(walletTransactions).set({ status: 'posted' }).where(eq(walletTransactions.id, entry.id))
    await notifyEntry(tx, input.notifier, {
      customerId: wallet.userId,
      transactionId: entry.id,
      kind,
      amount,
      orderId,
      balance: before + amount,
      currencyId: wallet.currencyId,
      at: input.now,
    })
    return {
      action: 'wallet.approve' as const,
      before: { balance: before },
      after: { balance: before + amount, transaction_id: entry.id, status: 'posted', amount, order_id: orderId },
    }
  })
  return decided
}

/** Any staff member (the one who asked included) rejects an entry awaiting approval: it never posts; audited with the reason. */
export async function rejectLedgerEntry(
  db: Database,
  actor: AuditActor,
  input: { transactionId: number; body: LedgerRejectBody },
): Promise<LedgerEntryResult> {
  return decide(
    db,
    actor,
    input.transactionId,
    async (tx, entry, wallet) => {
      const { balance } = await walletSums(tx, wallet.id)
      await tx.update(walletTransactions).set({ status: 'rejected', note: input.body.reason }).where(eq(walletTransactions.id, entry.id))
      return {
        action: 'wallet.reject' as const,
        before: { balance },
        after: { balance, transaction_id: entry.id, status: 'rejected', amount: Number(entry.amount), reason: input.body.reason },
      }
    },
    { ownAllowed: true },
  )
}

type WalletRow = { id: number; userId: number; currencyId: string }
async function decide(
  db: Database,
  actor: AuditActor,
  transactionId: number,
  move: (
    tx: Database,
    entry: typeof walletTransactions.$inferSelect,
    wallet: WalletRow,
  ) => Promise<{ action: 'wallet.approve' | 'wallet.reject'; before: Record<string, unknown>; after: Record<string, unknown> }>,
  options: { ownAllowed?: boolean } = {},
): Promise<LedgerEntryResult> {
  const [target] = await db.select().from(walletTransactions).where(eq(walletTransactions.id, transactionId))
  if (!target) throw new AppError(404, 'notFound')
  const walletId = await auditedWrite(db, actor, async (tx) => {
    const [wallet] = await tx
      .select({ id: wallets.id, userId: wallets.userId, currencyId: wallets.currencyId })
      .from(wallets)
      .where(eq(wallets.id, target.walletId))
      .for('update')
    const [entry] = await tx.select().from(walletTransactions).where(eq(walletTransactions.id, target.id))
    if (entry.status !== 'awaiting_approval') throw new AppError(422, 'ledgerNotAwaitingApproval')
    if (!options.ownAllowed && entry.requestedBy?.uid === actor.uid) throw new AppError(403, 'ledgerApprovalSameStaff')
    const { action, before, after } = await move(tx, entry, wallet)
    return {
      result: wallet.id,
      audit: {
        action,
        subjectType: 'wallet' as const,
        subjectId: wallet.id,
        before,
        after: { ...after, customer_id: wallet.userId, currency_id: wallet.currencyId, requested_by: entry.requestedBy },
      },
    }
  })
  const [transaction, wallet] = await Promise.all([findTransaction(db, transactionId), findWallet(db, walletId)])
  const { user_id: _owner, ...shown } = wallet!
  return { transaction, wallet: shown }
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
    const { balance: before, available } = await walletSums(tx, wallet.id)
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
    await notifyEntry(tx, input.notifier, {
      customerId: wallet.userId,
      transactionId: reversal.id,
      kind: 'void',
      amount,
      orderId,
      balance: before + amount,
      currencyId: wallet.currencyId,
      at: input.now,
      reason: input.body.reason,
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
