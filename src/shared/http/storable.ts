/**
 * What PostgreSQL can store, for input checks on both sides. Free of zod on purpose: the
 * query-string half of the list contracts imports it into the PWA's first-paint code.
 */

/** The range of PostgreSQL's integer (int4): every id, count, price and quantity column. */
export const INT4_MAX = 2_147_483_647
export const INT4_MIN = -2_147_483_648
/** The last second of year 9999 as unix seconds: the latest date a request may name. */
export const UNIX_SECONDS_MAX = 253_402_300_799

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/**
 * False for text no column stores: U+0000 (refused by text and jsonb) and a lone UTF-16 surrogate
 * (refused by jsonb; a text column would silently store U+FFFD instead).
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text)
}

/** A whole number within [min, max]: what a bounded integer field accepts. */
export function isIntegerWithin(value: number, min: number, max: number): boolean {
  return Number.isSafeInteger(value) && value >= min && value <= max
}
