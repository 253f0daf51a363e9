/** The public surface of this module: the auction venue (our engine by default), its jobs, routes and tables. */
export { auctionJobHandlers } from './job-handlers'
export { auctionJobs, type AuctionJobs } from './jobs'
export { auctionLiveHub, type AuctionLiveHub } from './live'
export { countPendingPermissionRequests } from './permissions'
export { auctionCustomerRoutes, auctionPublicRoutes } from './routes'
export { DEMO_ENDINGS } from './simulator'
export { auctionStaffRoutes } from './staff-routes'
export {
  auctions,
  auctionBids,
  auctionEntries,
  auctionPermissions,
  auctionSnipes,
  ecoringCategories,
  ecoringLots,
  permissionRequests,
} from './tables'
export { type AuctionVenue, createEngineVenue, type EngineVenueDependencies } from './venue'
