import { and, asc, desc, eq, gte, lte } from 'drizzle-orm'
import type { AuditActor } from '@shared/contracts/admin/audit'
import { RATE_HISTORY_DAYS, type RateDay } from '@shared/contracts/admin/rates'
import { RATE_MAX_DAYS_AHEAD, rateDayAllowed, rateDeviationPercent, rateNeedsConfirmation } from '@shared/money/rate-rules'
import { AppError } from '@server/http/app-error'
import type { Database } from '@server/db/client'
import { auditedWrite } from '@server/modules/audit'
import { exchangeRates } from './tables'

const DAY_MS = 86_400_000
const isoDay = (date: Date) => date.toISOString().slice(0, 10)
const toRateDay = (row: typeof exchangeRates.$inferSelect, today: string): RateDay => ({
  effective_on: row.effectiveOn,
  rate: row.rate,
  updated_at: Math.floor(row.updatedAt.getTime() / 1000),
  scheduled: row.effectiveOn > today,
})

const yenToDong = and(eq(exchangeRates.fromCurrency, 'JPY'), eq(exchangeRates.toCurrency, 'VND'))

function jpyToVnd(day: string) {
  return and(eq(exchangeRates.fromCurrency, 'JPY'), eq(exchangeRates.toCurrency, 'VND'), eq(exchangeRates.effectiveOn, day))
}

/** The JPY → VND rate of each of the last 60 days up to `today`, then the scheduled (future-dated) ones, oldest first. */
export async function rateHistory(db: Database, today: Date): Promise<RateDay[]> {
  const since = isoDay(new Date(today.getTime() - (RATE_HISTORY_DAYS - 1) * DAY_MS))
  const rows = await db
    .select()
    .from(exchangeRates)
    .where(and(eq(exchangeRates.fromCurrency, 'JPY'), eq(exchangeRates.toCurrency, 'VND'), gte(exchangeRates.effectiveOn, since)))
    .orderBy(asc(exchangeRates.effectiveOn))
  return rows.map((row) => toRateDay(row, isoDay(today)))
}

/**
 * Sets the JPY → VND rate of a day and its inverse, audited (as of now, also for a scheduled day). The
 * same rate again is no change (no audit entry); a day's earlier rate stays in the audit log's "before".
 * Refused (422): a day more than 7 days ahead; a rate more than 5 % away from the rate that would
 * otherwise be in force that day, unless `confirmDeviation`.
 */
export async function setYenRate(
  db: Database,
  actor: AuditActor,
  input: { rate: number; day: string; now: Date; confirmDeviation?: boolean },
): Promise<RateDay> {
  const today = isoDay(input.now)
  if (!rateDayAllowed(input.day, today)) {
    const days = String(RATE_MAX_DAYS_AHEAD)
    throw new AppError(422, 'rateTooFarAhead', { days }, { effective_on: ['rateTooFarAhead'] })
  }
  return auditedWrite(db, actor, async (tx) => {
    const [before] = await tx.select().from(exchangeRates).where(jpyToVnd(input.day)).for('update')
    if (before && before.rate === input.rate) return { result: toRateDay(before, today), audit: null }
    const [inForce] = await tx
      .select()
      .from(exchangeRates)
      .where(and(yenToDong, lte(exchangeRates.effectiveOn, input.day)))
      .orderBy(desc(exchangeRates.effectiveOn))
      .limit(1)
    if (inForce && !input.confirmDeviation && rateNeedsConfirmation(inForce.rate, input.rate)) {
      const params = {
        current: String(inForce.rate),
        next: String(input.rate),
        percent: String(rateDeviationPercent(inForce.rate, input.rate)),
      }
      throw new AppError(422, 'rateDeviationUnconfirmed', params, { rate: ['rateDeviationUnconfirmed'] })
    }
    const updatedAt = input.now
    const rows = [
      { fromCurrency: 'JPY', toCurrency: 'VND', effectiveOn: input.day, rate: input.rate, updatedAt },
      { fromCurrency: 'VND', toCurrency: 'JPY', effectiveOn: input.day, rate: Math.round(1e6 / input.rate) / 1e6, updatedAt },
    ]
    for (const row of rows) {
      await tx
        .insert(exchangeRates)
        .values(row)
        .onConflictDoUpdate({
          target: [exchangeRates.fromCurrency, exchangeRates.toCurrency, exchangeRates.effectiveOn],
          set: { rate: row.rate, updatedAt },
        })
    }
    const [after] = await tx.select().from(exchangeRates).where(jpyToVnd(input.day))
    return {
      result: toRateDay(after, today),
      audit: {
        action: 'rate.set',
        subjectType: 'exchange_rate',
        subjectId: `JPY-VND/${input.day}`,
        before: before ? { rate: before.rate } : null,
        after: { rate: after.rate },
      },
    }
  })
}

export const dayOf = isoDay
