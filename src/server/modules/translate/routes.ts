import { translateBodySchema, translateResultSchema } from '@shared/contracts/catalog'
import { apiErrorSchema } from '@shared/contracts/api-error'
import type { App } from '@server/http/types'
import { createDeeplProvider } from './deepl'
import { untranslatedProvider, type TranslationProvider } from './provider'
import { createTranslator } from './service'

export type TranslateRoutesOptions = { provider?: TranslationProvider }

/** The provider the configuration asks for: DeepL with DEEPL_API_KEY, otherwise none. */
export function configuredProvider(app: App): TranslationProvider {
  const { DEEPL_API_KEY, DEEPL_API_URL } = app.config
  return DEEPL_API_KEY ? createDeeplProvider({ apiKey: DEEPL_API_KEY, apiUrl: DEEPL_API_URL }) : untranslatedProvider
}

/** POST /api/translate: {text, target, source = ja} → {text, translated, provider}. */
export async function translateRoutes(app: App, options: TranslateRoutesOptions = {}) {
  const translate = createTranslator(options.provider ?? configuredProvider(app), app.log)
  app.post(
    '/api/translate',
    {
      schema: {
        tags: ['translate'],
        summary: 'Translate a text (reviews, descriptions); failure answers the original text, translated: false',
        body: translateBodySchema,
        response: { 200: translateResultSchema, 400: apiErrorSchema },
      },
    },
    async (request) => translate(request.body),
  )
}
