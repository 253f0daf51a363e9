import {
  categoriesFirstSchema,
  filterAllWebSchema,
  shopPathParamsSchema,
  sortAllWebSchema,
  topProductsSchema,
} from '@shared/contracts/catalog'
import { apiErrorSchema } from '@shared/contracts/api-error'
import type { MarketFilterOptions } from '@shared/contracts/market'
import { findShop } from '@shared/shops/registry'
import { notFound } from '@server/http/app-error'
import { sendWithEtag } from '@server/http/etag'
import type { App } from '@server/http/types'
import { categoriesFirst, priceBandOptions, sortAllWeb, topProducts } from './documents'

/**
 * Catalogue JSON the service worker caches (stale-while-revalidate), generated from the database
 * in the request's language: the ETag is the content's hash, so it changes exactly when the content does.
 */
/** The markets' filter groups (the markets module's connectors give them); catalog does not import markets, which imports catalog. */
export type CatalogStaticRouteDeps = { markets: { filterOptions(): Promise<MarketFilterOptions> } }

export async function catalogStaticRoutes(app: App, { markets }: CatalogStaticRouteDeps) {
  const tags = ['catalog']

  app.get(
    '/catalog/static/top-products.json',
    { schema: { tags, summary: 'Best-selling products on sale', response: { 200: topProductsSchema } } },
    async (request, reply) => sendWithEtag(request, reply, await topProducts(app.db, request.locale)),
  )

  app.get(
    '/catalog/static/:shop/categories-first.json',
    {
      schema: {
        tags,
        summary: "First-level categories with children, for a shop path (ikom, awond or a market's path)",
        params: shopPathParamsSchema,
        response: { 200: categoriesFirstSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const shop = findShop(request.params.shop)
      if (!shop || shop.path !== request.params.shop) throw notFound()
      return sendWithEtag(request, reply, await categoriesFirst(app.db, shop.id, request.locale))
    },
  )

  app.get(
    '/catalog/static/filter-all-web.json',
    {
      schema: {
        tags,
        summary: "Filter options: the own shops' seven price bands in yen, and each market's filter groups",
        response: { 200: filterAllWebSchema },
      },
    },
    async (request, reply) => sendWithEtag(request, reply, { ...priceBandOptions, markets: await markets.filterOptions() }),
  )

  app.get(
    '/catalog/static/sort-all-web.json',
    { schema: { tags, summary: 'Sort options of the product list', response: { 200: sortAllWebSchema } } },
    async (request, reply) => sendWithEtag(request, reply, sortAllWeb),
  )
}
