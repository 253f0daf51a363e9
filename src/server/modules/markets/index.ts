/** The other Japanese markets: their connectors (the local mirror by default), routes, and a purchasable source for cart and orders. */
export { createMarketConnectors, type MarketConnector, type MarketConnectors } from './connector'
export { createMirrorConnector } from './mirror'
export { marketPurchasableSource } from './purchasable'
export { marketRoutes } from './routes'
export { filterOptionsByMarket } from './filter-options'
export { readMarketFile, type ImportProblem } from './import'
export { importMarketRecords, writeMarketRecords } from './write'
