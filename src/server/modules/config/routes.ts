import { clientConfigSchema, type ClientConfig } from '@shared/contracts/client-config'
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
      }
    },
  )
}
