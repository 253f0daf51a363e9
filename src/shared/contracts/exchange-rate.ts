import { z } from 'zod'

/** GET /api/amount-with-conditions: the day's exchange rate between two currencies (other parameters are refused). */
export const exchangeRateQuerySchema = z.strictObject({
  'conditions[type]': z.literal('exchange_rate').default('exchange_rate'),
  'conditions[from]': z.enum(['JPY', 'VND']).default('JPY'),
  'conditions[to]': z.enum(['JPY', 'VND']).default('VND'),
})

export const exchangeRateSchema = z.object({
  from: z.string(),
  to: z.string(),
  rate: z.number().positive(),
  effective_on: z.string(),
})
export type ExchangeRate = z.infer<typeof exchangeRateSchema>
export const exchangeRateResponseSchema = z.object({ data: exchangeRateSchema })
