import { and, eq, inArray } from 'drizzle-orm'
import type { AuditActor } from '@shared/contracts/admin/audit'
import { boxEventContent, type BoxEventBody, type BoxEventVoidBody } from '@shared/contracts/admin/orders'
import type { Database } from '@server/db/client'
import type { Notifier } from '@server/modules/notifications'
import { AppError } from '@server/http/app-error'
import { auditedWrite } from '@server/modules/audit'
import { areas } from '@server/modules/logistics'
import { addBoxNotification, addOwningBox, voidBoxNotification } from './boxes'
import { orderNotFound } from './staff-orders'
import { freightClosed, refreshActualFreight } from './weighing'
import { boxNotifications, orders, owningBoxes } from './tables'

type OwnedBox = { id: number; order_id: number; box_id: string }

/** Staff put an order's goods in a box (idempotent per order and box id; audited when the box is new). */
export async function addBoxForStaff(
  db: Database,
  actor: AuditActor,
  orderId: number,
  boxId: string,
): Promise<{ box: OwnedBox; created: boolean }> {
  return auditedWrite<{ box: OwnedBox; created: boolean }>(db, actor, async (tx) => {
    const [order] = await tx.select({ id: orders.id, statusId: orders.statusId }).from(orders).where(eq(orders.id, orderId)).for('update')
    if (!order) throw orderNotFound()
    const [known] = await tx
      .select()
      .from(owningBoxes)
      .where(and(eq(owningBoxes.orderId, orderId), eq(owningBoxes.boxId, boxId)))
    if (known) return { result: { box: { id: known.id, order_id: orderId, box_id: boxId }, created: false }, audit: null }
    const id = await addOwningBox(tx, orderId, boxId)
    // A box not yet weighed: the order's freight is an estimate again until it is (unless already debited).
    if (!freightClosed(order.statusId)) await refreshActualFreight(tx, orderId)
    return {
      result: { box: { id, order_id: orderId, box_id: boxId }, created: true },
      audit: {
        action: 'order.box.add',
        subjectType: 'order',
        subjectId: orderId,
        before: null,
        after: { owning_box_id: id, box_id: boxId },
      },
    }
  })
}

/** The area ids an event names that are no warehouse we know, by field. */
async function unknownAreas(db: Database, event: BoxEventBody): Promise<Record<string, ['areaNotFound']>> {
  const named = Object.entries(event).filter(([field]) => field.endsWith('area_id')) as [string, string][]
  if (named.length === 0) return {}
  const known = new Set(
    (
      await db
        .select({ id: areas.id })
        .from(areas)
        .where(
          inArray(
            areas.id,
            named.map(([, id]) => id),
          ),
        )
    ).map((row) => row.id),
  )
  return Object.fromEntries(named.filter(([, id]) => !known.has(id)).map(([field]) => [field, ['areaNotFound']]))
}

/**
 * Records a warehouse event of a box, once per Idempotency-Key (a retried request answers the event
 * it recorded; a key of another box's event is refused). The customer sees it in the order's
 * notifications and the header feed at once; the event announces it for push.
 */
export async function recordBoxEvent(
  db: Database,
  actor: AuditActor,
  input: { owningBoxId: number; event: BoxEventBody; key: string; at: Date },
  notifier: Notifier,
): Promise<{ id: number; owning_box_id: number; replayed: boolean }> {
  const unknown = await unknownAreas(db, input.event)
  if (Object.keys(unknown).length > 0) throw new AppError(422, 'areaNotFound', {}, unknown)
  const recorded = await auditedWrite(db, actor, async (tx) => {
    const [box] = await tx
      .select({ id: owningBoxes.id, boxId: owningBoxes.boxId, orderId: owningBoxes.orderId, customerId: orders.customerId })
      .from(owningBoxes)
      .innerJoin(orders, eq(orders.id, owningBoxes.orderId))
      .where(eq(owningBoxes.id, input.owningBoxId))
      .for('update')
    if (!box) throw new AppError(404, 'boxNotFound')
    const [earlier] = await tx.select().from(boxNotifications).where(eq(boxNotifications.requestKey, input.key))
    if (earlier) {
      if (earlier.owningBoxId !== box.id) throw new AppError(422, 'idempotencyKeyReused')
      return { result: { id: earlier.id, box, replayed: true }, audit: null }
    }
    const content = boxEventContent(input.event)
    const id = await addBoxNotification(tx, notifier, box.id, content, input.at, input.key)
    return {
      result: { id, box, replayed: false },
      audit: {
        action: 'order.box.event',
        subjectType: 'owning_box',
        subjectId: box.id,
        before: null,
        after: { order_id: box.orderId, box_id: box.boxId, notification_id: id, content },
      },
    }
  })
  return { id: recorded.id, owning_box_id: recorded.box.id, replayed: recorded.replayed }
}

/** Staff void a warehouse event recorded by mistake, with the reason its customer reads; audited. */
export async function voidBoxEvent(
  db: Database,
  actor: AuditActor,
  input: { notificationId: number; body: BoxEventVoidBody; at: Date },
  notifier: Notifier,
): Promise<{ id: number; owning_box_id: number; voided: { reason: string; at: number } }> {
  const { reason } = input.body
  return auditedWrite(db, actor, async (tx) => {
    const voided = await voidBoxNotification(tx, notifier, input.notificationId, reason, input.at)
    if (voided === null) throw new AppError(404, 'boxEventNotFound')
    if (voided === 'already') throw new AppError(422, 'boxEventAlreadyVoided')
    const at = Math.floor(input.at.getTime() / 1000)
    return {
      result: { id: input.notificationId, owning_box_id: voided.owningBoxId, voided: { reason, at } },
      audit: {
        action: 'order.box.event_void',
        subjectType: 'owning_box',
        subjectId: voided.owningBoxId,
        before: { notification_id: input.notificationId, voided: false },
        after: { order_id: voided.orderId, box_id: voided.boxId, notification_id: input.notificationId, reason },
      },
    }
  })
}
