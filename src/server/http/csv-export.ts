import { exportFileName, exportRangeQuerySchema, type ExportKind, type ExportRange } from '@shared/contracts/admin/exports'
import type { StaffRole } from '@shared/staff/roles'
import { type CsvCell, csvStream } from './csv'
import { staffOnly } from './scopes'
import type { App } from './types'

type CsvExport = {
  kind: ExportKind
  roles: [StaffRole, ...StaffRole[]]
  tags: string[]
  /** What a row is, for the API docs: "The orders created", "The ledger's entries with a voucher date". */
  rowsAre: string
  header: readonly string[]
  rows: (range: ExportRange) => AsyncIterable<readonly (readonly CsvCell[])[]>
}

/** GET /exports/{kind}.csv?from=&to= for the given staff roles: a day range's rows streamed as a CSV download. */
export function csvExportRoute(app: App, { kind, roles, tags, rowsAre, header, rows }: CsvExport) {
  app.get(
    `/exports/${kind}.csv`,
    {
      config: staffOnly(...roles),
      schema: {
        tags,
        summary: `${rowsAre} from \`from\` to \`to\` (Vietnam days, both included, at most 366) as CSV: UTF-8 with BOM, formulas neutralised, streamed`,
        querystring: exportRangeQuerySchema,
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(kind, request.query)}"`)
        .header('cache-control', 'no-store')
        .send(csvStream(header, rows(request.query))),
  )
}
