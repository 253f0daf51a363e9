import { eq } from 'drizzle-orm'
import { wonLotCharges } from '@shared/auctions/lot-cost'
import { estimatedFreightVnd, paymentTotals, priceWithTax, ORDER_TAX_PERCENT } from '@shared/orders/totals'
import { SALES_ORGANIZATION_ID, TRANSPORT_ORGANIZATION_ID } from '@shared/contracts/order'
import type { Database } from '@server/db/client'
import { listAddresses } from '@server/modules/addresses'
import type { LineSnapshot } from '@server/modules/purchasing'
import { claimSoldOnceItems } from './sold-once'
import { orderItems, orders } from './tables'

export type WonLot = {
  customerId: number
  shopId: number
  itemRef: string
  /** The winning price (yen). */
  price: number
  snapshot: LineSnapshot
  /** One order per lot: a second call with the same key finds the first order. */
  idempotencyKey: string
  /** JPY → VND at closing. */
  paymentRate: number
  /** The lot's weight when its listing says (the freight estimate assumes the default otherwise). */
  weightGrams: number | null
}

/**
 * The winner's order for a lot won at auction (one line at the winning price), written in the
 * closing transaction. Delivery goes to the customer's default address when they have one (otherwise
 * the order waits for the winner to choose one: order-address.ts), by air, the freight estimated as the
 * bid form's full cost estimated it. Idempotent by (customer, key): the order id either way. The lot is
 * claimed for this order (sold once); the caller checks first that no other order holds it.
 */
export async function createWonLotOrder(tx: Database, lot: WonLot): Promise<number> {
  const [existing] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.idempotencyKey, lot.idempotencyKey)).limit(1)
  if (existing) return existing.id
  const [address] = await listAddresses(tx, lot.customerId, { onlyDefault: true })
  // What the bid form showed before bidding (lotCost) is what the order charges.
  const { purchaseCostYen: purchaseCost, serviceFeeYen: serviceFee } = wonLotCharges(lot.price)
  const totals = paymentTotals({ purchaseCostYen: purchaseCost, serviceFee, serviceFeeCurrency: 'JPY', paymentRate: lot.paymentRate })
  const [order] = await tx
    .insert(orders)
    .values({
      customerId: lot.customerId,
      idempotencyKey: lot.idempotencyKey,
      requestHash: lot.idempotencyKey,
      type: 'auction',
      shopId: lot.shopId,
      shipmentMethodId: 'air',
      purchaseCost,
      serviceFee,
      serviceFeeCurrencyId: 'JPY',
      paymentRate: lot.paymentRate,
      estimatedFreightCharge: estimatedFreightVnd([{ weight_grams: lot.weightGrams, quantity: 1 }], 'air'),
      totalPayment: totals.total_payment,
      salesOrganizationId: SALES_ORGANIZATION_ID,
      transportOrganizationId: TRANSPORT_ORGANIZATION_ID,
      addressId: address?.id ?? null,
      consignee: address?.consignee ?? '',
      fullAddress: address?.full_address ?? '',
      tel: address?.tel ?? '',
      wardId: address?.ward_id ?? '',
    })
    .onConflictDoNothing({ target: [orders.customerId, orders.idempotencyKey] })
    .returning({ id: orders.id })
  if (!order) {
    const [winner] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.idempotencyKey, lot.idempotencyKey))
    return winner.id
  }
  await tx.insert(orderItems).values({
    orderId: order.id,
    shopId: lot.shopId,
    itemRef: lot.itemRef,
    position: 0,
    ...lot.snapshot,
    quantity: 1,
    taxPercent: ORDER_TAX_PERCENT,
    priceWithTax: priceWithTax(lot.price),
    balance: purchaseCost,
  })
  await claimSoldOnceItems(tx, order.id, [{ shopId: lot.shopId, itemRef: lot.itemRef, name: lot.snapshot.name }])
  return order.id
}
