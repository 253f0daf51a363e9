/** The public surface of this feature: other modules and features import only from here. */
export { exchangeRateQueryOptions, useExchangeRate } from './rate-query'
