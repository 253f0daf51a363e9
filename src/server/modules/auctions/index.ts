import { defineModule } from '@server/modules/define-module'
import { bidRoutes } from './bid-routes'
import { auctionDeskRoutes } from './desk-routes'
import { ecoringBidRoutes, ecoringCatalogRoutes } from './ecoring-routes'
import { lotRoutes } from './lot-routes'
import { permissionRoutes } from './permission-routes'
import { snipeRoutes } from './snipe-routes'
import { auctionStaffRoutes } from './staff-routes'
import { watchRoutes } from './watch-routes'
import { wonLotRoutes } from './won-routes'
import { auctionsMessages } from './messages'
import * as tables from './tables'
import { auctionJobHandlers } from './job-handlers'
import { auctionJobs } from './jobs'

/** The public surface of this module: the auction venue (our engine by default), its tables and its manifest (routes, jobs). */
export type { AuctionJobs } from './jobs'
export { auctionLiveHub, type AuctionLiveHub } from './live'
export { listingMirrorsSettled } from './listing-mirror'
export { countPendingPermissionRequests } from './permissions'
export { DEMO_ENDINGS } from './simulator'
export { ecoringSearchSource } from './ecoring-search'
export { auctionBridge, type YahooAuctionBridge } from './bridge'
export {
  auctions,
  auctionBids,
  auctionDeskLots,
  auctionEntries,
  auctionPermissions,
  auctionSnipes,
  auctionWatches,
  ecoringCategories,
  ecoringLots,
  permissionRequests,
} from './tables'
export { type AuctionVenue, createEngineVenue, type EngineVenueDependencies } from './venue'

/** What the auctions module adds to the app, named once in the module list (modules/registry.ts). */
export const auctionsModule = defineModule({
  name: 'auctions',
  // Thin routes by resource: the venue resolves lots, applies the rules and answers the reads.
  routes: {
    public: [lotRoutes, ecoringCatalogRoutes],
    customer: [permissionRoutes, bidRoutes, ecoringBidRoutes, snipeRoutes, watchRoutes, wonLotRoutes],
    staff: [auctionStaffRoutes, auctionDeskRoutes],
  },
  messages: auctionsMessages,
  tables,
  jobs: { definitions: auctionJobs, handlers: auctionJobHandlers },
})
