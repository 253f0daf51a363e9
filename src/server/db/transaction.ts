import type { Database } from './client'

/**
 * Runs `work` in one transaction on either driver. The transaction is a Database (Drizzle's
 * transaction extends its database), so the services' functions that take a `Database` run
 * inside it unchanged, with no cast.
 */
export function withTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx))
}
