import type { FastifyReply, FastifyRequest } from 'fastify'
import {
  marketDetailQuerySchema,
  marketDetailResponseSchema,
  marketListQuerySchema,
  marketListResponseSchema,
  marketSearchQuerySchema,
  marketSearchResponseSchema,
  marketShopParamsSchema,
  sellerShopQuerySchema,
  sellerShopResponseSchema,
  shopRateQuerySchema,
  shopRateResponseSchema,
} from '@shared/contracts/market'
import { apiErrorSchema } from '@shared/contracts/api-error'
import { formatMarketFilters } from '@shared/markets/filters'
import { AppError } from '@server/http/app-error'
import type { App } from '@server/http/types'
import type { Clock } from '@server/clock'
import type { TranslationProvider } from '@server/modules/translate'
import { sendCatalogJson } from '@server/modules/catalog'
import type { MarketConnectors } from './connector'
import { createTranslator } from '@server/modules/translate'
import { marketDetail, marketList, sellerShop, type ToJapanese } from './service'
import { searchEverywhere } from './search'
import type { CrossShopSource } from './search-sources'
import { toSeller } from './present'
import { resolveMarket } from './shops'
import { marketStaticRoutes } from './static-routes'

const errors = { 400: apiErrorSchema, 404: apiErrorSchema }
const tags = ['markets']
const YAHOO_AUCTION = 'yahoo-auction'

/** Names, labels and descriptions come in the request's language: shared caches keep one copy per language. */
function varyByLanguage(_request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) {
  reply.header('Vary', 'Accept-Encoding, Accept-Language')
  done(null, payload)
}

/** The other Japanese markets (spec §7 /v3/{shop}, /v3/{shop}/detail, /v3/{shop}/seller-shop, /v3/search, /v2/yahoo-auction/shop-rate). */
export type MarketRouteDeps = {
  markets: MarketConnectors
  /** Shops the cross-shop search reads besides ours and the markets (Ecoring's lots). */
  searchSources: readonly CrossShopSource[]
  translation: TranslationProvider
  clock: Clock
}

export async function marketRoutes(app: App, { markets, searchSources, translation, clock }: MarketRouteDeps) {
  app.addHook('onSend', varyByLanguage)
  const translate = createTranslator(translation, app.log)
  const toJapanese: ToJapanese = async (text, locale) => {
    if (locale === 'ja') return null
    const answer = await translate({ text, source: locale, target: 'ja' })
    return answer.translated ? answer.text : null
  }
  const context = (request: FastifyRequest) => ({ locale: request.locale, now: clock.now(), toJapanese })

  app.get(
    '/catalog/v3/search',
    {
      schema: {
        tags,
        summary:
          'Search every shop at once (our own, the markets, Ecoring): the most relevant first or by price, 30 a page, with a count per shop',
        querystring: marketSearchQuerySchema,
        response: { 200: marketSearchResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const query = request.query
      const key = `market-search:${request.locale}:${JSON.stringify([query.query, query.is_translate_search, query.page, query.sort, query.shop, query.include_ended])}`
      return sendCatalogJson(app, request, reply, { key, schema: marketSearchResponseSchema }, () =>
        searchEverywhere(app.db, markets, searchSources, query, context(request)),
      )
    },
  )

  app.get(
    '/catalog/v3/:shop',
    {
      schema: {
        tags,
        summary: "A market's listings: category_id, search, is_translate_search, page, sort (price_asc|price_desc), filters",
        params: marketShopParamsSchema,
        querystring: marketListQuerySchema,
        response: { 200: marketListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { shop, connector } = resolveMarket(markets, request.params.shop)
      const query = request.query
      const filters = formatMarketFilters(query.filters ?? {})
      const key = `market-list:${shop.id}:${request.locale}:${JSON.stringify([query.category_id, query.search, query.is_translate_search, query.page, query.sort, filters])}`
      return sendCatalogJson(app, request, reply, { key, schema: marketListResponseSchema }, () =>
        marketList(connector, shop, query, context(request)),
      )
    },
  )

  app.get(
    '/catalog/v3/:shop/detail',
    {
      schema: {
        tags,
        summary: 'One market listing: id (with shop_id, the store, on Rakuten and Yahoo! Shopping) or url',
        params: marketShopParamsSchema,
        querystring: marketDetailQuerySchema,
        response: { 200: marketDetailResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { shop, connector } = resolveMarket(markets, request.params.shop)
      const query = request.query
      const key = `market-detail:${shop.id}:${request.locale}:${JSON.stringify([query.id, query.shop_id, query.url])}`
      return sendCatalogJson(app, request, reply, { key, schema: marketDetailResponseSchema }, async () => ({
        data: await marketDetail(connector, shop, query, context(request)),
      }))
    },
  )

  app.get(
    '/catalog/v3/:shop/seller-shop',
    {
      schema: {
        tags,
        summary: "A seller's shop on a market: the seller, their reviews and their listings (seller_id, page)",
        params: marketShopParamsSchema,
        querystring: sellerShopQuerySchema,
        response: { 200: sellerShopResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { shop, connector } = resolveMarket(markets, request.params.shop)
      const { seller_id: sellerId, page = 1 } = request.query
      const key = `market-seller:${shop.id}:${request.locale}:${JSON.stringify([sellerId, page])}`
      return sendCatalogJson(app, request, reply, { key, schema: sellerShopResponseSchema }, () =>
        sellerShop(connector, shop, sellerId, page, context(request)),
      )
    },
  )

  app.get(
    '/catalog/v2/yahoo-auction/shop-rate',
    {
      schema: {
        tags,
        summary: "A Yahoo Auction seller's reviews (good, normal, bad) and rating",
        querystring: shopRateQuerySchema,
        response: { 200: shopRateResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { shop, connector } = resolveMarket(markets, YAHOO_AUCTION)
      const seller = await connector.seller(shop.id, request.query.seller_id)
      if (!seller) throw new AppError(404, 'marketSellerNotFound')
      return { data: toSeller(seller, request.locale) }
    },
  )

  await app.register(marketStaticRoutes, { markets })
}
