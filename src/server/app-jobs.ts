import { demoJobs } from '@server/demo/jobs'
import type { JobDefinitions, JobQueue } from '@server/jobs'
import { moduleJobs } from '@server/modules/registry'

/**
 * Every job the application runs, in one typed place: name → payload schema, retry policy, uniqueness.
 * A module defines its jobs with defineJob beside its service and names them, with their handlers, in
 * its manifest (`jobs: { definitions, handlers }`); the module list
 * (modules/registry.ts) gathers them here and into appJobHandlers (job-handlers.ts).
 */
export const appJobs = { ...demoJobs, ...moduleJobs } satisfies JobDefinitions

export type AppJobs = typeof appJobs
export type AppJobQueue = JobQueue<AppJobs>
