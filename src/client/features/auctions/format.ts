/** Spec §9: dates are unix seconds formatted en-GB (day/month/year, 24-hour clock). */
const DATE_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'medium' })

export function formatDateTime(unixSeconds: number): string {
  return DATE_TIME.format(new Date(unixSeconds * 1000))
}
