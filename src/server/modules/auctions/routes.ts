import type { FastifyRequest } from 'fastify'
import {
  auctionIdQuerySchema,
  auctionLiveResponseSchema,
  bidListResponseSchema,
  bidLogListContract,
  bidLogListSchema,
  createSnipeBodySchema,
  ECORING_KINDS,
  ECORING_PAGE_SIZE,
  ecoringBidAmount,
  ecoringBidBodySchema,
  ecoringBidResponseSchema,
  ecoringCategoriesResponseSchema,
  ecoringDetailQuerySchema,
  ecoringDetailResponseSchema,
  ecoringFilterConfigSchema,
  ecoringListQuerySchema,
  ecoringListResponseSchema,
  ecoringStep,
  myAuctionStandingResponseSchema,
  type PermissionScope,
  permissionCheckQuerySchema,
  permissionCheckResponseSchema,
  permissionRequestBodySchema,
  permissionRequestResponseSchema,
  placeBidBodySchema,
  placeBidResponseSchema,
  snipeListQuerySchema,
  snipeListResponseSchema,
  snipeResponseSchema,
  timedownResponseSchema,
  updateSnipeBodySchema,
} from '@shared/auctions'
import { idParamsSchema } from '@shared/contracts/fields'
import { formatYen } from '@shared/money/money'
import { SKELETON_COUNT } from '@shared/ui/constants'
import { AppError, forbidden } from '@server/http/app-error'
import { listQuerySchema } from '@server/http/list-query'
import { errorResponses } from '@server/http/scopes'
import type { App } from '@server/http/types'
import { translate } from '@server/i18n/messages'
import type { MarketConnectors } from '@server/modules/markets'
import type { AuctionVenue } from './venue'
import { currentUser } from '@server/modules/users'
import { bidList, bidLog, standingOf } from './bid-log'
import type { LotBidResult } from './bidding'
import { ecoringCategoryList, ecoringLot, ecoringPage } from './ecoring'
import { streamLive } from './live-stream'
import { ecoringLotSeed, findAuction, lotView, rememberedAuctionId, yahooLotIdOf, yahooLotSeed } from './lots'
import { hasPermission, noPermission, presentRequest, requestPermission, requirePermission } from './permissions'
import { listSnipes } from './snipes'
import { type AuctionRow, liveOf } from './state'

const tags = ['auctions']
const bids = { rateLimitPolicy: 'bids' } as const

/** The user id a body or query names must be the caller's (403 otherwise). */
async function callerNamed(request: FastifyRequest, userId: number | undefined) {
  const user = await currentUser(request)
  if (userId !== undefined && userId !== user.id) throw forbidden()
  return user
}

function refusalError(result: Extract<LotBidResult, { accepted: false }>, scope: PermissionScope) {
  switch (result.refusal) {
    case 'no_permission':
      return noPermission(scope)
    case 'ended':
      return new AppError(422, 'auctionEnded')
    case 'below_minimum':
      return new AppError(422, 'auctionBelowMinimum', { minimum: formatYen(result.minimum) }, { price: ['auctionBelowMinimum'] })
    case 'not_above_own_max':
      return new AppError(422, 'auctionNotAboveOwnMax', { max: formatYen(result.row?.leaderMax ?? 0) })
    default:
      return new AppError(404, 'auctionNotFound')
  }
}

/** The Yahoo Auction lot an id names: stored if bid on, else as the mirror lists it. */
async function yahooLotView(app: App, deps: AuctionRouteDeps, lotId: string): Promise<AuctionRow> {
  const row = await lotView(app.db, 'yahoo-auction', lotId, () => yahooLotSeed(deps.markets, lotId))
  if (!row) throw new AppError(404, 'auctionNotFound')
  return row
}

/** The Yahoo Auction lot a bid names, made ready for bids on first use. */
async function openYahooLot(app: App, deps: AuctionRouteDeps, lotId: string): Promise<AuctionRow> {
  const known = await findAuction(app.db, 'yahoo-auction', lotId)
  if (known) return known
  const seed = await yahooLotSeed(deps.markets, lotId)
  if (!seed) throw new AppError(404, 'auctionNotFound')
  return deps.auctions.open(seed)
}

/**
 * The auction id of the Yahoo Auction lot a bid names, made ready for bids on first use. A lot's id
 * never changes, so each process remembers the ones it has seen: a bid on a hot lot then reads
 * nothing before its lot's transaction.
 */
async function yahooAuctionId(app: App, deps: AuctionRouteDeps, lotId: string, options: { fresh?: boolean } = {}) {
  return rememberedAuctionId(app.db, 'yahoo-auction', lotId, options, async () => (await openYahooLot(app, deps, lotId)).id)
}

/** Public: a lot's live state, its bidders, the time left, the live stream; Ecoring's lists. */
/** What the auction routes use: the venue, and the markets Yahoo Auction lots are read from. */
export type AuctionRouteDeps = { auctions: AuctionVenue; markets: MarketConnectors }

export async function auctionPublicRoutes(app: App, deps: AuctionRouteDeps) {
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
    async (request) => ({ data: liveOf(await yahooLotView(app, deps, request.query.id), app.clock.now()) }),
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
    async (request) => {
      const row = await yahooLotView(app, deps, request.query.id)
      return { data: row.id === 0 ? [] : await bidList(app.db, row.id) }
    },
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
      const row = await yahooLotView(app, deps, request.query.id)
      const live = liveOf(row, app.clock.now())
      return { data: live.ended ? 0 : Math.max(0, Math.ceil((row.endsAt.getTime() - app.clock.now().getTime()) / 1000)) }
    },
  )

  app.get(
    '/catalog/auction/live',
    {
      schema: { tags, summary: 'Server-sent events: the lot’s state after every bid (event "auction")', querystring: auctionIdQuerySchema },
    },
    async (request, reply) => {
      const row = await yahooLotView(app, deps, request.query.id)
      streamLive(request, reply, deps.auctions.live, liveOf(row, app.clock.now()))
    },
  )

  for (const [path, kind] of [
    ['/catalog/v2/ecoring', 'timelimit'],
    ['/catalog/v2/ecoring/preview', 'preview'],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags: ['ecoring'],
          summary: `Ecoring ${kind} lots`,
          querystring: ecoringListQuerySchema,
          response: { 200: ecoringListResponseSchema },
        },
      },
      async (request) => {
        const page = request.query.page ?? 1
        const found = await ecoringPage(app.db, request.locale, kind, {
          page,
          perPage: ECORING_PAGE_SIZE,
          categoryId: request.query.category_id,
        })
        return { items: found.items, pagination: { page, total: found.total, per_page: ECORING_PAGE_SIZE } }
      },
    )
  }
  for (const [path, kind] of [
    ['/catalog/v2/ecoring/detail', 'timelimit'],
    ['/catalog/v2/ecoring/preview/detail', 'preview'],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags: ['ecoring'],
          summary: `An Ecoring ${kind} lot`,
          querystring: ecoringDetailQuerySchema,
          response: { 200: ecoringDetailResponseSchema, ...errorResponses(404) },
        },
      },
      async (request) => {
        const lot = await ecoringLot(app.db, request.locale, kind, request.query.id)
        if (!lot) throw new AppError(404, 'auctionNotFound')
        return { data: lot }
      },
    )
  }
  app.get(
    '/catalog/static/ecoring/categories.json',
    { schema: { tags: ['ecoring'], summary: 'Ecoring categories', response: { 200: ecoringCategoriesResponseSchema } } },
    async (request) => ({ data: await ecoringCategoryList(app.db, request.locale) }),
  )
  app.get(
    '/catalog/static/ecoring/filter-config.json',
    { schema: { tags: ['ecoring'], summary: 'Ecoring tabs and paging', response: { 200: ecoringFilterConfigSchema } } },
    async () => ({ tabs: [...ECORING_KINDS], page_size: ECORING_PAGE_SIZE, skeletons: SKELETON_COUNT.ecoring }),
  )
}

/** Customer scope: permissions, bids, the caller's standing, snipes and bid log. */
export async function auctionCustomerRoutes(app: App, deps: AuctionRouteDeps) {
  const venue = deps.auctions
  const permissionCheck = (path: string, scope: PermissionScope) =>
    app.get(
      path,
      {
        schema: {
          tags,
          summary: `May the caller bid (${scope})`,
          querystring: permissionCheckQuerySchema,
          response: { 200: permissionCheckResponseSchema, ...errorResponses(403) },
        },
      },
      async (request) => hasPermission(app.db, (await callerNamed(request, request.query.user_id)).id, scope),
    )
  permissionCheck('/catalog/auction/check-user-permission', 'auction')
  permissionCheck('/catalog/ecoring/check-ecoring-user-permission', 'ecoring')

  app.post(
    '/catalog/request-permission/create',
    {
      config: bids,
      schema: {
        tags,
        summary: 'Ask staff for a bidding permission',
        body: permissionRequestBodySchema,
        response: { 200: permissionRequestResponseSchema, ...errorResponses(403, 409, 422) },
      },
    },
    async (request) => {
      const user = await callerNamed(request, request.body.user_id)
      const scope = request.body.supplier_name === 'ecoring' ? 'ecoring' : 'auction'
      const row = await requestPermission(app.db, {
        customerId: user.id,
        scope,
        tel: request.body.tel,
        slug: request.body.slug ?? user.email,
        now: app.clock.now(),
      })
      return { data: presentRequest(row), message: translate(request.locale, 'permissionRequested') }
    },
  )

  app.post(
    '/catalog/auction/bid',
    {
      config: bids,
      schema: {
        tags,
        summary: 'Place a maximum bid on a Yahoo Auction lot',
        body: placeBidBodySchema,
        response: { 200: placeBidResponseSchema, ...errorResponses(403, 404, 422) },
      },
    },
    async (request) => {
      const user = await callerNamed(request, request.body.user_id)
      // The bid itself checks the permission, under the lot's lock and for a whole group of bids at once.
      const bid = (auctionId: number) => venue.bid({ auctionId, customerId: user.id, amount: request.body.price })
      const lotId = yahooLotIdOf(request.body.url)
      let result = await bid(await yahooAuctionId(app, deps, lotId))
      // A remembered id whose lot is gone (a reset database): look it up once more.
      if (!result.accepted && result.refusal === 'not_found') result = await bid(await yahooAuctionId(app, deps, lotId, { fresh: true }))
      if (!result.accepted) throw refusalError(result, 'auction')
      const live = liveOf(result.row, app.clock.now())
      const price = formatYen(result.row.price)
      if (result.outcome === 'outbid')
        return { type: 'warning' as const, message: translate(request.locale, 'auctionOutbidAtOnce', { price }), data: live }
      const key = result.outcome === 'bought' ? 'auctionBought' : 'auctionSuccess'
      return { type: 'success' as const, message: translate(request.locale, key, { price }), data: live }
    },
  )

  app.post(
    '/catalog/ecoring/bid',
    {
      config: bids,
      schema: {
        tags: ['ecoring'],
        summary: 'Bid on an Ecoring timelimit lot (bid_price in yen)',
        body: ecoringBidBodySchema,
        response: { 200: ecoringBidResponseSchema, ...errorResponses(403, 404, 422) },
      },
    },
    async (request) => {
      const user = await callerNamed(request, request.body.user_id)
      await requirePermission(app.db, user.id, 'ecoring')
      const lot = await ecoringLot(app.db, request.locale, 'timelimit', request.body.item)
      if (!lot) {
        if (await ecoringLot(app.db, request.locale, 'preview', request.body.item)) throw new AppError(422, 'ecoringNotOpen')
        throw new AppError(404, 'auctionNotFound')
      }
      const step = ecoringStep(lot.bid_step_unit)
      if (
        request.body.bid_price % step !== 0 ||
        ecoringBidAmount(request.body.bid_price / step, lot.bid_step_unit) !== request.body.bid_price
      )
        throw new AppError(422, 'ecoringStepInvalid', { step: formatYen(step) }, { bid_price: ['ecoringStepInvalid'] })
      const seed = await ecoringLotSeed(app.db, lot.id)
      if (!seed) throw new AppError(422, 'ecoringNotOpen')
      const row = await venue.open(seed)
      const result = await venue.bid({ auctionId: row.id, customerId: user.id, amount: request.body.bid_price })
      if (!result.accepted) throw refusalError(result, 'ecoring')
      const price = formatYen(result.row.price)
      const message = translate(request.locale, result.outcome === 'outbid' ? 'auctionOutbidAtOnce' : 'auctionSuccess', { price })
      return { data: { message, lot: (await ecoringLot(app.db, request.locale, 'timelimit', lot.id))! } }
    },
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
    async (request) => {
      const user = await currentUser(request)
      const row = await findAuction(app.db, 'yahoo-auction', request.query.id)
      if (!row) return { data: { status: null, max_price: null, snipe: null } }
      const entry = await standingOf(app.db, row.id, user.id)
      const [snipe] = (await listSnipes(app.db, user.id, row.lotId)).filter((item) => item.status === 'scheduled')
      return { data: { status: (entry?.status as never) ?? null, max_price: entry?.maxPrice ?? null, snipe: snipe ?? null } }
    },
  )

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
    async (request) => ({ data: await listSnipes(app.db, (await currentUser(request)).id, request.query.id) }),
  )

  app.post(
    '/api/auction/snipes',
    {
      config: bids,
      schema: {
        tags,
        summary: 'Schedule a snipe (or change my scheduled one on the lot)',
        body: createSnipeBodySchema,
        response: { 200: snipeResponseSchema, ...errorResponses(403, 404, 422) },
      },
    },
    async (request) => {
      const user = await callerNamed(request, request.body.user_id)
      await requirePermission(app.db, user.id, 'auction')
      const row = await openYahooLot(app, deps, yahooLotIdOf(request.body.url))
      return { data: await venue.scheduleSnipe(row.id, user.id, request.body.max_price, request.body.lead_seconds) }
    },
  )

  app.put(
    '/api/auction/snipes/:id',
    {
      config: bids,
      schema: {
        tags,
        summary: 'Change a scheduled snipe',
        params: idParamsSchema,
        body: updateSnipeBodySchema,
        response: { 200: snipeResponseSchema, ...errorResponses(404, 409, 422) },
      },
    },
    async (request) => ({ data: await venue.changeSnipe((await currentUser(request)).id, request.params.id, request.body) }),
  )

  app.delete(
    '/api/auction/snipes/:id',
    {
      config: bids,
      schema: {
        tags,
        summary: 'Cancel a scheduled snipe',
        params: idParamsSchema,
        response: { 200: snipeResponseSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => ({ data: await venue.cancelSnipe((await currentUser(request)).id, request.params.id) }),
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
      return bidLog(app.db, user.id, { status: request.query.filter.status, page: request.query.page, perPage: request.query.perPage })
    },
  )
}
