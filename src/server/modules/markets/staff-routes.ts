import { MARKET_IMPORT_MAX_BYTES, marketImportBodySchema, marketImportResponseSchema } from '@shared/contracts/market-import'
import { idParamsSchema } from '@shared/contracts/fields'
import type { Clock } from '@server/clock'
import type { Database } from '@server/db/client'
import { errorResponses, staffOnly } from '@server/http/scopes'
import type { App } from '@server/http/types'
import { staffActor } from '@server/modules/audit'
import { marketImportOf, startMarketImport } from './import-runs'
import type { MarketQueue } from './jobs'

export type MarketStaffRouteDeps = { database: { db: Database }; clock: Clock; jobs: MarketQueue }

/**
 * Staff scope: the mirror's records uploaded from the console as JSON lines (the shape of
 * `npm run import:market`), imported by a job so a 20 MB file never holds up the shop: the upload
 * is answered at once (202) and the console follows the import's progress (import-runs.ts).
 */
export async function marketStaffRoutes(app: App, { database, clock, jobs }: MarketStaffRouteDeps) {
  app.addContentTypeParser(['application/x-ndjson', 'application/jsonl'], { parseAs: 'string' }, (_request, body, done) => done(null, body))
  app.post(
    '/market-import',
    {
      config: staffOnly('content'),
      bodyLimit: MARKET_IMPORT_MAX_BYTES,
      schema: {
        tags: ['admin'],
        summary:
          'Start an import of market records from JSON lines (text/plain or application/x-ndjson body): checked, then written, by a job',
        body: marketImportBodySchema,
        response: { 202: marketImportResponseSchema, ...errorResponses(400, 413) },
      },
    },
    async (request, reply) => {
      const started = await startMarketImport(database.db, jobs, staffActor(request), request.body, clock.now())
      return reply.code(202).send({ data: started })
    },
  )

  app.get(
    '/market-imports/:id',
    {
      config: staffOnly('content'),
      schema: {
        tags: ['admin'],
        summary: 'An import’s progress: lines checked, records written, of the total; or the refused lines',
        params: idParamsSchema,
        response: { 200: marketImportResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => ({ data: await marketImportOf(database.db, request.params.id) }),
  )
}
