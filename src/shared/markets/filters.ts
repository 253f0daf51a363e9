/**
 * Filters of a market list (spec §3 Filter options per shop). Each market offers some of these
 * groups, each with its own options (value and label in vi, ja, en), published in
 * /catalog/static/filter-all-web.json. A list request carries the chosen options in one
 * parameter, `filters=status:new,status:like_new,shipping:free`: options of one group widen the
 * list (any of them), groups narrow it (all of them).
 */
export const MARKET_FILTER_GROUPS = [
  'price',
  'colors',
  'status',
  'shipping',
  'reviews',
  'new_arrivals',
  'discount',
  'age',
  'gender',
  'shippingMethod',
  'cfs_pt',
  'rank',
] as const
export type MarketFilterGroup = (typeof MARKET_FILTER_GROUPS)[number]

/** The chosen options, by group. */
export type MarketFilters = Partial<Record<MarketFilterGroup, string[]>>

export const MARKET_FILTERS_MAX_LENGTH = 500
const MAX_CHOICES = 30
export const MARKET_FILTER_VALUE = /^[A-Za-z0-9_.-]{1,40}$/

const GROUPS: ReadonlySet<string> = new Set(MARKET_FILTER_GROUPS)

export function isMarketFilterGroup(name: string): name is MarketFilterGroup {
  return GROUPS.has(name)
}

/** `group:value` pairs joined by commas → the choices by group (values sorted, once each); null when malformed. */
export function parseMarketFilters(text: string): MarketFilters | null {
  if (text.length > MARKET_FILTERS_MAX_LENGTH) return null
  const chosen: MarketFilters = {}
  let choices = 0
  for (const part of text.split(',')) {
    const pair = part.trim()
    if (pair === '') continue
    if (++choices > MAX_CHOICES) return null
    const [group, value, extra] = pair.split(':')
    if (extra !== undefined || !isMarketFilterGroup(group) || !MARKET_FILTER_VALUE.test(value ?? '')) return null
    const values = chosen[group] ?? []
    if (!values.includes(value)) chosen[group] = [...values, value]
  }
  for (const values of Object.values(chosen)) values.sort()
  return chosen
}

/** The one text for a set of choices (groups in the registry's order, values sorted): URL state and cache key. */
export function formatMarketFilters(filters: MarketFilters): string {
  const pairs: string[] = []
  for (const group of MARKET_FILTER_GROUPS) for (const value of [...(filters[group] ?? [])].sort()) pairs.push(`${group}:${value}`)
  return pairs.join(',')
}

/** The choices with one option switched on or off. */
export function toggleMarketFilter(filters: MarketFilters, group: MarketFilterGroup, value: string): MarketFilters {
  const current = filters[group] ?? []
  const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value]
  return { ...filters, [group]: next.length > 0 ? next : undefined }
}

/** A price option's value: "min-max" in yen (max may be empty: no upper bound). */
export function priceOptionRange(value: string): [number, number | null] | null {
  const match = /^(\d{1,9})-(\d{1,9})?$/.exec(value)
  if (!match) return null
  const min = Number(match[1])
  const max = match[2] === undefined ? null : Number(match[2])
  return max !== null && max < min ? null : [min, max]
}
