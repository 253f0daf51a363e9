/**
 * The one time-zone rule of the app: every moment is shown in Vietnam's time. The server renders the first
 * screen and the browser takes it over; both format in this zone, so they agree wherever either runs.
 */
export const DISPLAY_TIME_ZONE = 'Asia/Ho_Chi_Minh'

/** Spec §9: dates are formatted en-GB (day/month/year, 24-hour clock) whatever the reader's language. */
export const DISPLAY_DATE_LOCALE = 'en-GB'
