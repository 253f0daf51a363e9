import { buildApp } from '@server/app'
import { buildIntegrations, closeIntegrations } from '@server/composition-root'
import { type Config, ConfigError, demoAuthExposureWarning, loadConfig } from '@server/config'
import { DataDirectoryBusyError } from '@server/db/lock'
import { needsSeed, openStorage } from '@server/db/storage'
import { startAuthEmulator, type RunningEmulator } from '@server/identity/emulator'
import { seedDatabase } from '@server/seed/seed-database'
import { stopOnSignals } from './stop-on-signals'

/** `npm start`: emulator (for demo- projects), database, migrations, first-run seed, integrations (job queue…), HTTP server. */
async function main() {
  const config = loadConfig()
  const demoAuthWarning = demoAuthExposureWarning(config)
  if (demoAuthWarning) console.warn(`\n${'!'.repeat(80)}\n${demoAuthWarning}\n${'!'.repeat(80)}\n`)
  // The emulator takes seconds to start: it comes up while the database opens and the app is built.
  const emulatorStarting = startEmulatorIfUsed(config)
  emulatorStarting.catch(() => {}) // awaited (and its failure reported) before listening
  const stopEmulator = () =>
    emulatorStarting.then(
      (emulator) => emulator?.stop(),
      () => undefined,
    )
  const database = await openStorage(config).catch(async (error) => {
    await stopEmulator()
    throw error
  })
  if (await needsSeed(database)) {
    console.log(`First run: seeding ${config.DEMO_DATA === 'on' ? 'reference and demo data' : 'reference data (DEMO_DATA=off)'}…`)
    const report = await seedDatabase(database.db, { demo: config.DEMO_DATA === 'on' })
    console.log('Seeded:', JSON.stringify(report))
  }
  const integrations = await buildIntegrations(config, database).catch(async (error) => {
    await database.close()
    await stopEmulator()
    throw error
  })
  // The VAPID keys exist from the first start on (generated and stored unless configured).
  await integrations.push.publicKey()
  const app = await buildApp({ config, integrations, serveClient: true })

  stopOnSignals(async () => {
    await app.close()
    // After the HTTP server (no request enqueues any more), before the database the job handlers use.
    await closeIntegrations(integrations)
    await database.close()
    await stopEmulator()
  })

  await emulatorStarting.catch(async (error) => {
    await app.close()
    await closeIntegrations(integrations)
    await database.close()
    throw error
  })
  await app.listen({ host: config.HOST, port: config.PORT })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : config.PORT
  const shownHost = config.HOST === '0.0.0.0' ? 'localhost' : config.HOST
  const facts = `database: ${database.driver}, job workers: ${config.JOB_WORKERS}, demo data: ${config.DEMO_DATA}`
  console.log(`\nStorefront ready on http://${shownHost}:${port} (${facts})`)
}

function startEmulatorIfUsed(config: Config): Promise<RunningEmulator | null> {
  if (!config.usesAuthEmulator || config.FIREBASE_AUTH_EMULATOR_HOST) return Promise.resolve(null)
  console.log(`Starting the Firebase Auth emulator for ${config.FIREBASE_PROJECT_ID} on port ${config.AUTH_EMULATOR_PORT}…`)
  return startAuthEmulator({ projectId: config.FIREBASE_PROJECT_ID, port: config.AUTH_EMULATOR_PORT })
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirectoryBusyError) console.error(error.message)
  else console.error(error)
  process.exit(1)
})
