import { homeConfigSchema } from '@shared/contracts/home-config'
import { sendWithEtag } from '@server/http/etag'
import type { App } from '@server/http/types'
import { buildHomeConfig } from './service'

export async function homeRoutes(app: App) {
  app.get(
    '/catalog/static/home-config/home-config2.json',
    { schema: { tags: ['catalog'], summary: "Home page configuration in the request's language", response: { 200: homeConfigSchema } } },
    async (request, reply) => sendWithEtag(request, reply, await buildHomeConfig(app.db, request.locale)),
  )
}
