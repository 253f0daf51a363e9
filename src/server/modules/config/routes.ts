import { clientConfigSchema, type ClientConfig } from '@shared/contracts/client-config'
import { authEmulatorHost } from '@server/config'
import type { App } from '@server/http/types'

/** Runtime configuration for the PWA, so one client build serves any deployment. */
export async function clientConfigRoutes(app: App) {
  app.get(
    '/api/client-config',
    { schema: { tags: ['config'], summary: 'Client runtime configuration', response: { 200: clientConfigSchema } } },
    async (): Promise<ClientConfig> => {
      const config = app.config
      const emulator = authEmulatorHost(config)
      return {
        firebase: {
          apiKey: config.FIREBASE_API_KEY,
          authDomain: config.FIREBASE_AUTH_DOMAIN ?? `${config.FIREBASE_PROJECT_ID}.firebaseapp.com`,
          projectId: config.FIREBASE_PROJECT_ID,
        },
        authEmulatorUrl: emulator ? `http://${emulator}` : null,
        catalogBaseUrl: '/catalog',
      }
    },
  )
}
