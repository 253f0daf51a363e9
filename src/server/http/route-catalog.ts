import type { FastifyContextConfig, FastifyInstance, FastifySchema } from 'fastify'

/** One route as registered: its method, full path (with :params), schema and config (e.g. a staff route's roles). */
export type RegisteredRoute = { method: string; url: string; schema: FastifySchema | undefined; config: FastifyContextConfig | undefined }

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app in registration order (HEAD twins left out): what the input-safety test walks. */
    registeredRoutes: readonly RegisteredRoute[]
  }
}

/** Call before any route is registered: the hook only sees routes added after it. */
export function recordRoutes(app: FastifyInstance) {
  const routes: RegisteredRoute[] = []
  app.decorate('registeredRoutes', routes)
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      // Read the schema when asked: a scope's own onRoute hook (after this one) may still replace it.
      if (method !== 'HEAD')
        routes.push({
          method,
          url: route.url,
          get schema() {
            return route.schema
          },
          config: route.config as FastifyContextConfig | undefined,
        })
    }
  })
}
