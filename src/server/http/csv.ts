import { Readable } from 'node:stream'

/**
 * A small CSV writer (RFC 4180: comma-separated, CRLF lines, a field quoted when it holds a comma, a
 * quote or a line break, quotes doubled) for the console's exports, streamed page by page.
 * Text cells are neutralised against spreadsheet formulas: one starting with = + - @ (or a tab / CR,
 * which Excel strips) gets a leading apostrophe; numbers stay numbers.
 */
export type CsvCell = string | number | null | undefined

/** UTF-8 byte order mark: Excel opens the file as UTF-8 (Vietnamese intact) only with it. */
export const UTF8_BOM = '\uFEFF'

const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]/

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  const text = FORMULA_START.test(value) ? `'${value}` : value
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export const csvLine = (cells: readonly CsvCell[]) => `${cells.map(csvCell).join(',')}\r\n`

/**
 * A CSV document as a stream: the BOM and header line, then each page of rows as it is read, so a
 * long range never sits in memory whole.
 */
export function csvStream(header: readonly string[], pages: AsyncIterable<readonly (readonly CsvCell[])[]>): Readable {
  async function* lines() {
    yield UTF8_BOM + csvLine(header)
    for await (const rows of pages) {
      if (rows.length > 0) yield rows.map(csvLine).join('')
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
