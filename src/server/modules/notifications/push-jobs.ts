import { z } from 'zod'
import type { Clock } from '@server/clock'
import type { Database } from '@server/db/client'
import { defineJob } from '@server/jobs/job-definition'
import type { JobHandlers, JobQueue } from '@server/jobs/job-queue'
import { fanOut } from './fan-out'
import { createNotifier, type Notifier } from './notifier'
import type { PushSender } from './push-sender'

/**
 * The push fan-out: one job per stored notification (and one per later attempt, `attempt` > 0, for
 * the devices whose push service asked to be tried again). The singleton key (notification, attempt)
 * keeps a repeated enqueue from waiting twice; the delivery rows keep a repeated run from sending twice.
 */
export const pushJobs = {
  'push.fan-out': defineJob({
    payload: z.object({ notificationId: z.number().int().positive(), attempt: z.number().int().min(0).default(0) }),
    uniqueness: 'queued',
    // Retries of the job itself (the database failed mid-way); the push services' own "later" is `attempt`.
    retry: { limit: 3, delaySeconds: 30, backoff: true, maxDelaySeconds: 600 },
    // An outbid push is worth most in its first seconds: the worker looks for one every half second (pg-boss's least).
    pollingIntervalSeconds: 0.5,
  }),
}
type PushJobs = typeof pushJobs

/** What sending push needs, built by the composition root: the sender and the VAPID public key the app subscribes with. */
export type PushDelivery = {
  sender: PushSender
  /** Read (or generated) on first use: the database may not be migrated yet when the integrations are built. */
  publicKey: () => Promise<string>
  /** First retry delay in seconds, doubled per attempt (default 10; tests shorten it). */
  retryBaseSeconds?: number
}

/** Sends fan-out jobs on a queue that runs them (the app's queue holds pushJobs among its own). */
type PushQueue = Pick<JobQueue<PushJobs>, 'send'>

/** The fan-out's handler, from the ports of the graph it uses: the database, the clock, push delivery and the queue (for later attempts). */
export function pushJobHandlers(dependencies: {
  database: { db: Database }
  clock: Clock
  push: PushDelivery
  jobs: PushQueue
}): JobHandlers<PushJobs> {
  const { database, clock, push, jobs: queue } = dependencies
  const { db } = database
  return {
    'push.fan-out': (job) =>
      fanOut(
        {
          db,
          clock,
          sender: push.sender,
          retryBaseSeconds: push.retryBaseSeconds,
          scheduleRetry: (next, startAfterSeconds) =>
            queue.send('push.fan-out', next, { startAfter: startAfterSeconds, singletonKey: singletonKey(next) }),
        },
        job,
      ),
  }
}

/** The notifier whose fan-out jobs go on this queue. */
export function queueNotifier(queue: PushQueue, clock: Clock): Notifier {
  return createNotifier({
    clock,
    enqueueFanOut: (notificationId, transaction) =>
      queue.send(
        'push.fan-out',
        { notificationId, attempt: 0 },
        { transaction, singletonKey: singletonKey({ notificationId, attempt: 0 }) },
      ),
  })
}

const singletonKey = ({ notificationId, attempt }: { notificationId: number; attempt: number }) => `${notificationId}:${attempt}`
