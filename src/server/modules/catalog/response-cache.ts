import type { FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { jsonDocument, sendJsonDocument } from '@server/http/etag'
import type { App } from '@server/http/types'
import { cached } from './cache'

/** Public catalogue data: any cache may keep it, but must ask again (a cheap 304) before reusing it. */
const CATALOG_CACHE_CONTROL = 'public, max-age=0, must-revalidate'

/**
 * Answers a public catalogue read (the same for every customer) from an in-memory cache of whole
 * serialised answers keyed by the normalised request: a hot list or product costs neither a query
 * nor a serialisation. The answer is checked against its contract once, when it is made. Entries
 * follow the catalogue cache's rules (cleared by markCatalogChanged, refreshed after its TTL).
 */
export async function sendCatalogJson<S extends z.ZodType>(
  app: App,
  request: FastifyRequest,
  reply: FastifyReply,
  cache: { key: string; schema: S },
  compute: () => Promise<z.input<S>>,
) {
  const make = async () => jsonDocument(cache.schema.parse(await compute()))
  const document = app.config.CATALOG_RESPONSE_CACHE === 'off' ? await make() : await cached(app.db, `response:${cache.key}`, make)
  return sendJsonDocument(request, reply, document, CATALOG_CACHE_CONTROL)
}
