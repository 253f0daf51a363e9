/**
 * Spec §9: dates are unix seconds formatted en-GB (day/month/year, 24-hour clock), in Vietnam's time: the
 * same on the server, which renders the first screen, and in the browser that takes it over.
 */
const DATE_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Asia/Ho_Chi_Minh' })

export function formatDateTime(unixSeconds: number): string {
  return DATE_TIME.format(new Date(unixSeconds * 1000))
}
