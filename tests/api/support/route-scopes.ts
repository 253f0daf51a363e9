import type { RegisteredRoute } from '@server/http/route-catalog'
import { SCOPES, type Scope } from '@server/http/scopes'

/** "METHOD /path/:param", as a route is named in case tables and failure messages. */
export const routeKey = (route: Pick<RegisteredRoute, 'method' | 'url'>) => `${route.method} ${route.url}`

/**
 * A route's scope as the app registered it: staff routes live under the staff prefix, and the
 * customer and staff scopes add the bearer security to each of their routes (http/scopes.ts).
 */
export function scopeOf(route: RegisteredRoute): Scope {
  const staff = SCOPES.staff.prefix
  if (route.url === staff || route.url.startsWith(`${staff}/`)) return 'staff'
  if ((route.schema?.security as object[] | undefined)?.some((scheme) => 'bankApiKey' in scheme)) return 'bankFeed'
  return route.schema?.security === undefined ? 'public' : 'customer'
}

export const routesOfScope = (routes: readonly RegisteredRoute[], scope: Scope) => routes.filter((route) => scopeOf(route) === scope)
