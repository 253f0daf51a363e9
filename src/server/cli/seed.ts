import { ConfigError, loadConfig } from '@server/config'
import { DataDirectoryBusyError } from '@server/db/lock'
import { openStorage } from '@server/db/storage'
import type { Database } from '@server/db/client'
import { seedBulkMarketListings } from '@server/seed/bulk-market-listings'
import { seedBulkProducts } from '@server/seed/bulk-products'
import { seedDatabase } from '@server/seed/seed-database'
import { UsageError, parseSeedArguments } from '@server/seed/seed-arguments'

/** `npm run seed`: migrates and (re)seeds the configured database; safe to run again. DEMO_DATA=off seeds reference data only. */
async function main() {
  const { products, marketListings } = parseSeedArguments(process.argv.slice(2))
  const config = loadConfig()
  const demo = config.DEMO_DATA === 'on'
  if (products !== null && !demo) throw new UsageError('--products generates demo products: it needs DEMO_DATA=on.')
  if (marketListings !== null && !demo) throw new UsageError('--market-listings generates demo listings: it needs DEMO_DATA=on.')
  const database = await openStorage(config)
  try {
    let started = performance.now()
    const report = await seedDatabase(database.db, { demo })
    console.log(`Seeded ${database.driver} in ${Math.round(performance.now() - started)} ms:`, JSON.stringify(report))
    if (products !== null) {
      started = performance.now()
      const added = await seedBulkProducts(database.db, products, (done, target) => {
        process.stdout.write(`\r  generated products: ${done.toLocaleString('en')} / ${target.toLocaleString('en')}`)
      })
      if (added > 0) process.stdout.write('\n')
      const seconds = ((performance.now() - started) / 1000).toFixed(1)
      console.log(`Catalogue filled up to ${products.toLocaleString('en')} products: ${added.toLocaleString('en')} added in ${seconds} s.`)
    }
    if (marketListings !== null) await fillMarketMirror(database.db, marketListings)
  } finally {
    await database.close()
  }
}

async function fillMarketMirror(db: Database, total: number) {
  const started = performance.now()
  const added = await seedBulkMarketListings(db, total, new Date(), (done, target) => {
    process.stdout.write(`\r  generated market listings: ${done.toLocaleString('en')} / ${target.toLocaleString('en')}`)
  })
  if (added > 0) process.stdout.write('\n')
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(`Markets' mirror filled up to ${total.toLocaleString('en')} listings: ${added.toLocaleString('en')} added in ${seconds} s.`)
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirectoryBusyError || error instanceof UsageError) console.error(error.message)
  else console.error(error)
  process.exit(1)
})
