import type { FastifyInstance, FastifyBaseLogger, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Clock } from '@server/clock'
import type { Database } from '@server/db/client'
import type { Config } from '@server/config'
import type { AppJobQueue } from '@server/jobs'
import type { DomainEvents } from '@server/events/domain-events'

declare module 'fastify' {
  interface FastifyInstance {
    db: Database
    config: Config
    /** Where routes enqueue work (see src/server/jobs). */
    jobs: AppJobQueue
    clock: Clock
    events: DomainEvents
  }
}

/** The Fastify instance every module registers its routes on (zod-typed). */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>
