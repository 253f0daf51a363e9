import { createReadStream } from 'node:fs'
import { createInterface } from 'node:readline'
import type { z } from 'zod'
import { marketRecordSchema, type MarketRecord } from '@shared/contracts/market-import'
import { isMessageKey, translate } from '@server/i18n/messages'

/** A line the import refuses: its number (from 1) and why, in English. */
export type ImportProblem = { line: number; message: string }
export type ParsedImport = { records: MarketRecord[]; problems: ImportProblem[]; lines: number }

function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .map((issue) => {
      const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''
      return `${where}${isMessageKey(issue.message) ? translate('en', issue.message) : issue.message}`
    })
    .join('; ')
}

/** Reads one JSON line; blank lines are skipped. */
function parseLine(text: string, line: number): MarketRecord | ImportProblem | null {
  if (text.trim() === '') return null
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    return { line, message: `not JSON (${(error as Error).message})` }
  }
  const parsed = marketRecordSchema.safeParse(json)
  return parsed.success ? parsed.data : { line, message: describeIssues(parsed.error.issues) }
}

/**
 * The mirror's records in a JSON-lines file (`npm run import:market -- <file>`), each checked by
 * the shared schema. Every line is read, so all problems are reported at once; the caller writes
 * nothing unless there are none.
 */
export async function readMarketFile(path: string): Promise<ParsedImport> {
  const parsed: ParsedImport = { records: [], problems: [], lines: 0 }
  const reader = createInterface({ input: createReadStream(path, { encoding: 'utf8' }), crlfDelay: Number.POSITIVE_INFINITY })
  for await (const text of reader) {
    parsed.lines += 1
    const result = parseLine(text, parsed.lines)
    if (result === null) continue
    if ('kind' in result) parsed.records.push(result)
    else parsed.problems.push(result)
  }
  return parsed
}

/**
 * Lines checked between two turns given back to the other requests (a 20 MB upload is ~20,000 lines;
 * checking a listing line takes about a millisecond, so another request waits at most ~50 ms).
 */
const CHECK_CHUNK_LINES = 50

/**
 * The same reading of JSON lines already in memory (the staff console's upload), a chunk of lines
 * at a time: after each, `progress` hears how far it got and the event loop serves other requests.
 */
export async function checkMarketLines(
  text: string,
  progress: (checked: number, parsed: ParsedImport) => Promise<void>,
): Promise<ParsedImport> {
  const lines = text.split(/\r?\n/)
  if (text.endsWith('\n')) lines.pop()
  const parsed: ParsedImport = { records: [], problems: [], lines: lines.length }
  for (let start = 0; start < lines.length; start += CHECK_CHUNK_LINES) {
    lines.slice(start, start + CHECK_CHUNK_LINES).forEach((line, index) => {
      const result = parseLine(line, start + index + 1)
      if (result === null) return
      if ('kind' in result) parsed.records.push(result)
      else parsed.problems.push(result)
    })
    await progress(Math.min(start + CHECK_CHUNK_LINES, lines.length), parsed)
    await new Promise((resolve) => setImmediate(resolve))
  }
  return parsed
}
