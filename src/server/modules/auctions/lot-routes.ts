import {
  auctionIdQuerySchema,
  auctionLiveResponseSchema,
  bidListResponseSchema,
  linkedLotResponseSchema,
  timedownResponseSchema,
} from '@shared/auctions'
import { AppError } from '@server/http/app-error'
import { errorResponses } from '@server/http/scopes'
import type { App } from '@server/http/types'
import { currentUser } from '@server/modules/users'
import { linkedLotOf } from './linked-lots'
import { streamLive } from './live-stream'
import { type AuctionRouteDeps, tags } from './route-support'
import { type AuctionRow, liveOf } from './state'

/** Public: a Yahoo Auction lot's live state, its bidders, the time left and the live stream. */
export async function lotRoutes(app: App, { auctions }: AuctionRouteDeps) {
  const lot = async (lotId: string): Promise<AuctionRow> => {
    const row = await auctions.yahooLot(lotId)
    if (!row) throw new AppError(404, 'auctionNotFound')
    return row
  }

  app.get(
    '/catalog/auction/state',
    {
      schema: {
        tags,
        summary: 'A Yahoo Auction lot’s live state',
        querystring: auctionIdQuerySchema,
        response: { 200: auctionLiveResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => ({ data: liveOf(await lot(request.query.id), app.clock.now()) }),
  )

  app.get(
    '/catalog/auction/lot',
    {
      schema: {
        tags,
        summary: 'A Yahoo Auction lot’s page when the mirror does not list it: opened by its link, details pending or described by staff',
        querystring: auctionIdQuerySchema,
        response: { 200: linkedLotResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => ({ data: linkedLotOf(await lot(request.query.id), request.locale, app.clock.now()) }),
  )

  app.get(
    '/catalog/auction/bid-list',
    {
      schema: {
        tags,
        summary: 'The bidders on a lot (spec §3 Bid)',
        querystring: auctionIdQuerySchema,
        response: { 200: bidListResponseSchema, ...errorResponses(404) },
      },
    },
    // Public, but a signed-in caller's own row is marked: the server decides whose it is from the token.
    async (request) => ({
      data: await auctions.bidList(request.query.id, request.identity ? (await currentUser(request)).id : null),
    }),
  )

  app.get(
    '/catalog/common/timedown',
    {
      schema: {
        tags,
        summary: 'Seconds until a lot ends',
        querystring: auctionIdQuerySchema,
        response: { 200: timedownResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const row = await lot(request.query.id)
      const now = app.clock.now()
      return { data: liveOf(row, now).ended ? 0 : Math.max(0, Math.ceil((row.endsAt.getTime() - now.getTime()) / 1000)) }
    },
  )

  app.get(
    '/catalog/auction/live',
    {
      schema: { tags, summary: 'Server-sent events: the lot’s state after every bid (event "auction")', querystring: auctionIdQuerySchema },
    },
    async (request, reply) => {
      const row = await lot(request.query.id)
      streamLive(request, reply, auctions.live, liveOf(row, app.clock.now()))
    },
  )
}
