import Fastify, { type FastifyServerOptions } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from './config'
import { registerAuthentication } from './http/authentication'
import { registerCompression } from './http/compression'
import { docsRoutes, registerOpenApi } from './http/docs'
import { registerErrorHandling } from './http/error-handler'
import { registerInputGuard } from './http/input-guard'
import { registerRateLimits } from './http/rate-limit'
import { registerRequestContext } from './http/request-context'
import { recordRoutes } from './http/route-catalog'
import { SCOPES } from './http/scopes'
import { registerSecurityHeaders } from './http/security-headers'
import { registerSpa } from './http/spa'
import type { App } from './http/types'
import type { Integrations } from './integrations'
import { scopedRoutes } from '@server/modules/define-module'
import { MODULES } from '@server/modules/registry'

/**
 * Every module's route plugins, derived from the module list, in registration order (public, customer,
 * staff). Each takes what it needs from the one graph: the type checker holds each plugin's deps against it.
 */
const ROUTES = scopedRoutes<Integrations>(MODULES)

export type AppOptions = {
  config: Config
  /** Built by the composition root (composition-root.ts). */
  integrations: Integrations
  /** Serve the built PWA from config.CLIENT_DIST_DIR (off in API tests). */
  serveClient?: boolean
  logger?: boolean
}

/** Builds the whole HTTP app: infrastructure first, then every module's routes, each in its scope. */
export async function buildApp({ config, integrations, serveClient, logger }: AppOptions): Promise<App> {
  const serverOptions: FastifyServerOptions = {
    logger: logger === false ? false : { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
  }
  const app = Fastify(serverOptions).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('db', integrations.database.db)
  app.decorate('config', config)
  app.decorate('clock', integrations.clock)
  app.decorate('events', integrations.events)
  recordRoutes(app)

  await registerSecurityHeaders(app, config, { clientDir: serveClient ? config.CLIENT_DIST_DIR : undefined })
  registerRequestContext(app)
  registerAuthentication(app, integrations.identity)
  registerInputGuard(app)
  await registerRateLimits(app, config, integrations.database)
  // Before any route, so the SPA's assets and the API's JSON are all compressed.
  await registerCompression(app)
  await registerOpenApi(app)
  const spaFallback = serveClient ? await registerSpa(app, config.CLIENT_DIST_DIR) : false
  registerErrorHandling(app, { spaFallback })

  await app.register(docsRoutes)
  for (const { scope, routes } of ROUTES) {
    const { prefix, enter } = SCOPES[scope]
    await app.register(
      async (scoped: App) => {
        enter(scoped)
        await scoped.register(routes, integrations)
      },
      { prefix },
    )
  }
  await app.ready()
  return app
}
