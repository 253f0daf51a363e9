import { type AnyColumn, getTableColumns, is, Placeholder, type Query, type SQL, sql } from 'drizzle-orm'
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core'
import type { Database } from './client'

/** A value written into a statement now, or a placeholder its runs bind (preparedStatement). */
export type Bindable<T> = T | Placeholder

const dialect = new PgDialect()

/**
 * A statement whose SQL text is built once, by Drizzle's builders with the values that change as
 * `sql.placeholder`s, then bound to each run's values: a PostgreSQL connection prepares it once under
 * `name` (and may keep one plan for it), PGlite runs the same text. Drizzle otherwise builds a query's
 * text anew on every run, walking every chunk of it: for a hot lot's bid group at 400 bids/s that was
 * a fifth of the event loop's time and 45% of what it allocated. For hot paths only; one name, one text.
 * A query that runs on the pool, never in a transaction, can use Drizzle's own `.prepare(name)` (the market
 * lists, the customer's lookup); this one runs on whichever connection `db` is, a transaction's included.
 */
export function preparedStatement<Row>(name: string, build: (db: Database) => SQL) {
  let query: Query | undefined
  return async (db: Database, values: Record<string, unknown>): Promise<Row[]> => {
    query ??= dialect.sqlToQuery(build(db))
    const result = await db._.session.prepareQuery(query, undefined, name, false).execute(values)
    return (result as { rows: Row[] }).rows
  }
}

/** The placeholder `name`, bound at each run of a prepared statement. */
export const bound = (name: string) => sql.placeholder(name)

/** A column's bare name, as an insert's column list and an upsert's target want it. */
export const columnName = (of: { name: string }) => sql.identifier(of.name)

/**
 * `column = any(values)`: one array parameter however many the values, so the statement's text (and a
 * prepared statement's plan) is the same for one value or fifty. `values` may be a placeholder bound to an array.
 */
export function equalsAny(column: AnyColumn, values: Bindable<readonly unknown[]>): SQL {
  return sql`${column} = any(${is(values, Placeholder) ? values : sql.param(values)})`
}

/**
 * Every column of the table, by name, for a prepared statement's select list. Named, not `*`: a statement a
 * connection prepared keeps its result's shape, and one more column (a newer process's migration) would fail it.
 */
export function everyColumn(table: PgTable): SQL {
  return sql.join(
    Object.values(getTableColumns(table)).map((column) => columnName(column)),
    sql`, `,
  )
}

/**
 * A table's row as Drizzle's select answers it (its columns' keys, each value read as the column reads it), from a
 * prepared statement's row of `everyColumn` (named as the columns are in the database).
 */
export function tableRowOf<Table extends PgTable>(table: Table, raw: Record<string, unknown>): Table['$inferSelect'] {
  const row: Record<string, unknown> = {}
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name]
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value)
  }
  return row as Table['$inferSelect']
}
