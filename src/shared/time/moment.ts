import { DISPLAY_DATE_LOCALE, DISPLAY_TIME_ZONE } from './zone'

/** A moment as the API sends it: unix seconds, or ISO text (e.g. a guide's `updated` day). */
export type MomentInput = number | string | Date

/** The three patterns of spec §9, made on first use (no work, and no side effect, when the module loads). */
const PATTERNS = {
  date: { day: '2-digit', month: '2-digit', year: 'numeric' },
  dateTime: { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  dateTimeSeconds: { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>

type Pattern = keyof typeof PATTERNS

const formatters = new Map<Pattern, Intl.DateTimeFormat>()

function formatter(pattern: Pattern): Intl.DateTimeFormat {
  let format = formatters.get(pattern)
  if (!format) {
    format = new Intl.DateTimeFormat(DISPLAY_DATE_LOCALE, { ...PATTERNS[pattern], timeZone: DISPLAY_TIME_ZONE })
    formatters.set(pattern, format)
  }
  return format
}

/** Numbers are unix seconds (the API's dates); text is parsed as ISO; a Date is taken as is. */
export function toDate(value: MomentInput): Date {
  if (value instanceof Date) return value
  return typeof value === 'number' ? new Date(value * 1000) : new Date(value)
}

const show = (pattern: Pattern, value: MomentInput) => {
  const date = toDate(value)
  return Number.isNaN(date.getTime()) ? '' : formatter(pattern).format(date)
}

/** dd/mm/yyyy in Vietnam's time (orders, reviews, posts, guides); '' for a date that cannot be read. */
export const formatDate = (value: MomentInput): string => show('date', value)

/** dd/mm/yyyy, hh:mm in Vietnam's time (notifications, wallet vouchers, staff lists, market end times). */
export const formatDateTime = (value: MomentInput): string => show('dateTime', value)

/** dd/mm/yyyy, hh:mm:ss in Vietnam's time (auction end and bid times). */
export const formatDateTimeSeconds = (value: MomentInput): string => show('dateTimeSeconds', value)

/** The moment as ISO text, for a `<time dateTime>` attribute. */
export const isoDateTime = (value: MomentInput): string => toDate(value).toISOString()
