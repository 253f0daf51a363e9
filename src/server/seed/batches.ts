import { getTableColumns, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '@server/db/client'

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters, few round trips on PGlite. */
const BATCH_SIZE = 500

type Row<T extends PgTable> = T['$inferInsert']

function chunks<T>(rows: readonly T[]): T[][] {
  const result: T[][] = []
  for (let start = 0; start < rows.length; start += BATCH_SIZE) result.push(rows.slice(start, start + BATCH_SIZE))
  return result
}

/** Inserts rows that are not there yet; rows already stored (same key) are left as they are. */
export async function insertMissing<T extends PgTable>(db: Database, table: T, rows: readonly Row<T>[]): Promise<void> {
  for (const batch of chunks(rows)) {
    await db
      .insert(table)
      .values(batch as never)
      .onConflictDoNothing()
  }
}

/** Inserts or rewrites rows keyed on `target`: reference data whose source of truth is this code. */
export async function upsertRows<T extends PgTable>(
  db: Database,
  table: T,
  target: PgColumn | PgColumn[],
  rows: readonly Row<T>[],
): Promise<void> {
  const set = excludedValues(table, target)
  for (const batch of chunks(rows)) {
    await db
      .insert(table)
      .values(batch as never)
      .onConflictDoUpdate({ target, set })
  }
}

/** `column = excluded.column` for every column but the conflict target and those the database computes. */
function excludedValues(table: PgTable, target: PgColumn | PgColumn[]): Record<string, SQL> {
  const keys = new Set((Array.isArray(target) ? target : [target]).map((column) => column.name))
  const set: Record<string, SQL> = {}
  for (const [property, column] of Object.entries(getTableColumns(table))) {
    if (!keys.has(column.name) && !column.generated) set[property] = sql.raw(`excluded."${column.name}"`)
  }
  return set
}
