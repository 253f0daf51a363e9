import { and, count, desc, eq, gt, inArray, ne, not, sql } from 'drizzle-orm'
import type { BoxNotification, BoxNotificationContent, BoxWeighing, OrderNotificationFeed, OwningBox } from '@shared/contracts/order'
import { ORDER_NOTIFICATION_FEED_SIZE } from '@shared/contracts/order'
import { orderCode } from '@shared/contracts/order'
import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locales'
import { areaName } from '@shared/logistics/reference-names'
import type { Database } from '@server/db/client'
import { AppError } from '@server/http/app-error'
import { withTransaction } from '@server/db/transaction'
import { areas } from '@server/modules/logistics'
import type { Notifier } from '@server/modules/notifications'
import { notifications } from '@server/modules/notifications/tables'
import { firstItemImage } from './order-images'
import { boxNotifications, orderNotificationReads, orders, owningBoxes } from './tables'

type AreaRef = { id: string; name: string }
const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000)

/** The order another than `orderId` whose box carries this code (box codes are unique across orders), if any. */
export async function otherOwnerOfBoxCode(db: Database, orderId: number, boxId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ orderId: owningBoxes.orderId })
    .from(owningBoxes)
    .where(and(eq(owningBoxes.boxId, boxId), ne(owningBoxes.orderId, orderId)))
    .orderBy(owningBoxes.id)
    .limit(1)
  return row?.orderId
}

/** 422 naming the order that already owns a box code (OS00…). */
export const boxCodeTaken = (owner: number) => new AppError(422, 'boxCodeTaken', { order: orderCode(owner) }, { box_id: ['boxCodeTaken'] })

/**
 * Staff (and tests, and the demo simulator) put an order's goods in a box: idempotent per (order, box_id).
 * A code another order's box carries is refused (422 naming that order); the unique index
 * owning_boxes_box_unique holds the rule against a race too.
 */
export async function addOwningBox(db: Database, orderId: number, boxId: string): Promise<number> {
  const owner = await otherOwnerOfBoxCode(db, orderId, boxId)
  if (owner !== undefined) throw boxCodeTaken(owner)
  await db.insert(owningBoxes).values({ orderId, boxId }).onConflictDoNothing()
  const [row] = await db
    .select({ id: owningBoxes.id })
    .from(owningBoxes)
    .where(and(eq(owningBoxes.orderId, orderId), eq(owningBoxes.boxId, boxId)))
  if (row) return row.id
  // Not inserted and not this order's: another order took the code between the check and the insert
  // (the only other unique rule, owning_boxes_box_unique).
  const raced = await otherOwnerOfBoxCode(db, orderId, boxId)
  if (raced === undefined) throw new Error(`box ${boxId} of order ${orderId} neither inserted nor taken`)
  throw boxCodeTaken(raced)
}

/**
 * A warehouse event of a box (content: one key of spec §3 Box notification); staff, the demo simulator
 * and tests write through here. Its customer is told (notification centre, and push when wanted) in
 * the same transaction. `requestKey` makes a staff retry land once.
 */
export async function addBoxNotification(
  db: Database,
  notifier: Notifier,
  owningBoxId: number,
  content: Record<string, unknown>,
  createdAt = new Date(),
  requestKey: string | null = null,
): Promise<number> {
  return withTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(boxNotifications)
      .values({ owningBoxId, content, createdAt, requestKey })
      .returning({ id: boxNotifications.id })
    const [box] = await tx
      .select({ orderId: owningBoxes.orderId, boxId: owningBoxes.boxId, customerId: orders.customerId })
      .from(owningBoxes)
      .innerJoin(orders, eq(orders.id, owningBoxes.orderId))
      .where(eq(owningBoxes.id, owningBoxId))
    const [areaNames, imageUrl] = await Promise.all([namesOfAreasIn(tx, content), firstItemImage(tx, box.orderId)])
    await notifier.notify(tx, {
      kind: 'warehouse',
      customerId: box.customerId,
      key: `box-notification:${row.id}`,
      at: createdAt,
      params: { orderId: box.orderId, boxId: box.boxId, content, areaNames, imageUrl },
    })
    return row.id
  })
}

/**
 * Staff void a warehouse event recorded by mistake (in the caller's transaction): it stays, marked voided
 * with the reason, and its customer is told which event no longer holds, and why. Null when there is no
 * such event; 'already' when it was voided before.
 */
export async function voidBoxNotification(
  tx: Database,
  notifier: Notifier,
  notificationId: number,
  reason: string,
  at: Date,
): Promise<{ owningBoxId: number; orderId: number; boxId: string } | null | 'already'> {
  const [note] = await tx
    .select({ note: boxNotifications, orderId: owningBoxes.orderId, boxId: owningBoxes.boxId, customerId: orders.customerId })
    .from(boxNotifications)
    .innerJoin(owningBoxes, eq(owningBoxes.id, boxNotifications.owningBoxId))
    .innerJoin(orders, eq(orders.id, owningBoxes.orderId))
    .where(eq(boxNotifications.id, notificationId))
    .for('update', { of: boxNotifications })
  if (!note) return null
  if (note.note.voidedAt) return 'already'
  await tx.update(boxNotifications).set({ voidedAt: at, voidReason: reason }).where(eq(boxNotifications.id, notificationId))
  const content = note.note.content as Record<string, unknown>
  const [areaNames, imageUrl] = await Promise.all([namesOfAreasIn(tx, content), firstItemImage(tx, note.orderId)])
  await notifier.notify(tx, {
    kind: 'warehouse',
    customerId: note.customerId,
    key: `box-notification-void:${notificationId}`,
    at,
    params: { orderId: note.orderId, boxId: note.boxId, content, areaNames, imageUrl, voided: { reason } },
  })
  return { owningBoxId: note.note.owningBoxId, orderId: note.orderId, boxId: note.boxId }
}

/** The names of the warehouses a notification's content names, by id, as they are now. */
async function namesOfAreasIn(db: Database, content: Record<string, unknown>): Promise<Record<string, string>> {
  const ids = Object.values(content).flatMap((detail) =>
    detail && typeof detail === 'object'
      ? ['area_id', 'from_area_id', 'to_area_id'].flatMap((field) => {
          const id = (detail as Record<string, unknown>)[field]
          return typeof id === 'string' ? [id] : []
        })
      : [],
  )
  if (ids.length === 0) return {}
  const rows = await db.select({ id: areas.id, name: areas.name }).from(areas).where(inArray(areas.id, ids))
  return Object.fromEntries(rows.map((row) => [row.id, row.name]))
}

/** Adds area names (in `locale`) beside the area ids a notification names (ids of areas that vanished get null). */
function withAreaNames(content: unknown, names: Map<string, AreaRef>, locale: Locale): BoxNotificationContent {
  if (!content || typeof content !== 'object') return {}
  const result: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(content as Record<string, unknown>)) {
    if (!value || typeof value !== 'object') {
      result[key] = {}
      continue
    }
    const detail = { ...(value as Record<string, unknown>) }
    for (const field of ['area', 'from_area', 'to_area']) {
      const id = detail[`${field}_id`]
      if (typeof id !== 'string') continue
      const area = names.get(id)
      detail[field] = area ? { ...area, name: areaName(id, locale, area.name) } : null
    }
    result[key] = detail
  }
  return result as BoxNotificationContent
}

async function areaNames(db: Database): Promise<Map<string, AreaRef>> {
  const rows = await db.select({ id: areas.id, name: areas.name }).from(areas)
  return new Map(rows.map((row) => [row.id, row]))
}

/** A voided event's reason and time, or null. */
function voidOf(note: typeof boxNotifications.$inferSelect): BoxNotification['voided'] {
  return note.voidedAt ? { reason: note.voidReason ?? '', at: unixSeconds(note.voidedAt) } : null
}

/** A box's weighing as the API shows it, or null while it is not weighed. */
function weighingOf(box: typeof owningBoxes.$inferSelect): BoxWeighing | null {
  const { weightGrams, lengthCm, widthCm, heightCm, weighedAreaId, weighedAt, freightCharge } = box
  if (weightGrams === null || lengthCm === null || widthCm === null || heightCm === null) return null
  if (weighedAreaId === null || weighedAt === null || freightCharge === null) return null
  return {
    weight_grams: weightGrams,
    length_cm: lengthCm,
    width_cm: widthCm,
    height_cm: heightCm,
    area_id: weighedAreaId,
    weighed_at: unixSeconds(weighedAt),
    freight_charge: freightCharge,
  }
}

/** The owning boxes of these orders with their notifications (newest first), by order id. */
export async function loadOwningBoxes(
  db: Database,
  orderIds: readonly number[],
  locale: Locale = DEFAULT_LOCALE,
): Promise<Map<number, OwningBox[]>> {
  const result = new Map<number, OwningBox[]>(orderIds.map((id) => [id, []]))
  if (orderIds.length === 0) return result
  const boxes = await db
    .select()
    .from(owningBoxes)
    .where(inArray(owningBoxes.orderId, [...orderIds]))
    .orderBy(owningBoxes.id)
  if (boxes.length === 0) return result
  const [notes, names] = await Promise.all([
    db
      .select()
      .from(boxNotifications)
      .where(
        inArray(
          boxNotifications.owningBoxId,
          boxes.map((box) => box.id),
        ),
      )
      .orderBy(desc(boxNotifications.createdAt), desc(boxNotifications.id)),
    areaNames(db),
  ])
  for (const box of boxes) {
    const notifications = notes
      .filter((note) => note.owningBoxId === box.id)
      .map((note) => ({
        id: note.id,
        created_at: unixSeconds(note.createdAt),
        content: withAreaNames(note.content, names, locale),
        voided: voidOf(note),
      }))
    result.get(box.orderId)!.push({ id: box.id, box_id: box.boxId, notifications, weighing: weighingOf(box) })
  }
  return result
}

/**
 * The header feed: the newest notifications across the customer's orders (warehouses named in `locale`), and how many are unread.
 * One counts as read up to this feed's mark, or once its entry in the notification centre was read (opened in the bell).
 */
export async function notificationFeed(db: Database, userId: number, locale: Locale = DEFAULT_LOCALE): Promise<OrderNotificationFeed> {
  const [[read], names] = await Promise.all([
    db
      .select({ lastReadId: orderNotificationReads.lastReadId })
      .from(orderNotificationReads)
      .where(eq(orderNotificationReads.userId, userId)),
    areaNames(db),
  ])
  const lastReadId = read?.lastReadId ?? 0
  const mine = eq(orders.customerId, userId)
  const readInCentre = sql<boolean>`coalesce(${notifications.readAt} is not null, false)`
  const centreEntry = and(eq(notifications.userId, userId), eq(notifications.eventKey, sql`'box-notification:' || ${boxNotifications.id}`))
  const [rows, [{ unread }]] = await Promise.all([
    db
      .select({ note: boxNotifications, orderId: owningBoxes.orderId, boxId: owningBoxes.boxId, readInCentre })
      .from(boxNotifications)
      .innerJoin(owningBoxes, eq(owningBoxes.id, boxNotifications.owningBoxId))
      .innerJoin(orders, eq(orders.id, owningBoxes.orderId))
      .leftJoin(notifications, centreEntry)
      .where(mine)
      .orderBy(desc(boxNotifications.id))
      .limit(ORDER_NOTIFICATION_FEED_SIZE),
    db
      .select({ unread: count() })
      .from(boxNotifications)
      .innerJoin(owningBoxes, eq(owningBoxes.id, boxNotifications.owningBoxId))
      .innerJoin(orders, eq(orders.id, owningBoxes.orderId))
      .leftJoin(notifications, centreEntry)
      .where(and(mine, gt(boxNotifications.id, lastReadId), not(readInCentre))),
  ])
  return {
    data: rows.map((row) => ({
      id: row.note.id,
      created_at: unixSeconds(row.note.createdAt),
      content: withAreaNames(row.note.content, names, locale),
      voided: voidOf(row.note),
      order_id: row.orderId,
      box_id: row.boxId,
      read: row.note.id <= lastReadId || row.readInCentre,
    })),
    unread_count: unread,
  }
}

/** Marks the feed read up to a notification id (never moves back). */
export async function markNotificationsRead(db: Database, userId: number, upToId: number): Promise<void> {
  await db
    .insert(orderNotificationReads)
    .values({ userId, lastReadId: upToId })
    .onConflictDoUpdate({
      target: orderNotificationReads.userId,
      set: { lastReadId: sql`greatest(${orderNotificationReads.lastReadId}, excluded.last_read_id)`, updatedAt: new Date() },
    })
}
