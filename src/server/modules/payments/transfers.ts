import { and, count, desc, eq, type SQL } from 'drizzle-orm'
import type { AuditActor } from '@shared/contracts/admin/audit'
import type { AssignTransferBody, BankTransfer, BankTransferStatus, BankWebhookBody } from '@shared/contracts/payments'
import type { Paginated } from '@shared/http/list-query'
import { splitOverOrders, splitTransfer } from '@shared/orders'
import { transferTargetOf } from '@shared/payment/order-code-match'
import type { Database } from '@server/db/client'
import { withTransaction } from '@server/db/transaction'
import { AppError } from '@server/http/app-error'
import { paginated } from '@server/http/list-query'
import { auditedWrite, systemActor } from '@server/modules/audit'
import type { Notifier } from '@server/modules/notifications'
import {
  NOTHING_APPLIED,
  checkoutDues,
  lockCheckoutForPayment,
  lockOrderForPayment,
  markOrderPaid,
  positionOf,
  type PayableOrder,
} from '@server/modules/orders'
import { ordersAwaitingPrice } from '@server/modules/link-items'
import { findUserById } from '@server/modules/users'
import { postBankDeposit, walletOrderMoney } from '@server/modules/wallets'
import { bankTransfers } from './tables'

type TransferRow = typeof bankTransfers.$inferSelect

/** Who the bank feed's own writes are audited as. */
export const BANK_FEED_ACTOR = systemActor('bank-feed')

/** Account numbers as banks print them: spaces, dots and dashes are not part of the number. */
const accountKey = (account: string) => account.replace(/[\s.-]/g, '').toUpperCase()

export type BankFeedDeps = { notifier: Notifier; accountNumber: string }

/** A transfer as a source reports it: the bank feed (its id) or a statement imported by staff (the bank reference). */
export type IncomingTransfer = {
  provider: 'sepay' | 'statement'
  providerId: string
  gateway: string
  accountNumber: string
  transactionDate: string
  transferType: 'in' | 'out'
  amount: number
  content: string
  code: string | null
  referenceCode: string | null
  payload: unknown
}

const fromWebhook = (body: BankWebhookBody): IncomingTransfer => ({
  provider: 'sepay',
  providerId: String(body.id),
  gateway: body.gateway,
  accountNumber: body.accountNumber,
  transactionDate: body.transactionDate,
  transferType: body.transferType,
  amount: body.transferAmount,
  content: body.content,
  code: body.code ?? null,
  referenceCode: body.referenceCode?.trim() || null,
  payload: body,
})

/**
 * One delivery of the bank feed, in one transaction: the transfer is recorded once by the feed's id (a
 * retried or concurrent delivery of the same id finds it recorded and changes nothing); an incoming
 * transfer to the shop's account that names a known order is credited to its customer's wallet and
 * applied to the order up to what is due (Paid once the goods are covered); one naming no known order
 * waits for staff; anything else is kept as ignored.
 */
export async function receiveBankTransfer(
  db: Database,
  deps: BankFeedDeps,
  body: BankWebhookBody,
  at: Date,
): Promise<{ recorded: boolean }> {
  return withTransaction(db, async (tx) => ({
    recorded: (await recordTransfer(tx, deps, BANK_FEED_ACTOR, fromWebhook(body), at)) !== null,
  }))
}

/**
 * Records a transfer once per (provider, provider id) and matches it, inside the caller's transaction: the
 * one path of the bank feed and of an imported statement. Null when it was recorded before.
 */
export async function recordTransfer(
  tx: Database,
  deps: BankFeedDeps,
  actor: AuditActor,
  transfer: IncomingTransfer,
  at: Date,
): Promise<TransferRow | null> {
  const [row] = await tx
    .insert(bankTransfers)
    .values({ ...transfer, amount: transfer.amount, status: 'unmatched', receivedAt: at })
    .onConflictDoNothing()
    .returning()
  if (!row) return null
  if (transfer.transferType !== 'in') return ignore(tx, row.id, 'out', at)
  if (accountKey(transfer.accountNumber) !== accountKey(deps.accountNumber)) return ignore(tx, row.id, 'other_account', at)
  if (row.amount <= 0) return ignore(tx, row.id, 'out', at)
  const target = transferTargetOf({ content: transfer.content, code: transfer.code })
  if (target?.kind === 'checkout') {
    const checkout = await lockCheckoutForPayment(tx, target.id)
    if (!checkout) return row
    return applyCheckoutTransfer(tx, deps.notifier, actor, row, { checkoutId: target.id, ...checkout }, at)
  }
  const order = target === null ? null : await lockOrderForPayment(tx, target.id)
  if (!order) return row
  return applyTransfer(tx, deps.notifier, actor, row, { order, customerId: order.customer_id }, at)
}

/**
 * A transfer naming a checkout, inside the caller's transaction with its orders locked: credited once to
 * the customer's wallet, then split over the checkout's orders in order (oldest first), each taking up to
 * what it has due now (an order_payment entry naming it, as a single order's transfer); the rest stays in
 * the wallet. Each order whose goods are covered moves to Paid; the customer is told of each payment and
 * of what stayed in the wallet. A bank reference credited before credits nothing: the transfer is ignored.
 */
async function applyCheckoutTransfer(
  tx: Database,
  notifier: Notifier,
  actor: AuditActor,
  row: TransferRow,
  checkout: { checkoutId: number; customerId: number; orders: PayableOrder[] },
  at: Date,
): Promise<TransferRow> {
  const { checkoutId, customerId } = checkout
  const money = { applied: walletOrderMoney.applied, awaitingPrice: ordersAwaitingPrice }
  const dues = await checkoutDues(tx, money, checkout.orders)
  const split = splitOverOrders(
    row.amount,
    dues.map(({ order, due }) => ({ orderId: order.id, due })),
  )
  const posted = await postBankDeposit(tx, actor, {
    customerId,
    amount: row.amount,
    bankReference: bankReferenceOf(row),
    orderId: null,
    applied: 0,
    checkout: { id: checkoutId, payments: split.allocations },
    at,
  })
  if (!posted) {
    const [ignored] = await tx
      .update(bankTransfers)
      .set({ status: 'ignored', reason: 'reference_recorded', customerId, checkoutId, resolvedAt: at })
      .where(eq(bankTransfers.id, row.id))
      .returning()
    return ignored
  }
  for (const allocation of split.allocations) {
    const { order, applied } = dues.find((entry) => entry.order.id === allocation.orderId)!
    const after = positionOf(order, { ...applied, payments: applied.payments + allocation.amount })
    await notifier.notify(tx, {
      kind: 'payment',
      customerId,
      at,
      key: `bank-transfer-${row.id}-order-${order.id}`,
      params: { orderId: order.id, amount: allocation.amount, applied: allocation.amount, due: after.amount_due, remainder: 0 },
    })
    if (after.goods_covered)
      await markOrderPaid(
        tx,
        actor,
        notifier,
        order,
        { by: 'bank_transfer', bank_transfer_id: row.id, checkout_id: checkoutId, amount_paid: after.amount_paid },
        at,
      )
  }
  if (split.remainder > 0)
    await notifier.notify(tx, {
      kind: 'payment',
      customerId,
      at,
      key: `bank-transfer-${row.id}`,
      params: { orderId: null, amount: split.remainder, applied: 0, due: 0, remainder: split.remainder },
    })
  const [updated] = await tx
    .update(bankTransfers)
    .set({
      status: 'applied',
      customerId,
      checkoutId,
      allocations: split.allocations.map(({ orderId, amount }) => ({ order_id: orderId, amount })),
      appliedAmount: split.applied,
      resolvedAt: at,
    })
    .where(eq(bankTransfers.id, row.id))
    .returning()
  return updated
}

async function ignore(tx: Database, id: number, reason: string, at: Date): Promise<TransferRow> {
  const [row] = await tx
    .update(bankTransfers)
    .set({ status: 'ignored', reason, resolvedAt: at })
    .where(eq(bankTransfers.id, id))
    .returning()
  return row
}

/** The bank reference a deposit is recorded under: the bank's, else the feed's id. */
const bankReferenceOf = (row: TransferRow) => row.referenceCode ?? `${row.provider}:${row.providerId}`

/**
 * Credits a transfer to a customer's wallet and applies up to what the order owes now (the same path
 * for the feed and for staff assigning a queued transfer), inside the caller's transaction with the
 * order locked. The order moves to Paid once its goods are covered; the customer is told what the
 * money did. A bank reference credited before (typed by staff) credits nothing: the transfer is ignored.
 */
async function applyTransfer(
  tx: Database,
  notifier: Notifier,
  actor: AuditActor,
  row: TransferRow,
  target: { order: PayableOrder | null; customerId: number },
  at: Date,
): Promise<TransferRow> {
  const { order, customerId } = target
  const applied = order ? ((await walletOrderMoney.applied(tx, [order.id])).get(order.id) ?? NOTHING_APPLIED) : NOTHING_APPLIED
  // A buy-by-link price still unconfirmed: the money is credited to the wallet, none applied to the order.
  const gated = order ? (await ordersAwaitingPrice(tx, [order.id])).has(order.id) : false
  const due = order && !gated ? positionOf(order, applied).amount_due : 0
  const split = splitTransfer(row.amount, due)
  const posted = await postBankDeposit(tx, actor, {
    customerId,
    amount: row.amount,
    bankReference: bankReferenceOf(row),
    orderId: order?.id ?? null,
    applied: split.applied,
    at,
  })
  if (!posted) {
    const [ignored] = await tx
      .update(bankTransfers)
      .set({ status: 'ignored', reason: 'reference_recorded', customerId, orderId: order?.id ?? null, resolvedAt: at })
      .where(eq(bankTransfers.id, row.id))
      .returning()
    return ignored
  }
  let dueAfter = 0
  if (order) {
    const after = positionOf(order, { ...applied, payments: applied.payments + split.applied })
    dueAfter = after.amount_due
    if (after.goods_covered && split.applied > 0)
      await markOrderPaid(tx, actor, notifier, order, { by: 'bank_transfer', bank_transfer_id: row.id, amount_paid: after.amount_paid }, at)
  }
  const [updated] = await tx
    .update(bankTransfers)
    .set({
      status: 'applied',
      reason: gated ? 'price_pending' : null,
      customerId,
      orderId: order?.id ?? null,
      appliedAmount: split.applied,
      resolvedAt: at,
    })
    .where(eq(bankTransfers.id, row.id))
    .returning()
  if (gated && order)
    await notifier.notify(tx, {
      kind: 'payment',
      customerId,
      at,
      key: `bank-transfer-${row.id}`,
      params: { orderId: order.id, amount: row.amount, applied: 0, due: 0, remainder: row.amount, about: 'price_pending' },
    })
  else
    await notifier.notify(tx, {
      kind: 'payment',
      customerId,
      at,
      key: `bank-transfer-${row.id}`,
      params: { orderId: order?.id ?? null, amount: row.amount, applied: split.applied, due: dueAfter, remainder: split.remainder },
    })
  return updated
}

async function lockQueued(tx: Database, id: number): Promise<TransferRow> {
  const [row] = await tx.select().from(bankTransfers).where(eq(bankTransfers.id, id)).for('update')
  if (!row) throw new AppError(404, 'bankTransferNotFound')
  if (row.status !== 'unmatched') throw new AppError(409, 'bankTransferResolved', { status: row.status })
  return row
}

/** Staff give a queued transfer its order (credited to that order's customer and applied) or its customer (wallet only); audited. */
export async function assignTransfer(
  db: Database,
  actor: AuditActor,
  notifier: Notifier,
  id: number,
  body: AssignTransferBody,
  at: Date,
): Promise<BankTransfer> {
  return auditedWrite(db, actor, async (tx) => {
    const row = await lockQueued(tx, id)
    let order: PayableOrder | null = null
    let customerId: number
    if (body.order_id !== undefined) {
      order = await lockOrderForPayment(tx, body.order_id)
      if (!order) throw new AppError(422, 'orderNotFound', {}, { order_id: ['orderNotFound'] })
      customerId = order.customer_id
    } else {
      const customer = await findUserById(tx, body.customer_id!)
      if (!customer) throw new AppError(422, 'customerNotFound', {}, { customer_id: ['customerNotFound'] })
      customerId = customer.id
    }
    const updated = await applyTransfer(tx, notifier, actor, row, { order, customerId }, at)
    if (updated.status !== 'applied')
      throw new AppError(409, 'transferReferenceRecorded', {}, { reference_code: ['transferReferenceRecorded'] })
    return {
      result: toTransfer(updated),
      audit: {
        action: 'bank_transfer.assign',
        subjectType: 'bank_transfer',
        subjectId: id,
        before: { status: row.status, order_id: null, customer_id: null },
        after: {
          status: updated.status,
          order_id: updated.orderId,
          customer_id: customerId,
          amount: updated.amount,
          applied_amount: updated.appliedAmount,
        },
      },
    }
  })
}

/** Staff sent a queued transfer's money back to the payer (outside the app): it leaves the queue, with their note; audited. */
export async function returnTransfer(db: Database, actor: AuditActor, id: number, note: string, at: Date): Promise<BankTransfer> {
  return auditedWrite(db, actor, async (tx) => {
    const row = await lockQueued(tx, id)
    const [updated] = await tx
      .update(bankTransfers)
      .set({ status: 'returned', note, resolvedAt: at })
      .where(eq(bankTransfers.id, id))
      .returning()
    return {
      result: toTransfer(updated),
      audit: {
        action: 'bank_transfer.return',
        subjectType: 'bank_transfer',
        subjectId: id,
        before: { status: row.status },
        after: { status: 'returned', note, amount: row.amount },
      },
    }
  })
}

export async function listTransfers(
  db: Database,
  query: { status?: string; page: number; perPage: number },
): Promise<Paginated<BankTransfer>> {
  const conditions: SQL[] = []
  if (query.status) conditions.push(eq(bankTransfers.status, query.status))
  const where = and(...conditions)
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(bankTransfers)
      .where(where)
      .orderBy(desc(bankTransfers.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ total: count() }).from(bankTransfers).where(where),
  ])
  return paginated(rows.map(toTransfer), total, query.page, query.perPage)
}

function toTransfer(row: TransferRow): BankTransfer {
  return {
    id: row.id,
    provider_id: row.providerId,
    gateway: row.gateway,
    account_number: row.accountNumber,
    transaction_date: row.transactionDate,
    content: row.content,
    reference_code: row.referenceCode,
    transfer_type: row.transferType as 'in' | 'out',
    amount: row.amount,
    status: row.status as BankTransferStatus,
    reason: row.reason,
    order_id: row.orderId,
    checkout_id: row.checkoutId,
    allocations: row.allocations,
    customer_id: row.customerId,
    applied_amount: row.appliedAmount,
    note: row.note,
    received_at: Math.floor(row.receivedAt.getTime() / 1000),
  }
}
