import { and, asc, count, desc, eq, gte, like, lte, or, type SQL } from 'drizzle-orm'
import { foldSearchText } from '@shared/catalog/search-text'
import type { AdminOrderDetail, OrderTransitionBody } from '@shared/contracts/admin/orders'
import type { AuditActor } from '@shared/contracts/admin/audit'
import type { Order } from '@shared/contracts/order'
import type { Paginated } from '@shared/http/list-query'
import type { Locale } from '@shared/i18n/locales'
import { ORDER_STATUS } from '@shared/orders/statuses'
import { canMoveOrder, nextOrderStatuses, orderStatusName } from '@shared/orders/state-machine'
import { freightToDebit, isVoidedOrderStatus } from '@shared/orders'
import { mayMoveOrderTo, type StaffRole } from '@shared/staff/roles'
import { formatDong } from '@shared/money/money'
import type { Database } from '@server/db/client'
import { foldedSql } from '@server/db/fold'
import { containing } from '@server/db/like'
import type { Notifier } from '@server/modules/notifications'
import { AppError } from '@server/http/app-error'
import { paginated } from '@server/http/list-query'
import { auditedWrite } from '@server/modules/audit'
import { shipmentMethods } from '@server/modules/logistics'
import { users } from '@server/modules/users'
import { firstItemImage } from './order-images'
import { NOTHING_APPLIED, positionOf, type OrderMoney } from './order-money'
import { orderColumns, toOrder, toOrderItem, withAppends, type OrderShape } from './order-queries'
import { releaseSoldOnceItems } from './sold-once'
import { orderItems, orders, orderStatuses } from './tables'

const INCLUDES = new Set(['type', 'status', 'itemsCount', 'customer', 'shipmentInfo', 'shipmentMethod'])
const LIST_SHAPE: OrderShape = { include: INCLUDES, append: new Set(['first_item']) }
const DETAIL_SHAPE: OrderShape = { include: INCLUDES, append: new Set(['first_item', 'owning_boxes']) }

export const orderNotFound = () => new AppError(404, 'orderNotFound')

function selectOrdersWithCustomers(db: Database) {
  return db
    .select({ ...orderColumns, customer: { id: users.id, name: users.name, email: users.email, tel: users.tel } })
    .from(orders)
    .innerJoin(orderStatuses, eq(orderStatuses.id, orders.statusId))
    .innerJoin(shipmentMethods, eq(shipmentMethods.id, orders.shipmentMethodId))
    .innerJoin(users, eq(users.id, orders.customerId))
}

/**
 * The search box: an order id or code (OS000123), else part of the customer's name or e-mail, the consignee or their
 * phone — accents and case aside (the folded trigram indexes of migration 0026).
 */
function searchCondition(search: string): SQL {
  const id = /^(?:OS)?0*(\d{1,9})$/i.exec(search)?.[1]
  const folded = containing(foldSearchText(search))
  const text = or(like(foldedSql(users.name, users.tel, users.email), folded), like(foldedSql(orders.consignee, orders.tel), folded))!
  return id ? or(eq(orders.id, Number(id)), text)! : text
}

export type StaffOrderQuery = {
  statusId?: number
  customerId?: number
  search?: string
  createdAt?: [number, number]
  descending: boolean
  page: number
  perPage: number
}

/** Every customer's orders, newest first by default. */
export async function listOrdersForStaff(
  db: Database,
  query: StaffOrderQuery,
  money: OrderMoney,
  locale: Locale,
): Promise<Paginated<Order>> {
  const conditions: SQL[] = []
  if (query.statusId !== undefined) conditions.push(eq(orders.statusId, query.statusId))
  if (query.customerId !== undefined) conditions.push(eq(orders.customerId, query.customerId))
  if (query.search) conditions.push(searchCondition(query.search))
  if (query.createdAt) {
    conditions.push(gte(orders.createdAt, new Date(query.createdAt[0] * 1000)), lte(orders.createdAt, new Date(query.createdAt[1] * 1000)))
  }
  const where = and(...conditions)
  const direction = query.descending ? desc : asc
  const [rows, [{ total }]] = await Promise.all([
    selectOrdersWithCustomers(db)
      .where(where)
      .orderBy(direction(orders.createdAt), direction(orders.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ total: count() }).from(orders).innerJoin(users, eq(users.id, orders.customerId)).where(where),
  ])
  const shape = { ...LIST_SHAPE, locale }
  const list = await withAppends(
    db,
    rows.map((row) => toOrder(row, row.customer, shape)),
    shape,
    money,
  )
  return paginated(list, total, query.page, query.perPage)
}

/** One order as staff see it: everything, all its lines and where it may go next. */
export async function findOrderForStaff(db: Database, id: number, money: OrderMoney, locale: Locale): Promise<AdminOrderDetail> {
  const [row] = await selectOrdersWithCustomers(db).where(eq(orders.id, id))
  if (!row) throw orderNotFound()
  const shape = { ...DETAIL_SHAPE, locale }
  const [[order], lines] = await Promise.all([
    withAppends(db, [toOrder(row, row.customer, shape)], shape, money),
    db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.position), asc(orderItems.id)),
  ])
  return {
    order,
    items: lines.map((line) => toOrderItem(line, { product: true, currency: true, locale })),
    next_status_ids: nextOrderStatuses(order.status_id),
  }
}

export async function lockOrder(tx: Database, id: number) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update')
  if (!row) throw orderNotFound()
  return row
}

const statusNames = (from: number, to: number) => ({ from: orderStatusName(from) ?? String(from), to: orderStatusName(to) ?? String(to) })

/**
 * Moves an order along the state machine, under a lock on the order: a move the machine does not
 * allow is refused (422); a retry of the move just made changes nothing (no second audit entry);
 * a move from a status the order has meanwhile left is refused (409), so two staff members never
 * overwrite each other's move. The customer is told (centre and push) in the same transaction.
 */
export async function transitionOrder(
  db: Database,
  actor: AuditActor,
  roles: readonly StaffRole[],
  id: number,
  body: OrderTransitionBody,
  notifier: Notifier,
  money: OrderMoney,
): Promise<{ replayed: boolean }> {
  const from = body.from_status_id
  const to = body.to_status_id
  // Warehouse moves goods up to delivery; moves that move money are finance's (@shared/staff/roles).
  if (!mayMoveOrderTo(roles, to)) throw new AppError(403, 'staffRoleMissing')
  const moved = await auditedWrite(db, actor, async (tx) => {
    const order = await lockOrder(tx, id)
    if (!canMoveOrder(from, to))
      throw new AppError(422, 'orderTransitionNotAllowed', statusNames(from, to), { to_status_id: ['orderTransitionNotAllowed'] })
    if (order.statusId === to) return { result: null, audit: null }
    if (order.statusId !== from) throw new AppError(409, 'orderStatusChanged', { status: orderStatusName(order.statusId) ?? '' })
    const at = new Date()
    const refunded = isVoidedOrderStatus(to) ? await refundOnVoid(tx, actor, order, body, money, notifier, at) : 0
    const payment = to === ORDER_STATUS.Paid ? await coverGoods(tx, actor, order, body, money, notifier, at) : null
    const freight = to === ORDER_STATUS.Debited ? await debitActualFreight(tx, actor, order, money, notifier, at) : null
    await tx.update(orders).set({ statusId: to, updatedAt: at }).where(eq(orders.id, id))
    if (to === ORDER_STATUS.Cancelled) await releaseSoldOnceItems(tx, id)
    const imageUrl = await firstItemImage(tx, id)
    await notifier.notify(tx, { kind: 'order_status', customerId: order.customerId, at, params: { orderId: id, statusId: to, imageUrl } })
    return {
      result: { customerId: order.customerId },
      audit: {
        action: 'order.transition',
        subjectType: 'order',
        subjectId: id,
        before: { status_id: from, status: orderStatusName(from) },
        after: {
          status_id: to,
          status: orderStatusName(to),
          ...(refunded > 0 ? { refunded, reason: body.reason } : {}),
          ...(payment ?? {}),
          ...(freight ?? {}),
        },
      },
    }
  })
  return { replayed: !moved }
}

export const chargesOf = (order: typeof orders.$inferSelect) => ({
  status_id: order.statusId,
  purchase_cost: order.purchaseCost,
  service_fee: order.serviceFee,
  service_fee_currency_id: order.serviceFeeCurrencyId as 'JPY' | 'VND',
  payment_rate: Number(order.paymentRate),
  estimated_freight_charge: order.estimatedFreightCharge,
  freight_actual: order.freightActual,
})

/**
 * → Debited takes the actual freight from the customer's dong wallet, in the move's transaction: a
 * shipping_fee entry naming the order, of the actual freight less any of it already paid (freightToDebit).
 * Refused (422) while no actual freight is known (a box not weighed), or with the amount missing when the
 * wallet's available amount cannot cover it. The customer is told (centre + push).
 */
async function debitActualFreight(
  tx: Database,
  actor: AuditActor,
  order: typeof orders.$inferSelect,
  money: OrderMoney,
  notifier: Notifier,
  at: Date,
): Promise<{ freight_actual: number; freight_debited: number }> {
  const applied = (await money.applied(tx, [order.id])).get(order.id) ?? NOTHING_APPLIED
  const position = positionOf(chargesOf(order), applied)
  const amount = freightToDebit(position)
  if (amount === null || position.freight_actual === null)
    throw new AppError(422, 'orderFreightNotWeighed', {}, { to_status_id: ['orderFreightNotWeighed'] })
  if (amount === 0) return { freight_actual: position.freight_actual, freight_debited: 0 }
  const debited = await money.debitFreight(tx, actor, { customerId: order.customerId, orderId: order.id, amount, at })
  if ('missing' in debited)
    throw new AppError(
      422,
      'orderFreightShort',
      { freight: formatDong(amount), missing: formatDong(debited.missing) },
      { to_status_id: ['orderFreightShort'] },
    )
  await notifier.notify(tx, {
    kind: 'payment',
    customerId: order.customerId,
    at,
    key: `wallet-entry-${debited.transactionId}`,
    params: {
      orderId: order.id,
      amount,
      applied: amount,
      due: Math.max(position.amount_due - amount, 0),
      remainder: 0,
      entry: 'freight',
      balance: debited.balance,
      currency: 'VND',
    },
  })
  return { freight_actual: position.freight_actual, freight_debited: amount }
}

/**
 * → Paid only when the goods amount is covered by money applied to the order: what is missing is paid
 * from the customer's wallet (what it has available, applied now); if that is not enough the move is
 * refused with the amount missing, unless staff give a reason to override (audited, `override_reason`: the
 * order's answers show it as paid_override_reason). An order awaiting a buy-by-link price takes nothing
 * from the wallet. What was applied.
 */
async function coverGoods(
  tx: Database,
  actor: AuditActor,
  order: typeof orders.$inferSelect,
  body: OrderTransitionBody,
  money: OrderMoney,
  notifier: Notifier,
  at: Date,
): Promise<{ paid_from_wallet: number; amount_paid: number; override_reason?: string; missing?: number }> {
  const applied = (await money.applied(tx, [order.id])).get(order.id) ?? NOTHING_APPLIED
  const before = positionOf(chargesOf(order), applied)
  const shortfall = Math.max(before.goods_amount - before.amount_paid, 0)
  // An order whose buy-by-link price awaits staff takes no money (only an override reason moves it).
  const gated = (await money.awaitingPrice(tx, [order.id])).has(order.id)
  const fromWallet =
    shortfall > 0 && !gated
      ? await money.payFromWallet(tx, actor, { customerId: order.customerId, orderId: order.id, upTo: shortfall, at })
      : 0
  const missing = shortfall - fromWallet
  if (missing > 0 && !body.reason)
    throw new AppError(422, 'orderPaidNotCovered', { missing: formatDong(missing) }, { reason: ['orderPaidNotCovered'] })
  if (fromWallet > 0)
    await notifier.notify(tx, {
      kind: 'payment',
      customerId: order.customerId,
      at,
      params: {
        orderId: order.id,
        amount: fromWallet,
        applied: fromWallet,
        due: Math.max(before.amount_due - fromWallet, 0),
        remainder: 0,
      },
    })
  const result = { paid_from_wallet: fromWallet, amount_paid: before.amount_paid + fromWallet }
  return missing > 0 ? { ...result, override_reason: body.reason, missing } : result
}

/**
 * Cancelling or marking sold out an order money was applied to: all of it goes back to the customer's
 * wallet in the move's transaction (a reason is required and told to the customer). The refunded amount.
 */
async function refundOnVoid(
  tx: Database,
  actor: AuditActor,
  order: typeof orders.$inferSelect,
  body: OrderTransitionBody,
  money: OrderMoney,
  notifier: Notifier,
  at: Date,
): Promise<number> {
  const applied = (await money.applied(tx, [order.id])).get(order.id) ?? NOTHING_APPLIED
  const amount = positionOf(chargesOf(order), applied).amount_paid
  if (amount === 0) return 0
  if (!body.reason)
    throw new AppError(422, 'orderRefundReasonRequired', { amount: formatDong(amount) }, { reason: ['orderRefundReasonRequired'] })
  await money.refund(tx, actor, { customerId: order.customerId, orderId: order.id, amount, reason: body.reason, at })
  await notifier.notify(tx, {
    kind: 'payment',
    customerId: order.customerId,
    at,
    params: { orderId: order.id, amount, applied: 0, due: 0, remainder: amount, refund: amount, reason: body.reason },
  })
  return amount
}

/** How many orders are in each status (every status, zero included): the dashboard's to-do counts. */
export async function countOrdersByStatus(db: Database): Promise<Record<string, number>> {
  const rows = await db.select({ statusId: orders.statusId, total: count() }).from(orders).groupBy(orders.statusId)
  const statuses = await db.select({ id: orderStatuses.id }).from(orderStatuses)
  return Object.fromEntries(statuses.map(({ id }) => [String(id), rows.find((row) => row.statusId === id)?.total ?? 0]))
}
