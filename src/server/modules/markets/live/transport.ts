import type { RateLimiter } from './rate-limiter'
import { createTtlCache } from './ttl-cache'

/** A market's API cannot answer this call now (over its rate, 429, 5xx, timeout, unreachable, a body we cannot read). */
export class LiveMarketUnavailable extends Error {
  constructor(readonly reason: string) {
    super(reason)
    this.name = 'LiveMarketUnavailable'
  }
}

export type TransportOptions = {
  fetch: typeof fetch
  limiter: RateLimiter
  timeoutMs: number
  /** How long an answer is reused (at most 24 h: Rakuten's terms on showing fetched prices). */
  cacheTtlMs: number
  /** Headers every request carries (Rakuten: the Origin and Referer registered for the app). */
  headers?: Record<string, string>
  now?: () => number
}

/** Sent requests and their parsed answers (null: the API said 404). */
export type Transport = { getJson<T>(url: URL, parse: (body: unknown) => T): Promise<T | null> }

const CACHED_ANSWERS = 2_000
/** A request waits at most this long for its turn; longer, and the call is served from the mirror. */
const MAX_QUEUE_WAIT_MS = 2_500
const SHOWN_BODY_CHARS = 200
/** After this many failed requests in a row the API is left alone for a while: customers get the mirror at once, not after a timeout each. */
const FAILURES_TO_PAUSE = 3
const PAUSE_MS = 30_000

/**
 * GETs JSON from a market's API through its rate limiter, with a timeout, keeping parsed answers for
 * the cache's time (one request for concurrent identical calls). Anything but a readable 2xx or a
 * 404 throws LiveMarketUnavailable; a 4xx other than 404 (such as Rakuten's 400 "API Configuration
 * not found" for a retired version) too, since the customer can do nothing about it. After
 * FAILURES_TO_PAUSE failures in a row, requests are not sent for PAUSE_MS; the first one after the
 * pause tries again.
 */
export function createTransport(options: TransportOptions): Transport {
  const now = options.now ?? Date.now
  const answers = createTtlCache<unknown>({ ttlMs: options.cacheTtlMs, maxEntries: CACHED_ANSWERS, now })
  let failuresInARow = 0
  let pausedUntil = 0

  async function request(url: URL): Promise<Response> {
    try {
      return await options.fetch(url, {
        headers: { Accept: 'application/json', ...options.headers },
        signal: AbortSignal.timeout(options.timeoutMs),
      })
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError'
      throw new LiveMarketUnavailable(timedOut ? `no answer within ${options.timeoutMs} ms` : `unreachable (${String(error)})`)
    }
  }

  async function load<T>(url: URL, parse: (body: unknown) => T): Promise<T | null> {
    if (now() < pausedUntil) throw new LiveMarketUnavailable(`paused after ${FAILURES_TO_PAUSE} failures in a row`)
    if (!(await options.limiter.take(MAX_QUEUE_WAIT_MS))) throw new LiveMarketUnavailable('over our own rate limit for this API')
    try {
      const answer = await send(url, parse)
      failuresInARow = 0
      return answer
    } catch (error) {
      if (++failuresInARow >= FAILURES_TO_PAUSE) pausedUntil = now() + PAUSE_MS
      throw error
    }
  }

  async function send<T>(url: URL, parse: (body: unknown) => T): Promise<T | null> {
    const response = await request(url)
    if (response.status === 404) return null
    if (!response.ok) {
      const shown = (await response.text().catch(() => '')).slice(0, SHOWN_BODY_CHARS)
      throw new LiveMarketUnavailable(`answered ${response.status} ${shown}`.trim())
    }
    let body: unknown
    try {
      body = await response.json()
    } catch {
      throw new LiveMarketUnavailable('answered a body that is not JSON')
    }
    try {
      return parse(body)
    } catch (error) {
      throw new LiveMarketUnavailable(`answered a body of another shape (${String(error).slice(0, SHOWN_BODY_CHARS)})`)
    }
  }

  return {
    getJson: <T>(url: URL, parse: (body: unknown) => T) => answers.remember(url.href, () => load(url, parse)) as Promise<T | null>,
  }
}
