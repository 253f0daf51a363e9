import type { Database } from '@server/db/client'
import { seedCatalog } from './catalog'
import { seedGeo } from './geo'
import { seedContent } from './posts'
import { seedExchangeRates } from './rates'
import { seedReferenceData } from './reference'
import { countSeededRows, type SeedReport } from './report'
import { seedShops } from './shops'

export type { SeedReport } from './report'

export type SeedOptions = {
  /** The day exchange rates run up to (default: now); everything else ignores the clock. */
  today?: Date
}

/**
 * Fills a migrated database with the demo data: deterministic (same rows on every run) and
 * idempotent (a second run adds nothing). One transaction, so a failed run leaves nothing half-done.
 */
export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<SeedReport> {
  const today = options.today ?? new Date()
  await db.transaction(async (tx) => {
    const database = tx as unknown as Database
    await seedShops(database)
    await seedReferenceData(database)
    await seedExchangeRates(database, today)
    await seedGeo(database)
    await seedCatalog(database)
    await seedContent(database)
  })
  return countSeededRows(db)
}
