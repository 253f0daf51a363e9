/**
 * Every number the storefront shows is written one way, in every interface language: thousands
 * grouped with a comma, a decimal point ("1,234.5") — the ja-JP style money (./money.ts) uses. One
 * rule per kind: money (formatYen, formatDong in ./money.ts), the exchange rate (formatRate, up to
 * 2 decimals), a star score (formatRating, 1 decimal), counts (formatCount, whole).
 */
const rateDigits = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 2 })
const ratingDigits = new Intl.NumberFormat('ja-JP', { minimumFractionDigits: 1, maximumFractionDigits: 1 })
const wholeDigits = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 0 })

/** Dong per yen, up to two decimals: "173.2", "1,234.57". */
export function formatRate(rate: number): string {
  return rateDigits.format(rate)
}

/** A star score with one decimal: "4.0", "4.5". */
export function formatRating(star: number): string {
  return ratingDigits.format(star)
}

/** A whole count (products, orders): "157", "12,345". */
export function formatCount(count: number): string {
  return wholeDigits.format(Math.round(count) || 0)
}
