import { z } from 'zod'
import type { Bounds, FilterType, ListContract, ParsedListQuery } from '@shared/http/list-contract'
import { DEFAULT_PAGE_SIZE, MAX_PAGE, type Paginated } from '@shared/http/list-query'
import { isIntegerWithin, isStorableText } from '@shared/http/storable'

/**
 * The querystring schema of an endpoint, from its list contract: every parameter the contract
 * allows, named as sent (filter[x], filter_between[x], include, append, sort, page, per_page), and
 * nothing else (an unknown name is a 400). It validates, turns the values into typed ones and is
 * what the OpenAPI document lists; the handler reads `request.query` as a ParsedListQuery.
 * Nothing from the query string ever reaches SQL as text.
 */
const contractsOfSchemas = new WeakMap<object, ListContract>()

/** The list contract a querystring schema was built from (what the endpoint-contract test compares). */
export const listContractOf = (schema: unknown): ListContract | undefined =>
  schema && typeof schema === 'object' ? contractsOfSchemas.get(schema) : undefined

export function listQuerySchema<const C extends ListContract>(contract: C): z.ZodType<ParsedListQuery<C>> {
  const schema = buildListQuerySchema(contract)
  contractsOfSchemas.set(schema, contract)
  return schema
}

function buildListQuerySchema<const C extends ListContract>(contract: C): z.ZodType<ParsedListQuery<C>> {
  const shape: Record<string, z.ZodType> = {}
  for (const [name, type] of Object.entries(contract.filters ?? {})) shape[`filter[${name}]`] = filterSchema(type).optional()
  for (const [name, bounds] of Object.entries(contract.between ?? {})) shape[`filter_between[${name}]`] = betweenSchema(bounds).optional()
  if (contract.includes?.length) shape.include = namesSchema(contract.includes).optional()
  if (contract.appends?.length) shape.append = namesSchema(contract.appends).optional()
  if (contract.sorts?.length) shape.sort = z.enum(contract.sorts.flatMap((field) => [field, `-${field}`])).optional()
  if (contract.pageSize) {
    shape.page = fromText((value) => parseInteger(value, 1, MAX_PAGE), `page number, 1 to ${MAX_PAGE}`).optional()
    shape.per_page = fromText(
      (value) => parseInteger(value, 1, contract.pageSize!.max),
      `page size, 1 to ${contract.pageSize.max}`,
    ).optional()
  }
  return z.strictObject(shape).transform((raw) => toParsedQuery(raw, contract)) as unknown as z.ZodType<ParsedListQuery<C>>
}

type RawQuery = Record<string, unknown>

function toParsedQuery<C extends ListContract>(raw: RawQuery, contract: C): ParsedListQuery<C> {
  const valuesOf = (prefix: string) =>
    Object.fromEntries(
      Object.entries(raw)
        .filter(([name, value]) => name.startsWith(`${prefix}[`) && value !== undefined)
        .map(([name, value]) => [name.slice(prefix.length + 1, -1), value]),
    )
  const sort = (raw.sort as string | undefined) ?? contract.defaultSort
  return {
    filter: valuesOf('filter'),
    between: valuesOf('filter_between'),
    include: new Set((raw.include as string[] | undefined) ?? []),
    append: new Set((raw.append as string[] | undefined) ?? []),
    sort: sort ? { field: sort.replace(/^-/, ''), descending: sort.startsWith('-') } : null,
    page: (raw.page as number | undefined) ?? 1,
    perPage: (raw.per_page as number | undefined) ?? contract.pageSize?.default ?? DEFAULT_PAGE_SIZE,
  } as unknown as ParsedListQuery<C>
}

/** A text parameter turned into a typed value by `parse` (null: invalid). */
function fromText<T>(parse: (value: string) => T | null, description: string) {
  return z
    .string()
    .transform((value, context): T => {
      const parsed = parse(value)
      if (parsed !== null) return parsed
      context.addIssue({ code: 'custom', message: 'fieldInvalid' })
      return z.NEVER
    })
    .describe(description)
}

function filterSchema(type: FilterType) {
  switch (type.type) {
    case 'int':
      return fromText((value) => parseInteger(value, type.min, type.max), `whole number, ${type.min} to ${type.max}`)
    case 'ints':
      return fromText((value) => {
        const items = splitList(value).map((item) => parseInteger(item, type.min, type.max))
        return items.length > 0 && items.length <= type.maxItems && items.every((item) => item !== null) ? (items as number[]) : null
      }, `comma-separated whole numbers, ${type.min} to ${type.max}, at most ${type.maxItems}`)
    case 'text':
      return fromText((value) => {
        const text = value.trim()
        return text.length > 0 && text.length <= type.maxLength && isStorableText(text) ? text : null
      }, `text, 1 to ${type.maxLength} characters`)
    case 'boolean':
      return fromText((value) => BOOLEANS.get(value) ?? null, '1 or true, 0 or false')
  }
}

const BOOLEANS = new Map([
  ['1', true],
  ['true', true],
  ['0', false],
  ['false', false],
])

function betweenSchema(bounds: Bounds) {
  return fromText((value) => {
    const parts = value.split(',')
    const [low, high] = parts.map((part) => parseInteger(part, bounds.min, bounds.max))
    return parts.length === 2 && low !== null && high !== null && low <= high ? ([low, high] as [number, number]) : null
  }, `"low,high": whole numbers, ${bounds.min} to ${bounds.max}`)
}

/** A comma-separated subset of `allowed` (own names only: a Set, no prototype lookups). */
function namesSchema(allowed: readonly string[]) {
  const names = new Set(allowed)
  return fromText(
    (value) => {
      const items = splitList(value)
      return items.every((item) => names.has(item)) ? items : null
    },
    `comma-separated: ${allowed.join(', ')}`,
  )
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
}

/** A whole number within [min, max] (the bounds keep it within PostgreSQL's integer), or null. */
function parseInteger(value: string, min: number, max: number): number | null {
  const number = /^\s*-?\d{1,16}\s*$/.test(value) ? Number(value) : Number.NaN
  return isIntegerWithin(number, min, max) ? number : null
}

/** Builds the spec's paginated answer. */
export function paginated<T>(data: T[], total: number, page: number, perPage: number): Paginated<T> {
  const lastPage = Math.max(1, Math.ceil(total / perPage))
  const from = data.length > 0 ? (page - 1) * perPage + 1 : null
  const to = from === null ? null : from + data.length - 1
  return { data, current_page: page, last_page: lastPage, from, to, total, per_page: perPage }
}

type AnyParsedListQuery = Pick<ParsedListQuery<ListContract>, 'filter' | 'between' | 'page' | 'perPage'> & {
  include: ReadonlySet<string>
  append: ReadonlySet<string>
  sort: { field: string; descending: boolean } | null
}

/** One text per meaning: the same list asked with parameters in another order gives the same key. */
export function listQueryKey(query: AnyParsedListQuery): string {
  const sortedEntries = (record: object) => Object.entries(record).sort(([a], [b]) => a.localeCompare(b))
  return JSON.stringify([
    sortedEntries(query.filter),
    sortedEntries(query.between),
    [...query.include].sort(),
    [...query.append].sort(),
    query.sort,
    query.page,
    query.perPage,
  ])
}
