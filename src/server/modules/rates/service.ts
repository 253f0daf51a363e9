import { and, desc, eq, lte } from 'drizzle-orm'
import type { Database } from '@server/db/client'
import type { ExchangeRate } from '@shared/contracts/exchange-rate'
import { exchangeRates } from './tables'

/** The rate in force today: the latest one set on or before today's date. */
export async function currentRate(db: Database, from: string, to: string, today = new Date()): Promise<ExchangeRate | null> {
  const day = today.toISOString().slice(0, 10)
  const [row] = await db
    .select()
    .from(exchangeRates)
    .where(and(eq(exchangeRates.fromCurrency, from), eq(exchangeRates.toCurrency, to), lte(exchangeRates.effectiveOn, day)))
    .orderBy(desc(exchangeRates.effectiveOn))
    .limit(1)
  if (!row) return null
  return { from: row.fromCurrency, to: row.toCurrency, rate: row.rate, effective_on: row.effectiveOn }
}
