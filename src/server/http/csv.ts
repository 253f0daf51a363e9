import { Readable } from 'node:stream'
import { stringify } from 'csv-stringify/sync'

/**
 * CSV for the console's exports, written by csv-stringify (RFC 4180 quoting, CRLF lines), streamed page
 * by page. Text cells are neutralised against spreadsheet formulas (`escape_formulas`: one starting
 * with = + - @, a tab or CR gets a leading apostrophe); numbers stay numbers.
 */
export type CsvCell = string | number | null | undefined

/** UTF-8 byte order mark: Excel opens the file as UTF-8 (Vietnamese intact) only with it. */
export const UTF8_BOM = '\uFEFF'

const OPTIONS = { record_delimiter: 'windows', escape_formulas: true } as const

/** Rows as CSV lines, each ending in CRLF. */
export const csvLines = (rows: readonly (readonly CsvCell[])[]) =>
  stringify(
    rows.map((row) => row.map((cell) => (typeof cell === 'number' && !Number.isFinite(cell) ? null : cell))),
    OPTIONS,
  )

/**
 * A CSV document as a stream: the BOM and header line, then each page of rows as it is read, so a
 * long range never sits in memory whole.
 */
export function csvStream(header: readonly string[], pages: AsyncIterable<readonly (readonly CsvCell[])[]>): Readable {
  async function* lines() {
    yield UTF8_BOM + csvLines([header])
    for await (const rows of pages) {
      if (rows.length > 0) yield csvLines(rows)
    }
  }
  return Readable.from(lines())
}

/** Reads a table page by page by a growing key: `read(after, limit)` answers the rows after `after`, in key order. */
export async function* keysetPages<Row>(
  read: (after: number, limit: number) => Promise<Row[]>,
  keyOf: (row: Row) => number,
  limit = 500,
): AsyncIterable<Row[]> {
  let after = 0
  for (;;) {
    const rows = await read(after, limit)
    if (rows.length === 0) return
    yield rows
    if (rows.length < limit) return
    after = keyOf(rows[rows.length - 1])
  }
}
