import { INT4_MAX, UNIX_SECONDS_MAX } from './storable'

/**
 * List contracts: what a list (or detail) endpoint accepts in the spec's conventions — filter[x]
 * with its type and bounds, filter_between[x]=a,b with bounds, include, append, sort=±field, and
 * page/per_page when it pages. One contract per resource, here in src/shared: the server parses
 * the query against it (typed, no casts), the client builds its query with it (a misspelt filter
 * does not compile), and the OpenAPI document lists its parameters. Free of zod on purpose: the
 * PWA's first-paint code imports contracts.
 */
export type FilterType =
  | { type: 'int'; min: number; max: number }
  | { type: 'ints'; min: number; max: number; maxItems: number }
  | { type: 'text'; maxLength: number }
  | { type: 'boolean' }

/** Inclusive integer bounds of a filter_between pair. */
export type Bounds = { min: number; max: number }

export const filter = {
  /** One whole number (a positive int4 id unless bounded otherwise). */
  int: (min = 1, max = INT4_MAX) => ({ type: 'int', min, max }) as const,
  /** Comma-separated ids, "3,4" (at most `maxItems`). */
  ids: (maxItems = 100) => ({ type: 'ints', min: 1, max: INT4_MAX, maxItems }) as const,
  /** Text of 1 to `maxLength` characters (trimmed), storable by the database. */
  text: (maxLength: number) => ({ type: 'text', maxLength }) as const,
  /** 1/true or 0/false. */
  boolean: () => ({ type: 'boolean' }) as const,
}

export const between = {
  int: (min = 0, max = INT4_MAX): Bounds => ({ min, max }),
  /** A period in unix seconds. */
  unixSeconds: (): Bounds => ({ min: 0, max: UNIX_SECONDS_MAX }),
}

export type ListContract = {
  filters?: Readonly<Record<string, FilterType>>
  between?: Readonly<Record<string, Bounds>>
  includes?: readonly string[]
  appends?: readonly string[]
  sorts?: readonly string[]
  defaultSort?: string
  /** Only a paged list accepts page and per_page. */
  pageSize?: { default: number; max: number }
}

/** A sort as sent: the field ascending, or prefixed with a minus for descending. */
export type SortValue<S extends string> = S | `-${S}`

type Filters<C> = C extends { filters: infer F extends Readonly<Record<string, FilterType>> } ? F : Record<never, never>
type Betweens<C> = C extends { between: infer B extends Readonly<Record<string, Bounds>> } ? B : Record<never, never>
type Names<T> = T extends readonly (infer N extends string)[] ? N : never
export type IncludeOf<C> = C extends { includes: infer I } ? Names<I> : never
export type AppendOf<C> = C extends { appends: infer A } ? Names<A> : never
export type SortFieldOf<C> = C extends { sorts: infer S } ? Names<S> : never

type ParsedValue<T> = T extends { type: 'int' }
  ? number
  : T extends { type: 'ints' }
    ? number[]
    : T extends { type: 'text' }
      ? string
      : boolean

type QueryValue<T> = T extends { type: 'int' }
  ? number
  : T extends { type: 'ints' }
    ? number | readonly number[]
    : T extends { type: 'text' }
      ? string
      : boolean | 0 | 1

/** What the server's handler gets: typed values of the filters sent, the rest defaulted. */
export type ParsedListQuery<C extends ListContract> = {
  filter: { [K in keyof Filters<C>]?: ParsedValue<Filters<C>[K]> }
  between: { [K in keyof Betweens<C>]?: [number, number] }
  include: ReadonlySet<IncludeOf<C>>
  append: ReadonlySet<AppendOf<C>>
  sort: { field: SortFieldOf<C>; descending: boolean } | null
  page: number
  perPage: number
}

/** An endpoint without filters takes none: `{}` would accept any object. */
type NoneIfEmpty<T> = [keyof T] extends [never] ? never : T

/** What a client asks of the endpoint, before it becomes a query string (undefined values are left out). */
export type ListQueryOf<C extends ListContract> = {
  filter?: NoneIfEmpty<{ [K in keyof Filters<C>]?: QueryValue<Filters<C>[K]> | undefined }>
  filterBetween?: NoneIfEmpty<{ [K in keyof Betweens<C>]?: readonly [number, number] | undefined }>
  include?: readonly IncludeOf<C>[]
  append?: readonly AppendOf<C>[]
  sort?: SortValue<SortFieldOf<C>>
  page?: number
  perPage?: number
}

/** Names a contract with its literal names kept (`const`), and checks the default sort is one of its sorts. */
export function defineListContract<const C extends ListContract>(contract: C & { defaultSort?: SortValue<SortFieldOf<C>> }): C {
  return contract
}
