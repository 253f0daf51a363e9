import swagger from '@fastify/swagger'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import type { App } from './types'

/** The OpenAPI document, generated from the zod route schemas. */
export async function registerOpenApi(app: App) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Storefront API', version: '1.0.0', description: 'Main API (/api) and catalogue API (/catalog).' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' },
          bankApiKey: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Apikey <BANK_WEBHOOK_API_KEY>' },
        },
      },
    },
    transform: jsonSchemaTransform,
  })
}

export async function docsRoutes(app: App) {
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger())
}
