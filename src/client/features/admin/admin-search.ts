import type { AdminSearch } from './admin-navigation'

/** A search parameter as a positive whole number, else undefined (a hand-edited link falls back). */
export function positiveInt(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN
  return Number.isInteger(number) && number > 0 ? number : undefined
}

/** A search parameter as non-empty text (numbers the router parsed come back as their text). */
export function text(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value)
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

export type ListSearch = AdminSearch & { page?: number }
