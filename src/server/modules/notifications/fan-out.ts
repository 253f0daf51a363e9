import { and, eq, inArray, lt, or, sql } from 'drizzle-orm'
import type { Clock } from '@server/clock'
import type { Database } from '@server/db/client'
import { pushSettingsOf, toStoredNotification } from './centre'
import { pushMessage } from './push-message'
import type { PushOutcome, PushSender, PushTarget } from './push-sender'
import { renderNotification } from './render'
import { notifications, pushDeliveries, pushSubscriptions } from './tables'

/** Sending attempts per device and event; the last retry comes ~5 minutes after the first try (10 s base). */
export const MAX_PUSH_ATTEMPTS = 6
const MAX_RETRY_DELAY_SECONDS = 3600
/** A claim older than this belongs to an attempt that died (its job timed out): the device may be tried again. */
const STALE_CLAIM_MS = 10 * 60_000

export type FanOutJob = { notificationId: number; attempt: number }

export type FanOutDependencies = {
  db: Database
  clock: Clock
  sender: PushSender
  /** Enqueues the next attempt for the devices that asked to be tried later. */
  scheduleRetry: (job: FanOutJob, startAfterSeconds: number) => Promise<unknown>
  /** First retry delay, doubled on each attempt (default 10 s; tests shorten it). */
  retryBaseSeconds?: number
  /** Requests in flight at once (default 32). */
  concurrency?: number
}

type Claimed = PushTarget & { deliveryId: number; subscriptionId: number }

/**
 * Sends one notification to each of its customer's devices, once: each (notification, device) has a
 * delivery row, and a device is sent to only after its row is claimed (pending or retry → sending) by
 * one UPDATE, so a second run of the job — or a parallel one — finds nothing to send. A 404/410 removes
 * the device; 429/5xx or no answer leaves it for the next attempt, enqueued with back-off (or the
 * push service's Retry-After, when longer); other refusals are final.
 */
export async function fanOut(dependencies: FanOutDependencies, job: FanOutJob): Promise<void> {
  const { db, clock } = dependencies
  const [row] = await db.select().from(notifications).where(eq(notifications.id, job.notificationId))
  const notification = row && toStoredNotification(row)
  if (!notification) return
  const settings = await pushSettingsOf(db, row.userId)
  if (settings.muted.includes(notification.kind)) return
  if (job.attempt === 0) await createDeliveries(db, notification.id, row.userId)
  const now = clock.now()
  const claimed = await claimDeliveries(db, notification.id, row.userId, now)
  if (claimed.length === 0) return
  const message = pushMessage(notification, renderNotification(notification, settings.language), now)
  if (!message) return settle(db, claimed, 'expired', null, now)
  const outcomes = await mapConcurrently(claimed, dependencies.concurrency ?? 32, (target) => dependencies.sender.send(target, message))
  await recordOutcomes(dependencies, job, claimed, outcomes, now)
}

async function createDeliveries(db: Database, notificationId: number, userId: number) {
  await db.execute(sql`
    insert into ${pushDeliveries} (notification_id, subscription_id)
    select ${notificationId}, ${pushSubscriptions.id} from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${userId}
    on conflict do nothing`)
}

async function claimDeliveries(db: Database, notificationId: number, userId: number, now: Date): Promise<Claimed[]> {
  const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS)
  return db
    .update(pushDeliveries)
    .set({ state: 'sending', claimedAt: now, updatedAt: now })
    .from(pushSubscriptions)
    .where(
      and(
        eq(pushDeliveries.notificationId, notificationId),
        eq(pushSubscriptions.id, pushDeliveries.subscriptionId),
        eq(pushSubscriptions.userId, userId),
        or(
          inArray(pushDeliveries.state, ['pending', 'retry']),
          and(eq(pushDeliveries.state, 'sending'), lt(pushDeliveries.claimedAt, staleBefore)),
        ),
      ),
    )
    .returning({
      deliveryId: pushDeliveries.id,
      subscriptionId: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
}

async function recordOutcomes(dependencies: FanOutDependencies, job: FanOutJob, claimed: Claimed[], outcomes: PushOutcome[], now: Date) {
  const { db } = dependencies
  const gone = claimed.filter((_, index) => outcomes[index].result === 'gone').map((target) => target.subscriptionId)
  if (gone.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone))
  const retries: Claimed[] = []
  const byState = new Map<string, { state: string; status: number | null; rows: Claimed[] }>()
  claimed.forEach((target, index) => {
    const outcome = outcomes[index]
    if (outcome.result === 'gone') return
    if (outcome.result === 'retry') retries.push(target)
    const state = { delivered: 'sent', retry: job.attempt + 1 < MAX_PUSH_ATTEMPTS ? 'retry' : 'failed', rejected: 'failed' }[outcome.result]
    const key = `${state}:${outcome.status}`
    const group = byState.get(key) ?? { state, status: outcome.status, rows: [] }
    group.rows.push(target)
    byState.set(key, group)
  })
  for (const { state, status, rows } of byState.values()) await settle(db, rows, state, status, now)
  if (retries.length === 0 || job.attempt + 1 >= MAX_PUSH_ATTEMPTS) return
  const backOff = (dependencies.retryBaseSeconds ?? 10) * 2 ** job.attempt
  const askedFor = Math.max(0, ...outcomes.map((outcome) => (outcome.result === 'retry' ? (outcome.retryAfterSeconds ?? 0) : 0)))
  await dependencies.scheduleRetry(
    { notificationId: job.notificationId, attempt: job.attempt + 1 },
    Math.min(MAX_RETRY_DELAY_SECONDS, Math.max(backOff, askedFor)),
  )
}

async function settle(db: Database, rows: Claimed[], state: string, status: number | null, now: Date) {
  await db
    .update(pushDeliveries)
    .set({ state, lastStatus: status, attempts: sql`${pushDeliveries.attempts} + 1`, updatedAt: now })
    .where(
      inArray(
        pushDeliveries.id,
        rows.map((row) => row.deliveryId),
      ),
    )
}

/** Runs `work` on every item with at most `limit` at once; results in the items' order. */
async function mapConcurrently<Item, Result>(items: Item[], limit: number, work: (item: Item) => Promise<Result>): Promise<Result[]> {
  const results: Result[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index])
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}
