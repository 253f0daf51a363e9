import type { Database } from '@server/db/client'
import { exchangeRates } from '@server/modules/rates'
import { hashString } from './random'
import { insertMissing } from './batches'

const DAYS = 30
const DAY_MS = 86_400_000

/** ISO date (UTC, as the rates service reads it) `daysAgo` days before `today`. */
function isoDay(today: Date, daysAgo: number): string {
  return new Date(today.getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10)
}

/** JPY→VND for one day: a slow wave plus a little noise, kept within 170–176, same value for the same day. */
export function yenToDongRate(day: string): number {
  const dayNumber = Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS)
  const wave = 2.2 * Math.sin(dayNumber / 9) + 0.6 * Math.sin(dayNumber / 2.3)
  const noise = (hashString(day) % 100) / 100 - 0.5
  const rate = Math.min(176, Math.max(170, 173 + wave + noise * 0.4))
  return Math.round(rate * 100) / 100
}

export function exchangeRateRows(today: Date) {
  const rows = []
  for (let daysAgo = DAYS - 1; daysAgo >= 0; daysAgo--) {
    const effectiveOn = isoDay(today, daysAgo)
    const rate = yenToDongRate(effectiveOn)
    const updatedAt = new Date(`${effectiveOn}T01:00:00Z`)
    rows.push({ fromCurrency: 'JPY', toCurrency: 'VND', effectiveOn, rate, updatedAt })
    rows.push({ fromCurrency: 'VND', toCurrency: 'JPY', effectiveOn, rate: Math.round(1e6 / rate) / 1e6, updatedAt })
  }
  return rows
}

/** The last 30 days up to today; a day already stored (perhaps set by staff) keeps its rate. */
export async function seedExchangeRates(db: Database, today: Date): Promise<void> {
  await insertMissing(db, exchangeRates, exchangeRateRows(today))
}
