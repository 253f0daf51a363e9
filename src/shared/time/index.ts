/**
 * Dates and times on screen. One rule: moments are shown in Vietnam's time (DISPLAY_TIME_ZONE), in spec §9's
 * en-GB pattern, so the server-rendered page and the browser agree; calendar days (the date-range picker)
 * are zone-free and spelled in the reader's language.
 */
export { DISPLAY_DATE_LOCALE, DISPLAY_TIME_ZONE } from './zone'
export { formatDate, formatDateTime, formatDateTimeSeconds, isoDateTime, toDate, type MomentInput } from './moment'
export { calendarDayOf, formatFullDay, formatMonthTitle, formatWeekdayNarrow, type CalendarDay } from './calendar-day'
