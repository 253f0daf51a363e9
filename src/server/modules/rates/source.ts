import type { ExchangeRate } from '@shared/contracts/exchange-rate'
import type { Clock } from '@server/clock'
import type { Database } from '@server/db/client'
import { currentRate } from './service'

/** Where the day's exchange rate comes from (JPY → VND for every price in dong). */
export type ExchangeRateSource = {
  /** The rate in force today, or null when none is known for the pair. */
  current(from: string, to: string): Promise<ExchangeRate | null>
}

/** The default: the rates stored in our database (set by staff, or by the seed for demo data). */
export function storedExchangeRates(db: Database, clock: Clock): ExchangeRateSource {
  return { current: (from, to) => currentRate(db, from, to, clock.now()) }
}
