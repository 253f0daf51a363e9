import { defineModule } from '@server/modules/define-module'
import { rateRoutes } from './routes'
import { rateStaffRoutes } from './staff-routes'
import { ratesMessages } from './messages'
import * as tables from './tables'

/** The public surface of this module: other modules and features import only from here. */
export { createVietcombankRateFeed, type RateFeed, type RateProposal } from './feed'
export { storedExchangeRates } from './source'
export type { ExchangeRateSource } from './source'
export { exchangeRates } from './tables'

/** What the rates module adds to the app, named once in the module list (modules/registry.ts). */
export const ratesModule = defineModule({
  name: 'rates',
  routes: { public: rateRoutes, staff: rateStaffRoutes },
  messages: ratesMessages,
  tables,
})
