import type { JobDefinitions } from './job-definition'
import type { JobQueue } from './job-queue'

/** Stands in when an app is built without a queue (most API tests): using it says so plainly. */
export function missingJobQueue<Definitions extends JobDefinitions>(): JobQueue<Definitions> {
  const refuse = async (): Promise<never> => {
    throw new Error('This app was built without a job queue: pass `jobs` in its AppDependencies')
  }
  return { start: refuse, stop: async () => {}, send: refuse, work: refuse, findJob: refuse, probe: async () => 'off' }
}
