import { eq } from 'drizzle-orm'
import type { Database } from '@server/db/client'
import { withTransaction } from '@server/db/transaction'
import type { Notifier } from '@server/modules/notifications'
import { addBoxNotification, addOwningBox } from './boxes'
import { orders, owningBoxes } from './tables'

const JAPAN_AREAS = ['jp-tokyo', 'jp-osaka'] as const
const VIETNAM_AREAS = ['vn-hanoi', 'vn-hcm', 'vn-danang'] as const
const MINUTE = 60_000

/**
 * Demo data (the demo simulator calls this for a new order): a box and its warehouse trail, so the
 * order screens and the header feed can be tried without staff. Deterministic (the order id picks the
 * warehouses), in one transaction; an order that already has a box (or no longer exists) is left alone.
 * Its customer is told of each step, as staff writes would.
 */
export async function writeDemoBoxTrail(db: Database, notifier: Notifier, orderId: number): Promise<void> {
  await withTransaction(db, async (tx) => {
    const [order] = await tx.select({ createdAt: orders.createdAt }).from(orders).where(eq(orders.id, orderId)).for('update')
    const [boxed] = await tx.select({ id: owningBoxes.id }).from(owningBoxes).where(eq(owningBoxes.orderId, orderId)).limit(1)
    if (!order || boxed) return
    const from = JAPAN_AREAS[orderId % JAPAN_AREAS.length]
    const to = VIETNAM_AREAS[orderId % VIETNAM_AREAS.length]
    const boxId = await addOwningBox(tx, orderId, `BX${String(orderId).padStart(6, '0')}-1`)
    const at = (minutes: number) => new Date(order.createdAt.getTime() + minutes * MINUTE)
    await addBoxNotification(tx, notifier, boxId, { pick_out_container: { area_id: from } }, at(1))
    await addBoxNotification(tx, notifier, boxId, { pick_in_container: { from_area_id: from, to_area_id: to } }, at(2))
    await addBoxNotification(tx, notifier, boxId, { distributed: { area_id: to } }, at(3))
  })
}
