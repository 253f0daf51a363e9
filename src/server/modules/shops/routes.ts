import { shopListSchema } from '@shared/contracts/shop'
import type { App } from '@server/http/types'
import { listShops } from './service'

export async function shopRoutes(app: App) {
  app.get(
    '/api/shops',
    { schema: { tags: ['shops'], summary: 'The shop registry: markets and internal shops', response: { 200: shopListSchema } } },
    async () => ({ data: await listShops(app.db) }),
  )
}
