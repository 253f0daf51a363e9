import { z } from 'zod'
import { defineJob } from '@server/jobs/job-definition'
import type { JobQueue } from '@server/jobs/job-queue'

/** The markets' background work: a console upload checked, then written in batches (import-runs.ts). */
export const marketJobs = {
  'market.import': defineJob({
    payload: z.object({ importId: z.number().int().positive() }),
    // Writing again is harmless (each record replaces its row): a failed attempt is simply run again.
    retry: { limit: 2, delaySeconds: 5 },
    timeoutSeconds: 30 * 60,
    pollingIntervalSeconds: 0.5,
  }),
}
export type MarketJobs = typeof marketJobs
export type MarketQueue = Pick<JobQueue<MarketJobs>, 'send'>
