import { ORDER_STATUS, type OrderStatusName } from '@shared/orders/statuses'

/**
 * Staff roles (README: Staff roles). A member holds one or more; the owner may do everything. They
 * are carried as the Firebase custom claim `staff_roles` beside `staff: true`; an account with only
 * `staff: true` (staff added before roles existed) is an owner, so running deployments keep working.
 */
export const STAFF_ROLES = ['owner', 'finance', 'warehouse', 'support', 'content', 'auctions'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export const isStaffRole = (value: unknown): value is StaffRole => STAFF_ROLES.includes(value as StaffRole)

/** The roles of an account's custom claims: `staff_roles` (unknown names dropped), or owner for `staff: true` alone. */
export function rolesOfClaims(claims: Record<string, unknown> | undefined): StaffRole[] {
  if (claims?.staff !== true) return []
  const named = claims.staff_roles
  if (!Array.isArray(named)) return ['owner']
  return STAFF_ROLES.filter((role) => named.includes(role))
}

/** A member with these roles may do what a route (or screen) allows: the owner always, else one shared role. */
export function rolesAllow(held: readonly StaffRole[], allowed: readonly StaffRole[]): boolean {
  return held.includes('owner') || held.some((role) => allowed.includes(role))
}

/**
 * Who may move an order to each status (owner always). Warehouse moves the goods up to delivery:
 * awaiting them at the Japanese warehouse, received, delivered (Finish). Every move that moves money
 * is finance's: Pending (the payment asked), Paid (the goods covered from the wallet), PaidToSupplier
 * (the supplier paid), Debited (shipping debited), and Cancelled / OutOfStock (refunds).
 */
export const ORDER_MOVE_ROLES: Readonly<Record<OrderStatusName, readonly StaffRole[]>> = {
  Newish: ['finance'],
  Pending: ['finance'],
  Paid: ['finance'],
  PaidToSupplier: ['finance'],
  WaitingToReceive: ['warehouse', 'finance'],
  ReceivedAtWarehouse: ['warehouse', 'finance'],
  Debited: ['finance'],
  Finish: ['warehouse', 'finance'],
  OutOfStock: ['finance'],
  Cancelled: ['finance'],
}

const NAMES = new Map<number, OrderStatusName>(Object.entries(ORDER_STATUS).map(([name, id]) => [id, name as OrderStatusName]))

/** These roles may move an order to this status (an unknown status: owner only, the state machine refuses it anyway). */
export function mayMoveOrderTo(held: readonly StaffRole[], toStatusId: number): boolean {
  const name = NAMES.get(toStatusId)
  return rolesAllow(held, name ? ORDER_MOVE_ROLES[name] : [])
}
