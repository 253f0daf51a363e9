import { eq } from 'drizzle-orm'
import type { AuditActor } from '@shared/contracts/admin/audit'
import type { Order } from '@shared/contracts/order'
import { ORDER_STATUS } from '@shared/orders/statuses'
import { orderStatusName } from '@shared/orders/state-machine'
import type { Database } from '@server/db/client'
import { recordAudit } from '@server/modules/audit'
import type { Notifier } from '@server/modules/notifications'
import { firstItemImage } from './order-images'
import { orders } from './tables'

export type PayableOrder = Pick<
  Order,
  | 'id'
  | 'status_id'
  | 'purchase_cost'
  | 'service_fee'
  | 'service_fee_currency_id'
  | 'payment_rate'
  | 'estimated_freight_charge'
  | 'freight_actual'
> & { customer_id: number }

/**
 * An order locked for a payment inside the caller's transaction (two transfers for one order apply one
 * after the other, each against what the other left due), or null when there is none with that id.
 */
export async function lockOrderForPayment(tx: Database, orderId: number): Promise<PayableOrder | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
  return row ? payableOf(row) : null
}

/** An order's row as a payment reads it. */
export function payableOf(row: typeof orders.$inferSelect): PayableOrder {
  return {
    id: row.id,
    customer_id: row.customerId,
    status_id: row.statusId,
    purchase_cost: row.purchaseCost,
    service_fee: row.serviceFee,
    service_fee_currency_id: row.serviceFeeCurrencyId as 'JPY' | 'VND',
    payment_rate: Number(row.paymentRate),
    estimated_freight_charge: row.estimatedFreightCharge,
    freight_actual: row.freightActual,
  }
}

/** Statuses an order is paid from: new (not yet confirmed) or pending (waiting for the payment). */
const AWAITING_PAYMENT: readonly number[] = [ORDER_STATUS.Newish, ORDER_STATUS.Pending]

/**
 * Moves an order whose goods are covered by money applied to it to Paid, inside the caller's transaction
 * (the order locked by lockOrderForPayment): audited as the given actor (the system for the bank feed),
 * the customer told as for any move. False when the order is past waiting for payment.
 */
export async function markOrderPaid(
  tx: Database,
  actor: AuditActor,
  notifier: Notifier,
  order: PayableOrder,
  reason: Record<string, unknown>,
  at: Date,
): Promise<boolean> {
  if (!AWAITING_PAYMENT.includes(order.status_id)) return false
  await tx.update(orders).set({ statusId: ORDER_STATUS.Paid, updatedAt: at }).where(eq(orders.id, order.id))
  await recordAudit(tx, actor, {
    action: 'order.transition',
    subjectType: 'order',
    subjectId: order.id,
    before: { status_id: order.status_id, status: orderStatusName(order.status_id) },
    after: { status_id: ORDER_STATUS.Paid, status: 'Paid', ...reason },
  })
  const imageUrl = await firstItemImage(tx, order.id)
  await notifier.notify(tx, {
    kind: 'order_status',
    customerId: order.customer_id,
    at,
    params: { orderId: order.id, statusId: ORDER_STATUS.Paid, imageUrl },
  })
  return true
}
