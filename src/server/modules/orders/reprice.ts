import { and, eq, inArray } from 'drizzle-orm'
import { ORDER_STATUS } from '@shared/orders/statuses'
import { lineBalance, paymentTotals, priceWithTax, serviceFeeYen } from '@shared/orders/totals'
import type { Database } from '@server/db/client'
import { orderItems, orders } from './tables'

/** Orders not yet paid: a price can still change under them. */
const REPRICEABLE_STATUSES = [ORDER_STATUS.Newish, ORDER_STATUS.Pending]

export type RepricedOrder = { orderId: number; purchaseCostBefore: number; purchaseCostAfter: number; totalPaymentAfter: number }

/**
 * Sets the unit price (yen) of an item's lines in its orders that are not yet paid, and what
 * follows from it: each line's tax and balance, the order's purchase cost, service fee (by the
 * rule an order is created with, at the order's rate) and total payment. Run inside the caller's
 * transaction; paid and later orders keep the price they were paid at.
 */
export async function repriceUnpaidOrderLines(
  tx: Database,
  item: { shopId: number; itemRef: string; price: number },
): Promise<RepricedOrder[]> {
  const lines = await tx
    .select({ id: orderItems.id, orderId: orderItems.orderId, quantity: orderItems.quantity, taxPercent: orderItems.taxPercent })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.shopId, item.shopId), eq(orderItems.itemRef, item.itemRef), inArray(orders.statusId, REPRICEABLE_STATUSES)))
    .for('update')
  for (const line of lines) {
    const unit = { price: item.price, quantity: line.quantity, tax_percent: line.taxPercent }
    await tx
      .update(orderItems)
      .set({ price: item.price, priceWithTax: priceWithTax(item.price, line.taxPercent), balance: lineBalance(unit) })
      .where(eq(orderItems.id, line.id))
  }
  const repriced: RepricedOrder[] = []
  for (const orderId of new Set(lines.map((line) => line.orderId))) repriced.push(await recomputeOrderCosts(tx, orderId))
  return repriced
}

async function recomputeOrderCosts(tx: Database, orderId: number): Promise<RepricedOrder> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId))
  const balances = await tx.select({ balance: orderItems.balance }).from(orderItems).where(eq(orderItems.orderId, orderId))
  const purchaseCost = balances.reduce((sum, line) => sum + line.balance, 0)
  const currency = order.serviceFeeCurrencyId as 'JPY' | 'VND'
  const feeYen = serviceFeeYen(purchaseCost, 'market')
  const serviceFee = currency === 'VND' ? Math.round(feeYen * Number(order.paymentRate)) : feeYen
  const { total_payment } = paymentTotals({
    purchaseCostYen: purchaseCost,
    serviceFee,
    serviceFeeCurrency: currency,
    paymentRate: Number(order.paymentRate),
  })
  await tx
    .update(orders)
    .set({ purchaseCost, serviceFee, totalPayment: total_payment, updatedAt: new Date() })
    .where(eq(orders.id, orderId))
  return { orderId, purchaseCostBefore: order.purchaseCost, purchaseCostAfter: purchaseCost, totalPaymentAfter: total_payment }
}
