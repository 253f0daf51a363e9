import { amazonEventListSchema, amazonEventParamsSchema, amazonEventProductsSchema, marketCategoriesSchema } from '@shared/contracts/market'
import { apiErrorSchema } from '@shared/contracts/api-error'
import { SHOPS } from '@shared/shops/registry'
import { notFound } from '@server/http/app-error'
import type { App } from '@server/http/types'
import { sendCatalogJson } from '@server/modules/catalog'
import type { MarketConnectors } from './connector'
import { amazonEventProducts, amazonEvents } from './events'
import { toCategories } from './present'
import { resolveMarket } from './shops'

const EVENT_FILE = /^([A-Za-z0-9_-]{1,64})\.json$/

/**
 * Market JSON the service worker caches: each market's categories at
 * /catalog/static/{market}/categories-first.json (a fixed path per market beside the own shops'
 * /catalog/static/{shop}/… route, which answers ikom and awond) and Amazon's deal events.
 */
export async function marketStaticRoutes(app: App, { markets }: { markets: MarketConnectors }) {
  const tags = ['markets']

  for (const shop of SHOPS.filter((entry) => entry.kind === 'market')) {
    app.get(
      `/catalog/static/${shop.path}/categories-first.json`,
      {
        schema: {
          tags,
          summary: `${shop.name}: every category, flat, in display order`,
          response: { 200: marketCategoriesSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const { connector } = resolveMarket(markets, shop.path)
        const key = `market-categories:${shop.id}:${request.locale}`
        return sendCatalogJson(app, request, reply, { key, schema: marketCategoriesSchema }, async () => ({
          data: toCategories(await connector.categories(shop.id), request.locale),
        }))
      },
    )
  }

  app.get(
    '/catalog/static/event/amazon.list.json',
    {
      schema: {
        tags,
        summary: "Amazon's deal events (one per top category with discounted listings)",
        response: { 200: amazonEventListSchema },
      },
    },
    async (request, reply) =>
      sendCatalogJson(app, request, reply, { key: `amazon-events:${request.locale}`, schema: amazonEventListSchema }, () =>
        amazonEvents(markets, request.locale),
      ),
  )

  app.get(
    '/catalog/static/event/products/:file',
    {
      schema: {
        tags,
        summary: "One Amazon deal event's listings ({id}.json)",
        params: amazonEventParamsSchema,
        response: { 200: amazonEventProductsSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const id = EVENT_FILE.exec(request.params.file)?.[1]
      if (!id) throw notFound()
      const key = `amazon-event:${id}:${request.locale}`
      return sendCatalogJson(app, request, reply, { key, schema: amazonEventProductsSchema }, () =>
        amazonEventProducts(markets, id, request.locale, app.clock.now()),
      )
    },
  )
}
