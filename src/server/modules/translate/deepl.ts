import { z } from 'zod'
import type { Locale } from '@shared/i18n/locales'
import type { TranslationProvider } from './provider'

const TARGET: Record<Locale, string> = { vi: 'VI', en: 'EN-US', ja: 'JA' }
const SOURCE: Record<Locale, string> = { vi: 'VI', en: 'EN', ja: 'JA' }
const TIMEOUT_MS = 8_000

const responseSchema = z.object({ translations: z.array(z.object({ text: z.string() })).min(1) })

export type DeeplOptions = {
  apiKey: string
  /** Default: the Free API for keys ending in ":fx", the Pro API otherwise. */
  apiUrl?: string
  fetch?: typeof fetch
}

/** DeepL's /v2/translate (https://developers.deepl.com/api-reference/translate). */
export function createDeeplProvider(options: DeeplOptions): TranslationProvider {
  const apiUrl = options.apiUrl ?? (options.apiKey.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com')
  const doFetch = options.fetch ?? fetch
  return {
    name: 'deepl',
    async translate({ text, source, target }) {
      const response = await doFetch(`${apiUrl.replace(/\/$/, '')}/v2/translate`, {
        method: 'POST',
        headers: { Authorization: `DeepL-Auth-Key ${options.apiKey}`, 'Content-Type': 'application/json' },
        // Vietnamese is served by DeepL's next-gen models, which quality_optimized selects.
        body: JSON.stringify({ text: [text], source_lang: SOURCE[source], target_lang: TARGET[target], model_type: 'quality_optimized' }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
      if (!response.ok) throw new Error(`DeepL answered ${response.status}`)
      return responseSchema.parse(await response.json()).translations[0].text
    },
  }
}
