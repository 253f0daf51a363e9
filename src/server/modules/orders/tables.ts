import { sql } from 'drizzle-orm'
import { ORDER_STATUS } from '@shared/orders/statuses'
import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { foldedSql } from '@server/db/fold'
import { areas, freightTariffs, shipmentMethods } from '@server/modules/logistics/tables'
import { lineSnapshotColumns } from '@server/modules/purchasing/tables'
import { shops } from '@server/modules/shops/tables'
import { users } from '@server/modules/users/tables'

/** Order statuses of spec §4; the badge colour is a client rule in src/shared. */
export const orderStatuses = pgTable('order_statuses', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
})

/**
 * One checkout of a customer: the orders it made (one per shop group) name it, so they are paid
 * together by one transfer (content: its code, checkoutCode in contracts/checkout.ts) or one wallet
 * payment. (customer_id, key) is unique: every order request of one checkout carries the same key.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('checkouts_customer_key_unique').on(table.customerId, table.key)],
)

/**
 * Customers' orders, one per shop group. (customer_id, idempotency_key) is unique: a repeated or
 * parallel create with the same key finds the first order instead of inserting a second one.
 * Money: purchase cost and service fee as created (yen unless the fee currency says VND),
 * dong amounts at payment_rate; the delivery address is a snapshot of the book's entry.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** sha256 of the normalised request: a key reused for another order is refused. */
    requestHash: text('request_hash').notNull(),
    type: text('type').notNull().default('retail'),
    statusId: integer('status_id')
      .notNull()
      .default(ORDER_STATUS.Newish)
      .references(() => orderStatuses.id),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    shipmentMethodId: text('shipment_method_id')
      .notNull()
      .references(() => shipmentMethods.id),
    note: text('note').notNull().default(''),
    purchaseCost: integer('purchase_cost').notNull(),
    purchaseCostCurrencyId: text('purchase_cost_currency_id').notNull().default('JPY'),
    serviceFee: integer('service_fee').notNull(),
    serviceFeeCurrencyId: text('service_fee_currency_id').notNull(),
    paymentRate: numeric('payment_rate', { precision: 14, scale: 6, mode: 'number' }).notNull(),
    estimatedFreightCharge: integer('estimated_freight_charge').notNull(),
    freightDiscount: integer('freight_discount').notNull().default(0),
    /** VND: the actual freight, the sum of the boxes' charges once every box is weighed (orders/weighing.ts); null until then. */
    freightActual: integer('freight_actual'),
    totalPayment: integer('total_payment').notNull(),
    salesOrganizationId: text('sales_organization_id').notNull(),
    transportOrganizationId: text('transport_organization_id').notNull(),
    addressId: integer('address_id'),
    consignee: text('consignee').notNull(),
    fullAddress: text('full_address').notNull(),
    tel: text('tel').notNull(),
    wardId: text('ward_id').notNull(),
    shipmentNote: text('shipment_note').notNull().default(''),
    senderName: text('sender_name').notNull().default(''),
    senderTel: text('sender_tel').notNull().default(''),
    buyerInfo: jsonb('buyer_info'),
    /** The checkout that made the order with others (paid together), or null. */
    checkoutId: integer('checkout_id').references(() => checkouts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_customer_idempotency_key_unique').on(table.customerId, table.idempotencyKey),
    index('orders_customer_created_idx').on(table.customerId, table.createdAt, table.id),
    index('orders_customer_status_idx').on(table.customerId, table.statusId),
    index('orders_checkout_idx').on(table.checkoutId, table.id),
    // The staff search: consignee and phone, accent- and case-insensitive, matched anywhere (modules/customers).
    index('orders_consignee_tel_folded_trgm_idx').using('gin', sql`${foldedSql(table.consignee, table.tel)} gin_trgm_ops`),
  ],
)

/**
 * Ordered lines: an item of a shop, (shop_id, item_ref) as in the cart, priced from its source at
 * creation, with the snapshot of what the customer ordered (name, image, prices, page, variant, shop).
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').notNull(),
    itemRef: text('item_ref').notNull(),
    position: integer('position').notNull(),
    ...lineSnapshotColumns(),
    quantity: integer('quantity').notNull(),
    taxPercent: integer('tax_percent').notNull(),
    priceWithTax: integer('price_with_tax').notNull(),
    balance: integer('balance').notNull(),
    currencyId: text('currency_id').notNull().default('JPY'),
    note: text('note').notNull().default(''),
  },
  (table) => [index('order_items_order_idx').on(table.orderId, table.position)],
)

/**
 * Unique items sold once (auction lots): the one order that bought each. Its primary key is what
 * makes a second order of the same lot impossible, whichever path writes the order.
 */
export const soldItems = pgTable(
  'sold_items',
  {
    shopId: integer('shop_id').notNull(),
    itemRef: text('item_ref').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    soldAt: timestamp('sold_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.shopId, table.itemRef] })],
)

/** Boxes in the warehouses holding an order's goods (box_id is the SKU shown to customers). */
export const owningBoxes = pgTable(
  'owning_boxes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    boxId: text('box_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The weighing at the Vietnamese warehouse (all null until weighed): weight in grams, sides in cm. */
    weightGrams: integer('weight_grams'),
    lengthCm: integer('length_cm'),
    widthCm: integer('width_cm'),
    heightCm: integer('height_cm'),
    weighedAreaId: text('weighed_area_id').references(() => areas.id),
    weighedAt: timestamp('weighed_at', { withTimezone: true }),
    /** Whole đ: the box's freight by the tariff in force when it was weighed (freightTariffs row `tariff_id`). */
    freightCharge: integer('freight_charge'),
    tariffId: integer('tariff_id').references(() => freightTariffs.id),
    /**
     * A box whose code an earlier box of another order already carried before codes were unique across
     * orders (migration 0026 marks them; the first box of each code stays the rule's): kept as it was
     * (its label is printed), left out of the unique rule. New boxes are never marked.
     */
    legacyDuplicate: boolean('legacy_duplicate').notNull().default(false),
  },
  (table) => [
    uniqueIndex('owning_boxes_order_box_unique').on(table.orderId, table.boxId),
    // A box code is one order's (README: Box codes): every box but the legacy duplicates.
    uniqueIndex('owning_boxes_box_unique').on(table.boxId).where(sql`NOT ${table.legacyDuplicate}`),
    // A scanned box code → its order (the staff search; box codes are compared upper-case).
    index('owning_boxes_box_upper_idx').on(sql`upper(${table.boxId})`),
  ],
)

/** Warehouse events of a box; content holds one key of spec §3 Box notification. */
export const boxNotifications = pgTable(
  'box_notifications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    owningBoxId: integer('owning_box_id')
      .notNull()
      .references(() => owningBoxes.id, { onDelete: 'cascade' }),
    content: jsonb('content').notNull(),
    /** The Idempotency-Key of the staff request that recorded it: a retried request records the event once. */
    requestKey: text('request_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Voided by staff (recorded by mistake): kept and shown struck through with the reason; never deleted. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
  },
  (table) => [index('box_notifications_box_idx').on(table.owningBoxId, table.createdAt)],
)

/** How far a customer has read the notification feed (the header's unread count). */
export const orderNotificationReads = pgTable('order_notification_reads', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastReadId: integer('last_read_id').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
