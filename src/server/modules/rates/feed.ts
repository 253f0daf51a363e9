import { XMLParser } from 'fast-xml-parser'

/** A rate a published feed proposes for today (staff decide; nothing is set from it by itself). */
export type RateProposal = { rate: number; source: string; published_at: string | null }

/** A bank's published rates, asked when staff open the rate screen. */
export type RateFeed = { propose(): Promise<RateProposal | null> }

const TIMEOUT_MS = 5_000

/** "26,388.00" → 26388; anything that is not a positive number → null. */
function feedNumber(text: unknown): number | null {
  const value = Number(String(text ?? '').replace(/,/g, ''))
  return Number.isFinite(value) && value > 0 ? value : null
}

/**
 * Vietcombank's exchange-rate XML (ExrateList → Exrate CurrencyCode="JPY" Buy/Transfer/Sell): the
 * JPY selling rate is what buying yen costs the shop, so that is what is proposed. A feed that
 * cannot be read proposes nothing.
 */
export function parseVietcombankRates(xml: string): RateProposal | null {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' })
  const document = parser.parse(xml) as { ExrateList?: { DateTime?: string; Exrate?: unknown } }
  const list = document.ExrateList
  const rates = [list?.Exrate].flat() as { CurrencyCode?: string; Sell?: string }[]
  const yen = rates.find((entry) => entry?.CurrencyCode === 'JPY')
  const rate = feedNumber(yen?.Sell)
  if (!rate) return null
  return { rate, source: 'Vietcombank', published_at: typeof list?.DateTime === 'string' ? list.DateTime : null }
}

/** The feed at `url` (Vietcombank's XML); an unreachable or unreadable feed proposes nothing. */
export function createVietcombankRateFeed(url: string, fetcher: typeof fetch = fetch): RateFeed {
  return {
    async propose() {
      try {
        const response = await fetcher(url, { signal: AbortSignal.timeout(TIMEOUT_MS) })
        if (!response.ok) return null
        return parseVietcombankRates(await response.text())
      } catch {
        return null
      }
    },
  }
}
