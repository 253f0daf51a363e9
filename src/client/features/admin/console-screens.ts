import type { RegisteredRouter, RouteIds } from '@tanstack/react-router'
import { rolesAllow, type StaffRole } from '@shared/staff/roles'

/** Every screen of the console: its file routes under src/client/routes/admin/ (the not-found splat aside). */
export type ConsoleScreen = Exclude<Extract<RouteIds<RegisteredRouter['routeTree']>, `/admin/${string}`>, '/admin/$'>

/**
 * Which roles each screen's route is for (the owner sees every one), keyed by the route: a member's
 * menu and links show only these, and another screen's address shows that their role does not open
 * it. A new console route without its roles here fails the typecheck. The API decides anyway: each
 * staff route declares its own roles (server/http/scopes.ts, staffOnly).
 */
export const SCREEN_ROLES: Readonly<Record<ConsoleScreen, readonly StaffRole[]>> = {
  '/admin/': ['finance', 'warehouse', 'support', 'content', 'auctions'],
  '/admin/audit': ['owner'],
  '/admin/rates': ['finance'],
  '/admin/tariffs': ['finance'],
  '/admin/orders/': ['finance', 'warehouse', 'support'],
  '/admin/orders/$id': ['finance', 'warehouse', 'support'],
  '/admin/wallets': ['finance'],
  '/admin/customers/$id': ['finance', 'support'],
  '/admin/transfers': ['finance'],
  '/admin/link-items': ['finance'],
  '/admin/posts/': ['content'],
  '/admin/posts/new': ['content'],
  '/admin/posts/$id': ['content'],
  '/admin/catalog': ['content'],
  '/admin/support': ['support'],
  '/admin/permissions': ['auctions'],
  '/admin/auctions': ['auctions'],
  '/admin/staff': ['owner'],
}

/** The console screen a route id or link target names ('/admin/orders' is the route '/admin/orders/'), else null. */
export function consoleScreenOf(path: string): ConsoleScreen | null {
  for (const candidate of [path, `${path}/`]) if (Object.hasOwn(SCREEN_ROLES, candidate)) return candidate as ConsoleScreen
  return null
}

/** Whether the member's roles open the screen a path names (a path that names no console screen is not theirs to refuse). */
export function screenOpens(path: string, roles: readonly StaffRole[]): boolean {
  const screen = consoleScreenOf(path)
  return screen === null || rolesAllow(roles, SCREEN_ROLES[screen])
}
