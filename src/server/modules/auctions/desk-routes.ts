import {
  deskDescribeBodySchema,
  deskLotResponseSchema,
  deskPlacedBodySchema,
  deskResponseSchema,
  deskResultBodySchema,
  deskResultResponseSchema,
  deskYahooPriceBodySchema,
} from '@shared/auctions'
import { idParamsSchema } from '@shared/contracts/fields'
import { errorResponses, staffOnly } from '@server/http/scopes'
import type { App } from '@server/http/types'
import { staffActor } from '@server/modules/audit'
import type { AuctionRouteDeps } from './route-support'

const tags = ['admin']

/** Staff scope (/api/admin): the auction desk — the shop's bids to place at Yahoo, Yahoo's prices and results (desk.ts). */
export async function auctionDeskRoutes(app: App, { auctions }: AuctionRouteDeps) {
  app.get(
    '/auction-desk',
    {
      config: staffOnly('auctions'),
      schema: {
        tags,
        summary: 'Live lots our customers bid on (ending soonest first) with the shop’s bid to place, and snipes due in 30 minutes',
        response: { 200: deskResponseSchema },
      },
    },
    async () => ({ data: await auctions.desk() }),
  )
  app.post(
    '/auction-desk/:id/placed',
    {
      config: staffOnly('auctions'),
      schema: {
        tags,
        summary: 'Staff placed ¥X at Yahoo from the shop’s account (audited)',
        params: idParamsSchema,
        body: deskPlacedBodySchema,
        response: { 200: deskLotResponseSchema, ...errorResponses(404, 422) },
      },
    },
    async (request) => ({ data: await auctions.recordPlaced(staffActor(request), request.params.id, request.body.amount) }),
  )
  app.post(
    '/auction-desk/:id/yahoo-price',
    {
      config: staffOnly('auctions'),
      schema: {
        tags,
        summary: 'Yahoo’s price is now ¥P (and its end T): the outside bidder moves in the engine (audited)',
        params: idParamsSchema,
        body: deskYahooPriceBodySchema,
        response: { 200: deskLotResponseSchema, ...errorResponses(404, 422) },
      },
    },
    async (request) => ({ data: await auctions.recordYahooPrice(staffActor(request), request.params.id, request.body) }),
  )
  app.post(
    '/auction-desk/:id/describe',
    {
      config: staffOnly('auctions'),
      schema: {
        tags,
        summary:
          'Describe a lot a customer opened by its link (title, price, end …): it becomes biddable, its followers are told (audited)',
        params: idParamsSchema,
        body: deskDescribeBodySchema,
        response: { 200: deskLotResponseSchema, ...errorResponses(404, 422) },
      },
    },
    async (request) => ({ data: await auctions.recordDescription(staffActor(request), request.params.id, request.body) }),
  )
  app.post(
    '/auction-desk/:id/result',
    {
      config: staffOnly('auctions'),
      schema: {
        tags,
        summary: 'Won at ¥P or lost at Yahoo: the lot closes with that result (audited)',
        params: idParamsSchema,
        body: deskResultBodySchema,
        response: { 200: deskResultResponseSchema, ...errorResponses(404, 422) },
      },
    },
    async (request) => ({ data: await auctions.recordResult(staffActor(request), request.params.id, request.body) }),
  )
}
