import { translateBodySchema, translateResultSchema } from '@shared/contracts/catalog'
import { apiErrorSchema } from '@shared/contracts/api-error'
import type { App } from '@server/http/types'
import type { TranslationProvider } from './provider'
import { createTranslator } from './service'

/** POST /api/translate: {text, target, source = ja} → {text, translated, provider}. */
export type TranslateRouteDeps = { translation: TranslationProvider }

export async function translateRoutes(app: App, { translation }: TranslateRouteDeps) {
  const translate = createTranslator(translation, app.log)
  app.post(
    '/api/translate',
    {
      config: { rateLimitPolicy: 'translate' },
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
