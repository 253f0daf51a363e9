import { and, eq, inArray, sql } from 'drizzle-orm'
import type { AuditActor } from '@shared/contracts/admin/audit'
import type { Database } from '@server/db/client'
import { recordAudit } from '@server/modules/audit'
import type { AppliedMoney, OrderMoney } from '@server/modules/orders'
import { transactionReferences, walletTransactions, wallets } from './tables'
import { ensureTransactionTypes, transactionTypeId } from './transaction-types'

/**
 * Money applied to orders, as the ledger links it (ledger.ts): an order_payment entry names its order
 * with the reference kind 'order', a refund with 'credit_order'. Only posted entries of dong wallets
 * count (a pending hold is not money applied). One grouped query for any page of orders.
 */
export const walletOrderMoney: OrderMoney = async (db, orderIds) => {
  const applied = new Map<number, AppliedMoney>()
  if (orderIds.length === 0) return applied
  const payment = transactionTypeId('order_payment')
  const refund = transactionTypeId('refund')
  const rows = await db
    .select({
      orderId: transactionReferences.receiptableId,
      payments: sql<number>`coalesce(-sum(${walletTransactions.amount}) filter (where ${walletTransactions.transactionTypeId} = ${payment} and ${transactionReferences.receiptableType} = 'order'), 0)::float8`,
      refunds: sql<number>`coalesce(sum(${walletTransactions.amount}) filter (where ${walletTransactions.transactionTypeId} = ${refund} and ${transactionReferences.receiptableType} = 'credit_order'), 0)::float8`,
    })
    .from(transactionReferences)
    .innerJoin(walletTransactions, eq(walletTransactions.id, transactionReferences.transactionId))
    .innerJoin(wallets, eq(wallets.id, walletTransactions.walletId))
    .where(
      and(
        inArray(transactionReferences.receiptableId, orderIds.map(String)),
        inArray(transactionReferences.receiptableType, ['order', 'credit_order']),
        eq(walletTransactions.status, 'posted'),
        eq(wallets.currencyId, 'VND'),
      ),
    )
    .groupBy(transactionReferences.receiptableId)
  for (const row of rows) applied.set(Number(row.orderId), { payments: Number(row.payments), refunds: Number(row.refunds) })
  return applied
}

export type BankDeposit = {
  customerId: number
  /** Whole dong received. */
  amount: number
  /** The bank's reference of the transfer: a deposit names it once, ever. */
  bankReference: string
  /** The order the transfer named, if any. */
  orderId: number | null
  /** How much of it to apply to that order now (an order_payment entry naming it); 0 for none. */
  applied: number
  at: Date
}

/**
 * A bank transfer received into a customer's dong wallet, inside the caller's transaction: the deposit
 * (with its bank reference) and, when some of it pays an order, the order_payment entry naming the order.
 * The wallet's row is locked, as for every ledger write; both are audited as the given actor. Null when
 * the bank reference was recorded before (nothing is written twice).
 */
export async function postBankDeposit(
  tx: Database,
  actor: AuditActor,
  deposit: BankDeposit,
): Promise<{ depositId: number; paymentId: number | null; balance: number } | null> {
  await ensureTransactionTypes(tx)
  await tx.insert(wallets).values({ userId: deposit.customerId, currencyId: 'VND' }).onConflictDoNothing()
  const [wallet] = await tx
    .select({ id: wallets.id })
    .from(wallets)
    .where(and(eq(wallets.userId, deposit.customerId), eq(wallets.currencyId, 'VND')))
    .for('update')
  const [credited] = await tx
    .insert(walletTransactions)
    .values({
      walletId: wallet.id,
      transactionTypeId: transactionTypeId('deposit'),
      amount: deposit.amount,
      status: 'posted',
      voucherDate: deposit.at,
      bankReference: deposit.bankReference,
    })
    .onConflictDoNothing()
    .returning({ id: walletTransactions.id })
  if (!credited) return null
  const references = [{ transactionId: credited.id, receiptableType: 'bank_transfer', receiptableId: deposit.bankReference }]
  if (deposit.orderId !== null)
    references.push({ transactionId: credited.id, receiptableType: 'order', receiptableId: String(deposit.orderId) })
  await tx.insert(transactionReferences).values(references)
  const before = await balanceOf(tx, wallet.id)
  const audit = (action: 'wallet.deposit' | 'wallet.debit', amount: number, transactionId: number, from: number) =>
    recordAudit(tx, actor, {
      action,
      subjectType: 'wallet',
      subjectId: wallet.id,
      before: { balance: from },
      after: {
        balance: from + amount,
        transaction_id: transactionId,
        customer_id: deposit.customerId,
        currency_id: 'VND',
        amount,
        bank_reference: action === 'wallet.deposit' ? deposit.bankReference : null,
        order_id: deposit.orderId,
      },
    })
  await audit('wallet.deposit', deposit.amount, credited.id, before - deposit.amount)
  let paymentId: number | null = null
  if (deposit.applied > 0 && deposit.orderId !== null) {
    const [paid] = await tx
      .insert(walletTransactions)
      .values({
        walletId: wallet.id,
        transactionTypeId: transactionTypeId('order_payment'),
        amount: -deposit.applied,
        status: 'posted',
        voucherDate: deposit.at,
      })
      .returning({ id: walletTransactions.id })
    paymentId = paid.id
    await tx
      .insert(transactionReferences)
      .values({ transactionId: paid.id, receiptableType: 'order', receiptableId: String(deposit.orderId) })
    await audit('wallet.debit', -deposit.applied, paid.id, before)
  }
  return { depositId: credited.id, paymentId, balance: before - deposit.applied }
}

async function balanceOf(db: Database, walletId: number): Promise<number> {
  const [{ balance }] = await db
    .select({
      balance: sql<number>`coalesce(sum(${walletTransactions.amount}) filter (where ${walletTransactions.status} = 'posted'), 0)::float8`,
    })
    .from(walletTransactions)
    .where(eq(walletTransactions.walletId, walletId))
  return Number(balance)
}
