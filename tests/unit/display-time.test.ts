import { afterEach, describe, expect, it } from 'vitest'
import {
  calendarDayOf,
  DISPLAY_TIME_ZONE,
  formatDate,
  formatDateTime,
  formatDateTimeSeconds,
  formatFullDay,
  formatMonthTitle,
  formatWeekdayNarrow,
  isoDateTime,
  toDate,
} from '@shared/time'

/** 24/11/2026 20:05:09 UTC = 25/11/2026 03:05:09 in Vietnam (UTC+7, no daylight saving). */
const EVENING_UTC = Date.UTC(2026, 10, 24, 20, 5, 9) / 1000
const machineZone = process.env.TZ

/** Runs the check with the process in another time zone (Node re-reads TZ when it changes). */
function inZone(zone: string, check: () => void) {
  process.env.TZ = zone
  check()
}

afterEach(() => {
  if (machineZone === undefined) delete process.env.TZ
  else process.env.TZ = machineZone
})

describe('one time-zone rule', () => {
  it('is Vietnam’s time', () => {
    expect(DISPLAY_TIME_ZONE).toBe('Asia/Ho_Chi_Minh')
  })

  it('writes the same text whatever the zone of the machine (server or browser)', () => {
    for (const zone of ['UTC', 'America/Los_Angeles', 'Asia/Tokyo', 'Pacific/Kiritimati']) {
      inZone(zone, () => {
        expect(formatDate(EVENING_UTC)).toBe('25/11/2026')
        expect(formatDateTime(EVENING_UTC)).toBe('25/11/2026, 03:05')
        expect(formatDateTimeSeconds(EVENING_UTC)).toBe('25/11/2026, 03:05:09')
      })
    }
  })
})

describe('moment formatters', () => {
  it('read unix seconds, ISO text and Date alike', () => {
    const iso = '2026-11-24T20:05:09Z'
    expect(formatDate(iso)).toBe(formatDate(EVENING_UTC))
    expect(formatDateTime(new Date(iso))).toBe(formatDateTime(EVENING_UTC))
    expect(toDate(EVENING_UTC).toISOString()).toBe('2026-11-24T20:05:09.000Z')
    expect(isoDateTime(EVENING_UTC)).toBe('2026-11-24T20:05:09.000Z')
  })

  it('show a date-only ISO day (a guide’s `updated`) as that day', () => {
    expect(formatDate('2026-03-01')).toBe('01/03/2026')
  })

  it('keep spec §9’s en-GB pattern: two-digit day and month, 24-hour clock', () => {
    const morning = Date.UTC(2026, 0, 4, 23, 7) / 1000 // 05/01/2026 06:07 in Vietnam
    expect(formatDate(morning)).toBe('05/01/2026')
    expect(formatDateTime(morning)).toBe('05/01/2026, 06:07')
    const afternoon = Date.UTC(2026, 6, 9, 8, 30) / 1000 // 15:30 in Vietnam
    expect(formatDateTime(afternoon)).toBe('09/07/2026, 15:30')
  })

  it('give empty text for a date that cannot be read', () => {
    expect(formatDate('not a date')).toBe('')
    expect(formatDateTime(Number.NaN)).toBe('')
  })
})

describe('calendar days', () => {
  it('are the local day a picker Date stands for, spelled in the reader’s language', () => {
    const day = calendarDayOf(new Date(2026, 10, 1))
    expect(day).toEqual({ year: 2026, month: 10, day: 1 })
    expect(formatMonthTitle('en', 2026, 10)).toBe('November 2026')
    expect(formatMonthTitle('ja', 2026, 10)).toBe('2026年11月')
    expect(formatMonthTitle('vi', 2026, 10)).toMatch(/11.*2026/)
    expect(formatFullDay('en', day)).toBe('Sunday, November 1, 2026')
    expect(formatWeekdayNarrow('en', day)).toBe('S')
  })

  it('never shift by a day, whatever the zone of the device', () => {
    for (const zone of ['America/Los_Angeles', 'Asia/Tokyo', 'Pacific/Kiritimati']) {
      inZone(zone, () => {
        const day = calendarDayOf(new Date(2026, 10, 1))
        expect(formatFullDay('en', day)).toBe('Sunday, November 1, 2026')
        expect(formatMonthTitle('en', day.year, day.month)).toBe('November 2026')
      })
    }
  })
})
