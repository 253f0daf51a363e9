import { z } from 'zod'

/**
 * Spec list conventions: filter[x], filter_between[x]=a,b, include=a,b,
 * append=x, sort=-field, page. Paginated answers use this shape.
 */
export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    current_page: z.number().int(),
    last_page: z.number().int(),
    from: z.number().int().nullable(),
    to: z.number().int().nullable(),
    total: z.number().int(),
    per_page: z.number().int(),
  })
}
export type Paginated<T> = {
  data: T[]
  current_page: number
  last_page: number
  from: number | null
  to: number | null
  total: number
  per_page: number
}

export const DEFAULT_PAGE_SIZE = 12
export const MAX_PAGE = 100_000

// The query-string half has no zod in it, so the PWA's first-paint code can import it alone.
export { toQueryString } from './query-string'
