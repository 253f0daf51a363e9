import type { AppJobs } from './app-jobs'
import { demoJobHandlers } from './demo/jobs'
import type { Graph } from './integrations'
import type { JobHandlers } from './jobs'
import { auctionJobHandlers } from '@server/modules/auctions'
import { pushJobHandlers } from '@server/modules/notifications'

/** What the workers' handlers use: a part of the one graph the composition root builds for the app and the workers. */
export type JobHandlerDeps = Pick<Graph, 'database' | 'clock' | 'jobs' | 'push' | 'notifier' | 'auctions'>

/** Every job's handler, each module's taking the ports it declares from the graph. */
export function appJobHandlers({ database, clock, jobs, push, notifier, auctions }: JobHandlerDeps): JobHandlers<AppJobs> {
  const { db } = database
  return {
    ...demoJobHandlers({ db, clock, notifier }),
    ...pushJobHandlers({ db, clock, push, queue: jobs }),
    ...auctionJobHandlers({ auctions }),
  }
}
