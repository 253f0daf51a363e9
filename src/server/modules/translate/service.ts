import type { FastifyBaseLogger } from 'fastify'
import type { TranslateResult } from '@shared/contracts/catalog'
import type { TranslationProvider, TranslationRequest } from './provider'

const CACHE_SIZE = 500

/**
 * Translates through the configured provider. Any failure answers the original text, flagged
 * untranslated: a reader always gets something to read. Successful answers are remembered
 * (the same review is translated for many readers, and paid providers bill per character).
 */
export function createTranslator(provider: TranslationProvider, log?: FastifyBaseLogger) {
  const remembered = new Map<string, string>()

  return async function translate(request: TranslationRequest): Promise<TranslateResult> {
    const untranslated = { text: request.text, translated: false, provider: provider.name }
    if (request.source === request.target || request.text.trim() === '') return untranslated
    const key = `${request.source}|${request.target}|${request.text}`
    const known = remembered.get(key)
    if (known !== undefined) return { text: known, translated: true, provider: provider.name }
    try {
      const text = await provider.translate(request)
      if (text === null) return untranslated
      remembered.set(key, text)
      if (remembered.size > CACHE_SIZE) remembered.delete(remembered.keys().next().value as string)
      return { text, translated: true, provider: provider.name }
    } catch (error) {
      log?.warn({ provider: provider.name, reason: String(error) }, 'translation failed, answering the original text')
      return untranslated
    }
  }
}
