import { buildGraph } from '@server/composition-root'
import { ConfigError, loadConfig } from '@server/config'
import { openStorage } from '@server/db/storage'
import { stopOnSignals } from './stop-on-signals'

/** `npm run worker`: job workers apart from the HTTP server, for scale; any number may run. */
async function main() {
  const config = loadConfig()
  if (!config.DATABASE_URL) {
    throw new ConfigError(
      'npm run worker needs DATABASE_URL (PostgreSQL). The embedded PGlite database belongs to the one ' +
        'server process that holds its data directory; that server runs the workers itself (JOB_WORKERS=in-process).',
    )
  }
  const database = await openStorage(config)
  // The same graph the server builds (composition-root.ts): its queue runs every job with the graph's venue, notifier and push.
  const { jobs } = await buildGraph(config, database, {}, { runWorkers: true }).catch(async (error) => {
    await database.close()
    throw error
  })
  stopOnSignals(async () => {
    await jobs.stop()
    await database.close()
  })
  console.log('Job workers running on PostgreSQL; Ctrl-C stops them.')
}

main().catch((error) => {
  if (error instanceof ConfigError) console.error(error.message)
  else console.error(error)
  process.exit(1)
})
