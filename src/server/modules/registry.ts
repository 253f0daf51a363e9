import type { Scope } from '@server/http/scopes'
import type { RoutePlugin } from '@server/http/types'
import { addressRoutes } from '@server/modules/addresses'
import { staffRoutes } from '@server/modules/admin'
import { auditRoutes } from '@server/modules/audit'
import { auctionCustomerRoutes, auctionPublicRoutes, auctionStaffRoutes } from '@server/modules/auctions'
import { cartRoutes } from '@server/modules/cart'
import { catalogRoutes, catalogStaffRoutes } from '@server/modules/catalog'
import { clientConfigRoutes } from '@server/modules/config'
import { geoRoutes } from '@server/modules/geo'
import { healthRoutes } from '@server/modules/health'
import { homeRoutes } from '@server/modules/home'
import { invitationRoutes } from '@server/modules/invitations'
import { linkItemRoutes, linkItemStaffRoutes } from '@server/modules/link-items'
import { logisticsRoutes } from '@server/modules/logistics'
import { marketRoutes, marketStaffRoutes } from '@server/modules/markets'
import { mediaRoutes } from '@server/modules/media'
import { notificationRoutes } from '@server/modules/notifications'
import { orderReferenceRoutes, orderRoutes, orderStaffRoutes } from '@server/modules/orders'
import { postRoutes, postStaffRoutes } from '@server/modules/posts'
import { rateRoutes, rateStaffRoutes } from '@server/modules/rates'
import { reviewRoutes, reviewWriteRoutes } from '@server/modules/reviews'
import { shopRoutes } from '@server/modules/shops'
import { siteRoutes } from '@server/modules/site'
import { supportRoutes, supportStaffRoutes } from '@server/modules/support'
import { translateRoutes } from '@server/modules/translate'
import { customerStaffRoutes, userRoutes } from '@server/modules/users'
import { walletRoutes, walletStaffRoutes } from '@server/modules/wallets'

/** A plugin's deps are its own narrow type; the app (app.ts) checks each against the graph it passes. */
export type ModuleRoutes = { module: string; scope: Scope; routes: RoutePlugin<never> }

/**
 * Every module's route plugins, registered in this order. A route's scope (public, customer,
 * staff) is decided here, by where its plugin is listed, never inside the route.
 */
export const MODULE_ROUTES = [
  { module: 'health', scope: 'public', routes: healthRoutes },
  { module: 'config', scope: 'public', routes: clientConfigRoutes },
  { module: 'users', scope: 'customer', routes: userRoutes },
  { module: 'rates', scope: 'public', routes: rateRoutes },
  { module: 'shops', scope: 'public', routes: shopRoutes },
  { module: 'home', scope: 'public', routes: homeRoutes },
  { module: 'logistics', scope: 'public', routes: logisticsRoutes },
  { module: 'orders', scope: 'public', routes: orderReferenceRoutes },
  { module: 'media', scope: 'public', routes: mediaRoutes },
  { module: 'catalog', scope: 'public', routes: catalogRoutes },
  { module: 'markets', scope: 'public', routes: marketRoutes },
  { module: 'reviews', scope: 'public', routes: reviewRoutes },
  { module: 'reviews', scope: 'customer', routes: reviewWriteRoutes },
  { module: 'translate', scope: 'public', routes: translateRoutes },
  { module: 'geo', scope: 'public', routes: geoRoutes },
  { module: 'addresses', scope: 'customer', routes: addressRoutes },
  { module: 'wallets', scope: 'customer', routes: walletRoutes },
  { module: 'invitations', scope: 'customer', routes: invitationRoutes },
  { module: 'support', scope: 'customer', routes: supportRoutes },
  { module: 'posts', scope: 'public', routes: postRoutes },
  { module: 'site', scope: 'public', routes: siteRoutes },
  { module: 'cart', scope: 'customer', routes: cartRoutes },
  { module: 'orders', scope: 'customer', routes: orderRoutes },
  { module: 'notifications', scope: 'customer', routes: notificationRoutes },
  { module: 'link-items', scope: 'customer', routes: linkItemRoutes },
  { module: 'auctions', scope: 'public', routes: auctionPublicRoutes },
  { module: 'auctions', scope: 'customer', routes: auctionCustomerRoutes },
  { module: 'admin', scope: 'staff', routes: staffRoutes },
  { module: 'audit', scope: 'staff', routes: auditRoutes },
  { module: 'rates', scope: 'staff', routes: rateStaffRoutes },
  { module: 'orders', scope: 'staff', routes: orderStaffRoutes },
  { module: 'users', scope: 'staff', routes: customerStaffRoutes },
  { module: 'wallets', scope: 'staff', routes: walletStaffRoutes },
  { module: 'posts', scope: 'staff', routes: postStaffRoutes },
  { module: 'support', scope: 'staff', routes: supportStaffRoutes },
  { module: 'catalog', scope: 'staff', routes: catalogStaffRoutes },
  { module: 'link-items', scope: 'staff', routes: linkItemStaffRoutes },
  { module: 'auctions', scope: 'staff', routes: auctionStaffRoutes },
  { module: 'markets', scope: 'staff', routes: marketStaffRoutes },
] as const satisfies readonly ModuleRoutes[]
