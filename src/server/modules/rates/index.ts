/** The public surface of this module: other modules and features import only from here. */
export { createVietcombankRateFeed, type RateFeed, type RateProposal } from './feed'
export { rateRoutes } from './routes'
export { storedExchangeRates } from './source'
export type { ExchangeRateSource } from './source'
export { rateStaffRoutes } from './staff-routes'
export { exchangeRates } from './tables'
