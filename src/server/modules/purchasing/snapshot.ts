import type { Locale } from '@shared/i18n/locales'
import type { Localized } from '@shared/markets/listing-facts'
import type { ItemQuote } from './port'

export type LineSnapshot = {
  name: string
  /** The name as each interface language reads it ({} when the source has only `name`). */
  names: Partial<Localized>
  imageUrl: string
  price: number
  initialPrice: number
  url: string
  variant: string
  shopName: string
  shopLogo: string
}

export function snapshotOf(quote: ItemQuote): LineSnapshot {
  const { name, imageUrl, price, initialPrice, url, variant, shopName, shopLogo } = quote
  return { name, names: quote.names ?? {}, imageUrl, price, initialPrice, url, variant, shopName, shopLogo }
}

/** A line's name as a reader of `locale` reads it: its translation when the line keeps one, else the name as written. */
export function lineName(line: Pick<LineSnapshot, 'name' | 'names'>, locale: Locale): string {
  return line.names[locale] || line.name
}
