import { and, asc, eq } from 'drizzle-orm'
import type { AuditActor } from '@shared/contracts/admin/audit'
import { checkoutCode, type CheckoutPayment, type CheckoutWalletPayment } from '@shared/contracts/checkout'
import { orderCode } from '@shared/contracts/order'
import { canPayOrder, isVoidedOrderStatus } from '@shared/orders'
import type { Database } from '@server/db/client'
import { withTransaction } from '@server/db/transaction'
import { AppError } from '@server/http/app-error'
import type { Notifier } from '@server/modules/notifications'
import { NOTHING_APPLIED, positionOf, type AppliedMoney, type OrderMoney } from './order-money'
import { markOrderPaid, type PayableOrder, payableOf } from './order-payment'
import { checkouts, orders } from './tables'

type OrderRow = typeof orders.$inferSelect

/** A checkout's orders, oldest first (the order they are paid in); locked for a payment when `lock`. */
async function ordersOfCheckout(db: Database, checkoutId: number, lock: boolean): Promise<OrderRow[]> {
  const query = db.select().from(orders).where(eq(orders.checkoutId, checkoutId)).orderBy(asc(orders.id))
  return lock ? query.for('update') : query
}

/** An order of a checkout and what it has due now (0 when it takes no money now: voided, price pending). */
export type CheckoutDue = { order: PayableOrder; applied: AppliedMoney; due: number; pricePending: boolean }

/** What each order has due now, in the checkout's order: the rule the transfer and the wallet payment share. */
export async function checkoutDues(
  db: Database,
  money: Pick<OrderMoney, 'applied' | 'awaitingPrice'>,
  list: readonly PayableOrder[],
): Promise<CheckoutDue[]> {
  const ids = list.map((order) => order.id)
  const [applied, pending] = await Promise.all([money.applied(db, ids), money.awaitingPrice(db, ids)])
  return list.map((order) => {
    const money = applied.get(order.id) ?? NOTHING_APPLIED
    const pricePending = pending.has(order.id)
    const due = pricePending || isVoidedOrderStatus(order.status_id) ? 0 : positionOf(order, money).amount_due
    return { order, applied: money, due, pricePending }
  })
}

/**
 * The checkout's orders locked for a payment inside the caller's transaction (the bank feed's), with
 * their customer; null when there is no such checkout (or it has no order).
 */
export async function lockCheckoutForPayment(
  tx: Database,
  checkoutId: number,
): Promise<{ customerId: number; orders: PayableOrder[] } | null> {
  const rows = await ordersOfCheckout(tx, checkoutId, true)
  if (rows.length === 0) return null
  return { customerId: rows[0].customerId, orders: rows.map(payableOf) }
}

async function ownCheckout(db: Database, customerId: number, checkoutId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: checkouts.id })
    .from(checkouts)
    .where(and(eq(checkouts.id, checkoutId), eq(checkouts.customerId, customerId)))
  return row !== undefined
}

/** The customer's checkout as its payment screen shows it; 404 when it is not theirs. */
export async function checkoutPayment(db: Database, money: OrderMoney, customerId: number, checkoutId: number): Promise<CheckoutPayment> {
  if (!(await ownCheckout(db, customerId, checkoutId))) throw new AppError(404, 'checkoutNotFound')
  const rows = await ordersOfCheckout(db, checkoutId, false)
  const dues = await checkoutDues(db, money, rows.map(payableOf))
  const list = rows.map((row, index) => {
    const { due, pricePending } = dues[index]
    const needsAddress = row.addressId === null
    const payable = canPayOrder({ amount_due: due, price_pending: pricePending, needs_address: needsAddress }, row.statusId)
    return {
      id: row.id,
      code: orderCode(row.id),
      shop_id: row.shopId,
      status_id: row.statusId,
      amount_due: payable ? due : 0,
      price_pending: pricePending,
      needs_address: needsAddress,
    }
  })
  return {
    id: checkoutId,
    code: checkoutCode(checkoutId),
    orders: list,
    total_due: list.reduce((sum, order) => sum + order.amount_due, 0),
    wallet_available: await money.available(db, customerId),
  }
}

/**
 * The customer pays their checkout from their dong wallet, in one transaction: each order in turn (oldest
 * first) takes up to what it has due from what the wallet has available (an order_payment entry naming
 * it), until the wallet runs out; an order whose goods are then covered moves to Paid. The customer is
 * told of each payment. 409 when nothing is due, 422 when the wallet has nothing available.
 */
export async function payCheckoutFromWallet(
  db: Database,
  deps: { money: OrderMoney; notifier: Notifier },
  actor: AuditActor,
  customerId: number,
  checkoutId: number,
  at: Date,
): Promise<CheckoutWalletPayment> {
  const { money, notifier } = deps
  return withTransaction(db, async (tx) => {
    if (!(await ownCheckout(tx, customerId, checkoutId))) throw new AppError(404, 'checkoutNotFound')
    const rows = await ordersOfCheckout(tx, checkoutId, true)
    const dues = (await checkoutDues(tx, money, rows.map(payableOf))).filter(
      (entry, index) => entry.due > 0 && rows[index].addressId !== null,
    )
    if (dues.length === 0) throw new AppError(409, 'checkoutNothingDue')
    const paid: CheckoutWalletPayment['paid'] = []
    for (const { order, applied, due } of dues) {
      const amount = await money.payFromWallet(tx, actor, { customerId, orderId: order.id, upTo: due, at })
      if (amount === 0) break
      paid.push({ order_id: order.id, amount })
      const after = positionOf(order, { ...applied, payments: applied.payments + amount })
      await notifier.notify(tx, {
        kind: 'payment',
        customerId,
        at,
        params: { orderId: order.id, amount, applied: amount, due: after.amount_due, remainder: 0 },
      })
      if (after.goods_covered)
        await markOrderPaid(tx, actor, notifier, order, { by: 'wallet', checkout_id: checkoutId, amount_paid: after.amount_paid }, at)
      if (amount < due) break
    }
    if (paid.length === 0) throw new AppError(422, 'checkoutWalletEmpty')
    return {
      paid,
      total_paid: paid.reduce((sum, entry) => sum + entry.amount, 0),
      payment: await checkoutPayment(tx, money, customerId, checkoutId),
    }
  })
}
