import type { Database } from '@server/db/client'
import type { JobDefinitions, JobName, Payload, PayloadInput, RetryPolicy } from './job-definition'

export type SendOptions = {
  /** Not before this time; a number counts seconds from now. */
  startAfter?: Date | number
  /** With the job's `uniqueness`, a second job under the same key is refused (send returns null). */
  singletonKey?: string
  /** Overrides the job definition's retry policy for this one job. */
  retry?: RetryPolicy
  /** Enqueue inside this Drizzle transaction: the job exists only if the transaction commits. */
  transaction?: Database
}

export type JobContext = {
  id: string
  /** 0 on the first attempt, 1 on the first retry … */
  retryCount: number
  /** Aborted when the attempt times out or the queue stops. */
  signal: AbortSignal
}

export type JobHandler<P> = (payload: P, job: JobContext) => Promise<void>

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed'

/** A job as stored, for tests and the staff console. */
export type JobRecord = {
  id: string
  name: string
  state: JobState
  payload: unknown
  retryCount: number
  retryLimit: number
  startAfter: Date
  startedOn: Date | null
  completedOn: Date | null
  /** Message of the last attempt's error, kept after the job failed for good. */
  error: string | null
}

/** Work that runs at a given time, survives restarts, runs once across processes and retries. */
export type JobQueue<Definitions extends JobDefinitions> = {
  /** Installs or upgrades the queue's tables and the queues of every definition. */
  start: () => Promise<void>
  /** Stops polling and waits (a bounded time) for running handlers. */
  stop: () => Promise<void>
  /** The job's id, or null when its singletonKey refused it. Throws when the payload does not parse. */
  send: <Name extends JobName<Definitions>>(
    name: Name,
    payload: PayloadInput<Definitions, Name>,
    options?: SendOptions,
  ) => Promise<string | null>
  /** Runs the handler for jobs of this name in this process; a thrown error fails the attempt. */
  work: <Name extends JobName<Definitions>>(name: Name, handler: JobHandler<Payload<Definitions, Name>>) => Promise<void>
  findJob: (name: JobName<Definitions>, id: string) => Promise<JobRecord | null>
  /** Whether the queue reaches its tables right now (for /api/health); 'off' when the app has no queue. */
  probe: () => Promise<'up' | 'down' | 'off'>
}

/** One handler per job definition; the type checker finds a job nobody runs. */
export type JobHandlers<Definitions extends JobDefinitions> = {
  [Name in JobName<Definitions>]: JobHandler<Payload<Definitions, Name>>
}

export async function workAll<Definitions extends JobDefinitions>(
  queue: JobQueue<Definitions>,
  handlers: JobHandlers<Definitions>,
): Promise<void> {
  for (const name of Object.keys(handlers) as JobName<Definitions>[]) await queue.work(name, handlers[name])
}
