import { and, eq, ne } from 'drizzle-orm'
import type { Database } from '@server/db/client'
import { withTransaction } from '@server/db/transaction'
import type { Notifier } from '@server/modules/notifications'
import { firstItemImage } from './order-images'
import { orders } from './tables'

/**
 * Moves an order to another status (staff, or the systems behind them) and tells its customer: the
 * centre entry and its push are written in the same transaction as the change. False when the order
 * does not exist or already has that status (nothing is told twice).
 */
export async function changeOrderStatus(
  db: Database,
  notifier: Notifier,
  orderId: number,
  statusId: number,
  at = new Date(),
): Promise<boolean> {
  return withTransaction(db, async (tx) => {
    const [changed] = await tx
      .update(orders)
      .set({ statusId, updatedAt: at })
      .where(and(eq(orders.id, orderId), ne(orders.statusId, statusId)))
      .returning({ customerId: orders.customerId })
    if (!changed) return false
    const imageUrl = await firstItemImage(tx, orderId)
    await notifier.notify(tx, { kind: 'order_status', customerId: changed.customerId, at, params: { orderId, statusId, imageUrl } })
    return true
  })
}
