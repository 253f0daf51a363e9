import { z } from 'zod'

/**
 * CSV exports of the staff console (issue 24): GET /api/admin/exports/{orders|ledger|boxes}.csv?from=&to=,
 * UTF-8 with a byte order mark (Excel then reads Vietnamese), dates as Vietnam days (UTC+7), both ends
 * included, at most EXPORT_MAX_DAYS days.
 */
export const EXPORT_MAX_DAYS = 366
export const EXPORT_KINDS = ['orders', 'ledger', 'boxes'] as const
export type ExportKind = (typeof EXPORT_KINDS)[number]

const DAY = /^\d{4}-\d{2}-\d{2}$/
const day = z
  .string({ error: 'exportDateInvalid' })
  .regex(DAY, { error: 'exportDateInvalid' })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
    error: 'exportDateInvalid',
  })

/** Days from `from` to `to`, both counted (1 for the same day). */
export const daysInRange = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1

export const exportRangeQuerySchema = z
  .strictObject({ from: day, to: day })
  .refine((range) => daysInRange(range.from, range.to) >= 1, { error: 'exportRangeReversed', path: ['to'] })
  .refine((range) => daysInRange(range.from, range.to) <= EXPORT_MAX_DAYS, { error: 'exportRangeTooLong', path: ['to'] })
export type ExportRange = z.infer<typeof exportRangeQuerySchema>

/** The instants a range covers: from the start of `from` to the start of the day after `to`, in Vietnam (UTC+7). */
export function rangeInstants(range: ExportRange): { start: Date; end: Date } {
  const start = new Date(`${range.from}T00:00:00+07:00`)
  const end = new Date(Date.parse(`${range.to}T00:00:00+07:00`) + 86_400_000)
  return { start, end }
}

/** The file name of an export: `orders-2026-01-01_2026-01-31.csv`. */
export const exportFileName = (kind: ExportKind, range: ExportRange) => `${kind}-${range.from}_${range.to}.csv`
