import type { Scope } from '@server/http/scopes'
import type { RoutePlugin } from '@server/integrations'
import { addressRoutes } from './addresses/routes'
import { staffRoutes } from './admin/routes'
import { cartRoutes } from './cart/routes'
import { catalogRoutes } from './catalog/routes'
import { clientConfigRoutes } from './config/routes'
import { geoRoutes } from './geo/routes'
import { healthRoutes } from './health/routes'
import { homeRoutes } from './home/routes'
import { invitationRoutes } from './invitations/routes'
import { logisticsRoutes } from './logistics/routes'
import { marketRoutes } from './markets'
import { mediaRoutes } from './media/routes'
import { orderRoutes } from './orders/order-routes'
import { orderReferenceRoutes } from './orders/routes'
import { postRoutes } from './posts/routes'
import { rateRoutes } from './rates/routes'
import { reviewRoutes, reviewWriteRoutes } from './reviews/routes'
import { shopRoutes } from './shops/routes'
import { siteRoutes } from './site/routes'
import { supportRoutes } from './support/routes'
import { translateRoutes } from './translate/routes'
import { userRoutes } from './users/routes'
import { walletRoutes } from './wallets/routes'

export type ModuleRoutes = { module: string; scope: Scope; routes: RoutePlugin }

/**
 * Every module's route plugins, registered in this order. A route's scope (public, customer,
 * staff) is decided here, by where its plugin is listed, never inside the route.
 */
export const MODULE_ROUTES: readonly ModuleRoutes[] = [
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
  { module: 'admin', scope: 'staff', routes: staffRoutes },
]
