import { z } from 'zod'
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '@server/http/error-handler'
import type { App } from '@server/http/types'
import type { Clock } from '@server/clock'
import type { DatabaseHandle } from '@server/db/client'
import { identityProbe, probeDatabase, probeJobs, type ProbedQueue } from './probes'

const state = z.enum(['up', 'down', 'off'])
const healthSchema = z.object({
  /** ok: all up; degraded: the database is up but another dependency is not; unavailable: the database is down (503). */
  status: z.enum(['ok', 'degraded', 'unavailable']),
  time: z.string(),
  dependencies: z.object({
    database: z.object({ state, driver: z.enum(['pglite', 'postgres']), latency_ms: z.number() }),
    identity: z.object({ state, provider: z.enum(['emulator', 'firebase']) }),
    jobs: z.object({ state, workers: z.enum(['in-process', 'off']) }),
  }),
})

export type HealthRouteDeps = { database: DatabaseHandle; clock: Clock; jobs: ProbedQueue }

export async function healthRoutes(app: App, { database, clock, jobs }: HealthRouteDeps) {
  const identity = identityProbe(app.config)
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Each dependency (database, identity provider, job queue) with its state; 503 while the database is down',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const [db, identityState, jobsState] = await Promise.all([probeDatabase(database), identity.probe(), probeJobs(jobs)])
      const status = db.state !== 'up' ? 'unavailable' : identityState === 'down' || jobsState === 'down' ? 'degraded' : 'ok'
      if (status === 'unavailable') reply.status(503).header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
      return {
        status,
        time: clock.now().toISOString(),
        dependencies: {
          database: { state: db.state, driver: database.driver, latency_ms: db.latencyMs },
          identity: { state: identityState, provider: identity.provider },
          jobs: { state: jobsState, workers: app.config.JOB_WORKERS },
        },
      } as const
    },
  )
}
