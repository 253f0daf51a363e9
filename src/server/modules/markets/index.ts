/** The public surface of this module: the other Japanese markets' connectors (the local mirror by default), routes, import, and a purchasable source for cart and orders. */
export { createMarketConnectors, type MarketConnector, type MarketConnectors } from './connector'
export { readMarketFile, type ImportProblem } from './import'
export { createMirrorConnector } from './mirror'
export { marketConnectorsWithLiveApis, type LiveMarketSettings } from './live/setup'
export { marketPurchasableSource } from './purchasable'
export { marketRoutes } from './routes'
export { marketCategories, marketFilterOptions, marketListings, marketSellers } from './tables'
export { importMarketRecords, writeMarketRecords } from './write'
