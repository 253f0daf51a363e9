import type { StaffRole } from './roles'

/**
 * The console's one search (GET /api/admin/search): what it finds, and who may see each kind — the
 * roles of the screen a result opens (the owner sees all). The route itself is open to every role.
 */
export const SEARCH_KINDS = ['orders', 'customers', 'boxes', 'transfers', 'products'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

export const SEARCH_KIND_ROLES: Readonly<Record<SearchKind, readonly StaffRole[]>> = {
  orders: ['finance', 'warehouse', 'support'],
  boxes: ['finance', 'warehouse', 'support'],
  customers: ['finance', 'support'],
  transfers: ['finance'],
  products: ['content'],
}

/** How many results of each kind one search answers. */
export const SEARCH_LIMIT = 5

/** The order an order code names: "OS001001", "os 1001", "#1001" or "1001" → 1001; else null. */
export function orderIdOfCode(query: string): number | null {
  const digits = /^#?\s*(?:os)?\s*0*([1-9]\d{0,8})$/i.exec(query.trim())?.[1]
  return digits ? Number(digits) : null
}

/** A phone as typed ("090 123-4567", "+84 90…") reduced to its digits when it is mostly digits; else null. */
export function phoneDigits(query: string): string | null {
  const trimmed = query.trim()
  if (!/^\+?[\d\s().-]{6,}$/.test(trimmed)) return null
  return trimmed.replace(/\D/g, '')
}
