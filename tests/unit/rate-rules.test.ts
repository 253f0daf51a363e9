import { describe, expect, it } from 'vitest'
import { daysAhead, rateDayAllowed, rateDeviationPercent, rateNeedsConfirmation } from '@shared/money/rate-rules'

describe('rate rules: more than 5 % from the rate in force needs confirming; at most 7 days ahead', () => {
  it.each([
    [173.5, 1.735, true, 99],
    [173.5, 1735, true, 900],
    [173.5, 182, false, 4.9],
    [173.5, 182.5, true, 5.2],
    [173.5, 164.9, false, 5],
    [173.5, 164.8, true, 5],
    [173.5, 173.5, false, 0],
  ])('%d → %d: confirm %s (%d %)', (current, next, confirm, percent) => {
    expect(rateNeedsConfirmation(current, next)).toBe(confirm)
    expect(rateDeviationPercent(current, next)).toBe(percent)
  })

  it('needs no confirmation for the first rate', () => {
    expect(rateNeedsConfirmation(null, 1.735)).toBe(false)
  })

  it.each([
    ['2026-11-26', 0, true],
    ['2026-12-03', 7, true],
    ['2026-12-04', 8, false],
    ['2026-11-20', -6, true],
  ])('%s from 2026-11-26 is %d days ahead, allowed %s', (day, days, allowed) => {
    expect(daysAhead(day, '2026-11-26')).toBe(days)
    expect(rateDayAllowed(day, '2026-11-26')).toBe(allowed)
  })
})
