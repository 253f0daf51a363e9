/**
 * Order statuses of spec §4, by id (the order_statuses table holds the same ids, 1..10),
 * and the badge colour of each.
 */
export const ORDER_STATUS = {
  Newish: 1,
  Pending: 2,
  WaitingToReceive: 3,
  ReceivedAtWarehouse: 4,
  Paid: 5,
  Finish: 6,
  OutOfStock: 7,
  Cancelled: 8,
  Debited: 9,
  PaidToSupplier: 10,
} as const
export type OrderStatusName = keyof typeof ORDER_STATUS
export type OrderStatusId = (typeof ORDER_STATUS)[OrderStatusName]

export type BadgeColour = 'primary' | 'info' | 'secondary' | 'success' | 'danger' | 'warning'

const BADGE_COLOURS: Partial<Record<number, BadgeColour>> = {
  [ORDER_STATUS.ReceivedAtWarehouse]: 'primary',
  [ORDER_STATUS.WaitingToReceive]: 'info',
  [ORDER_STATUS.Newish]: 'secondary',
  [ORDER_STATUS.Pending]: 'secondary',
  [ORDER_STATUS.Paid]: 'success',
  [ORDER_STATUS.Finish]: 'success',
  [ORDER_STATUS.OutOfStock]: 'danger',
  [ORDER_STATUS.Cancelled]: 'danger',
}

/** Badge colour of a status; any status not listed is 'warning'. */
export function orderStatusBadgeColour(statusId: number): BadgeColour {
  return BADGE_COLOURS[statusId] ?? 'warning'
}

/** Statuses in which the estimated shipping fee is no longer shown nor added to the total. */
const FREIGHT_SETTLED_STATUSES: readonly number[] = [
  ORDER_STATUS.Debited,
  ORDER_STATUS.Finish,
  ORDER_STATUS.Cancelled,
  ORDER_STATUS.PaidToSupplier,
]

/** The estimated shipping fee counts while the status is none of Debited, Finish, Cancelled, PaidToSupplier. */
export function showsEstimatedFreight(statusId: number): boolean {
  return !FREIGHT_SETTLED_STATUSES.includes(statusId)
}
