import {
  MARKET_IMPORT_MAX_BYTES,
  MARKET_IMPORT_PROBLEMS_SHOWN,
  marketImportBodySchema,
  marketImportResponseSchema,
} from '@shared/contracts/market-import'
import { errorResponses, staffOnly } from '@server/http/scopes'
import type { App } from '@server/http/types'
import { auditedWrite, staffActor } from '@server/modules/audit'
import { markCatalogChanged } from '@server/modules/catalog'
import { parseMarketLines } from './import'
import { writeMarketRecords } from './write'

/**
 * Staff scope: the mirror's records uploaded from the console as JSON lines (the shape of
 * `npm run import:market`). Every line is checked first; any refused line and nothing is written
 * (imported: false, with each line's problem), otherwise all are written in one transaction, audited.
 */
export async function marketStaffRoutes(app: App) {
  app.addContentTypeParser(['application/x-ndjson', 'application/jsonl'], { parseAs: 'string' }, (_request, body, done) => done(null, body))
  app.post(
    '/market-import',
    {
      config: staffOnly('content'),
      bodyLimit: MARKET_IMPORT_MAX_BYTES,
      schema: {
        tags: ['admin'],
        summary: 'Import market records from JSON lines (text/plain or application/x-ndjson body); all or nothing; audited',
        body: marketImportBodySchema,
        response: { 200: marketImportResponseSchema, ...errorResponses(400, 413) },
      },
    },
    async (request) => {
      const parsed = parseMarketLines(request.body)
      const result = {
        lines: parsed.lines,
        records: parsed.records.length,
        imported: false,
        problem_count: parsed.problems.length,
        problems: parsed.problems.slice(0, MARKET_IMPORT_PROBLEMS_SHOWN),
      }
      // A refused file is a report, not a failed request: the console lists each refused line.
      if (parsed.problems.length > 0 || parsed.records.length === 0) return { data: result }
      await auditedWrite(app.db, staffActor(request), async (tx) => {
        await writeMarketRecords(tx, parsed.records, app.clock.now())
        return {
          result: null,
          audit: {
            action: 'market.import',
            subjectType: 'market_import',
            subjectId: new Date().toISOString(),
            before: null,
            after: { lines: parsed.lines, records: parsed.records.length },
          },
        }
      })
      markCatalogChanged(app.db)
      return { data: { ...result, imported: true } }
    },
  )
}
