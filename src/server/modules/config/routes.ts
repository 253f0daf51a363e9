import { apiErrorSchema } from '@shared/contracts/api-error'
import { clientConfigSchema, localeSwitchQuerySchema, type ClientConfig } from '@shared/contracts/client-config'
import { isLocalPath } from '@shared/http/local-path'
import { LOCALE_SWITCH_PATH, localeCookie } from '@shared/i18n/locales'
import { authEmulatorUrl, firebaseAuthDomain } from '@server/config'
import type { App } from '@server/http/types'

/** Runtime configuration for the PWA, so one client build serves any deployment. */
export async function clientConfigRoutes(app: App) {
  app.get(
    '/api/client-config',
    { schema: { tags: ['config'], summary: 'Client runtime configuration', response: { 200: clientConfigSchema } } },
    async (): Promise<ClientConfig> => {
      const config = app.config
      return {
        firebase: {
          apiKey: config.FIREBASE_API_KEY,
          authDomain: firebaseAuthDomain(config),
          projectId: config.FIREBASE_PROJECT_ID,
        },
        authEmulatorUrl: authEmulatorUrl(config) ?? null,
        catalogBaseUrl: '/catalog',
        auctionDepositPercent: config.AUCTION_DEPOSIT_PERCENT,
      }
    },
  )

  // The header's language links (they work before the app runs): record the choice, go back.
  app.get(
    LOCALE_SWITCH_PATH,
    {
      schema: {
        tags: ['config'],
        summary: 'Choose the interface language: sets the locale cookie and redirects (303) to `to`, a path of this site',
        querystring: localeSwitchQuerySchema,
        response: { 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { locale, to } = request.query
      reply.header('set-cookie', localeCookie(locale)).header('cache-control', 'no-store')
      return reply.redirect(to && isLocalPath(to) ? to : '/', 303)
    },
  )
}
