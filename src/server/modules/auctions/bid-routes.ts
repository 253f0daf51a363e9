import {
  auctionIdQuerySchema,
  bidLogListContract,
  bidLogListSchema,
  myAuctionStandingResponseSchema,
  placeBidBodySchema,
  placeBidResponseSchema,
} from '@shared/auctions'
import { formatYen } from '@shared/money/money'
import { listQuerySchema } from '@server/http/list-query'
import { errorResponses } from '@server/http/scopes'
import type { App } from '@server/http/types'
import { translate } from '@server/i18n/messages'
import { currentUser } from '@server/modules/users'
import { yahooLotIdOf } from './lots'
import { type AuctionRouteDeps, bidsBudget, callerNamed, refusalError, tags } from './route-support'
import { liveOf } from './state'

/** Customer scope: a bid on a Yahoo Auction lot, the caller's standing on it, and their bid log. */
export async function bidRoutes(app: App, { auctions }: AuctionRouteDeps) {
  app.post(
    '/catalog/auction/bid',
    {
      config: bidsBudget,
      schema: {
        tags,
        summary: 'Place a maximum bid on a Yahoo Auction lot',
        body: placeBidBodySchema,
        response: { 200: placeBidResponseSchema, ...errorResponses(403, 404, 422) },
      },
    },
    async (request) =>
      auctions.admitBid(async () => {
        const user = await callerNamed(request, request.body.user_id)
        const lotId = yahooLotIdOf(request.body.url)
        const result = await auctions.bidOnYahoo({ customerId: user.id, lotId, amount: request.body.price })
        if (!result.accepted) throw refusalError(result, 'auction')
        const live = liveOf(result.row, app.clock.now())
        const price = formatYen(result.row.price)
        if (result.outcome === 'outbid')
          return { type: 'warning' as const, message: translate(request.locale, 'auctionOutbidAtOnce', { price }), data: live }
        const key = result.outcome === 'bought' ? 'auctionBought' : 'auctionSuccess'
        return { type: 'success' as const, message: translate(request.locale, key, { price }), data: live }
      }),
  )

  app.get(
    '/api/auction/mine',
    {
      schema: {
        tags,
        summary: 'My standing on a lot',
        querystring: auctionIdQuerySchema,
        response: { 200: myAuctionStandingResponseSchema },
      },
    },
    async (request) => ({ data: await auctions.standing((await currentUser(request)).id, request.query.id) }),
  )

  app.get(
    '/api/order/auction-logs',
    {
      schema: {
        tags,
        summary: 'My bid history (spec §7 bid history)',
        querystring: listQuerySchema(bidLogListContract),
        response: { 200: bidLogListSchema, ...errorResponses(403) },
      },
    },
    async (request) => {
      const user = await callerNamed(request, request.query.filter.user_id)
      const { page, perPage } = request.query
      return auctions.bidLog(user.id, { status: request.query.filter.status, page, perPage, locale: request.locale })
    },
  )
}
