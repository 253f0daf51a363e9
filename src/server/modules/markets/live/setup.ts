import type { MarketConnector } from '../connector'
import type { ListingWithDetails, MarketSellerData } from '../model'
import { createLiveConnector } from './live-connector'
import { createRakutenApi, RAKUTEN_SHOP_ID, type RakutenSettings } from './rakuten'
import { createRateLimiter } from './rate-limiter'
import { createTransport } from './transport'
import { createTtlCache } from './ttl-cache'
import { createYahooShoppingApi, YAHOO_SHOPPING_SHOP_ID, type YahooShoppingSettings } from './yahoo-shopping'

/** Which markets are served by their public API (null: from the mirror), and how. */
export type LiveMarketSettings = {
  rakuten: RakutenSettings | null
  yahooShopping: YahooShoppingSettings | null
  /** How long fetched answers and listings are reused: at most 24 h (Rakuten's terms on prices). */
  cacheTtlMs: number
  timeoutMs: number
}

export type LiveMarketDependencies = {
  warn: (message: string) => void
  fetch?: typeof fetch
  now?: () => number
  sleep?: (ms: number) => Promise<void>
}

/** Both APIs allow one request a second per application id. */
const REQUESTS_PER_SECOND = 1
const SEEN_LISTINGS = 5_000

/** A connector answering only for some of the markets it knows. */
const forShops = (connector: MarketConnector, shopIds: readonly number[]): MarketConnector => ({ ...connector, shopIds })

/**
 * The market connectors: a live connector (over the mirror) for each market whose API is
 * configured, and the local mirror for every other market.
 */
export function marketConnectorsWithLiveApis(
  mirror: MarketConnector,
  settings: LiveMarketSettings,
  dependencies: LiveMarketDependencies,
): MarketConnector[] {
  const { warn, now, sleep } = dependencies
  const doFetch = dependencies.fetch ?? fetch
  const transport = (headers?: Record<string, string>) =>
    createTransport({
      fetch: doFetch,
      limiter: createRateLimiter({ perSecond: REQUESTS_PER_SECOND, now, sleep }),
      timeoutMs: settings.timeoutMs,
      cacheTtlMs: settings.cacheTtlMs,
      headers,
      now,
    })
  const seenCaches = () => ({
    seen: createTtlCache<ListingWithDetails>({ ttlMs: settings.cacheTtlMs, maxEntries: SEEN_LISTINGS, now }),
    sellersSeen: createTtlCache<MarketSellerData>({ ttlMs: settings.cacheTtlMs, maxEntries: SEEN_LISTINGS, now }),
  })

  const live: MarketConnector[] = []
  if (settings.rakuten) {
    const { origin } = settings.rakuten
    const api = createRakutenApi(settings.rakuten, transport({ Origin: origin, Referer: `${origin}/` }))
    live.push(createLiveConnector({ name: 'rakuten-api', shopId: RAKUTEN_SHOP_ID, api, mirror, ...seenCaches(), warn }))
  }
  if (settings.yahooShopping) {
    const api = createYahooShoppingApi(settings.yahooShopping, transport())
    live.push(createLiveConnector({ name: 'yahoo-shopping-api', shopId: YAHOO_SHOPPING_SHOP_ID, api, mirror, ...seenCaches(), warn }))
  }
  const taken = new Set(live.flatMap((connector) => connector.shopIds))
  return [
    forShops(
      mirror,
      mirror.shopIds.filter((shopId) => !taken.has(shopId)),
    ),
    ...live,
  ]
}
