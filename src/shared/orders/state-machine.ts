import { ORDER_STATUS, type OrderStatusId, type OrderStatusName } from './statuses'

/**
 * The order state machine over the spec's statuses (§4 names them; the moves are ours, those of a
 * Japan → Vietnam buying service): staff confirm a new order (Pending: waiting for the customer's
 * payment), record the payment (Paid), buy from the supplier (PaidToSupplier), wait for the goods
 * at our Japanese warehouse (WaitingToReceive), receive them (ReceivedAtWarehouse), debit the
 * shipping from the customer's wallet (Debited) and close the order once delivered (Finish).
 * Until the supplier is paid an order may still be cancelled or found out of stock; Finish,
 * Cancelled and OutOfStock end it. This table is the one source: the console offers these moves,
 * the API refuses any other.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatusName, readonly OrderStatusName[]>> = {
  Newish: ['Pending', 'OutOfStock', 'Cancelled'],
  Pending: ['Paid', 'OutOfStock', 'Cancelled'],
  Paid: ['PaidToSupplier', 'OutOfStock', 'Cancelled'],
  PaidToSupplier: ['WaitingToReceive', 'OutOfStock'],
  WaitingToReceive: ['ReceivedAtWarehouse', 'Cancelled'],
  ReceivedAtWarehouse: ['Debited', 'Finish'],
  Debited: ['Finish'],
  Finish: [],
  OutOfStock: [],
  Cancelled: [],
}

const NAME_OF = new Map<number, OrderStatusName>(Object.entries(ORDER_STATUS).map(([name, id]) => [id, name as OrderStatusName]))

/** The status name of an id, or undefined for an id that is no status. */
export function orderStatusName(id: number): OrderStatusName | undefined {
  return NAME_OF.get(id)
}

/** The statuses an order in `from` may move to, in the table's order (none for an unknown id). */
export function nextOrderStatuses(from: number): OrderStatusId[] {
  const name = orderStatusName(from)
  return name ? ORDER_TRANSITIONS[name].map((next) => ORDER_STATUS[next]) : []
}

export function canMoveOrder(from: number, to: number): boolean {
  return nextOrderStatuses(from).includes(to as OrderStatusId)
}

/** A status no order leaves. */
export function isFinalOrderStatus(id: number): boolean {
  return orderStatusName(id) !== undefined && nextOrderStatuses(id).length === 0
}
