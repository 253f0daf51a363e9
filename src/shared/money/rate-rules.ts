/**
 * The rules a new JPY → VND rate must pass, used by the API (which refuses) and the console (which
 * warns first). A rate further than RATE_CONFIRM_DEVIATION from the rate in force (`1.735` typed for
 * 173.5) is only set with an explicit confirmation; a rate is set at most RATE_MAX_DAYS_AHEAD ahead.
 */
export const RATE_CONFIRM_DEVIATION_PERCENT = 5
export const RATE_MAX_DAYS_AHEAD = 7

const DAY_MS = 86_400_000

/** How far `next` is from `current`, in percent of `current`, rounded to one decimal (always ≥ 0). */
export function rateDeviationPercent(current: number, next: number): number {
  return Math.round((Math.abs(next - current) / current) * 1000) / 10
}

/** Whether setting `next` over `current` (null: no rate yet) needs the explicit confirmation. */
export function rateNeedsConfirmation(current: number | null, next: number): boolean {
  if (current === null || current <= 0) return false
  return Math.abs(next - current) / current > RATE_CONFIRM_DEVIATION_PERCENT / 100
}

/** Whole days from `today` (YYYY-MM-DD) to `day` (YYYY-MM-DD); negative for a past day. */
export function daysAhead(day: string, today: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS)
}

/** Whether a rate may take effect on `day`: not more than RATE_MAX_DAYS_AHEAD after `today`. */
export function rateDayAllowed(day: string, today: string): boolean {
  return daysAhead(day, today) <= RATE_MAX_DAYS_AHEAD
}
