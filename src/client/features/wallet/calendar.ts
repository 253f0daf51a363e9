/** Calendar helpers of the date-range picker: a 6 × 7 month grid starting on Monday, dd/mm/yyyy text. */
export const CALENDAR_WEEKS = 6
export const CALENDAR_DAYS = 7

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate())
}

export function endOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate(), 23, 59, 59)
}

export function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate()
}

/** The 42 days shown for a month: from the Monday on or before the 1st. */
export function monthGrid(year: number, month: number): Date[] {
  const first = new Date(year, month, 1)
  const offset = (first.getDay() + 6) % 7
  return Array.from({ length: CALENDAR_WEEKS * CALENDAR_DAYS }, (_, index) => new Date(year, month, 1 - offset + index))
}

const pad = (value: number) => String(value).padStart(2, '0')

export function formatDay(date: Date): string {
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`
}

/** dd/mm/yyyy (also d/m/yyyy or with dashes/dots) → the day, or null. */
export function parseDay(text: string): Date | null {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim())
  if (!match) return null
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(year, month - 1, day)
  return date.getDate() === day && date.getMonth() === month - 1 ? date : null
}

export const RANGE_SEPARATOR = ' - '

export function formatRange(start: Date, end: Date): string {
  return `${formatDay(start)}${RANGE_SEPARATOR}${formatDay(end)}`
}

/** "dd/mm/yyyy - dd/mm/yyyy" → both days in order, or null until both are valid. */
export function parseRange(text: string): [Date, Date] | null {
  const parts = text.split(/\s+[-–~]\s+|\s*[–~]\s*/)
  if (parts.length !== 2) return null
  const [start, end] = parts.map(parseDay)
  if (!start || !end) return null
  return start <= end ? [start, end] : [end, start]
}

/** The range as the API filter wants it: whole days, unix seconds. */
export function rangeToSeconds([start, end]: [Date, Date]): [number, number] {
  return [Math.floor(startOfDay(start).getTime() / 1000), Math.floor(endOfDay(end).getTime() / 1000)]
}

export function secondsToRange([start, end]: [number, number]): [Date, Date] {
  return [new Date(start * 1000), new Date(end * 1000)]
}
