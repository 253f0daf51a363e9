import { eq } from 'drizzle-orm'
import type { NotificationKind } from '@shared/notifications/kinds'
import type { Clock } from '@server/clock'
import type { Database } from '@server/db/client'
import { pushSettingsOf } from './centre'
import { NOTIFICATION_PARAMS, type CustomerEvent } from './events'
import { notifications, pushSubscriptions } from './tables'

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
}

export function createNotifier({ enqueueFanOut, clock }: { enqueueFanOut: EnqueueFanOut; clock: Clock }): Notifier {
  return {
    async notify(db, event) {
      const params = NOTIFICATION_PARAMS[event.kind].parse(event.params)
      const [stored] = await db
        .insert(notifications)
        .values({ userId: event.customerId, kind: event.kind, params, eventKey: event.key ?? null, createdAt: event.at ?? clock.now() })
        .onConflictDoNothing()
        .returning({ id: notifications.id })
      if (!stored) return null
      if (await wantsPush(db, event.customerId, event.kind)) await enqueueFanOut(stored.id, db)
      return stored.id
    },
  }
}

async function wantsPush(db: Database, userId: number, kind: NotificationKind): Promise<boolean> {
  const { muted } = await pushSettingsOf(db, userId)
  if (muted.includes(kind)) return false
  const [device] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .limit(1)
  return device !== undefined
}
