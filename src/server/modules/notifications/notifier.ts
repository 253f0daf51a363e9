import { sql } from 'drizzle-orm'
import type { Clock } from '@server/clock'
import type { Database } from '@server/db/client'
import { bound, columnName, preparedStatement } from '@server/db/prepared'
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
    const stored = await STORE(db, {
      users: events.map((event) => event.customerId),
      kinds: events.map((event) => event.kind),
      params: events.map((event) => JSON.stringify(NOTIFICATION_PARAMS[event.kind].parse(event.params))),
      keys: events.map((event) => event.key ?? null),
      times: events.map((event) => (event.at ?? clock.now()).toISOString()),
    })
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
 * Stores the events (one array per column, in their order; one already stored by its key is skipped) and
 * answers each stored notification with whether it is pushed: its customer has a push device and has not
 * muted its kind. One statement, built once (it runs inside the caller's transaction, often a hot lot's).
 */
const STORE = preparedStatement<{ id: number; user_id: number; kind: string; pushed: boolean }>(
  'notifications_store',
  () => sql`with stored as (
      insert into ${notifications} (${columnName(notifications.userId)}, ${columnName(notifications.kind)},
        ${columnName(notifications.params)}, ${columnName(notifications.eventKey)}, ${columnName(notifications.createdAt)})
      select user_id, kind, params::jsonb, event_key, created_at
      from unnest(${bound('users')}::integer[], ${bound('kinds')}::text[], ${bound('params')}::text[], ${bound('keys')}::text[],
        ${bound('times')}::timestamptz[]) with ordinality as event(user_id, kind, params, event_key, created_at, position)
      order by position
      on conflict do nothing
      returning id, user_id, kind
    )
    select stored.id, stored.user_id, stored.kind,
      exists (select from ${pushSubscriptions} device where device.user_id = stored.user_id)
      and not exists (
        select from ${notificationSettings} settings
        where settings.user_id = stored.user_id and settings.muted_push_kinds @> jsonb_build_array(stored.kind)
      ) as pushed
    from stored
    order by stored.id`,
)
