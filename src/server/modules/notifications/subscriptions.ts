import { and, desc, eq, notInArray } from 'drizzle-orm'
import type { PushDevice, PushSubscriptionBody } from '@shared/contracts/notifications'
import { MAX_PUSH_DEVICES } from '@shared/notifications/kinds'
import type { Database } from '@server/db/client'
import { withTransaction } from '@server/db/transaction'
import { pushSubscriptions } from './tables'

type SubscriptionRow = typeof pushSubscriptions.$inferSelect
const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000)
const USER_AGENT_MAX = 300

/**
 * Whether an endpoint is on a known push service (PUSH_SERVICE_HOSTS, or a subdomain of one), over
 * https on its standard port. The server sends requests to stored endpoints, so anything else — an
 * address inside our network, another port of an allowed host, credentials in the URL — is refused at
 * the door. An entry `host:port` allows that port too, `host:*` any (a local push service in tests).
 */
export function isPushServiceEndpoint(endpoint: string, allowedHosts: readonly string[]): boolean {
  const url = new URL(endpoint)
  if (url.protocol !== 'https:' || url.username || url.password) return false
  const host = url.hostname.toLowerCase()
  return allowedHosts.some((entry) => {
    const [allowed, port = ''] = entry.split(':')
    const hostAllowed = host === allowed || host.endsWith(`.${allowed}`)
    return hostAllowed && (port === '*' || url.port === port)
  })
}

/**
 * Subscribes this device for the customer, or refreshes it (a browser re-sends its subscription on
 * each start and when it rotates). Beyond MAX_PUSH_DEVICES the device seen least recently is dropped.
 * An endpoint another customer holds stays theirs: null, and the browser subscribes afresh (a new
 * endpoint), which ends the old one at the push service — the next push to it answers 410.
 */
export async function saveSubscription(
  db: Database,
  userId: number,
  subscription: PushSubscriptionBody,
  userAgent: string,
  now: Date,
): Promise<PushDevice | null> {
  return withTransaction(db, async (tx) => {
    const { endpoint, keys } = subscription
    const values = { p256dh: keys.p256dh, auth: keys.auth, userAgent: userAgent.slice(0, USER_AGENT_MAX), lastSeenAt: now }
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint, ...values, createdAt: now })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values, setWhere: eq(pushSubscriptions.userId, userId) })
      .returning()
    if (!row) return null
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.lastSeenAt), desc(pushSubscriptions.id))
      .limit(MAX_PUSH_DEVICES)
    await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)))
    return toDevice(row)
  })
}

export async function listDevices(db: Database, userId: number): Promise<PushDevice[]> {
  const rows = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.lastSeenAt))
  return rows.map(toDevice)
}

/** Removes one of my devices; false when I have none with this id. */
export async function removeDevice(db: Database, userId: number, id: number): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id })
  return removed.length > 0
}

/** Removes this device (by its endpoint) if it is mine; false otherwise. */
export async function removeEndpoint(db: Database, userId: number, endpoint: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id })
  return removed.length > 0
}

function toDevice(row: SubscriptionRow): PushDevice {
  return { id: row.id, created_at: unixSeconds(row.createdAt), last_seen_at: unixSeconds(row.lastSeenAt), user_agent: row.userAgent }
}
