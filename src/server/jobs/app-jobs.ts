import type { Clock } from '@server/clock'
import type { Database, DatabaseHandle } from '@server/db/client'
import type { DatabaseNotifications } from '@server/db/notifications'
import { demoJobHandlers, demoJobs } from '@server/demo/jobs'
import { auctionJobs, auctionLiveHub, createEngineVenue } from '@server/modules/auctions'
import { pushJobHandlers, pushJobs, queueNotifier, type PushDelivery } from '@server/modules/notifications'
import { storedExchangeRates } from '@server/modules/rates'
import type { JobDefinitions } from './job-definition'
import { workAll, type JobHandlers, type JobQueue } from './job-queue'
import { createPgBossQueue } from './pg-boss-queue'

/**
 * Every job the application runs, in one typed place: name → payload schema, retry policy, uniqueness.
 * A module defines its jobs with defineJob beside its service (e.g. `auctionJobs` in modules/auctions)
 * and spreads them in here; its handlers join appJobHandlers below.
 */
export const appJobs = { ...demoJobs, ...pushJobs, ...auctionJobs } satisfies JobDefinitions

export type AppJobs = typeof appJobs
export type AppJobQueue = JobQueue<AppJobs>

export type JobHandlerDependencies = {
  db: Database
  clock: Clock
  push: PushDelivery
  queue: AppJobQueue
  /** The database's messages to other processes (live auction prices). */
  notifications: DatabaseNotifications
}

export function appJobHandlers(dependencies: JobHandlerDependencies): JobHandlers<AppJobs> {
  const notifier = queueNotifier(dependencies.queue, dependencies.clock)
  const { db, clock, queue } = dependencies
  const venue = createEngineVenue({
    db,
    clock,
    queue,
    notifier,
    live: auctionLiveHub(dependencies.notifications),
    exchangeRates: storedExchangeRates(db, clock),
  })
  return {
    ...demoJobHandlers({ ...dependencies, notifier }),
    ...pushJobHandlers(dependencies),
    'auction.close': (payload) => venue.runClosing(payload),
    'auction.snipe': (payload) => venue.runSnipe(payload),
    'auction.ending-soon': (payload) => venue.runEndingSoon(payload),
    'auction.simulate': () => venue.simulate(),
    'auction.simulate-endings': () => venue.simulateEndings(),
  }
}

/**
 * The application's queue, started: its tables and queues exist, so the process can send jobs.
 * With `runWorkers` this process also runs them (`npm start` by default, always `npm run worker`).
 */
export async function startAppJobQueue(
  database: DatabaseHandle,
  options: { runWorkers: boolean; clock: Clock; push: PushDelivery; pollingIntervalSeconds?: number; stopTimeoutMs?: number },
): Promise<AppJobQueue> {
  const { pollingIntervalSeconds, stopTimeoutMs } = options
  const queue = createPgBossQueue(appJobs, { database, pollingIntervalSeconds, stopTimeoutMs })
  await queue.start()
  if (options.runWorkers)
    await workAll(
      queue,
      appJobHandlers({ db: database.db, clock: options.clock, push: options.push, queue, notifications: database.notifications }),
    )
  return queue
}
