import { REVIEW_LIST_INCLUDES, createReviewBodySchema, reviewListSchema, reviewResponseSchema } from '@shared/contracts/catalog'
import { apiErrorSchema } from '@shared/contracts/api-error'
import { parseListQuery } from '@server/http/list-query'
import { listQuerystringSchema } from '@server/http/list-route'
import { errorResponses } from '@server/http/scopes'
import type { App } from '@server/http/types'
import { currentUser } from '@server/modules/users/current-user'
import { createReview, listReviews } from './service'

const reviewQuery = {
  filters: { product_id: 'int', star: 'int' },
  includes: REVIEW_LIST_INCLUDES,
  sorts: ['created_at', 'star'],
  defaultSort: '-created_at',
  perPage: { default: 10, max: 50 },
} as const

/** Product reviews: anyone reads them (public scope)… */
export async function reviewRoutes(app: App) {
  app.get(
    '/api/product-reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Reviews, newest first: filter[product_id], filter[star], include=reviewer, sort, page',
        querystring: listQuerystringSchema,
        response: { 200: reviewListSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const query = parseListQuery(request.query, reviewQuery)
      return listReviews(app.db, {
        productId: query.filter.product_id as number | undefined,
        star: query.filter.star as number | undefined,
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
      schema: {
        tags: ['reviews'],
        summary: 'Write a review (signed in): product_id, star 1–5 (default 5), comment',
        body: createReviewBodySchema,
        response: { 201: reviewResponseSchema, ...errorResponses(422) },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request)
      const { product_id: productId, star, comment } = request.body
      const review = await createReview(app.db, user, { productId, star, comment })
      return reply.status(201).send({ data: review })
    },
  )
}
