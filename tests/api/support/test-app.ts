import { readFileSync } from 'node:fs'
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, inject } from 'vitest'
import { buildApp } from '@server/app'
import type { AppJobQueue } from '@server/app-jobs'
import { buildIntegrations, closeIntegrations, type IntegrationOverrides } from '@server/composition-root'
import { loadConfig } from '@server/config'
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from '@server/db/client'
import { RATE_LIMIT_POLICIES } from '@server/http/rate-limit'
import type { App } from '@server/http/types'
import type { Integrations } from '@server/integrations'
import { missingJobQueue } from '@server/jobs'
import { demoShortLinks, type ShortLinks } from '@server/modules/catalog'
import type { PushDelivery } from '@server/modules/notifications'
import type { Purchasing } from '@server/modules/purchasing'
import type { RateFeed } from '@server/modules/rates'
import type { TranslationProvider } from '@server/modules/translate/provider'
import { TEMPLATE_DATABASE, TEST_PROJECT_ID } from './global-setup'
import { createTestClock, type TestClock } from './test-clock'

export const DRIVERS = ['pglite', 'postgres'] as const
export type Driver = (typeof DRIVERS)[number]

export type TestContext = {
  app: App
  database: DatabaseHandle
  driver: Driver
  /** What the composition root built for this app (e.g. integrations.events.settled() waits for background work). */
  integrations: Integrations
  /** The app's clock: stays the system time until a test sets it. */
  clock: TestClock
  /** A fresh customer account in the Auth emulator, with its ID token. */
  signUp: () => Promise<{ token: string; uid: string; email: string }>
  /** A new ID token for an account (e.g. after its custom claims changed). */
  signIn: (email: string) => Promise<string>
  /** The account's password set again by its holder (which revokes its earlier tokens): the new ID token. */
  changePassword: (idToken: string) => Promise<string>
}

export type TestAppOptions = {
  /**
   * DEMO_DATA=on with a running job queue (its workers poll every half second), for suites that try
   * the demo simulator's content; otherwise DEMO_DATA=off and no queue (enqueuing then fails plainly).
   */
  demoData?: boolean
  /** A running job queue (workers polling every half second) without the demo data, e.g. for push fan-out. */
  jobQueue?: boolean
  /**
   * Environment of the app, on top of the test project, the emulator and silent logs. The auction bridge
   * is the simulator's unless the env names one (AUCTION_BRIDGE=desk): suites close lots by the engine's
   * result at the end, as they did before the desk existed; the desk's suite asks for the desk.
   */
  env?: Record<string, string>
  overrides?: IntegrationOverrides
  /** Serve the built PWA from the env's CLIENT_DIST_DIR, as `npm start` does. */
  serveClient?: boolean
}

/** Every rate limit off (RATE_LIMIT_* = off). */
export const WITHOUT_RATE_LIMITS: Record<string, string> = Object.fromEntries(
  Object.values(RATE_LIMIT_POLICIES).map((name) => [name, 'off']),
)

/** Builds the app the way `npm start` does (composition root, then app), for the test project on the Auth emulator. */
export async function buildTestApp(database: DatabaseHandle, options: TestAppOptions = {}) {
  const config = loadConfig({
    FIREBASE_PROJECT_ID: TEST_PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: inject('emulatorHost'),
    LOG_LEVEL: 'silent',
    DEMO_DATA: options.demoData ? 'on' : 'off',
    AUCTION_BRIDGE: 'simulator',
    ...options.env,
  })
  // Share links resolve from the demo's table unless a suite gives its own: no request leaves the machine.
  const overrides: IntegrationOverrides = { shortLinks: demoShortLinks(), ...options.overrides }
  // With a queue, the composition root starts it and its workers, whose handlers use the same (overridden) graph as the app.
  const integrations =
    options.demoData || options.jobQueue
      ? await buildIntegrations(config, database, overrides, { runWorkers: true, pollingIntervalSeconds: 0.5, stopTimeoutMs: 1000 })
      : await buildIntegrations(config, database, { jobs: missingJobQueue(), ...overrides })
  const app = await buildApp({ config, integrations, serveClient: options.serveClient, logger: false })
  return {
    app,
    integrations,
    close: async () => {
      await app.close()
      await closeIntegrations(integrations)
    },
  }
}

/** Runs a suite once on PGlite and once on PostgreSQL, each on its own freshly seeded database. */
export function describeEachDriver(
  title: string,
  suite: (context: () => TestContext) => void,
  options: Pick<TestAppOptions, 'demoData' | 'jobQueue' | 'env'> & {
    /** Where this suite's cart and order lines are priced (given the suite's database), e.g. with a test market source. */
    purchasing?: (database: DatabaseHandle) => Purchasing
    /** How this suite's push messages are sent (e.g. to a local receiver). */
    push?: () => PushDelivery
    /** This suite's machine translation (default: none, texts come back untranslated). */
    translation?: TranslationProvider
    /** This suite's bank rate feed (default: none configured). */
    rateFeed?: RateFeed
    /** This suite's job queue in place of none (e.g. one that records what is sent). */
    jobs?: () => AppJobQueue
    /** How this suite's share links resolve (default: the demo's table). */
    shortLinks?: () => ShortLinks
    /** Called before every statement the app's database handle sends (throwing fails it): see DatabaseOptions. */
    beforeStatement?: DatabaseOptions['beforeStatement']
  } = {},
) {
  for (const driver of DRIVERS) {
    describe(`${title} [${driver}]`, () => {
      let context: TestContext | undefined
      let dropDatabase = async () => {}
      let closeApp = async () => {}
      beforeAll(async () => {
        const opened = await openSeededDatabase(driver, { beforeStatement: options.beforeStatement })
        dropDatabase = opened.drop
        const emulatorHost = inject('emulatorHost')
        const clock = createTestClock()
        const purchasing = options.purchasing?.(opened.handle)
        const built = await buildTestApp(opened.handle, {
          demoData: options.demoData,
          jobQueue: options.jobQueue,
          env: options.env,
          overrides: {
            clock,
            ...(purchasing ? { purchasing } : {}),
            ...(options.push ? { push: options.push() } : {}),
            ...(options.translation ? { translation: options.translation } : {}),
            ...(options.rateFeed ? { rateFeed: options.rateFeed } : {}),
            ...(options.jobs ? { jobs: options.jobs() } : {}),
            ...(options.shortLinks ? { shortLinks: options.shortLinks() } : {}),
          },
        })
        closeApp = built.close
        context = {
          app: built.app,
          integrations: built.integrations,
          clock,
          database: opened.handle,
          driver,
          signUp: () => signUp(emulatorHost),
          signIn: (email) => signIn(emulatorHost, email),
          changePassword: (idToken) => changePassword(emulatorHost, idToken),
        }
      })
      afterAll(async () => {
        await closeApp()
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

/**
 * describeEachDriver without rate limits, for suites that send each route many requests (hostile
 * input, fuzzing): their answers must be the routes' own, never a 429. Other suites run with the defaults.
 */
export function describeEachDriverUnlimited(title: string, suite: (context: () => TestContext) => void) {
  describeEachDriver(title, suite, { env: WITHOUT_RATE_LIMITS, jobs: acceptingJobQueue })
}

/** A queue that takes every job and runs none: for suites that try routes which queue work (an import, a lot's closing). */
export function acceptingJobQueue(): AppJobQueue {
  return { ...missingJobQueue(), start: async () => {}, send: async () => randomUUID() }
}

/** A fresh copy of the seeded database on one driver, without an app (e.g. for the job queue's tests). */
export async function openSeededDatabase(
  driver: Driver,
  options: DatabaseOptions = {},
): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (driver === 'pglite') {
    return { handle: await openDatabase({ dataDir: null, snapshot: seededSnapshot() }, options), drop: async () => {} }
  }
  const adminUrl = inject('postgresUrl')
  const name = `test_${randomUUID().replaceAll('-', '')}`
  await adminQuery(adminUrl, `create database ${name} template ${TEMPLATE_DATABASE}`)
  const handle = await openDatabase({ databaseUrl: adminUrl.replace(/\/postgres$/, `/${name}`) }, options)
  return { handle, drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`) }
}

let snapshot: { path: string; blob: Blob } | undefined

/** The seeded PGlite snapshot, read once per worker (~67 MB; every PGlite copy starts from it). */
export function seededSnapshot(): Blob {
  const path = inject('pgliteSnapshotPath')
  if (snapshot?.path !== path) snapshot = { path, blob: new Blob([readFileSync(path)]) }
  return snapshot.blob
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

const PASSWORD = 'secret-pass-1'

/** A fresh customer account in the Auth emulator, with its ID token. */
export async function signUp(emulatorHost: string = inject('emulatorHost')) {
  // A new address on a second try: the first may have been written before its connection dropped.
  return onceMoreIfDropped(async () => {
    const email = `customer-${randomUUID().slice(0, 8)}@example.com`
    const body = await emulatorAccounts(emulatorHost, 'signUp', { email, password: PASSWORD, returnSecureToken: true })
    return { token: body.idToken, uid: body.localId, email }
  })
}

export async function signIn(emulatorHost: string, email: string) {
  const body = await onceMoreIfDropped(() =>
    emulatorAccounts(emulatorHost, 'signInWithPassword', { email, password: PASSWORD, returnSecureToken: true }),
  )
  return body.idToken
}

export async function changePassword(emulatorHost: string, idToken: string) {
  return (await emulatorAccounts(emulatorHost, 'update', { idToken, password: PASSWORD, returnSecureToken: true })).idToken
}

/**
 * Tries again once when the connection dropped before an answer (fetch's "fetch failed", e.g. the
 * emulator closing an idle kept-alive connection just as a request went out on it, on a loaded machine).
 */
async function onceMoreIfDropped<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (!(error instanceof TypeError && error.message === 'fetch failed')) throw error
    return call()
  }
}

async function emulatorAccounts(emulatorHost: string, action: string, payload: object) {
  const response = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:${action}?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  })
  const body = (await response.json()) as { idToken: string; localId: string }
  if (!response.ok) throw new Error(`emulator ${action} failed: ${JSON.stringify(body)}`)
  return body
}
