import type { ListContract, ListQueryOf } from './list-contract'

/**
 * Spec list conventions as a query string: filter[x], filter_between[x]=a,b, include=a,b,
 * append=x, sort=-field, page, per_page. Free of zod on purpose: the PWA's first-paint bundle
 * imports it (list-query.ts re-exports it next to the zod schemas).
 */

type LooseListQuery = {
  filter?: Record<string, string | number | boolean | readonly number[] | undefined>
  filterBetween?: Record<string, readonly [number, number] | undefined>
  include?: readonly string[]
  append?: readonly string[]
  sort?: string
  page?: number
  perPage?: number
}

/**
 * The query string (no leading '?') of a request to an endpoint, typed by its list contract:
 * `toQueryString<typeof productListContract>({ … })` compiles only the contract's filters, includes,
 * appends and sorts, and does not compile without the contract. The contract is a type argument, not
 * a value, so the PWA's bundle carries no contract.
 */
export function toQueryString<C extends ListContract = never>(listQuery: [C] extends [never] ? never : ListQueryOf<C>): string {
  const query = listQuery as LooseListQuery
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
