import { sql, type SQLWrapper } from 'drizzle-orm'
import type { Clock } from '@server/clock'
import type { Database } from '@server/db/client'
import { queryRows } from '@server/db/rows'
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
    const insert = db
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
    const stored = await storedAndPushed(db, insert)
    for (const notification of stored) if (notification.pushed) await enqueueFanOut(notification.id, db)
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

/**
 * The notifications `insert` stored (in its order), each with whether it is pushed: its customer has
 * a push device and has not muted its kind. One statement (it runs inside the caller's transaction,
 * often a hot lot's).
 */
async function storedAndPushed(db: Database, insert: SQLWrapper) {
  // The insert goes into the SQL in parentheses (Drizzle's way with a query inside `sql`).
  const rows = await queryRows<{ id: number; user_id: number; kind: string; pushed: boolean }>(
    db,
    sql`with stored as ${insert}
      select stored.id, stored.user_id, stored.kind,
        exists (select from ${pushSubscriptions} device where device.user_id = stored.user_id)
        and not exists (
          select from ${notificationSettings} settings
          where settings.user_id = stored.user_id and settings.muted_push_kinds @> jsonb_build_array(stored.kind)
        ) as pushed
      from stored
      order by stored.id`,
  )
  return rows.map((row) => ({ id: row.id, userId: row.user_id, kind: row.kind, pushed: row.pushed }))
}
