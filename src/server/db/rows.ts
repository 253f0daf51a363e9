import type { SQL } from 'drizzle-orm'
import type { Database } from './client'

/** The rows a statement written in SQL answers (`db.execute` gives `{ rows }` on both drivers; Drizzle's type does not say so). */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

/** The number a statement answers in its first row's column named `value` (0 when it answers no row). */
export async function queryNumber(db: Database, query: SQL): Promise<number> {
  const [row] = await queryRows<{ value: number | string | null }>(db, query)
  return Number(row?.value ?? 0)
}
