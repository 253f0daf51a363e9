import {
  ECORING_KINDS,
  ECORING_PAGE_SIZE,
  ecoringBidBodySchema,
  ecoringBidResponseSchema,
  ecoringCategoriesResponseSchema,
  ecoringDetailQuerySchema,
  ecoringDetailResponseSchema,
  ecoringFilterConfigSchema,
  ecoringListQuerySchema,
  ecoringListResponseSchema,
} from '@shared/auctions'
import { formatYen } from '@shared/money/money'
import { SKELETON_COUNT } from '@shared/ui/constants'
import { AppError } from '@server/http/app-error'
import { errorResponses } from '@server/http/scopes'
import type { App } from '@server/http/types'
import { translate } from '@server/i18n/messages'
import { type AuctionRouteDeps, bidsBudget, callerNamed, refusalError } from './route-support'

const tags = ['ecoring']

/** Public: Ecoring's tabs of lots, a lot, its categories and paging. */
export async function ecoringCatalogRoutes(app: App, { auctions }: AuctionRouteDeps) {
  for (const [path, kind] of [
    ['/catalog/v2/ecoring', 'timelimit'],
    ['/catalog/v2/ecoring/preview', 'preview'],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary: `Ecoring ${kind} lots`,
          querystring: ecoringListQuerySchema,
          response: { 200: ecoringListResponseSchema },
        },
      },
      async (request) => {
        const page = request.query.page ?? 1
        const found = await auctions.ecoringPage(request.locale, kind, {
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
          tags,
          summary: `An Ecoring ${kind} lot`,
          querystring: ecoringDetailQuerySchema,
          response: { 200: ecoringDetailResponseSchema, ...errorResponses(404) },
        },
      },
      async (request) => {
        const lot = await auctions.ecoringLot(request.locale, kind, request.query.id)
        if (!lot) throw new AppError(404, 'auctionNotFound')
        return { data: lot }
      },
    )
  }
  app.get(
    '/catalog/static/ecoring/categories.json',
    { schema: { tags, summary: 'Ecoring categories', response: { 200: ecoringCategoriesResponseSchema } } },
    async (request) => ({ data: await auctions.ecoringCategories(request.locale) }),
  )
  app.get(
    '/catalog/static/ecoring/filter-config.json',
    { schema: { tags, summary: 'Ecoring tabs and paging', response: { 200: ecoringFilterConfigSchema } } },
    async () => ({ tabs: [...ECORING_KINDS], page_size: ECORING_PAGE_SIZE, skeletons: SKELETON_COUNT.ecoring }),
  )
}

/** Customer scope: a bid on an Ecoring lot (the venue applies Ecoring's rules). */
export async function ecoringBidRoutes(app: App, { auctions }: AuctionRouteDeps) {
  app.post(
    '/catalog/ecoring/bid',
    {
      config: bidsBudget,
      schema: {
        tags,
        summary: 'Bid on an Ecoring timelimit lot (bid_price in yen)',
        body: ecoringBidBodySchema,
        response: { 200: ecoringBidResponseSchema, ...errorResponses(403, 404, 422) },
      },
    },
    async (request) =>
      auctions.admitBid(async () => {
        const user = await callerNamed(request, request.body.user_id)
        const bid = { customerId: user.id, lotId: request.body.item, amount: request.body.bid_price }
        const { result, lot } = await auctions.bidOnEcoringLot(bid, request.locale)
        if (!result.accepted) throw refusalError(result, 'ecoring')
        const price = formatYen(result.row.price)
        const message = translate(request.locale, result.outcome === 'outbid' ? 'auctionOutbidAtOnce' : 'auctionSuccess', { price })
        return { data: { message, lot: lot! } }
      }),
  )
}
