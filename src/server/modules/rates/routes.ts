import { exchangeRateQuerySchema, exchangeRateResponseSchema } from '@shared/contracts/exchange-rate'
import { apiErrorSchema } from '@shared/contracts/api-error'
import { AppError } from '@server/http/app-error'
import type { App } from '@server/http/types'
import type { ExchangeRateSource } from './source'

export type RateRouteDeps = { exchangeRates: ExchangeRateSource }

export async function rateRoutes(app: App, { exchangeRates }: RateRouteDeps) {
  app.get(
    '/api/amount-with-conditions',
    {
      schema: {
        tags: ['rates'],
        summary: "The day's exchange rate (default JPY → VND)",
        querystring: exchangeRateQuerySchema,
        response: { 200: exchangeRateResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const query = request.query
      const rate = await exchangeRates.current(query['conditions[from]'], query['conditions[to]'])
      if (!rate) throw new AppError(404, 'rateNotFound')
      return { data: rate }
    },
  )
}
