import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { isOwnShop, ownItemRef, ownProductId } from '@shared/catalog/product-path'
import type { CreateOrderInput, OrderQuote, OrderQuoteInput } from '@shared/contracts/order'
import type { User } from '@shared/contracts/user'
import { ORDER_STATUS } from '@shared/orders/statuses'
import {
  estimatedFreightVnd,
  freightAfterCredit,
  lineBalance,
  orderGrandTotal,
  paymentTotals,
  priceWithTax,
  serviceFeeYen,
} from '@shared/orders/totals'
import { findShop } from '@shared/shops/registry'
import type { Database } from '@server/db/client'
import { withTransaction } from '@server/db/transaction'
import type { DomainEvents } from '@server/events/domain-events'
import { AppError, forbidden } from '@server/http/app-error'
import type { MessageKey } from '@server/i18n/messages'
import { findOwnAddress } from '@server/modules/addresses'
import { fillProfileFromAddress } from '@server/modules/users'
import { removeCartItems } from '@server/modules/cart'
import { availableInvitationCredit, spendInvitationCredit } from '@server/modules/invitations'
import { purchaseRefusal, snapshotOf, type ItemQuote, type ItemTarget, type Purchasing } from '@server/modules/purchasing'
import type { ExchangeRateSource } from '@server/modules/rates'
import { claimSoldOnceItems } from './sold-once'
import { checkouts, orderItems, orders } from './tables'

export type CreateOrderResult = { orderId: number; replayed: boolean }
/** What the request is answered, read in the order's transaction when it creates the order. */
export type OrderAnswer<Answer> = (db: Database, result: CreateOrderResult) => Promise<Answer>

type OrderLine = { target: ItemTarget; quantity: number }

/** The line an item names: (shop_id, item_ref), or our own product by `product.id` alone (older clients). */
function targetOf(item: CreateOrderInput['items'][number]): ItemTarget {
  const { product } = item
  if (product.item_ref !== undefined) return { shopId: product.shop_id!, itemRef: product.item_ref }
  return { shopId: null, itemRef: ownItemRef(product.id!) }
}

/**
 * Our own products are one item whichever way a request names them (product ids are unique
 * across our shops); a market item is its (shop, reference).
 */
function sameItemKey(target: ItemTarget): string {
  return target.shopId === null || isOwnShop(target.shopId) ? `own/${target.itemRef}` : `${target.shopId}/${target.itemRef}`
}

/** The same item listed twice is one line with the summed quantity. */
function mergedLines(input: Pick<CreateOrderInput, 'items'>): OrderLine[] {
  const lines = new Map<string, OrderLine>()
  for (const item of input.items) {
    const target = targetOf(item)
    const key = sameItemKey(target)
    const line = lines.get(key)
    if (!line) lines.set(key, { target, quantity: item.quantity })
    else lines.set(key, { target: line.target.shopId === null ? target : line.target, quantity: line.quantity + item.quantity })
  }
  return [...lines.values()]
}

/**
 * What makes two creates "the same order": a key may be replayed only with the same request. Our
 * own products count as { productId, quantity }, as before item references, so a retry of an order
 * made before them still finds it.
 */
function requestHash(input: CreateOrderInput, lines: readonly OrderLine[]): string {
  const info = input.order_info
  const normalised = {
    address: info.shipment_info.address_id,
    method: info.shipment_method_id,
    note: info.note,
    shipmentNote: info.shipment_info.note,
    sender: [info.shipment_info.sender_name, info.shipment_info.sender_tel],
    fee: info.service_fee_currency_id,
    lines: lines.map(({ target, quantity }) =>
      target.shopId === null || isOwnShop(target.shopId)
        ? { productId: ownProductId(target.itemRef) ?? target.itemRef, quantity }
        : { shopId: target.shopId, itemRef: target.itemRef, quantity },
    ),
  }
  return createHash('sha256').update(JSON.stringify(normalised)).digest('hex')
}

async function existingOrder(db: Database, customerId: number, key: string, hash: string): Promise<CreateOrderResult | null> {
  const [row] = await db
    .select({ id: orders.id, hash: orders.requestHash })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)))
  if (!row) return null
  if (row.hash !== hash) throw new AppError(422, 'idempotencyKeyReused')
  return { orderId: row.id, replayed: true }
}

/** The customer's checkout of this key, made by its first order (its other orders find it). */
async function checkoutOf(tx: Database, customerId: number, key: string): Promise<number> {
  await tx.insert(checkouts).values({ customerId, key }).onConflictDoNothing()
  const [row] = await tx
    .select({ id: checkouts.id })
    .from(checkouts)
    .where(and(eq(checkouts.customerId, customerId), eq(checkouts.key, key)))
  return row.id
}

const fieldError = (status: number, key: MessageKey, field: string) => new AppError(status, key, {}, { [field]: [key] })

/** A new order's status (the orders table's default). */
const NEW_ORDER_STATUS = ORDER_STATUS.Newish

type PricingTerms = Pick<CreateOrderInput['order_info'], 'shipment_method_id' | 'service_fee_currency_id'>

/**
 * What an order of these lines costs, priced now by each item's source: the lines with tax, the
 * purchase cost (yen), the service fee, the payment totals at the current rate and the estimated
 * shipping before any invitation credit. Refuses (422) what the cart refuses, and a mix of shops.
 */
async function priceOrder(purchasing: Purchasing, exchangeRates: ExchangeRateSource, lines: readonly OrderLine[], terms: PricingTerms) {
  const quotes = await purchasing.quote(lines.map((line) => line.target))
  lines.forEach((line, index) => {
    const field = `items.${index}`
    const refusal = purchaseRefusal(line.target.shopId, quotes[index], line.quantity, { item: field, quantity: field })
    if (refusal) throw refusal
  })
  const quoted = quotes as ItemQuote[]
  const shopIds = new Set(quoted.map((quote) => quote.shopId))
  if (shopIds.size !== 1) throw fieldError(422, 'orderMixedShops', 'items')
  const [shopId] = shopIds
  const shop = findShop(shopId)

  const rate = await exchangeRates.current('JPY', 'VND')
  if (!rate) throw new AppError(503, 'orderRateMissing')

  const priced = lines.map((line, position) => {
    const quote = quoted[position]
    const unit = { price: quote.price, quantity: line.quantity, tax_percent: quote.taxPercent }
    return {
      shopId: quote.shopId,
      itemRef: quote.itemRef,
      position,
      ...snapshotOf(quote),
      quantity: line.quantity,
      taxPercent: quote.taxPercent,
      priceWithTax: priceWithTax(quote.price, quote.taxPercent),
      balance: lineBalance(unit),
      weightGrams: quote.weightGrams,
    }
  })
  const purchaseCost = priced.reduce((sum, line) => sum + line.balance, 0)
  const feeYen = serviceFeeYen(purchaseCost, shop?.kind ?? 'market')
  const serviceFee = terms.service_fee_currency_id === 'VND' ? Math.round(feeYen * rate.rate) : feeYen
  const totals = paymentTotals({
    purchaseCostYen: purchaseCost,
    serviceFee,
    serviceFeeCurrency: terms.service_fee_currency_id,
    paymentRate: rate.rate,
  })
  const grossFreight = estimatedFreightVnd(
    priced.map((line) => ({ weight_grams: line.weightGrams, quantity: line.quantity })),
    terms.shipment_method_id,
  )
  return { shopId, priced, purchaseCost, serviceFee, totals, grossFreight, rate }
}

/**
 * What a checkout's orders will cost, one per shop group in the order they will be created, with
 * the figures each order and its payment page will show: priced as createRetailOrder prices them,
 * and the customer's unused invitation credit off the first order's shipping, as creating it does.
 * Reads only.
 */
export async function quoteOrders(
  db: Database,
  purchasing: Purchasing,
  customer: User,
  input: OrderQuoteInput,
  exchangeRates: ExchangeRateSource,
): Promise<OrderQuote> {
  let credit = (await availableInvitationCredit(db, customer.id)).amount
  let paymentRate = 0
  const quoted: OrderQuote['orders'] = []
  for (const [index, group] of input.orders.entries()) {
    const pricing = await withFieldPrefix(`orders.${index}.`, () => priceOrder(purchasing, exchangeRates, mergedLines(group), input))
    const freight = freightAfterCredit(pricing.grossFreight, credit)
    credit = 0
    paymentRate = pricing.rate.rate
    quoted.push({
      shop_id: pricing.shopId,
      purchase_cost: pricing.purchaseCost,
      purchase_cost_vnd: pricing.totals.purchase_cost_vnd,
      service_fee_vnd: pricing.totals.service_fee_vnd,
      total_payment: pricing.totals.total_payment,
      estimated_freight_charge: freight.charge,
      freight_discount: freight.discount,
      grand_total: orderGrandTotal({
        status_id: NEW_ORDER_STATUS,
        total_payment: pricing.totals.total_payment,
        estimated_freight_charge: freight.charge,
      }),
    })
  }
  return { orders: quoted, payment_rate: paymentRate, total: quoted.reduce((sum, order) => sum + order.grand_total, 0) }
}

/** A refusal of `items.{i}` of one quoted order names it `orders.{n}.items.{i}`. */
async function withFieldPrefix<T>(prefix: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof AppError && error.fieldErrors)
      throw new AppError(error.statusCode, error.messageKey, error.params, prefixKeys(error.fieldErrors, prefix))
    throw error
  }
}

const prefixKeys = <V>(errors: Record<string, V>, prefix: string) =>
  Object.fromEntries(Object.entries(errors).map(([field, value]) => [`${prefix}${field}`, value]))

/**
 * Creates one order for one shop group, exactly once per (customer, idempotency key):
 * - a key already used answers its order (replayed) before anything else is checked or changed;
 * - parallel requests with the same key race on the unique index (customer_id, idempotency_key):
 *   the loser's INSERT … ON CONFLICT DO NOTHING waits for the winner's transaction and inserts
 *   nothing, then answers the winner's order. No check-then-insert window.
 * Every line is priced by its item's source now (the client's prices are ignored) and keeps the
 * snapshot of what was ordered; tax, fees and shipping come from the database. The ordered items
 * leave the cart and the customer's unused invitation credit comes off this order's shipping fee,
 * all in the order's transaction, which also runs orderPlaced's transactional listeners; once
 * committed, the order is announced to the others.
 */
export async function createRetailOrder<Answer>(
  db: Database,
  purchasing: Purchasing,
  customer: User,
  input: CreateOrderInput,
  key: string,
  integrations: { exchangeRates: ExchangeRateSource; events: DomainEvents },
  answerOf: OrderAnswer<Answer>,
): Promise<CreateOrderResult & { answer: Answer }> {
  const lines = mergedLines(input)
  const hash = requestHash(input, lines)
  const replay = await existingOrder(db, customer.id, key, hash)
  if (replay) return { ...replay, answer: await answerOf(db, replay) }

  const info = input.order_info
  if (info.customer_id !== undefined && info.customer_id !== customer.id) throw forbidden()
  const address = await findOwnAddress(db, customer.id, info.shipment_info.address_id)
  if (!address) throw fieldError(422, 'orderAddressNotFound', 'order_info.shipment_info.address_id')

  const { shopId, priced, purchaseCost, serviceFee, totals, grossFreight, rate } = await priceOrder(
    purchasing,
    integrations.exchangeRates,
    lines,
    info,
  )

  const created = await withTransaction(db, async (tx) => {
    const checkoutId = input.checkout_key === undefined ? null : await checkoutOf(tx, customer.id, input.checkout_key)
    const [order] = await tx
      .insert(orders)
      .values({
        customerId: customer.id,
        idempotencyKey: key,
        requestHash: hash,
        shopId,
        shipmentMethodId: info.shipment_method_id,
        note: info.note,
        purchaseCost,
        purchaseCostCurrencyId: 'JPY',
        serviceFee,
        serviceFeeCurrencyId: info.service_fee_currency_id,
        paymentRate: rate.rate,
        estimatedFreightCharge: grossFreight,
        totalPayment: totals.total_payment,
        salesOrganizationId: info.sales_organization_id,
        transportOrganizationId: info.transport_organization_id,
        addressId: address.id,
        consignee: address.consignee,
        fullAddress: address.full_address,
        tel: address.tel,
        wardId: address.ward_id,
        shipmentNote: info.shipment_info.note,
        senderName: info.shipment_info.sender_name,
        senderTel: info.shipment_info.sender_tel,
        buyerInfo: input.buyer_info ?? null,
        checkoutId,
      })
      .onConflictDoNothing({ target: [orders.customerId, orders.idempotencyKey] })
      .returning({ id: orders.id })
    if (!order) return null
    await tx.insert(orderItems).values(priced.map(({ weightGrams: _weight, ...line }) => ({ ...line, orderId: order.id })))
    // A profile without a name or phone (an e-mail sign-up) takes the address's: staff find the customer by them.
    await fillProfileFromAddress(tx, customer.id, { name: address.consignee, tel: address.tel })
    await claimSoldOnceItems(tx, order.id, priced)
    await removeCartItems(
      tx,
      customer.id,
      priced.map((line) => ({ shopId: line.shopId, itemRef: line.itemRef })),
    )
    const credit = await spendInvitationCredit(tx, customer.id, order.id)
    if (credit > 0) {
      const freight = freightAfterCredit(grossFreight, credit)
      await tx
        .update(orders)
        .set({ estimatedFreightCharge: freight.charge, freightDiscount: freight.discount })
        .where(eq(orders.id, order.id))
    }
    await integrations.events.emitWithin(tx, 'orderPlaced', { orderId: order.id, customerId: customer.id })
    const result = { orderId: order.id, replayed: false }
    // The answer is read (and checked) before the commit: a failure there leaves no order behind.
    return { ...result, answer: await answerOf(tx, result) }
  })
  if (created !== null) {
    integrations.events.emit('orderPlaced', { orderId: created.orderId, customerId: customer.id })
    return created
  }
  // A parallel request with the same key won the race: answer its order.
  const winner = await existingOrder(db, customer.id, key, hash)
  if (!winner) throw new AppError(409, 'invalidRequest')
  return { ...winner, answer: await answerOf(db, winner) }
}
