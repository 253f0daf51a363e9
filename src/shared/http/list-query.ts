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

/** What a client asks of a list endpoint, before it becomes a query string. */
export type ListQuery = {
  filter?: Record<string, string | number | boolean | undefined>
  filterBetween?: Record<string, readonly [number, number] | undefined>
  include?: readonly string[]
  append?: readonly string[]
  sort?: string
  page?: number
  perPage?: number
}

/** Turns a ListQuery into the spec's query string (no leading '?'). */
export function toQueryString(query: ListQuery): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query.filter ?? {})) {
    if (value !== undefined && value !== '') params.append(`filter[${key}]`, String(value))
  }
  for (const [key, range] of Object.entries(query.filterBetween ?? {})) {
    if (range) params.append(`filter_between[${key}]`, `${range[0]},${range[1]}`)
  }
  if (query.include?.length) params.append('include', query.include.join(','))
  if (query.append?.length) params.append('append', query.append.join(','))
  if (query.sort) params.append('sort', query.sort)
  if (query.page && query.page > 1) params.append('page', String(query.page))
  if (query.perPage) params.append('per_page', String(query.perPage))
  return params.toString()
}
