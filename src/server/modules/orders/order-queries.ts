import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { isOwnShop, ownProductId, productPath } from '@shared/catalog/product-path'
import { ORDER_TYPES, orderCode, type Order, type OrderItem } from '@shared/contracts/order'
import type { Paginated } from '@shared/http/list-query'
import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locales'
import { shipmentMethodName } from '@shared/logistics/reference-names'
import type { User } from '@shared/contracts/user'
import { findShop } from '@shared/shops/registry'
import type { Database } from '@server/db/client'
import { paginated } from '@server/http/list-query'
import { shipmentMethods } from '@server/modules/logistics'
import { shopLogoUrl } from '@server/modules/media'
import { lineName } from '@server/modules/purchasing'
import { loadOwningBoxes } from './boxes'
import { type OrderMoney, withMoneyPositions } from './order-money'
import { orderItems, orders, orderStatuses } from './tables'

/** What an order answer carries, and the language its reference names (shipment method, warehouses) are in (vi by default). */
export type OrderShape = { include: ReadonlySet<string>; append: ReadonlySet<string>; locale?: Locale }
/** An order's shape and the reader's language (its first item's name and its reference names read in it). */
export type OrderView = OrderShape & { locale: Locale }

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000)
const itemsCount = sql<number>`(select count(*) from ${orderItems} oi where oi.order_id = ${orders.id})::int`

export const orderColumns = {
  order: orders,
  status: { id: orderStatuses.id, code: orderStatuses.code, name: orderStatuses.name },
  methodName: shipmentMethods.name,
  itemsCount,
}
export type OrderRow = {
  order: typeof orders.$inferSelect
  status: { id: number; code: string; name: string }
  methodName: string
  itemsCount: number
}

function selectOrders(db: Database) {
  return db
    .select(orderColumns)
    .from(orders)
    .innerJoin(orderStatuses, eq(orderStatuses.id, orders.statusId))
    .innerJoin(shipmentMethods, eq(shipmentMethods.id, orders.shipmentMethodId))
}

type ItemRow = typeof orderItems.$inferSelect

/** What of a line to answer, and the reader's language (a line's name reads in it when the line keeps translations). */
export type OrderItemShape = { product: boolean; currency: boolean; locale: Locale }

export function toOrderItem(row: ItemRow, shape: OrderItemShape): OrderItem {
  const productId = isOwnShop(row.shopId) ? ownProductId(row.itemRef) : null
  const shop = findShop(row.shopId)
  const item: OrderItem = {
    id: row.id,
    order_id: row.orderId,
    product_id: productId,
    shop_id: row.shopId,
    item_ref: row.itemRef,
    quantity: row.quantity,
    price: row.price,
    tax_percent: row.taxPercent,
    price_with_tax: row.priceWithTax,
    balance: row.balance,
    note: row.note,
    variant: row.variant,
    // Lines written before the shop was kept show the shop the line names.
    shop_name: row.shopName || (shop?.name ?? ''),
    shop_logo: row.shopLogo || (shop ? shopLogoUrl(shop.path) : ''),
  }
  if (shape.currency) item.currency_id = row.currencyId
  if (shape.product)
    item.product = { id: productId, name: lineName(row, shape.locale), image_url: row.imageUrl, url: productPath(row.shopId, row.itemRef) }
  return item
}

export function toOrder(row: OrderRow, customer: User, shape: OrderShape): Order {
  const { order } = row
  const result: Order = {
    id: order.id,
    code: orderCode(order.id),
    status_id: order.statusId,
    shipment_method_id: order.shipmentMethodId as Order['shipment_method_id'],
    shop_id: order.shopId,
    note: order.note,
    created_at: unixSeconds(order.createdAt),
    purchase_cost: order.purchaseCost,
    purchase_cost_currency_id: 'JPY',
    service_fee: order.serviceFee,
    service_fee_currency_id: order.serviceFeeCurrencyId as Order['service_fee_currency_id'],
    payment_rate: Number(order.paymentRate),
    estimated_freight_charge: order.estimatedFreightCharge,
    freight_discount: order.freightDiscount,
    total_payment: order.totalPayment,
    payment_currency_id: 'VND',
    // Filled by withAppends from the wallet ledger (order-money.ts); the actual freight once the boxes are weighed (weighing.ts).
    amount_paid: 0,
    amount_due: 0,
    amount_refunded: 0,
    freight_actual: order.freightActual,
    price_pending: false,
    needs_address: order.addressId === null,
    paid_override_reason: null,
    checkout_id: order.checkoutId,
  }
  const { include } = shape
  if (include.has('type')) result.type = { id: order.type, name: ORDER_TYPES[order.type as keyof typeof ORDER_TYPES] ?? order.type }
  if (include.has('status')) result.status = row.status
  if (include.has('itemsCount')) result.items_count = row.itemsCount
  if (include.has('customer')) result.customer = { id: customer.id, name: customer.name, email: customer.email }
  if (include.has('shipmentMethod'))
    result.shipment_method = {
      id: order.shipmentMethodId as Order['shipment_method_id'],
      name: shipmentMethodName(order.shipmentMethodId, shape.locale ?? DEFAULT_LOCALE, row.methodName),
    }
  if (include.has('shipmentInfo')) {
    result.shipment_info = {
      consignee: order.consignee,
      full_address: order.fullAddress,
      tel: order.tel,
      ward_id: order.wardId,
      note: order.shipmentNote,
      sender_name: order.senderName,
      sender_tel: order.senderTel,
    }
  }
  return result
}

/** Fills the money position (always) and the appends that need their own query (first_item, owning_boxes) for a page of orders. */
export async function withAppends(db: Database, list: Order[], shape: OrderView, money: OrderMoney): Promise<Order[]> {
  const ids = list.map((order) => order.id)
  if (ids.length === 0) return list
  await withMoneyPositions(db, list, money)
  if (shape.append.has('first_item')) {
    const firsts = await db
      .selectDistinctOn([orderItems.orderId])
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .orderBy(orderItems.orderId, asc(orderItems.position), asc(orderItems.id))
    const byOrder = new Map(firsts.map((item) => [item.orderId, item]))
    for (const order of list) {
      const first = byOrder.get(order.id)
      order.first_item = first ? toOrderItem(first, { product: true, currency: true, locale: shape.locale }) : null
    }
  }
  if (shape.append.has('owning_boxes')) {
    const boxes = await loadOwningBoxes(db, ids, shape.locale)
    for (const order of list) order.owning_boxes = boxes.get(order.id) ?? []
  }
  return list
}

export type OrderListOptions = OrderView & { statusId?: number; descending: boolean; page: number; perPage: number }

/** The customer's own orders, newest first by default; nobody else's ever. */
export async function listOrders(db: Database, customer: User, options: OrderListOptions, money: OrderMoney): Promise<Paginated<Order>> {
  const conditions: SQL[] = [eq(orders.customerId, customer.id)]
  if (options.statusId !== undefined) conditions.push(eq(orders.statusId, options.statusId))
  const where = and(...conditions)
  const direction = options.descending ? desc : asc
  const [rows, [{ total }]] = await Promise.all([
    selectOrders(db)
      .where(where)
      .orderBy(direction(orders.createdAt), direction(orders.id))
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage),
    db.select({ total: count() }).from(orders).where(where),
  ])
  const list = await withAppends(
    db,
    rows.map((row) => toOrder(row, customer, options)),
    options,
    money,
  )
  return paginated(list, total, options.page, options.perPage)
}

/** One of the customer's orders, or null (also when it is someone else's). */
export async function findOwnOrder(db: Database, customer: User, id: number, shape: OrderView, money: OrderMoney): Promise<Order | null> {
  const [row] = await selectOrders(db).where(and(eq(orders.id, id), eq(orders.customerId, customer.id)))
  if (!row) return null
  const [order] = await withAppends(db, [toOrder(row, customer, shape)], shape, money)
  return order
}

export async function ownsOrder(db: Database, customerId: number, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
  return Boolean(row)
}

/** A page of an order's lines in their ordered sequence (the caller checks ownership first). */
export async function listOrderItems(
  db: Database,
  orderId: number,
  options: OrderItemShape & { page: number; perPage: number },
): Promise<Paginated<OrderItem>> {
  const where = eq(orderItems.orderId, orderId)
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(where)
      .orderBy(asc(orderItems.position), asc(orderItems.id))
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage),
    db.select({ total: count() }).from(orderItems).where(where),
  ])
  return paginated(
    rows.map((row) => toOrderItem(row, options)),
    total,
    options.page,
    options.perPage,
  )
}
