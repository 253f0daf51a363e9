import { resolve } from 'node:path'
import { sql } from 'drizzle-orm'
import type { Config } from '@server/config'
import { openDatabase, type DatabaseHandle } from './client'
import { lockDataDirectory } from './lock'
import { queryNumber } from './rows'
import { migrateDatabase } from './migrate'
// The module list: loading it gives drizzle() the modules' tables and translate their messages (every CLI opens its database here).
import '@server/modules/registry'

/**
 * Opens the configured database and brings its schema up to date:
 * PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR under an exclusive lock.
 */
export async function openStorage(config: Config): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) {
    const handle = await openDatabase({ databaseUrl: config.DATABASE_URL })
    await migrateDatabase(handle)
    return handle
  }
  const dataDir = resolve(config.DATA_DIR)
  const release = await lockDataDirectory(dataDir)
  try {
    const handle = await openDatabase({ dataDir: resolve(dataDir, 'pglite'), sharedBuffersMb: config.PGLITE_SHARED_BUFFERS_MB })
    await migrateDatabase(handle)
    return {
      ...handle,
      close: async () => {
        await handle.close()
        await release()
      },
    }
  } catch (error) {
    await release()
    throw error
  }
}

/** True when the database has never been seeded (the shop registry is empty). */
export async function needsSeed(handle: DatabaseHandle): Promise<boolean> {
  return (await queryNumber(handle.db, sql`select count(*)::int as value from shops`)) === 0
}
