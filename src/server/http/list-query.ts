import { DEFAULT_PAGE_SIZE, MAX_PAGE, type Paginated } from '@shared/http/list-query'
import { INT4_MAX, INT4_MIN, isIntegerWithin, isStorableText } from '@shared/http/storable'
import { AppError, type FieldErrors } from './app-error'

/**
 * The spec's list conventions, parsed once against a per-resource allow-list:
 * filter[x], filter_between[x]=a,b, include=a,b, append=a,b, sort=-field, page, per_page.
 * Values come out typed; nothing from the query string ever reaches SQL as text.
 */
export type FilterKind = 'int' | 'string' | 'boolean' | 'intList'

export type ListQuerySpec<F extends string, B extends string, I extends string, A extends string, S extends string> = {
  filters?: Record<F, FilterKind>
  between?: readonly B[]
  includes?: readonly I[]
  appends?: readonly A[]
  sorts?: readonly S[]
  defaultSort?: `${'' | '-'}${S}`
  perPage?: { default: number; max: number }
  /** Plain keys a resource accepts besides the conventions. */
  extraKeys?: readonly string[]
}

export type FilterValue = number | string | boolean | number[]

export type ParsedListQuery<F extends string, B extends string, I extends string, A extends string, S extends string> = {
  filter: Partial<Record<F, FilterValue>>
  between: Partial<Record<B, [number, number]>>
  include: Set<I>
  append: Set<A>
  sort: { field: S; descending: boolean } | null
  page: number
  perPage: number
  extra: Record<string, string>
}

const BRACKETED = /^(filter|filter_between)\[([\w.]+)\]$/

export function parseListQuery<F extends string, B extends string, I extends string, A extends string, S extends string>(
  raw: Record<string, unknown>,
  spec: ListQuerySpec<F, B, I, A, S>,
): ParsedListQuery<F, B, I, A, S> {
  const errors: FieldErrors = {}
  const fail = (name: string, unknown = false) => {
    errors[name] = [unknown ? 'unknownQueryParameter' : 'fieldInvalid']
  }
  const result: ParsedListQuery<F, B, I, A, S> = {
    filter: {},
    between: {},
    include: new Set(),
    append: new Set(),
    sort: parseSort(spec.defaultSort) as ParsedListQuery<F, B, I, A, S>['sort'],
    page: 1,
    perPage: spec.perPage?.default ?? DEFAULT_PAGE_SIZE,
    extra: {},
  }

  for (const [name, rawValue] of Object.entries(raw)) {
    if (typeof rawValue !== 'string') {
      fail(name)
      continue
    }
    const bracketed = BRACKETED.exec(name)
    if (bracketed) {
      const [, kind, key] = bracketed
      if (kind === 'filter')
        parseFilter(
          key,
          rawValue,
          spec,
          result,
          () => fail(name),
          () => fail(name, true),
        )
      else
        parseBetween(
          key,
          rawValue,
          spec,
          result,
          () => fail(name),
          () => fail(name, true),
        )
      continue
    }
    switch (name) {
      case 'include':
      case 'append': {
        const allowed = (name === 'include' ? spec.includes : spec.appends) ?? []
        const target = (name === 'include' ? result.include : result.append) as Set<string>
        for (const item of splitList(rawValue)) {
          if (allowed.includes(item as never)) target.add(item)
          else fail(name)
        }
        break
      }
      case 'sort': {
        const sort = parseSort(rawValue)
        if (sort && (spec.sorts ?? []).includes(sort.field as S)) result.sort = sort as typeof result.sort
        else fail(name)
        break
      }
      case 'page':
      case 'per_page': {
        const value = parsePositiveInt(rawValue)
        const max = name === 'page' ? MAX_PAGE : (spec.perPage?.max ?? DEFAULT_PAGE_SIZE)
        if (value === null || value > max) fail(name)
        else if (name === 'page') result.page = value
        else result.perPage = value
        break
      }
      default:
        if (spec.extraKeys?.includes(name)) result.extra[name] = rawValue
        else fail(name, true)
    }
  }

  const invalid = Object.keys(errors)
  if (invalid.length > 0) {
    const first = invalid[0]
    const unknown = errors[first][0] === 'unknownQueryParameter'
    throw new AppError(400, unknown ? 'unknownQueryParameter' : 'invalidQueryParameter', { name: first }, errors)
  }
  return result
}

function parseFilter<F extends string>(
  key: string,
  value: string,
  spec: ListQuerySpec<F, string, string, string, string>,
  result: { filter: Partial<Record<F, FilterValue>> },
  invalid: () => void,
  unknown: () => void,
) {
  // Own keys only: `constructor` or `__proto__` must not find Object.prototype's members.
  if (!spec.filters || !Object.hasOwn(spec.filters, key)) return unknown()
  const kind = spec.filters[key as F]
  const parsed = parseFilterValue(kind, value)
  if (parsed === null) return invalid()
  result.filter[key as F] = parsed
}

function parseFilterValue(kind: FilterKind, value: string): FilterValue | null {
  switch (kind) {
    case 'int':
      return parseInteger(value)
    case 'boolean':
      return value === '1' || value === 'true' ? true : value === '0' || value === 'false' ? false : null
    case 'string': {
      const text = value.trim()
      return text.length > 0 && text.length <= 200 && isStorableText(text) ? text : null
    }
    case 'intList': {
      const items = splitList(value).map(parseInteger)
      return items.length > 0 && items.length <= 100 && items.every((item) => item !== null) ? (items as number[]) : null
    }
  }
}

function parseBetween<B extends string>(
  key: string,
  value: string,
  spec: ListQuerySpec<string, B, string, string, string>,
  result: { between: Partial<Record<B, [number, number]>> },
  invalid: () => void,
  unknown: () => void,
) {
  if (!spec.between?.includes(key as B)) return unknown()
  const parts = value.split(',')
  const [low, high] = parts.map(parseInteger)
  if (parts.length !== 2 || low === null || high === null || low > high) return invalid()
  result.between[key as B] = [low, high]
}

function parseSort(value: string | undefined): { field: string; descending: boolean } | null {
  if (!value) return null
  const descending = value.startsWith('-')
  const field = descending ? value.slice(1) : value
  return /^[a-z_.]+$/i.test(field) ? { field, descending } : null
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
}

/** A whole number PostgreSQL's integer holds, or null. */
function parseInteger(value: string): number | null {
  const number = /^\s*-?\d{1,10}\s*$/.test(value) ? Number(value) : Number.NaN
  return isIntegerWithin(number, INT4_MIN, INT4_MAX) ? number : null
}

function parsePositiveInt(value: string): number | null {
  const parsed = parseInteger(value)
  return parsed !== null && parsed >= 1 ? parsed : null
}

/** Builds the spec's paginated answer. */
export function paginated<T>(data: T[], total: number, page: number, perPage: number): Paginated<T> {
  const lastPage = Math.max(1, Math.ceil(total / perPage))
  const from = data.length > 0 ? (page - 1) * perPage + 1 : null
  const to = from === null ? null : from + data.length - 1
  return { data, current_page: page, last_page: lastPage, from, to, total, per_page: perPage }
}

/** One text per meaning: the same list asked with parameters in another order gives the same key. */
export function listQueryKey(query: ParsedListQuery<string, string, string, string, string>): string {
  const sortedEntries = (record: Record<string, unknown>) => Object.entries(record).sort(([a], [b]) => a.localeCompare(b))
  return JSON.stringify([
    sortedEntries(query.filter),
    sortedEntries(query.between),
    [...query.include].sort(),
    [...query.append].sort(),
    query.sort,
    query.page,
    query.perPage,
    sortedEntries(query.extra),
  ])
}
