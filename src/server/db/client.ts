import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import pg from 'pg'
import { noNotifications, postgresNotifications, type DatabaseNotifications } from './notifications'
import { schema, type Schema } from './schema'

export type { Schema }
/** Either driver: modules write queries against this type only. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>

export type DatabaseHandle = {
  db: Database
  driver: 'pglite' | 'postgres'
  /** For libraries that bring their own SQL (the job queue): the PGlite instance, or where PostgreSQL is. */
  connection: { pglite: PGlite } | { connectionString: string }
  /** Messages to the other processes on this database (PostgreSQL LISTEN/NOTIFY; nothing to do on PGlite). */
  notifications: DatabaseNotifications
  close: () => Promise<void>
  /** PGlite only: the whole database as a tarball, uncompressed (opening a gzipped copy spends ~0.4 s unzipping it). */
  dump?: () => Promise<Blob | File>
}

/** PGlite may start from a snapshot made by a handle's `dump` (tests clone a seeded database this way). */
export type DatabaseTarget = { databaseUrl: string } | { dataDir: string | null; snapshot?: Blob; sharedBuffersMb?: number }

export type DatabaseOptions = {
  /**
   * Tests only: called with every statement's SQL before it is sent through `db` (Drizzle's query
   * logger); throwing fails that statement as a database error would (the write-invariant test's faults).
   */
  beforeStatement?: (sql: string) => void
}

/** Opens PostgreSQL when a URL is given, otherwise PGlite (in memory when dataDir is null). */
export async function openDatabase(target: DatabaseTarget, options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if ('databaseUrl' in target) return openPostgres(target.databaseUrl, options)
  return openPglite(target, options)
}

/** Drizzle's settings: the schema, and the statement hook as its query logger when one is given. */
function drizzleSettings({ beforeStatement }: DatabaseOptions) {
  return { schema, ...(beforeStatement ? { logger: { logQuery: (query: string) => beforeStatement(query) } } : {}) }
}

async function openPglite(
  { dataDir, snapshot, sharedBuffersMb }: { dataDir: string | null; snapshot?: Blob; sharedBuffersMb?: number },
  options: DatabaseOptions,
): Promise<DatabaseHandle> {
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(snapshot ? { loadDataDir: snapshot } : {}),
    ...startParams(sharedBuffersMb),
    extensions: { pg_trgm, unaccent },
  })
  const db = drizzlePglite(client, drizzleSettings(options)) as unknown as Database
  return {
    db,
    driver: 'pglite',
    connection: { pglite: client },
    notifications: noNotifications,
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  }
}

/**
 * PGlite's start parameters with its page cache sized (PGlite sizes its memory to it from the start:
 * 128 MB by default); PGlite's own parameters kept. Untyped: its defaults are a static PGlite does not declare.
 */
function startParams(sharedBuffersMb: number | undefined): { startParams?: string[] } {
  const defaults = (PGlite as unknown as { defaultStartParams?: string[] }).defaultStartParams
  if (sharedBuffersMb === undefined || !defaults) return {}
  return { startParams: [...defaults, '-c', `shared_buffers=${sharedBuffersMb}MB`] }
}

/** A new connection waits this long for an unreachable server (not the system's minutes), then its query fails with 503. */
const CONNECT_TIMEOUT_MS = 5_000

async function openPostgres(databaseUrl: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true })
  // An idle connection the server drops (restart, admin termination) is replaced on next use;
  // without a listener the pool's 'error' event would crash the process.
  pool.on('error', (error) => console.warn(`PostgreSQL dropped an idle connection: ${error.message}`))
  // pg-pool listens only while a connection is idle: one dropped while checked out between two
  // queries of a transaction would emit 'error' with nobody listening and end the process. Its
  // transaction fails (503) and the pool discards it on release.
  pool.on('connect', (connection) => connection.on('error', () => {}))
  await pool.query('select 1')
  const db = drizzlePostgres(pool, drizzleSettings(options)) as unknown as Database
  const notifications = postgresNotifications(databaseUrl, {
    notify: (channel, message) => pool.query('select pg_notify($1, $2)', [channel, message]),
  })
  return {
    db,
    driver: 'postgres',
    connection: { connectionString: databaseUrl },
    notifications,
    close: async () => {
      await notifications.close()
      await pool.end()
    },
  }
}
