import type { App } from '@server/http/types'
import { bidRoutes } from './bid-routes'
import { ecoringBidRoutes, ecoringCatalogRoutes } from './ecoring-routes'
import { lotRoutes } from './lot-routes'
import { permissionRoutes } from './permission-routes'
import type { AuctionRouteDeps } from './route-support'
import { snipeRoutes } from './snipe-routes'

export type { AuctionRouteDeps } from './route-support'

/**
 * The auction routes by resource, each thin: the venue resolves lots, applies the rules (opening a
 * lot on its first bid, permissions, Ecoring's steps) and answers the reads.
 */
export async function auctionPublicRoutes(app: App, deps: AuctionRouteDeps) {
  await lotRoutes(app, deps)
  await ecoringCatalogRoutes(app)
}

export async function auctionCustomerRoutes(app: App, deps: AuctionRouteDeps) {
  await permissionRoutes(app)
  await bidRoutes(app, deps)
  await ecoringBidRoutes(app, deps)
  await snipeRoutes(app, deps)
}
