import type { FastifyInstance, FastifyBaseLogger, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Clock } from '@server/clock'
import type { Database } from '@server/db/client'
import type { Config } from '@server/config'
import type { DomainEvents } from '@server/events/domain-events'

declare module 'fastify' {
  interface FastifyInstance {
    db: Database
    config: Config
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

/**
 * A module's route plugin: it declares the ports it uses (`{ purchasing: Purchasing }`) as its
 * options and builds none itself. The app registers it with the whole graph of the composition
 * root, which is assignable to any such narrow type.
 */
export type RoutePlugin<Deps> = (app: App, deps: Deps) => Promise<void>
