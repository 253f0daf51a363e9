import { CsvError, parse } from 'csv-parse/sync'
import { BANK_STATEMENT_COLUMNS, BANK_STATEMENT_MAX_BYTES, BANK_STATEMENT_MAX_ROWS } from '@shared/contracts/payments'
import { isStorableText } from '@shared/http/storable'
import { parseWholeAmount } from '@shared/money/whole-amount'
import { AppError, type FieldErrors } from '@server/http/app-error'
import type { MessageKey } from '@server/i18n/messages'

/** One transfer of a bank statement, as its row says it. */
export type StatementRow = { line: number; date: string; amount: number; content: string; reference: string }

const refuse = (status: number, key: MessageKey, params: Record<string, string> = {}) =>
  new AppError(status, key, params, { statement: [key] })

/** UTF-8 (a BOM is dropped); any other encoding is refused rather than read as mojibake. */
function decode(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
  } catch {
    throw refuse(422, 'statementEncoding')
  }
}

/** Bank references as banks print them: letters, digits and . _ - / : (FT24335123456, 0123.4567). */
const REFERENCE = /^[A-Za-z0-9][A-Za-z0-9._:/-]{0,99}$/

/** What is wrong with one data row, or its transfer. */
function readRow(fields: string[], line: number): StatementRow | MessageKey {
  if (fields.length !== BANK_STATEMENT_COLUMNS.length) return 'statementRowColumns'
  const [date, amountText, content, reference] = fields.map((field) => field.trim())
  if (!date || date.length > 40 || !isStorableText(date)) return 'statementRowDate'
  const amount = parseWholeAmount(amountText)
  if (!('ok' in amount) || amount.ok <= 0 || amount.ok > 1e13) return 'statementRowAmount'
  if (content.length > 1000 || !isStorableText(content)) return 'statementRowContent'
  if (!REFERENCE.test(reference)) return 'statementRowReference'
  return { line, date, amount: amount.ok, content, reference }
}

/**
 * Reads a bank statement (README: Bank statement import): a header row `date,amount,content,reference`,
 * then one transfer in per row. Refused as a whole, before anything is written: a file over the size or
 * row cap (413), not UTF-8, not CSV, a wrong header, no rows (422), or any bad row — then every bad row
 * is named (`rows.<line>`: its problem), as is a bank reference given twice in the file.
 */
export function readStatement(bytes: Uint8Array): StatementRow[] {
  if (bytes.byteLength > BANK_STATEMENT_MAX_BYTES)
    throw refuse(413, 'statementTooLarge', { max: `${Math.floor(BANK_STATEMENT_MAX_BYTES / 1000)} KB` })
  const text = decode(bytes)
  let records: { record: string[]; info: { lines: number } }[]
  try {
    records = parse(text, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      max_record_size: 4096,
    }) as unknown as typeof records
  } catch (error) {
    if (error instanceof CsvError) throw refuse(422, 'statementMalformed', { line: String((error as { lines?: number }).lines ?? '?') })
    throw error
  }
  const [header, ...rows] = records
  const names = header?.record.map((name) => name.trim().toLowerCase())
  if (!names || names.join(',') !== BANK_STATEMENT_COLUMNS.join(',')) throw refuse(422, 'statementHeader')
  if (rows.length === 0) throw refuse(422, 'statementEmpty')
  if (rows.length > BANK_STATEMENT_MAX_ROWS) throw refuse(413, 'statementTooManyRows', { max: String(BANK_STATEMENT_MAX_ROWS) })
  const errors: FieldErrors = {}
  const read: StatementRow[] = []
  const seen = new Set<string>()
  for (const { record, info } of rows) {
    const row = readRow(record, info.lines)
    if (typeof row === 'string') errors[`rows.${info.lines}`] = [row]
    else if (seen.has(row.reference)) errors[`rows.${info.lines}`] = ['statementRowDuplicate']
    else {
      seen.add(row.reference)
      read.push(row)
    }
  }
  const bad = Object.keys(errors).length
  if (bad > 0) throw new AppError(422, 'statementRowsInvalid', { count: String(bad) }, errors)
  return read
}
