import {
  createSnipeBodySchema,
  snipeListQuerySchema,
  snipeListResponseSchema,
  snipeResponseSchema,
  updateSnipeBodySchema,
} from '@shared/auctions'
import { idParamsSchema } from '@shared/contracts/fields'
import { errorResponses } from '@server/http/scopes'
import type { App } from '@server/http/types'
import { currentUser } from '@server/modules/users'
import { yahooLotIdOf } from './lots'
import { type AuctionRouteDeps, bidsBudget, callerNamed, tags } from './route-support'

/** Customer scope: the caller's snipes — list, schedule, change, cancel. */
export async function snipeRoutes(app: App, { auctions }: AuctionRouteDeps) {
  app.get(
    '/api/auction/snipes',
    {
      schema: {
        tags,
        summary: 'My snipes (of one lot with id)',
        querystring: snipeListQuerySchema,
        response: { 200: snipeListResponseSchema },
      },
    },
    async (request) => ({ data: await auctions.snipes((await currentUser(request)).id, request.query.id) }),
  )

  app.post(
    '/api/auction/snipes',
    {
      config: bidsBudget,
      schema: {
        tags,
        summary: 'Schedule a snipe (or change my scheduled one on the lot)',
        body: createSnipeBodySchema,
        response: { 200: snipeResponseSchema, ...errorResponses(403, 404, 422) },
      },
    },
    async (request) => {
      const user = await callerNamed(request, request.body.user_id)
      const { max_price: amount, lead_seconds: leadSeconds, url } = request.body
      return { data: await auctions.scheduleYahooSnipe({ customerId: user.id, lotId: yahooLotIdOf(url), amount, leadSeconds }) }
    },
  )

  app.put(
    '/api/auction/snipes/:id',
    {
      config: bidsBudget,
      schema: {
        tags,
        summary: 'Change a scheduled snipe',
        params: idParamsSchema,
        body: updateSnipeBodySchema,
        response: { 200: snipeResponseSchema, ...errorResponses(404, 409, 422) },
      },
    },
    async (request) => ({ data: await auctions.changeSnipe((await currentUser(request)).id, request.params.id, request.body) }),
  )

  app.delete(
    '/api/auction/snipes/:id',
    {
      config: bidsBudget,
      schema: {
        tags,
        summary: 'Cancel a scheduled snipe',
        params: idParamsSchema,
        response: { 200: snipeResponseSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => ({ data: await auctions.cancelSnipe((await currentUser(request)).id, request.params.id) }),
  )
}
