import { writeFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '@server/db/client'
import { migrateDatabase } from '@server/db/migrate'
import { seedDatabase } from '@server/seed/seed-database'
import { startAuthEmulator } from '@server/identity/emulator'
import { freePortRange } from './free-port'
import { startPostgres } from './postgres-server'

export const TEMPLATE_DATABASE = 'storefront_template'
export const TEST_PROJECT_ID = 'demo-storefront-test'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string
    pgliteSnapshotPath: string
    emulatorHost: string
  }
}

/**
 * Once per API test run: a seeded PGlite snapshot, a real PostgreSQL 15 with a seeded template
 * database (each test file clones it), and the Firebase Auth emulator.
 */
export default async function setup(project: TestProject) {
  // The template is seeded while the emulator (the slowest, ~9 s) starts.
  const [postgres, emulator, snapshotPath] = await Promise.all([
    startPostgres().then(async (server) => {
      await seedPostgresTemplate(server.url())
      return server
    }),
    startAuthEmulator({ projectId: TEST_PROJECT_ID, port: await freePortRange(3) }),
    makePgliteSnapshot(),
  ])

  project.provide('postgresUrl', postgres.url())
  project.provide('pgliteSnapshotPath', snapshotPath)
  project.provide('emulatorHost', emulator.host)

  return async () => {
    await emulator.stop()
    postgres.stop()
    rmSync(snapshotPath, { force: true })
  }
}

async function makePgliteSnapshot(): Promise<string> {
  const handle = await openDatabase({ dataDir: null })
  await migrateDatabase(handle)
  await seedDatabase(handle.db)
  const blob = await handle.dump!()
  await handle.close()
  const path = join(mkdtempSync(join(tmpdir(), 'storefront-pglite-')), 'seeded.tar')
  writeFileSync(path, Buffer.from(await blob.arrayBuffer()))
  return path
}

async function seedPostgresTemplate(adminUrl: string) {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${TEMPLATE_DATABASE}`)
  await admin.end()
  const handle = await openDatabase({ databaseUrl: adminUrl.replace(/\/postgres$/, `/${TEMPLATE_DATABASE}`) })
  await migrateDatabase(handle)
  await seedDatabase(handle.db)
  await handle.close()
}
