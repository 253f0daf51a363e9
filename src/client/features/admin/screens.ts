import { rolesAllow, type StaffRole } from '@shared/staff/roles'

/** The console's screens by the path after /admin/ (ids in paths are positive whole numbers). */
export type AdminScreen =
  | { name: 'dashboard' }
  | { name: 'audit' }
  | { name: 'rates' }
  | { name: 'tariffs' }
  | { name: 'orders' }
  | { name: 'order'; id: number }
  | { name: 'wallets' }
  | { name: 'customer'; id: number }
  | { name: 'posts' }
  | { name: 'post'; id?: number }
  | { name: 'support' }
  | { name: 'catalog' }
  | { name: 'link-items' }
  | { name: 'permissions' }
  | { name: 'auctions' }
  | { name: 'transfers' }
  | { name: 'staff' }

const SCREENS: [RegExp, (match: RegExpExecArray) => AdminScreen][] = [
  [/^$/, () => ({ name: 'dashboard' })],
  [/^audit$/, () => ({ name: 'audit' })],
  [/^rates$/, () => ({ name: 'rates' })],
  [/^tariffs$/, () => ({ name: 'tariffs' })],
  [/^orders$/, () => ({ name: 'orders' })],
  [/^orders\/([1-9]\d{0,8})$/, (match) => ({ name: 'order', id: Number(match[1]) })],
  [/^wallets$/, () => ({ name: 'wallets' })],
  [/^customers\/([1-9]\d{0,8})$/, (match) => ({ name: 'customer', id: Number(match[1]) })],
  [/^posts$/, () => ({ name: 'posts' })],
  [/^posts\/new$/, () => ({ name: 'post' })],
  [/^posts\/([1-9]\d{0,8})$/, (match) => ({ name: 'post', id: Number(match[1]) })],
  [/^support$/, () => ({ name: 'support' })],
  [/^catalog$/, () => ({ name: 'catalog' })],
  [/^link-items$/, () => ({ name: 'link-items' })],
  [/^permissions$/, () => ({ name: 'permissions' })],
  [/^auctions$/, () => ({ name: 'auctions' })],
  [/^transfers$/, () => ({ name: 'transfers' })],
  [/^staff$/, () => ({ name: 'staff' })],
]

/**
 * Which roles each screen is for (the owner sees every one): a member's menu and links show only
 * these, and another screen's address shows that their role does not open it. The API decides
 * anyway: each staff route declares its own roles (server/http/scopes.ts, staffOnly).
 */
export const SCREEN_ROLES: Readonly<Record<AdminScreen['name'], readonly StaffRole[]>> = {
  dashboard: ['finance', 'warehouse', 'support', 'content', 'auctions'],
  audit: ['owner'],
  rates: ['finance'],
  tariffs: ['finance'],
  orders: ['finance', 'warehouse', 'support'],
  order: ['finance', 'warehouse', 'support'],
  wallets: ['finance'],
  customer: ['finance', 'support'],
  transfers: ['finance'],
  'link-items': ['finance'],
  posts: ['content'],
  post: ['content'],
  catalog: ['content'],
  support: ['support'],
  permissions: ['auctions'],
  auctions: ['auctions'],
  staff: ['owner'],
}

export const screenAllowed = (screen: AdminScreen, roles: readonly StaffRole[]) => rolesAllow(roles, SCREEN_ROLES[screen.name])

export function screenOf(path: string): AdminScreen | null {
  const clean = path.replace(/^\/+|\/+$/g, '')
  for (const [pattern, screen] of SCREENS) {
    const match = pattern.exec(clean)
    if (match) return screen(match)
  }
  return null
}
