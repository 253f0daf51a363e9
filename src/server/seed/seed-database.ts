import type { Database } from '@server/db/client'
import { withTransaction } from '@server/db/transaction'
import { seedCatalog } from './catalog'
import { seedEcoring } from './ecoring'
import { seedMarkets } from './markets'
import { seedGeo } from './geo'
import { seedContent } from './posts'
import { seedExchangeRates } from './rates'
import { seedReferenceData } from './reference'
import { countSeededRows, type SeedReport } from './report'
import { seedShops } from './shops'

export type { SeedReport } from './report'

export type SeedOptions = {
  /** The day exchange rates run up to and demo auctions end around (default: now); everything else ignores the clock. */
  today?: Date
  /** Also the demo content (DEMO_DATA): catalogue, the markets' mirror, 30 days of exchange rates, blog posts. Default: true. */
  demo?: boolean
}

/**
 * Fills a migrated database with the reference data every deployment needs (shop registry, order
 * statuses, shipment methods, warehouses, Vietnam's administrative units, post categories, contact
 * details) and, unless told otherwise, the demo content (with the other markets' mirror). Deterministic
 * (same rows on every run) and idempotent (a second run adds nothing). One transaction, so a failed run leaves nothing half-done.
 */
export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<SeedReport> {
  const today = options.today ?? new Date()
  const demo = options.demo ?? true
  await withTransaction(db, async (database) => {
    await seedShops(database)
    await seedReferenceData(database)
    await seedGeo(database)
    await seedContent(database, { demoPosts: demo })
    if (!demo) return
    await seedExchangeRates(database, today)
    await seedCatalog(database)
    await seedMarkets(database, today)
    await seedEcoring(database, today)
  })
  return countSeededRows(db)
}
