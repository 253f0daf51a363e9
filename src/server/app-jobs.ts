import { demoJobs } from '@server/demo/jobs'
import type { JobDefinitions, JobQueue } from '@server/jobs'
import { auctionJobs } from '@server/modules/auctions'
import { pushJobs } from '@server/modules/notifications'

/**
 * Every job the application runs, in one typed place: name → payload schema, retry policy, uniqueness.
 * A module defines its jobs with defineJob beside its service (e.g. `auctionJobs` in modules/auctions)
 * and spreads them in here; its handlers join appJobHandlers (job-handlers.ts).
 */
export const appJobs = { ...demoJobs, ...pushJobs, ...auctionJobs } satisfies JobDefinitions

export type AppJobs = typeof appJobs
export type AppJobQueue = JobQueue<AppJobs>
