import type { Clock } from '@server/clock'
import type { Database } from '@server/db/client'
import type { JobHandlers } from '@server/jobs'
import { runMarketImport } from './import-runs'
import type { MarketJobs } from './jobs'

export function marketJobHandlers({ database, clock }: { database: { db: Database }; clock: Clock }): JobHandlers<MarketJobs> {
  return {
    'market.import': ({ importId }) => runMarketImport({ db: database.db, clock }, importId),
  }
}
