import { createReviewBodySchema, reviewListContract, reviewListSchema, reviewResponseSchema } from '@shared/contracts/catalog'
import { apiErrorSchema } from '@shared/contracts/api-error'
import { listQuerySchema } from '@server/http/list-query'
import { errorResponses } from '@server/http/scopes'
import type { App } from '@server/http/types'
import { currentUser } from '@server/modules/users'
import { listReviews, writeReview } from './service'

/** Product reviews: anyone reads them (public scope)… */
export async function reviewRoutes(app: App) {
  app.get(
    '/api/product-reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Reviews, newest first: filter[product_id], filter[star], include=reviewer, sort, page',
        querystring: listQuerySchema(reviewListContract),
        response: { 200: reviewListSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const query = request.query
      return listReviews(app.db, {
        productId: query.filter.product_id,
        star: query.filter.star,
        sortField: query.sort?.field === 'star' ? 'star' : 'created_at',
        descending: query.sort?.descending ?? true,
        page: query.page,
        perPage: query.perPage,
        withReviewer: query.include.has('reviewer'),
      })
    },
  )
}

/** …and a signed-in customer writes them (customer scope). */
export async function reviewWriteRoutes(app: App) {
  app.post(
    '/api/product-reviews',
    {
      config: { rateLimitPolicy: 'reviews' },
      schema: {
        tags: ['reviews'],
        summary:
          'Write my review of a product (signed in): product_id, star 1–5 (default 5), comment; one per customer and product: writing again edits it (200)',
        body: createReviewBodySchema,
        response: { 200: reviewResponseSchema, 201: reviewResponseSchema, ...errorResponses(422) },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request)
      const { product_id: productId, star, comment } = request.body
      const { review, created } = await writeReview(app.db, user, { productId, star, comment })
      return reply.status(created ? 201 : 200).send({ data: review })
    },
  )
}
