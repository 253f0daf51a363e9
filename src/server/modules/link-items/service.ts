import { randomBytes } from 'node:crypto'
import { and, asc, count, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm'
import type { AuditActor } from '@shared/contracts/admin/audit'
import type { CreateLinkItemInput, LinkItem, LinkItemLookupQuery, StaffLinkItem } from '@shared/contracts/link-item'
import { LINK_ITEM_REF_PREFIX } from '@shared/markets/link-items'
import { marketItemUrl } from '@shared/markets/item-url'
import type { Paginated } from '@shared/http/list-query'
import type { Database } from '@server/db/client'
import { AppError, notFound } from '@server/http/app-error'
import { paginated } from '@server/http/list-query'
import { auditedWrite } from '@server/modules/audit'
import { orderItems, orders } from '@server/modules/orders/tables'
import { NOTHING_APPLIED, positionOf, repriceUnpaidOrderLines } from '@server/modules/orders'
import type { Notifier } from '@server/modules/notifications'
import { walletOrderMoney } from '@server/modules/wallets'
import type { Purchasing } from '@server/modules/purchasing'
import { users } from '@server/modules/users'
import { linkItems } from './tables'

type LinkItemRow = typeof linkItems.$inferSelect

const seconds = (date: Date) => Math.floor(date.getTime() / 1000)

/** Unguessable: a line's reference names the item to whoever holds it, and only its owner made it. */
const newRef = () => `${LINK_ITEM_REF_PREFIX}${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`

export function toLinkItem(row: LinkItemRow): LinkItem {
  return {
    id: row.id,
    item_ref: row.ref,
    shop_id: row.shopId,
    item_id: row.itemId,
    url: row.url,
    name: row.name,
    price: row.price,
    confirmed_price: row.confirmedPrice,
    note: row.note,
    created_at: seconds(row.createdAt),
  }
}

/**
 * Records what the customer says of a market item the mirror does not know. An item the shop
 * knows is refused (its own page prices it); the same description again is the same link item.
 */
export async function createLinkItem(
  db: Database,
  purchasing: Purchasing,
  customerId: number,
  body: CreateLinkItemInput,
): Promise<LinkItem> {
  const [known] = await purchasing.quote([{ shopId: body.shop_id, itemRef: body.item_id }])
  if (known) throw new AppError(409, 'linkItemKnown', {}, { item_id: ['linkItemKnown'] })
  const same = and(
    eq(linkItems.customerId, customerId),
    eq(linkItems.shopId, body.shop_id),
    eq(linkItems.itemId, body.item_id),
    eq(linkItems.name, body.name),
    eq(linkItems.price, body.price),
    eq(linkItems.note, body.note),
  )
  const [earlier] = await db.select().from(linkItems).where(same).limit(1)
  if (earlier) return toLinkItem(earlier)
  const [row] = await db
    .insert(linkItems)
    .values({
      ref: newRef(),
      customerId,
      shopId: body.shop_id,
      itemId: body.item_id,
      url: marketItemUrl(body.shop_id, body.item_id),
      name: body.name,
      price: body.price,
      note: body.note,
    })
    .returning()
  return toLinkItem(row)
}

/** The customer's latest description of this market item, or null: the item's page shows it again instead of an empty form. */
export async function findOwnLinkItemFor(db: Database, customerId: number, query: LinkItemLookupQuery): Promise<LinkItem | null> {
  const [row] = await db
    .select()
    .from(linkItems)
    .where(and(eq(linkItems.customerId, customerId), eq(linkItems.shopId, query.shop_id), eq(linkItems.itemId, query.item_id)))
    .orderBy(desc(linkItems.id))
    .limit(1)
  return row ? toLinkItem(row) : null
}

export async function findOwnLinkItem(db: Database, customerId: number, ref: string): Promise<LinkItem> {
  const [row] = await db
    .select()
    .from(linkItems)
    .where(and(eq(linkItems.ref, ref), eq(linkItems.customerId, customerId)))
  if (!row) throw notFound()
  return toLinkItem(row)
}

/** The link items of these references (any customer's: a reference is only known to its holder). */
export function linkItemsByRef(db: Database, shopId: number, refs: readonly string[]): Promise<LinkItemRow[]> {
  if (refs.length === 0) return Promise.resolve([])
  return db
    .select()
    .from(linkItems)
    .where(and(eq(linkItems.shopId, shopId), inArray(linkItems.ref, [...refs])))
}

async function withCustomerAndOrders(db: Database, rows: LinkItemRow[]): Promise<StaffLinkItem[]> {
  if (rows.length === 0) return []
  const customers = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, [...new Set(rows.map((row) => row.customerId))]))
  const lines = await db
    .selectDistinct({ itemRef: orderItems.itemRef, id: orders.id, statusId: orders.statusId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      inArray(
        orderItems.itemRef,
        rows.map((row) => row.ref),
      ),
    )
    .orderBy(asc(orders.id))
  return rows.map((row) => ({
    ...toLinkItem(row),
    customer: customers.find((customer) => customer.id === row.customerId) ?? { id: row.customerId, email: null },
    orders: lines.filter((line) => line.itemRef === row.ref).map((line) => ({ id: line.id, status_id: line.statusId })),
  }))
}

/** Staff: link items whose price is still to confirm (or confirmed ones), oldest first. */
export async function listLinkItemsForStaff(
  db: Database,
  query: { confirmed: boolean; page: number; perPage: number },
): Promise<Paginated<StaffLinkItem>> {
  const where = query.confirmed ? isNotNull(linkItems.confirmedAt) : isNull(linkItems.confirmedAt)
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(linkItems)
      .where(where)
      .orderBy(asc(linkItems.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ total: count() }).from(linkItems).where(where),
  ])
  return paginated(await withCustomerAndOrders(db, rows), total, query.page, query.perPage)
}

export async function findLinkItemForStaff(db: Database, id: number): Promise<StaffLinkItem> {
  const rows = await db.select().from(linkItems).where(eq(linkItems.id, id))
  if (rows.length === 0) throw notFound()
  return (await withCustomerAndOrders(db, rows))[0]
}

/**
 * The orders among these holding a buy-by-link line whose price staff have not confirmed yet (the
 * orders' port, OrderMoney.awaitingPrice): no payment is offered and no money applied to them.
 */
export async function ordersAwaitingPrice(db: Database, orderIds: readonly number[]): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set()
  const rows = await db
    .selectDistinct({ orderId: orderItems.orderId })
    .from(orderItems)
    .innerJoin(linkItems, and(eq(linkItems.ref, orderItems.itemRef), eq(linkItems.shopId, orderItems.shopId)))
    .where(and(inArray(orderItems.orderId, [...orderIds]), isNull(linkItems.confirmedPrice)))
  return new Set(rows.map((row) => row.orderId))
}

/**
 * Staff confirm the price of a link item: its unpaid orders are repriced in the same transaction,
 * and the change is audited. Each repriced order no longer waiting for another price is open to
 * payment: its customer is told the new total and what is due now. The same price again changes nothing.
 */
export async function confirmLinkItemPrice(
  db: Database,
  actor: AuditActor,
  notifier: Notifier,
  id: number,
  price: number,
  now: Date,
): Promise<void> {
  await auditedWrite(db, actor, async (tx) => {
    const [row] = await tx.select().from(linkItems).where(eq(linkItems.id, id)).for('update')
    if (!row) throw notFound()
    if (row.confirmedPrice === price) return { result: null, audit: null }
    await tx
      .update(linkItems)
      .set({ confirmedPrice: price, confirmedAt: now, confirmedBy: actor.email ?? actor.uid })
      .where(eq(linkItems.id, id))
    const repriced = await repriceUnpaidOrderLines(tx, { shopId: row.shopId, itemRef: row.ref, price })
    await tellPriceConfirmed(
      tx,
      notifier,
      repriced.map((order) => order.orderId),
      now,
    )
    return {
      result: null,
      audit: {
        action: 'link_item.price',
        subjectType: 'link_item',
        subjectId: id,
        before: { stated_price: row.price, confirmed_price: row.confirmedPrice },
        after: {
          confirmed_price: price,
          orders: repriced.map((order) => ({
            id: order.orderId,
            purchase_cost: order.purchaseCostAfter,
            total_payment: order.totalPaymentAfter,
          })),
        },
      },
    }
  })
}

/** Tells each customer whose order no longer waits for a price its new total and amount due. */
async function tellPriceConfirmed(tx: Database, notifier: Notifier, orderIds: number[], at: Date): Promise<void> {
  if (orderIds.length === 0) return
  const stillPending = await ordersAwaitingPrice(tx, orderIds)
  const open = orderIds.filter((orderId) => !stillPending.has(orderId))
  if (open.length === 0) return
  const applied = await walletOrderMoney.applied(tx, open)
  const rows = await tx.select().from(orders).where(inArray(orders.id, open))
  for (const order of rows) {
    const position = positionOf(
      {
        status_id: order.statusId,
        purchase_cost: order.purchaseCost,
        service_fee: order.serviceFee,
        service_fee_currency_id: order.serviceFeeCurrencyId as 'JPY' | 'VND',
        payment_rate: Number(order.paymentRate),
        estimated_freight_charge: order.estimatedFreightCharge,
      },
      applied.get(order.id) ?? NOTHING_APPLIED,
    )
    await notifier.notify(tx, {
      kind: 'payment',
      customerId: order.customerId,
      at,
      params: {
        orderId: order.id,
        amount: position.goods_amount,
        applied: 0,
        due: position.amount_due,
        remainder: 0,
        about: 'price_confirmed',
      },
    })
  }
}
