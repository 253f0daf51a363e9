import { eq, inArray } from 'drizzle-orm'
import type { NotificationKind } from '@shared/notifications/kinds'
import type { Clock } from '@server/clock'
import type { Database } from '@server/db/client'
import { NOTIFICATION_PARAMS, type CustomerEvent } from './events'
import { notifications, notificationSettings, pushSubscriptions } from './tables'

/** Enqueues the push fan-out of a stored notification inside the caller's transaction. */
export type EnqueueFanOut = (notificationId: number, transaction: Database) => Promise<unknown>

/**
 * The one way an event reaches a customer. Modules that change what a customer cares about (orders,
 * boxes, auctions) call `notify` inside the transaction of the change: the notification is stored in
 * the customer's centre, and — when the customer has a push device and wants this kind pushed — its
 * fan-out job is enqueued in the same transaction. So the change, the centre entry and the push
 * stand or fall together, and nothing is sent from inside the request.
 */
export type Notifier = {
  /** The stored notification's id; null when this event (by its key) was stored before. */
  notify: (db: Database, event: CustomerEvent) => Promise<number | null>
  /** Many events in a few statements (a group of bids outbids many customers at once); as `notify` each. */
  notifyAll: (db: Database, events: readonly CustomerEvent[]) => Promise<void>
}

export function createNotifier({ enqueueFanOut, clock }: { enqueueFanOut: EnqueueFanOut; clock: Clock }): Notifier {
  async function notifyAll(db: Database, events: readonly CustomerEvent[]) {
    if (events.length === 0) return []
    const stored = await db
      .insert(notifications)
      .values(
        events.map((event) => ({
          userId: event.customerId,
          kind: event.kind,
          params: NOTIFICATION_PARAMS[event.kind].parse(event.params),
          eventKey: event.key ?? null,
          createdAt: event.at ?? clock.now(),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: notifications.id, userId: notifications.userId, kind: notifications.kind })
    const pushed = await customersWantingPush(db, stored)
    for (const notification of stored)
      if (pushed.has(`${notification.userId}:${notification.kind}`)) await enqueueFanOut(notification.id, db)
    return stored
  }
  return {
    async notify(db, event) {
      const [stored] = await notifyAll(db, [event])
      return stored?.id ?? null
    },
    async notifyAll(db, events) {
      await notifyAll(db, events)
    },
  }
}

/** "user:kind" of the stored notifications whose customer has a push device and has not muted that kind. */
async function customersWantingPush(db: Database, stored: { userId: number; kind: string }[]): Promise<Set<string>> {
  if (stored.length === 0) return new Set()
  const userIds = [...new Set(stored.map((notification) => notification.userId))]
  // One statement (it runs inside the caller's transaction, often a hot lot's): customers with a device, and what they muted.
  const withDevice = await db
    .selectDistinct({ userId: pushSubscriptions.userId, muted: notificationSettings.mutedPushKinds })
    .from(pushSubscriptions)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, pushSubscriptions.userId))
    .where(inArray(pushSubscriptions.userId, userIds))
  const muted = new Map(withDevice.map((row) => [row.userId, row.muted ?? []]))
  return new Set(
    stored
      .filter(({ userId, kind }) => muted.has(userId) && !muted.get(userId)?.includes(kind as NotificationKind))
      .map(({ userId, kind }) => `${userId}:${kind}`),
  )
}
