import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import { orderMoneyPosition, type MoneyPosition } from '@shared/orders'
import type { Order } from '@shared/contracts/order'
import type { AuditActor } from '@shared/contracts/admin/audit'
import type { Database } from '@server/db/client'
import { auditEntries } from '@server/modules/audit/tables'

/** What the wallet ledger holds for an order: its posted payments and refunds (positive VND). */
export type AppliedMoney = { payments: number; refunds: number }
export const NOTHING_APPLIED: AppliedMoney = { payments: 0, refunds: 0 }

/** A refund of money applied to an order back to its customer's wallet, inside the caller's transaction. */
export type OrderRefund = { customerId: number; orderId: number; amount: number; reason: string; at: Date }

/**
 * The port through which orders reach the money applied to them (the wallets module answers it; orders
 * never import wallets: wallets name orders). `applied` reads a page of orders in one grouped query;
 * `refund` and `payFromWallet` write an entry naming the order (audited as the actor) in the caller's transaction.
 */
export type OrderMoney = {
  applied: (db: Database, orderIds: readonly number[]) => Promise<Map<number, AppliedMoney>>
  refund: (tx: Database, actor: AuditActor, refund: OrderRefund) => Promise<void>
  /** Applies up to `upTo` from what the customer's dong wallet has available (an order_payment naming the order); the amount applied. */
  payFromWallet: (
    tx: Database,
    actor: AuditActor,
    payment: { customerId: number; orderId: number; upTo: number; at: Date },
  ) => Promise<number>
  /**
   * The orders among these holding a buy-by-link line whose price staff have not confirmed (the
   * link-items module answers it): no payment is offered and no money is applied to them until then.
   */
  awaitingPrice: (db: Database, orderIds: readonly number[]) => Promise<Set<number>>
  /**
   * Debits the order's actual freight from the customer's dong wallet (a shipping_fee entry naming the
   * order): exactly `amount`, or nothing when the wallet's available amount cannot cover it (the amount missing).
   */
  debitFreight: (
    tx: Database,
    actor: AuditActor,
    debit: { customerId: number; orderId: number; amount: number; at: Date },
  ) => Promise<{ transactionId: number; balance: number } | { missing: number }>
  /** What the customer's dong wallet has available now (posted balance less pending debits). */
  available: (db: Database, customerId: number) => Promise<number>
}

type PricedOrder = Pick<
  Order,
  'status_id' | 'purchase_cost' | 'service_fee' | 'service_fee_currency_id' | 'payment_rate' | 'estimated_freight_charge'
>

/** An order's position from its charges, its actual freight (once its boxes are weighed) and the money applied to it. */
export function positionOf(
  order: PricedOrder & { freight_actual?: number | null },
  applied: AppliedMoney,
  freightActual: number | null = order.freight_actual ?? null,
): MoneyPosition {
  return orderMoneyPosition({ ...order, freight_actual: freightActual, ...applied })
}

/** Writes the position's numbers on a page of orders, read in one query. */
export async function withMoneyPositions(db: Database, list: Order[], money: OrderMoney): Promise<Order[]> {
  if (list.length === 0) return list
  const applied = await money.applied(
    db,
    list.map((order) => order.id),
  )
  for (const order of list) {
    const position = positionOf(order, applied.get(order.id) ?? NOTHING_APPLIED, order.freight_actual)
    order.amount_paid = position.amount_paid
    order.amount_due = position.amount_due
    order.amount_refunded = position.amount_refunded
    order.freight_actual = position.freight_actual
  }
  const ids = list.map((order) => order.id)
  const [pending, overrides] = await Promise.all([money.awaitingPrice(db, ids), paidOverrideReasons(db, ids)])
  for (const order of list) {
    order.price_pending = pending.has(order.id)
    order.paid_override_reason = overrides.get(order.id) ?? null
  }
  return list
}

/**
 * Why staff set Paid without the goods covered, as the move's audit entry keeps it (staff-orders.ts,
 * coverGoods: `override_reason`): the latest such move of each order.
 */
async function paidOverrideReasons(db: Database, orderIds: readonly number[]): Promise<Map<number, string>> {
  const rows = await db
    .select({ subjectId: auditEntries.subjectId, reason: sql<string>`${auditEntries.after}->>'override_reason'` })
    .from(auditEntries)
    .where(
      and(
        eq(auditEntries.subjectType, 'order'),
        eq(auditEntries.action, 'order.transition'),
        inArray(auditEntries.subjectId, orderIds.map(String)),
        isNotNull(sql`${auditEntries.after}->>'override_reason'`),
      ),
    )
    .orderBy(desc(auditEntries.id))
  const reasons = new Map<number, string>()
  for (const row of rows) if (!reasons.has(Number(row.subjectId))) reasons.set(Number(row.subjectId), row.reason)
  return reasons
}
