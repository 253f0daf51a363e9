import { defineModule } from '@server/modules/define-module'
import { marketRoutes } from './routes'
import { marketStaffRoutes } from './staff-routes'
import { marketJobHandlers } from './job-handlers'
import { marketJobs } from './jobs'
import { marketsMessages } from './messages'
import * as tables from './tables'

/** The public surface of this module: the other Japanese markets' connectors (the local mirror by default), routes, import, and a purchasable source for cart and orders. */
export { type AuctionProgress, recordAuctionProgress } from './auction-progress'
export { createMarketConnectors, type MarketConnector, type MarketConnectors } from './connector'
export { readMarketFile, type ImportProblem } from './import'
export { createMirrorConnector } from './mirror'
export { marketConnectorsWithLiveApis, type LiveMarketSettings } from './live/setup'
export { marketPurchasableSource } from './purchasable'
export type { CrossShopSearchRequest, CrossShopSource, ScoredCard } from './search-sources'
export { marketCategories, marketFilterOptions, marketListings, marketListingWords, marketSellers } from './tables'
export { importMarketRecords, writeMarketRecords } from './write'

/** What the markets module adds to the app, named once in the module list (modules/registry.ts). */
export const marketsModule = defineModule({
  name: 'markets',
  routes: { public: marketRoutes, staff: marketStaffRoutes },
  messages: marketsMessages,
  tables,
  jobs: { definitions: marketJobs, handlers: marketJobHandlers },
})
