import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import fastifyStatic from '@fastify/static'
import { registerServerRendering, type AppPathCheck } from './ssr'
import type { App } from './types'

const API_PREFIXES = ['/api/', '/catalog/', '/media/']

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix)) || url === '/api' || url === '/catalog'
}

/**
 * Serves the built PWA. Hashed assets are immutable; the shell, manifest and service worker
 * are revalidated so a new version is found. Home, product lists and products are rendered on the
 * server (ssr.ts); other non-API paths get the SPA shell (status 404 where the app has no screen).
 * Answers how to tell those paths, or false without a client build.
 */
export async function registerSpa(app: App, distDir: string): Promise<AppPathCheck | false> {
  const root = resolve(distDir)
  if (!existsSync(resolve(root, 'index.html'))) {
    app.log.warn(`No client build in ${root}: run "npm run build" to serve the PWA.`)
    return false
  }
  // A path with an empty segment (`/api/admin//me`) names no file, screen or route: the not-found answer
  // of its kind (JSON for the API, the shell elsewhere), where the static files' wildcard would say 403.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.split('?')[0].includes('//')) return reply.callNotFound()
  })
  const isAppPath = await registerServerRendering(app, root)
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    index: ['index.html'],
    setHeaders(reply, path) {
      const immutable = path.includes('/assets/')
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
    },
  })
  return isAppPath
}
