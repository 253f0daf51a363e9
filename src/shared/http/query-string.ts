/**
 * Spec list conventions as a query string: filter[x], filter_between[x]=a,b, include=a,b,
 * append=x, sort=-field, page, per_page. Free of zod on purpose: the PWA's first-paint bundle
 * imports it (list-query.ts re-exports it next to the zod schemas).
 */

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
