/**
 * Benchmark: start-up time and request latency of the platform endpoints on an in-memory,
 * freshly seeded PGlite (or PostgreSQL with DATABASE_URL). Prints figures; asserts nothing.
 *   npm run bench:api            (BENCH_REQUESTS=500 to change the sample size)
 */
import { buildApp } from '@server/app'
import { buildIntegrations } from '@server/composition-root'
import { missingJobQueue } from '@server/jobs'
import { loadConfig } from '@server/config'
import { openDatabase } from '@server/db/client'
import { migrateDatabase } from '@server/db/migrate'
import type { IdentityVerifier } from '@server/identity/verifier'
import { seedDatabase } from '@server/seed/seed-database'

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300)
const ENDPOINTS = [
  '/api/health',
  '/api/shops',
  '/api/amount-with-conditions?conditions[type]=exchange_rate&conditions[from]=JPY&conditions[to]=VND',
  '/api/areas?filter[country]=vn&sort=name',
  '/catalog/static/home-config/home-config2.json',
]

const noIdentity: IdentityVerifier = {
  verify: async () => {
    throw new Error('no identity in this benchmark')
  },
  close: async () => {},
}

async function main() {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', DEMO_DATA: 'off' })
  let mark = performance.now()
  const database = await openDatabase(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: null })
  await migrateDatabase(database)
  console.log(`open + migrate (${database.driver}): ${ms(performance.now() - mark)}`)
  mark = performance.now()
  const report = await seedDatabase(database.db)
  console.log(`seed: ${ms(performance.now() - mark)} ${JSON.stringify(report)}`)
  const app = await buildApp({
    config,
    integrations: await buildIntegrations(config, database, { identity: noIdentity, jobs: missingJobQueue() }),
    logger: false,
  })

  for (const url of ENDPOINTS) {
    const timings: number[] = []
    for (let i = 0; i < REQUESTS; i++) {
      const start = performance.now()
      const response = await app.inject({ url })
      timings.push(performance.now() - start)
      if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`)
    }
    timings.sort((a, b) => a - b)
    const pick = (q: number) => ms(timings[Math.min(timings.length - 1, Math.floor(q * timings.length))])
    console.log(`${url}\n  p50 ${pick(0.5)}  p95 ${pick(0.95)}  max ${pick(1)}  (${REQUESTS} requests)`)
  }
  console.log(
    `heap used: ${(process.memoryUsage().heapUsed / 1024 / 1024).toFixed(1)} MiB, rss: ${(process.memoryUsage().rss / 1024 / 1024).toFixed(1)} MiB`,
  )
  await app.close()
  await database.close()
}

function ms(value: number) {
  return `${value.toFixed(2)} ms`
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
