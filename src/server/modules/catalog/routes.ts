import {
  categoryListContract,
  categoryListSchema,
  originListContract,
  originListSchema,
  productDetailContract,
  productDetailResponseSchema,
  productIdParamsSchema,
  productListContract,
  productListSchema,
  topProductsContract,
  topProductsSchema,
} from '@shared/contracts/catalog'
import { apiErrorSchema } from '@shared/contracts/api-error'
import { listQueryKey, listQuerySchema, paginated } from '@server/http/list-query'
import type { App } from '@server/http/types'
import { catalogStaticRoutes, type CatalogStaticRouteDeps } from './static-routes'
import { allCategories, allOrigins, toCategory, toOrigin } from './categories'
import { topProducts } from './documents'
import { productDetail } from './product-detail'
import type { ProductStars } from './rating'
import { listProducts } from './product-list'
import { sendCatalogJson } from './response-cache'
import { type ProductUrlRouteDeps, productUrlRoutes } from './url-routes'

const errors = { 400: apiErrorSchema, 404: apiErrorSchema }

/** The own-shop catalogue: products, categories, origins, best sellers, static JSON and address lookup. */
/** The star histogram of a product page comes from the reviews (a port: the catalogue never imports them). */
export type CatalogRouteDeps = CatalogStaticRouteDeps & ProductUrlRouteDeps & { reviews: ProductStars }

export async function catalogRoutes(app: App, deps: CatalogRouteDeps) {
  app.get(
    '/api/products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Products: filter[suppliers.id|categories|name|origin], filter_between[price], include, sort, page',
        querystring: listQuerySchema(productListContract),
        response: { 200: productListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const query = request.query
      // Category and origin names are in the request's language.
      const cache = { key: `products:${request.locale}:${listQueryKey(query)}`, schema: productListSchema }
      return sendCatalogJson(app, request, reply, cache, () => listProducts(app.db, query, request.locale))
    },
  )

  app.get(
    '/api/products/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One product: include=origin,categories,reviewsCount,images,tags,suppliers; append=star_counts',
        params: productIdParamsSchema,
        querystring: listQuerySchema(productDetailContract),
        response: { 200: productDetailResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const query = request.query
      // Tag, category and origin names are in the request's language, so the language is part of the key.
      const cache = { key: `product:${id}:${request.locale}:${listQueryKey(query)}`, schema: productDetailResponseSchema }
      return sendCatalogJson(app, request, reply, cache, async () => ({
        data: await productDetail(app.db, deps.reviews, id, query, request.locale),
      }))
    },
  )

  app.get(
    '/api/product-categories',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Categories: filter[root]=1, filter[parent_id], include=children',
        querystring: listQuerySchema(categoryListContract),
        response: { 200: categoryListSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const query = request.query
      const rows = await allCategories(app.db)
      const { root, parent_id: parentId } = query.filter
      const matching = rows.filter(
        (row) => (root === undefined || (row.parentId === null) === root) && (parentId === undefined || row.parentId === parentId),
      )
      const page = matching.slice((query.page - 1) * query.perPage, query.page * query.perPage)
      const data = page.map((row) => toCategory(row, query.include.has('children') ? rows : null, request.locale))
      return paginated(data, matching.length, query.page, query.perPage)
    },
  )

  app.get(
    '/api/origins',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Countries of origin',
        querystring: listQuerySchema(originListContract),
        response: { 200: originListSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const query = request.query
      const rows = (await allOrigins(app.db)).map((row) => toOrigin(row, request.locale))
      if (query.sort?.field === 'name') rows.sort((a, b) => a.name.localeCompare(b.name, request.locale))
      if (query.sort?.descending) rows.reverse()
      const page = rows.slice((query.page - 1) * query.perPage, query.page * query.perPage)
      return paginated(page, rows.length, query.page, query.perPage)
    },
  )

  app.get(
    '/api/top-products-for-sale',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Best-selling products on sale (optional filter[suppliers.id])',
        querystring: listQuerySchema(topProductsContract),
        response: { 200: topProductsSchema, 400: apiErrorSchema },
      },
    },
    async (request) => topProducts(app.db, request.locale, request.query.filter['suppliers.id']),
  )

  await app.register(catalogStaticRoutes, deps)
  await app.register(productUrlRoutes, deps)
}
