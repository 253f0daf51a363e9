import type { AppJobs } from './app-jobs'
import { demoJobHandlers } from './demo/jobs'
import type { Graph } from './integrations'
import type { JobHandlers } from './jobs'
import { type JobHandlersOf, moduleJobHandlers } from '@server/modules/define-module'
import { MODULES } from '@server/modules/registry'

/** What the workers' handlers use: a part of the one graph the composition root builds for the app and the workers. */
export type JobHandlerDeps = Pick<Graph, 'database' | 'clock' | 'jobs' | 'push' | 'notifier' | 'auctions'>

/**
 * Every job's handler: the demo's, and each module's from its manifest in the module list, taking the
 * ports it declares from the graph (the type checker holds each module's declared deps against it).
 */
export function appJobHandlers(graph: JobHandlerDeps): JobHandlers<AppJobs> {
  const { database, clock, notifier } = graph
  const modules = moduleJobHandlers<JobHandlerDeps>(MODULES, graph) as JobHandlersOf<(typeof MODULES)[number]>
  return { ...demoJobHandlers({ db: database.db, clock, notifier }), ...modules }
}
