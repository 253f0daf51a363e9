import type { Locale } from '@shared/i18n/locales'

/**
 * A day on a calendar (the wallet's date-range picker), not a moment: it has no time zone. It is formatted
 * as that same day at UTC midnight in UTC, so the text never shifts by a day whatever the zone of the device.
 */
export type CalendarDay = { year: number; month: number; day: number }

/** The calendar day a picker's Date (built at local midnight) stands for. */
export const calendarDayOf = (date: Date): CalendarDay => ({ year: date.getFullYear(), month: date.getMonth(), day: date.getDate() })

const utc = ({ year, month, day }: CalendarDay) => new Date(Date.UTC(year, month, day))

const inUtc = (locale: Locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' })

/** "tháng 11 năm 2026" / "November 2026" / "2026年11月": a month's title in the reader's language. */
export const formatMonthTitle = (locale: Locale, year: number, month: number): string =>
  inUtc(locale, { month: 'long', year: 'numeric' }).format(utc({ year, month, day: 1 }))

/** A one-letter weekday heading in the reader's language. */
export const formatWeekdayNarrow = (locale: Locale, day: CalendarDay): string => inUtc(locale, { weekday: 'narrow' }).format(utc(day))

/** The whole day spelled out in the reader's language (a calendar cell's accessible name). */
export const formatFullDay = (locale: Locale, day: CalendarDay): string => inUtc(locale, { dateStyle: 'full' }).format(utc(day))
