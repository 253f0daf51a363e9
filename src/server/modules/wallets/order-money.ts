import { and, eq, inArray, sql } from 'drizzle-orm'
import type { AuditActor } from '@shared/contracts/admin/audit'
import type { Database } from '@server/db/client'
import { recordAudit } from '@server/modules/audit'
import type { AppliedMoney, OrderMoney, OrderRefund } from '@server/modules/orders'
import { orders } from '@server/modules/orders/tables'
import { transactionReferences, walletTransactions, wallets } from './tables'
import { walletSums } from './sums'
import { ensureTransactionTypes, transactionTypeId } from './transaction-types'

/**
 * Money applied to orders, as the ledger links it (ledger.ts): an order_payment entry names its order
 * with the reference kind 'order', a refund with 'credit_order'. Only posted entries of dong wallets
 * count (a pending hold is not money applied), and only in the order's customer's own wallet. One grouped query
 * for any page of orders.
 */
const appliedToOrders: OrderMoney['applied'] = async (db, orderIds) => {
  const applied = new Map<number, AppliedMoney>()
  if (orderIds.length === 0) return applied
  // The goods are paid by order_payment entries, the actual freight by the shipping_fee entry of → Debited.
  const payments = [transactionTypeId('order_payment'), transactionTypeId('shipping_fee')]
  const refund = transactionTypeId('refund')
  const rows = await db
    .select({
      orderId: transactionReferences.receiptableId,
      payments: sql<number>`coalesce(-sum(${walletTransactions.amount}) filter (where ${inArray(walletTransactions.transactionTypeId, payments)} and ${transactionReferences.receiptableType} = 'order'), 0)::float8`,
      refunds: sql<number>`coalesce(sum(${walletTransactions.amount}) filter (where ${walletTransactions.transactionTypeId} = ${refund} and ${transactionReferences.receiptableType} = 'credit_order'), 0)::float8`,
    })
    .from(transactionReferences)
    .innerJoin(walletTransactions, eq(walletTransactions.id, transactionReferences.transactionId))
    .innerJoin(wallets, eq(wallets.id, walletTransactions.walletId))
    // Only the order's own customer's wallet pays it (an entry elsewhere naming the id is not its money).
    .innerJoin(orders, and(eq(sql`${orders.id}::text`, transactionReferences.receiptableId), eq(orders.customerId, wallets.userId)))
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

/** Money applied to an order goes back to its customer's dong wallet: a refund entry naming it (credit_order), audited. */
async function refundToWallet(tx: Database, actor: AuditActor, refund: OrderRefund): Promise<void> {
  const walletId = await lockedDongWallet(tx, refund.customerId)
  const before = await balanceOf(tx, walletId)
  const [entry] = await tx
    .insert(walletTransactions)
    .values({ walletId, transactionTypeId: transactionTypeId('refund'), amount: refund.amount, status: 'posted', voucherDate: refund.at })
    .returning({ id: walletTransactions.id })
  await tx
    .insert(transactionReferences)
    .values({ transactionId: entry.id, receiptableType: 'credit_order', receiptableId: String(refund.orderId) })
  await recordAudit(tx, actor, {
    action: 'wallet.refund',
    subjectType: 'wallet',
    subjectId: walletId,
    before: { balance: before },
    after: {
      balance: before + refund.amount,
      transaction_id: entry.id,
      customer_id: refund.customerId,
      currency_id: 'VND',
      amount: refund.amount,
      order_id: refund.orderId,
      reason: refund.reason,
    },
  })
}

/** Pays an order from what the customer's dong wallet has available (posted balance less pending debits), up to `upTo`. */
const payFromWallet: OrderMoney['payFromWallet'] = async (tx, actor, { customerId, orderId, upTo, at }) => {
  const walletId = await lockedDongWallet(tx, customerId)
  const { balance, available } = await walletSums(tx, walletId)
  const amount = Math.max(Math.min(Number(available), upTo), 0)
  if (amount === 0) return 0
  const [entry] = await tx
    .insert(walletTransactions)
    .values({ walletId, transactionTypeId: transactionTypeId('order_payment'), amount: -amount, status: 'posted', voucherDate: at })
    .returning({ id: walletTransactions.id })
  await tx.insert(transactionReferences).values({ transactionId: entry.id, receiptableType: 'order', receiptableId: String(orderId) })
  await recordAudit(tx, actor, {
    action: 'wallet.debit',
    subjectType: 'wallet',
    subjectId: walletId,
    before: { balance: Number(balance) },
    after: {
      balance: Number(balance) - amount,
      transaction_id: entry.id,
      customer_id: customerId,
      currency_id: 'VND',
      amount: -amount,
      order_id: orderId,
    },
  })
  return amount
}

/** What the customer's dong wallet has available now (the sums' one rule; 0 without a wallet). */
const availableInWallet: OrderMoney['available'] = async (db, customerId) => {
  const [wallet] = await db
    .select({ id: wallets.id })
    .from(wallets)
    .where(and(eq(wallets.userId, customerId), eq(wallets.currencyId, 'VND')))
  return wallet ? Math.max((await walletSums(db, wallet.id)).available, 0) : 0
}

/**
 * → Debited: the order's actual freight leaves the customer's dong wallet as a shipping_fee entry naming
 * the order (audited as wallet.debit), exactly the amount, or nothing with the amount missing when what
 * the wallet has available (posted balance less pending debits) cannot cover it.
 */
const debitFreight: OrderMoney['debitFreight'] = async (tx, actor, { customerId, orderId, amount, at }) => {
  const walletId = await lockedDongWallet(tx, customerId)
  const { balance, available } = await walletSums(tx, walletId)
  if (Number(available) < amount) return { missing: amount - Math.max(Number(available), 0) }
  const [entry] = await tx
    .insert(walletTransactions)
    .values({ walletId, transactionTypeId: transactionTypeId('shipping_fee'), amount: -amount, status: 'posted', voucherDate: at })
    .returning({ id: walletTransactions.id })
  await tx.insert(transactionReferences).values({ transactionId: entry.id, receiptableType: 'order', receiptableId: String(orderId) })
  const after = Number(balance) - amount
  await recordAudit(tx, actor, {
    action: 'wallet.debit',
    subjectType: 'wallet',
    subjectId: walletId,
    before: { balance: Number(balance) },
    after: {
      balance: after,
      transaction_id: entry.id,
      customer_id: customerId,
      currency_id: 'VND',
      amount: -amount,
      order_id: orderId,
      freight: true,
    },
  })
  return { transactionId: entry.id, balance: after }
}

/** The wallets' answer to the orders' port (whether a price awaits confirmation is the link items' answer). */
export const walletOrderMoney: Omit<OrderMoney, 'awaitingPrice'> = {
  applied: appliedToOrders,
  refund: refundToWallet,
  payFromWallet,
  debitFreight,
  available: availableInWallet,
}

/** The customer's dong wallet (opened if need be), its row locked for the caller's write. */
async function lockedDongWallet(tx: Database, customerId: number): Promise<number> {
  await ensureTransactionTypes(tx)
  await tx.insert(wallets).values({ userId: customerId, currencyId: 'VND' }).onConflictDoNothing()
  const [wallet] = await tx
    .select({ id: wallets.id })
    .from(wallets)
    .where(and(eq(wallets.userId, customerId), eq(wallets.currencyId, 'VND')))
    .for('update')
  return wallet.id
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
  /** A checkout's transfer: the checkout it named and what it pays of each of its orders, in order (orderId then null). */
  checkout?: { id: number; payments: readonly { orderId: number; amount: number }[] }
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
  if (deposit.checkout)
    references.push({ transactionId: credited.id, receiptableType: 'checkout', receiptableId: String(deposit.checkout.id) })
  await tx.insert(transactionReferences).values(references)
  const before = await balanceOf(tx, wallet.id)
  const audit = (
    action: 'wallet.deposit' | 'wallet.debit',
    amount: number,
    transactionId: number,
    from: number,
    orderId: number | null = deposit.orderId,
  ) =>
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
        order_id: orderId,
        ...(deposit.checkout ? { checkout_id: deposit.checkout.id } : {}),
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
  let balance = before - (deposit.orderId !== null ? Math.max(deposit.applied, 0) : 0)
  for (const payment of deposit.checkout?.payments ?? []) {
    if (payment.amount <= 0) continue
    const [paid] = await tx
      .insert(walletTransactions)
      .values({
        walletId: wallet.id,
        transactionTypeId: transactionTypeId('order_payment'),
        amount: -payment.amount,
        status: 'posted',
        voucherDate: deposit.at,
      })
      .returning({ id: walletTransactions.id })
    await tx
      .insert(transactionReferences)
      .values({ transactionId: paid.id, receiptableType: 'order', receiptableId: String(payment.orderId) })
    await audit('wallet.debit', -payment.amount, paid.id, balance, payment.orderId)
    balance -= payment.amount
  }
  return { depositId: credited.id, paymentId, balance }
}

async function balanceOf(db: Database, walletId: number): Promise<number> {
  return (await walletSums(db, walletId)).balance
}
