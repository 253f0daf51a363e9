import { sql } from 'drizzle-orm'
import {
  PgBoss,
  fromDrizzle,
  fromPglite,
  type ConstructorOptions,
  type DrizzleTransactionLike,
  type JobWithMetadata,
  type Queue,
} from 'pg-boss'
import { z } from 'zod'
import type { DatabaseHandle } from '@server/db/client'
import { isDatabaseUnreachable, unreachableReporter } from '@server/db/unreachable'
import {
  DEFAULT_RETRY,
  type JobDefinition,
  type JobDefinitions,
  type JobName,
  type Payload,
  type RetryPolicy,
  type Uniqueness,
} from './job-definition'
import type { JobHandler, JobQueue, JobRecord, SendOptions } from './job-queue'

export type PgBossQueueOptions = {
  database: DatabaseHandle
  /** How often an idle worker asks for due jobs, in seconds (pg-boss allows 0.5 at least; default 2). */
  pollingIntervalSeconds?: number
  /** How long stop() waits for running handlers; then their attempts fail (and are retried by their policy). */
  stopTimeoutMs?: number
  /** pg-boss's own errors (a failed poll or maintenance run); by default logged, an outage's once per 30 s. */
  onError?: (error: Error) => void
}

/** Our JobQueue on pg-boss, in the application's own database (PGlite or PostgreSQL). */
export function createPgBossQueue<Definitions extends JobDefinitions>(
  definitions: Definitions,
  options: PgBossQueueOptions,
): JobQueue<Definitions> {
  const boss = new PgBoss(connectionOptions(options.database))
  // Listened to, pg-boss's 'error' is only a report: it keeps polling through a database outage and
  // picks up where it was once the database is back.
  boss.on('error', options.onError ?? defaultErrorLog())
  const definitionOf = (name: string): JobDefinition => {
    const definition = definitions[name]
    if (!definition) throw new Error(`No job is defined under the name "${name}"`)
    return definition
  }

  return {
    async start() {
      await boss.start()
      for (const [name, definition] of Object.entries(definitions)) await ensureQueue(boss, name, definition)
    },
    stop: () => boss.stop({ graceful: true, timeout: options.stopTimeoutMs ?? 10_000 }),
    async send(name, payload, sendOptions = {}) {
      // Refused here, where the caller can still react; the stored payload is the one given, so the
      // handler's parse sees exactly what the sender's parse accepted.
      definitionOf(name).payload.parse(payload)
      return boss.send(name, payload as object, pgBossSendOptions(sendOptions))
    },
    async work<Name extends JobName<Definitions>>(name: Name, handler: JobHandler<Payload<Definitions, Name>>) {
      const { payload: schema, pollingIntervalSeconds: ownInterval } = definitionOf(name)
      const pollingIntervalSeconds = Math.min(ownInterval ?? Number.POSITIVE_INFINITY, options.pollingIntervalSeconds ?? 2)
      await boss.work(name, { pollingIntervalSeconds, batchSize: 1 }, async (jobs) => {
        for (const job of jobs) {
          const payload = parsePayload(schema, job.data, `${name} job ${job.id}`) as Payload<Definitions, Name>
          await handler(payload, {
            id: job.id,
            retryCount: job.retryCount,
            signal: job.signal,
          })
        }
      })
    },
    async findJob(name, id) {
      const [job] = await boss.findJobs(name, { id })
      return job ? toJobRecord(job) : null
    },
    probe: () =>
      boss.isInstalled().then(
        (installed) => (installed ? 'up' : 'down'),
        () => 'down',
      ),
  }
}

function defaultErrorLog() {
  const reportUnreachable = unreachableReporter((line) => console.warn(`Job queue: ${line}`))
  return (error: Error) => {
    if (isDatabaseUnreachable(error)) reportUnreachable(error)
    else console.error('Job queue:', error)
  }
}

function connectionOptions(database: DatabaseHandle): ConstructorOptions {
  const { connection } = database
  if ('pglite' in connection) return { db: fromPglite(connection.pglite), backend: 'pglite' }
  // Its own small pool: pg-boss polls and keeps up its tables on connections of its own.
  return { connectionString: connection.connectionString, max: 4 }
}

const POLICY_OF: Record<Uniqueness, NonNullable<Queue['policy']>> = {
  none: 'standard',
  queued: 'short',
  'queued-or-active': 'exclusive',
}

/** Creates the queue, or brings an existing one's settings in step with its definition. */
async function ensureQueue(boss: PgBoss, name: string, definition: JobDefinition) {
  const policy = POLICY_OF[definition.uniqueness ?? 'none']
  const settings = withoutUndefined({
    ...retrySettings(definition.retry ?? DEFAULT_RETRY),
    expireInSeconds: definition.timeoutSeconds,
  })
  const existing = await boss.getQueue(name)
  if (!existing) return boss.createQueue(name, { policy, ...settings })
  if (existing.policy !== policy) {
    throw new Error(`Job queue "${name}" exists with policy ${existing.policy}; its definition now asks for ${policy}. Rename the job.`)
  }
  await boss.updateQueue(name, settings)
}

function retrySettings(retry: RetryPolicy) {
  return {
    retryLimit: retry.limit,
    retryDelay: retry.delaySeconds ?? 0,
    retryBackoff: retry.backoff ?? false,
    retryDelayMax: retry.maxDelaySeconds,
  }
}

function pgBossSendOptions(options: SendOptions) {
  return withoutUndefined({
    startAfter: options.startAfter,
    singletonKey: options.singletonKey,
    ...(options.retry ? retrySettings(options.retry) : {}),
    // Both drivers' execute() resolve to { rows }; the driver-neutral Database type does not say so.
    db: options.transaction ? fromDrizzle(options.transaction as unknown as DrizzleTransactionLike, sql) : undefined,
  })
}

function parsePayload(schema: z.ZodType, data: unknown, what: string) {
  const parsed = schema.safeParse(data)
  if (!parsed.success) throw new Error(`${what} has an invalid payload:\n${z.prettifyError(parsed.error)}`)
  return parsed.data
}

function toJobRecord(job: JobWithMetadata<unknown>): JobRecord {
  return {
    id: job.id,
    name: job.name,
    state: job.state,
    payload: job.data,
    retryCount: job.retryCount,
    retryLimit: job.retryLimit,
    startAfter: job.startAfter,
    startedOn: job.startedOn ?? null,
    completedOn: job.completedOn ?? null,
    error: lastErrorMessage(job),
  }
}

/** pg-boss keeps a failed attempt's serialised error as the job's output. */
function lastErrorMessage(job: JobWithMetadata<unknown>): string | null {
  if (job.state !== 'failed' && job.state !== 'retry') return null
  const output = job.output as { message?: unknown } | null
  return typeof output?.message === 'string' ? output.message : null
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T
}
