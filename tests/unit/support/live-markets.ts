import type { MarketConnector } from '@server/modules/markets/connector'
import { createLiveConnector } from '@server/modules/markets/live/live-connector'
import { createRakutenApi, RAKUTEN_SHOP_ID } from '@server/modules/markets/live/rakuten'
import { createRateLimiter } from '@server/modules/markets/live/rate-limiter'
import { createTransport } from '@server/modules/markets/live/transport'
import { createTtlCache } from '@server/modules/markets/live/ttl-cache'
import { createYahooShoppingApi, YAHOO_SHOPPING_SHOP_ID } from '@server/modules/markets/live/yahoo-shopping'
import type { ListingWithDetails, MarketSellerData } from '@server/modules/markets/model'
import type { RecordedMarketApi } from './recorded-market-api'

export const RAKUTEN_SETTINGS = {
  applicationId: 'test-application-id',
  accessKey: 'pk_test-access-key',
  origin: 'https://shop.example.vn',
  version: '20260501',
  apiUrl: 'https://openapi.rakuten.co.jp',
}
export const YAHOO_SETTINGS = { appId: 'test-yahoo-client-id', apiUrl: 'https://shopping.yahooapis.jp' }

/** A mirror that must not be asked for listings: a live connector that falls back unasked fails the test. */
export function mirrorNotToAsk(): MarketConnector {
  const asked = (what: string) => () => Promise.reject(new Error(`the mirror was asked for ${what}`))
  return {
    name: 'mirror-not-to-ask',
    shopIds: [],
    categories: async () => [],
    filterOptions: async () => [],
    list: asked('a list'),
    search: asked('a search'),
    listing: asked('a listing'),
    listings: asked('listings'),
    seller: async () => null,
    sellerListings: asked("a seller's listings"),
    recommendations: asked('recommendations'),
  }
}

export type LiveTestOptions = {
  mirror?: MarketConnector
  now?: () => number
  /** Default: never waits (each test's clock is its own). */
  sleep?: (ms: number) => Promise<void>
  cacheTtlMs?: number
  timeoutMs?: number
  warnings?: string[]
}

/** A live connector of one market on a recorded API, built as the composition root builds it. */
export function liveConnectorOn(market: 'rakuten' | 'yahoo-shopping', recorded: RecordedMarketApi, options: LiveTestOptions = {}) {
  const now = options.now ?? Date.now
  const cacheTtlMs = options.cacheTtlMs ?? 3_600_000
  const transport = createTransport({
    fetch: recorded.fetch,
    limiter: createRateLimiter({ perSecond: 1, now, sleep: options.sleep ?? (async () => {}) }),
    timeoutMs: options.timeoutMs ?? 5_000,
    cacheTtlMs,
    headers: market === 'rakuten' ? { Origin: RAKUTEN_SETTINGS.origin, Referer: `${RAKUTEN_SETTINGS.origin}/` } : undefined,
    now,
  })
  const api = market === 'rakuten' ? createRakutenApi(RAKUTEN_SETTINGS, transport) : createYahooShoppingApi(YAHOO_SETTINGS, transport)
  return createLiveConnector({
    name: market,
    shopId: market === 'rakuten' ? RAKUTEN_SHOP_ID : YAHOO_SHOPPING_SHOP_ID,
    api,
    mirror: options.mirror ?? mirrorNotToAsk(),
    seen: createTtlCache<ListingWithDetails>({ ttlMs: cacheTtlMs, maxEntries: 100, now }),
    sellersSeen: createTtlCache<MarketSellerData>({ ttlMs: cacheTtlMs, maxEntries: 100, now }),
    warn: (message) => options.warnings?.push(message),
  })
}
