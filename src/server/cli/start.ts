import { buildApp } from '@server/app'
import { systemClock } from '@server/clock'
import { ConfigError, authEmulatorHost, loadConfig } from '@server/config'
import { DataDirectoryBusyError } from '@server/db/lock'
import { needsSeed, openStorage } from '@server/db/storage'
import { startAuthEmulator, type RunningEmulator } from '@server/identity/emulator'
import { createFirebaseVerifier } from '@server/identity/verifier'
import { startAppJobQueue } from '@server/jobs'
import { seedDatabase } from '@server/seed/seed-database'
import { stopOnSignals } from './stop-on-signals'

/** `npm start`: emulator (for demo- projects), database, migrations, first-run seed, job queue, HTTP server. */
async function main() {
  const config = loadConfig()
  let emulator: RunningEmulator | null = null
  if (config.usesAuthEmulator && !config.FIREBASE_AUTH_EMULATOR_HOST) {
    console.log(`Starting the Firebase Auth emulator for ${config.FIREBASE_PROJECT_ID} on port ${config.AUTH_EMULATOR_PORT}…`)
    emulator = await startAuthEmulator({ projectId: config.FIREBASE_PROJECT_ID, port: config.AUTH_EMULATOR_PORT })
  }
  const database = await openStorage(config).catch(async (error) => {
    await emulator?.stop()
    throw error
  })
  if (await needsSeed(database)) {
    console.log('First run: seeding demo data…')
    const report = await seedDatabase(database.db)
    console.log('Seeded:', JSON.stringify(report))
  }
  const clock = systemClock
  const jobs = await startAppJobQueue(database, { runWorkers: config.JOB_WORKERS === 'in-process', clock }).catch(async (error) => {
    await database.close()
    await emulator?.stop()
    throw error
  })
  const identity = createFirebaseVerifier({ projectId: config.FIREBASE_PROJECT_ID, emulatorHost: authEmulatorHost(config) })
  const app = await buildApp({ config, database, identity, jobs, clock, serveClient: true })

  stopOnSignals(async () => {
    await app.close()
    // After the HTTP server (no request enqueues any more), before the database its handlers use.
    await jobs.stop()
    await identity.close()
    await database.close()
    await emulator?.stop()
  })

  await app.listen({ host: config.HOST, port: config.PORT })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : config.PORT
  const shownHost = config.HOST === '0.0.0.0' ? 'localhost' : config.HOST
  console.log(`\nStorefront ready on http://${shownHost}:${port} (database: ${database.driver}, job workers: ${config.JOB_WORKERS})`)
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirectoryBusyError) console.error(error.message)
  else console.error(error)
  process.exit(1)
})
