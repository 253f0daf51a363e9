import type { ListContract, ListQueryOf } from './list-contract'

/**
 * Spec list conventions as a query string: filter[x], filter_between[x]=a,b, include=a,b,
 * append=x, sort=-field, page, per_page. Free of zod on purpose: the PWA's first-paint bundle
 * imports it (list-query.ts re-exports it next to the zod schemas).
 */

/**
 * The query string (no leading '?') of a request to the endpoint of `contract`, which types the
 * query: only its filters, includes, appends and sorts compile.
 */
export function toQueryString<C extends ListContract>(_contract: C, query: ListQueryOf<C>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query.filter ?? {})) {
    if (value !== undefined && value !== '') params.append(`filter[${key}]`, String(value))
  }
  const ranges = Object.entries(query.filterBetween ?? {}) as [string, readonly [number, number] | undefined][]
  for (const [key, range] of ranges) {
    if (range) params.append(`filter_between[${key}]`, `${range[0]},${range[1]}`)
  }
  if (query.include?.length) params.append('include', query.include.join(','))
  if (query.append?.length) params.append('append', query.append.join(','))
  if (query.sort) params.append('sort', query.sort)
  if (query.page && query.page > 1) params.append('page', String(query.page))
  if (query.perPage) params.append('per_page', String(query.perPage))
  return params.toString()
}
