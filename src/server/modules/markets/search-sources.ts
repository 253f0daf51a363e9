import type { MarketProductCard } from '@shared/contracts/market'
import type { Locale } from '@shared/i18n/locales'
import type { MarketSearchSort } from '@shared/markets/listing-facts'
import type { RelevanceItem } from '@server/modules/catalog'

/** A match of the cross-shop search: its card, and what the relevance order weighs. */
export type ScoredCard = { card: MarketProductCard; relevance: RelevanceItem }

export type CrossShopSearchRequest = {
  /** Any of them matches: each a text whose every folded word a match holds. */
  terms: readonly string[]
  /** The cheapest or dearest `limit` matches; for relevance, the cheapest `limit` as candidates. */
  sort: MarketSearchSort
  limit: number
  includeEnded: boolean
  locale: Locale
  now: Date
}

/**
 * A shop the cross-shop search reads besides our own catalogue and the markets' connectors (the
 * markets module's port, so it never imports who answers it): Ecoring's lots, from the auctions
 * module. Answers its matches as cards and how many it has per shop.
 */
export type CrossShopSource = {
  readonly shopIds: readonly number[]
  search(request: CrossShopSearchRequest): Promise<{ found: ScoredCard[]; counts: Map<number, number> }>
}
