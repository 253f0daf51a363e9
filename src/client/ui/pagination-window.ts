import { PAGINATION_LINKS, PAGINATION_LINKS_BEFORE } from '@shared/ui/constants'

/**
 * The page numbers a pagination bar links to (spec §9: up to 5 links, 2 before the current).
 * The window slides to stay full near either end; an out-of-range current page is clamped.
 */
export function paginationWindow(
  currentPage: number,
  lastPage: number,
  links: number = PAGINATION_LINKS,
  before: number = PAGINATION_LINKS_BEFORE,
): number[] {
  const last = Math.floor(lastPage)
  if (!(last >= 1) || links < 1) return []
  const current = clamp(Math.floor(currentPage) || 1, 1, last)
  const end = Math.min(last, Math.max(current - before, 1) + links - 1)
  const start = Math.max(1, end - links + 1)
  return Array.from({ length: end - start + 1 }, (_, index) => start + index)
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value))
}
