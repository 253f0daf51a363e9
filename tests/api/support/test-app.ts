import { readFileSync } from 'node:fs'
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, inject } from 'vitest'
import { buildApp, type AppDependencies } from '@server/app'
import { loadConfig } from '@server/config'
import { openDatabase, type DatabaseHandle } from '@server/db/client'
import { createFirebaseVerifier, type IdentityVerifier } from '@server/identity/verifier'
import type { App } from '@server/http/types'
import { TEMPLATE_DATABASE, TEST_PROJECT_ID } from './global-setup'

export const DRIVERS = ['pglite', 'postgres'] as const
export type Driver = (typeof DRIVERS)[number]

export type TestContext = {
  app: App
  database: DatabaseHandle
  driver: Driver
  /** A fresh customer account in the Auth emulator, with its ID token. */
  signUp: () => Promise<{ token: string; uid: string; email: string }>
}

/** What a suite may add to the app: e.g. purchasable sources for market shops (given the suite's database). */
export type TestAppOptions = { purchasableSources?: (database: DatabaseHandle) => AppDependencies['purchasableSources'] }

/** The app on this database, with the Auth emulator's verifier, as every API test builds it. */
export async function buildTestApp(database: DatabaseHandle, options: TestAppOptions = {}) {
  const emulatorHost = inject('emulatorHost')
  const config = loadConfig({ FIREBASE_PROJECT_ID: TEST_PROJECT_ID, FIREBASE_AUTH_EMULATOR_HOST: emulatorHost, LOG_LEVEL: 'silent' })
  const identity = createFirebaseVerifier({ projectId: TEST_PROJECT_ID, emulatorHost })
  const app = await buildApp({ config, database, identity, logger: false, purchasableSources: options.purchasableSources?.(database) })
  return { app, identity, signUp: () => signUp(emulatorHost) }
}

/** Runs a suite once on PGlite and once on PostgreSQL, each on its own freshly seeded database. */
export function describeEachDriver(title: string, suite: (context: () => TestContext) => void, options: TestAppOptions = {}) {
  for (const driver of DRIVERS) {
    describe(`${title} [${driver}]`, () => {
      let context: TestContext | undefined
      let dropDatabase = async () => {}
      let identity: IdentityVerifier | undefined
      beforeAll(async () => {
        const opened = await openSeededDatabase(driver)
        dropDatabase = opened.drop
        const built = await buildTestApp(opened.handle, options)
        identity = built.identity
        context = { app: built.app, database: opened.handle, driver, signUp: built.signUp }
      })
      afterAll(async () => {
        await context?.app.close()
        await identity?.close()
        await context?.database.close()
        await dropDatabase()
      })
      suite(() => {
        if (!context) throw new Error('test context not ready')
        return context
      })
    })
  }
}

/** A fresh copy of the seeded database on one driver, without an app (e.g. for the job queue's tests). */
export async function openSeededDatabase(driver: Driver): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (driver === 'pglite') {
    const snapshot = new Blob([readFileSync(inject('pgliteSnapshotPath'))])
    return { handle: await openDatabase({ dataDir: null, snapshot }), drop: async () => {} }
  }
  const adminUrl = inject('postgresUrl')
  const name = `test_${randomUUID().replaceAll('-', '')}`
  await adminQuery(adminUrl, `create database ${name} template ${TEMPLATE_DATABASE}`)
  const handle = await openDatabase({ databaseUrl: adminUrl.replace(/\/postgres$/, `/${name}`) })
  return { handle, drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`) }
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

async function signUp(emulatorHost: string) {
  const email = `customer-${randomUUID().slice(0, 8)}@example.com`
  const response = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'secret-pass-1', returnSecureToken: true }),
  })
  const body = (await response.json()) as { idToken: string; localId: string }
  if (!response.ok) throw new Error(`emulator sign-up failed: ${JSON.stringify(body)}`)
  return { token: body.idToken, uid: body.localId, email }
}
