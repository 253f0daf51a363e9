import { ConfigError, loadConfig } from '../config'
import { DataDirectoryBusyError } from '../db/lock'
import { openStorage } from '../db/storage'
import { seedDatabase } from '../seed/seed-database'

/** `npm run seed`: migrates and (re)seeds the configured database; safe to run again. */
async function main() {
  const config = loadConfig()
  const database = await openStorage(config)
  try {
    const started = performance.now()
    const report = await seedDatabase(database.db)
    console.log(`Seeded ${database.driver} in ${Math.round(performance.now() - started)} ms:`, JSON.stringify(report))
  } finally {
    await database.close()
  }
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirectoryBusyError) console.error(error.message)
  else console.error(error)
  process.exit(1)
})
