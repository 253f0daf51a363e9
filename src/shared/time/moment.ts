import { DISPLAY_DATE_LOCALE, DISPLAY_TIME_ZONE } from './zone'

/** A moment as the API sends it: unix seconds, or ISO text (e.g. a guide's `updated` day). */
export type MomentInput = number | string | Date

const formatter = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(DISPLAY_DATE_LOCALE, { ...options, timeZone: DISPLAY_TIME_ZONE })

const DATE = formatter({ day: '2-digit', month: '2-digit', year: 'numeric' })
const DATE_TIME = formatter({ day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' })
const DATE_TIME_SECONDS = formatter({
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
})

/** Numbers are unix seconds (the API's dates); text is parsed as ISO; a Date is taken as is. */
export function toDate(value: MomentInput): Date {
  if (value instanceof Date) return value
  return typeof value === 'number' ? new Date(value * 1000) : new Date(value)
}

const show = (format: Intl.DateTimeFormat, value: MomentInput) => {
  const date = toDate(value)
  return Number.isNaN(date.getTime()) ? '' : format.format(date)
}

/** dd/mm/yyyy in Vietnam's time (orders, reviews, posts, guides); '' for a date that cannot be read. */
export const formatDate = (value: MomentInput): string => show(DATE, value)

/** dd/mm/yyyy, hh:mm in Vietnam's time (notifications, wallet vouchers, staff lists, market end times). */
export const formatDateTime = (value: MomentInput): string => show(DATE_TIME, value)

/** dd/mm/yyyy, hh:mm:ss in Vietnam's time (auction end and bid times). */
export const formatDateTimeSeconds = (value: MomentInput): string => show(DATE_TIME_SECONDS, value)

/** The moment as ISO text, for a `<time dateTime>` attribute. */
export const isoDateTime = (value: MomentInput): string => toDate(value).toISOString()
