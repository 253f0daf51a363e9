/**
 * An order's money position (issue 28): the one computation the server, the customer app and the
 * console read. Every figure is whole dong.
 * - Goods amount = purchase cost (yen, tax included in each line) × the order's payment rate + the
 *   service fee (converted at the same rate when in yen): the spec's `total_payment` (./totals.ts).
 * - Freight: the estimate (`estimated_freight_charge`, after the invitation credit) until the boxes
 *   are weighed, then the actual charge (`freight_actual`; none yet until a tariff prices it).
 * - Money applied to the order: posted wallet entries of type order_payment naming it; refunds: posted
 *   refund entries naming it (credit_order). `amount_paid` = applied − refunded.
 * - Due now counts what is owed at this step: the goods, plus the freight once it is actual. The
 *   estimate is shown, never owed, so the spec's display rule (estimate shown while the status is
 *   active) never makes "due now" jump. A cancelled or sold-out order owes nothing.
 */
import { ORDER_STATUS } from './statuses'
import { paymentTotals } from './totals'

export type MoneyPositionInput = {
  status_id: number
  /** Yen, tax included. */
  purchase_cost: number
  service_fee: number
  service_fee_currency_id: 'JPY' | 'VND'
  /** VND per JPY, fixed on the order. */
  payment_rate: number
  /** VND, after the invitation credit. */
  estimated_freight_charge: number
  /** VND, once the boxes are weighed and priced; null/undefined until then. */
  freight_actual?: number | null
  /** Sum of the order_payment entries applied to the order (positive VND). */
  payments: number
  /** Sum of the refunds of the order back to the wallet (positive VND). */
  refunds: number
}

export type MoneyPosition = {
  goods_amount: number
  freight_estimate: number
  freight_actual: number | null
  /** The freight line as shown: actual once known, else the estimate. */
  freight: number
  freight_is_estimate: boolean
  /** Goods + freight as shown (the statement's total). */
  total: number
  /** Net money applied to the order: payments − refunds, never below 0. */
  amount_paid: number
  amount_refunded: number
  /** Owed now and not yet paid. */
  amount_due: number
  /** Paid beyond what is owed now (to go back to the wallet). */
  overpaid: number
  /** Nothing is due any more. */
  settled: boolean
  /** The goods amount is covered by money applied (the condition for Paid). */
  goods_covered: boolean
}

/** Statuses that end an order without a sale: nothing is owed. */
const VOID_STATUSES: readonly number[] = [ORDER_STATUS.Cancelled, ORDER_STATUS.OutOfStock]

export function isVoidedOrderStatus(statusId: number): boolean {
  return VOID_STATUSES.includes(statusId)
}

export function orderMoneyPosition(input: MoneyPositionInput): MoneyPosition {
  const goods = paymentTotals({
    purchaseCostYen: input.purchase_cost,
    serviceFee: input.service_fee,
    serviceFeeCurrency: input.service_fee_currency_id,
    paymentRate: input.payment_rate,
  }).total_payment
  const actual = input.freight_actual ?? null
  const freight = actual ?? input.estimated_freight_charge
  const paid = Math.max(input.payments - input.refunds, 0)
  const owed = isVoidedOrderStatus(input.status_id) ? 0 : goods + (actual ?? 0)
  const due = Math.max(owed - paid, 0)
  return {
    goods_amount: goods,
    freight_estimate: input.estimated_freight_charge,
    freight_actual: actual,
    freight,
    freight_is_estimate: actual === null,
    total: goods + freight,
    amount_paid: paid,
    amount_refunded: input.refunds,
    amount_due: due,
    overpaid: Math.max(paid - owed, 0),
    settled: due === 0,
    goods_covered: paid >= goods,
  }
}

/** How much of a sum of money goes to the order (up to what is due), and what stays in the wallet. */
export function splitTransfer(amount: number, amountDue: number): { applied: number; remainder: number } {
  const applied = Math.max(Math.min(amount, amountDue), 0)
  return { applied, remainder: amount - applied }
}

/**
 * One sum of money over several orders (a checkout's transfer or wallet payment): each order in turn takes
 * up to what it has due, until the money runs out; what is left stays in the wallet.
 */
export function splitOverOrders(
  amount: number,
  dues: readonly { orderId: number; due: number }[],
): { allocations: { orderId: number; amount: number }[]; applied: number; remainder: number } {
  let left = Math.max(amount, 0)
  const allocations: { orderId: number; amount: number }[] = []
  for (const { orderId, due } of dues) {
    const { applied } = splitTransfer(left, due)
    if (applied > 0) allocations.push({ orderId, amount: applied })
    left -= applied
  }
  return { allocations, applied: amount - left, remainder: left }
}

/**
 * Whether the customer may be asked to pay: something is due, the order still runs, and no line waits
 * for staff to confirm its price (buy-by-link: `price_pending`; nothing is applied to such an order), and
 * the order knows where to deliver (`needs_address`: a won lot's order waits for the winner to choose).
 */
export function canPayOrder(
  position: Pick<MoneyPosition, 'amount_due'> & { price_pending?: boolean; needs_address?: boolean },
  statusId: number,
): boolean {
  return position.amount_due > 0 && !isVoidedOrderStatus(statusId) && !position.price_pending && !position.needs_address
}

/**
 * Charges (service fee, payment rate, freight estimate) are locked once any money was applied to the
 * order (a refund later does not unlock them): a change after that is an adjustment, with a reason.
 */
export function chargesLocked(order: { amount_paid: number; amount_refunded: number }): boolean {
  return order.amount_paid + order.amount_refunded > 0
}

export type ChargesChange = Pick<MoneyPositionInput, 'service_fee' | 'payment_rate' | 'estimated_freight_charge'>

/** The position an order would have with other charges and the same money applied (the console's old → new). */
export function positionWithCharges(
  order: Omit<MoneyPositionInput, 'payments' | 'refunds'> & { amount_paid: number; amount_refunded: number },
  change: ChargesChange,
): MoneyPosition {
  return orderMoneyPosition({
    ...order,
    ...change,
    payments: order.amount_paid + order.amount_refunded,
    refunds: order.amount_refunded,
  })
}
