import {
  linkedLotResponseSchema,
  openLinkedLotBodySchema,
  watchListResponseSchema,
  watchParamsSchema,
  watchQuerySchema,
  watchStateResponseSchema,
  type WatchVenue,
} from '@shared/auctions'
import { errorResponses } from '@server/http/scopes'
import type { App } from '@server/http/types'
import { currentUser } from '@server/modules/users'
import { linkedLotOf } from './linked-lots'
import { yahooLotIdOf } from './lots'
import { type AuctionRouteDeps, bidsBudget, tags } from './route-support'

/** The lot a watch request names: its id at its venue (Yahoo Auction unless ?venue=ecoring). */
const watchedLot = (request: { params: { id: string }; query: { venue?: WatchVenue } }) => ({
  venue: request.query.venue ?? 'yahoo-auction',
  lotId: request.params.id,
})

/** Customer scope: my watch list — the lots I follow, whether I follow one, follow and unfollow (watches.ts). */
export async function watchRoutes(app: App, { auctions }: AuctionRouteDeps) {
  app.get(
    '/api/auction/watches',
    {
      schema: {
        tags,
        summary: 'My followed lots: the soonest end first, ended ones last',
        response: { 200: watchListResponseSchema },
      },
    },
    async (request) => ({ data: await auctions.watchList((await currentUser(request)).id, request.locale) }),
  )

  app.post(
    '/api/auction/yahoo-lots',
    {
      config: bidsBudget,
      schema: {
        tags,
        summary: 'Open a Yahoo Auction lot by its link: one the mirror does not list waits for staff to describe it (I follow it)',
        body: openLinkedLotBodySchema,
        response: { 200: linkedLotResponseSchema, ...errorResponses(422) },
      },
    },
    async (request) => {
      const user = await currentUser(request)
      const row = await auctions.openByLink(user.id, yahooLotIdOf(request.body.url))
      return { data: linkedLotOf(row, request.locale, app.clock.now()) }
    },
  )

  app.get(
    '/api/auction/watches/:id',
    {
      schema: {
        tags,
        summary: 'Whether I follow a lot',
        params: watchParamsSchema,
        querystring: watchQuerySchema,
        response: { 200: watchStateResponseSchema },
      },
    },
    async (request) => ({ data: { following: await auctions.following((await currentUser(request)).id, watchedLot(request)) } }),
  )

  app.put(
    '/api/auction/watches/:id',
    {
      config: bidsBudget,
      schema: {
        tags,
        summary: 'Follow a lot (again: nothing changes)',
        params: watchParamsSchema,
        querystring: watchQuerySchema,
        response: { 200: watchStateResponseSchema, ...errorResponses(404, 422) },
      },
    },
    async (request) => {
      await auctions.follow((await currentUser(request)).id, watchedLot(request))
      return { data: { following: true } }
    },
  )

  app.delete(
    '/api/auction/watches/:id',
    {
      config: bidsBudget,
      schema: {
        tags,
        summary: 'Stop following a lot',
        params: watchParamsSchema,
        querystring: watchQuerySchema,
        response: { 200: watchStateResponseSchema },
      },
    },
    async (request) => {
      await auctions.unfollow((await currentUser(request)).id, watchedLot(request))
      return { data: { following: false } }
    },
  )
}
