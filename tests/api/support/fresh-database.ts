import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import { openDatabase, type DatabaseHandle } from '@server/db/client'
import type { Driver } from './test-app'

/** An empty database (no tables) on this driver; drop() removes it after the test. */
export async function openEmptyDatabase(driver: Driver): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (driver === 'pglite') {
    const handle = await openDatabase({ dataDir: null })
    return { handle, drop: () => handle.close() }
  }
  const adminUrl = inject('postgresUrl')
  const name = `empty_${randomUUID().replaceAll('-', '')}`
  await adminQuery(adminUrl, `create database ${name}`)
  const handle = await openDatabase({ databaseUrl: adminUrl.replace(/\/postgres$/, `/${name}`) })
  return {
    handle,
    drop: async () => {
      await handle.close()
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`)
    },
  }
}

async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}
