import { z } from 'zod'
import { defineListContract, filter } from '@shared/http/list-contract'
import { paginatedSchema } from '@shared/http/list-query'
import { ORDER_TAX_PERCENT } from '@shared/orders/totals'
import { id, idParamsSchema, int, text } from './fields'
import { itemRefSchema, productIdSchema, shopIdSchema } from './item-ref'
import { areaSchema, orderStatusSchema, shipmentMethodSchema } from './reference'

/**
 * Orders (spec §3 Order, Order item, Box notification; §7 Create order, Orders list/detail/items).
 * Money: purchase_cost in purchase_cost_currency_id (JPY), service_fee in service_fee_currency_id,
 * total_payment and estimated_freight_charge in VND. payment_rate = VND per JPY at creation.
 * Dates are unix seconds.
 */

// ── Query conventions ────────────────────────────────────────────────────────────────────
export const ORDER_LIST_INCLUDES = ['type', 'status', 'itemsCount', 'customer', 'shipmentMethod', 'shipmentInfo'] as const
export const ORDER_LIST_APPENDS = ['first_item'] as const
export const ORDER_DETAIL_INCLUDES = ['type', 'status', 'itemsCount', 'customer', 'shipmentInfo', 'shipmentMethod'] as const
export const ORDER_DETAIL_APPENDS = ['owning_boxes', 'first_item'] as const
export const ORDER_ITEM_INCLUDES = ['product'] as const
export const ORDER_ITEM_APPENDS = ['currency_id'] as const
export const ORDER_PAGE_SIZE = 10
export const ORDER_ITEM_PAGE_SIZE = 10

/** GET /api/orders: mine, newest first (filter[own] is implied and accepted). */
export const orderListContract = defineListContract({
  filters: { status_id: filter.int(), own: filter.boolean() },
  includes: ORDER_LIST_INCLUDES,
  appends: ORDER_LIST_APPENDS,
  sorts: ['created_at'],
  defaultSort: '-created_at',
  pageSize: { default: ORDER_PAGE_SIZE, max: 50 },
})
/** GET /api/orders/{id}. */
export const orderDetailContract = defineListContract({
  filters: { own: filter.boolean() },
  includes: ORDER_DETAIL_INCLUDES,
  appends: ORDER_DETAIL_APPENDS,
})
/** GET /api/order/items: filter[order_id] is required. */
export const orderItemListContract = defineListContract({
  filters: { order_id: filter.int() },
  includes: ORDER_ITEM_INCLUDES,
  appends: ORDER_ITEM_APPENDS,
  pageSize: { default: ORDER_ITEM_PAGE_SIZE, max: 50 },
})

/** Organisations of a retail order: bought by the Japan sales unit, carried by the Vietnam transport unit. */
export const SALES_ORGANIZATION_ID = 'jp-sales'
export const TRANSPORT_ORGANIZATION_ID = 'vn-transport'
export const ORDER_TYPES = { retail: 'Bán lẻ', auction: 'Đấu giá' } as const

/** Order code shown to customers: OS + the id on six digits (OS000123). */
export function orderCode(id: number): string {
  return `OS${String(id).padStart(6, '0')}`
}

/** A reference as typed: an order's code (`OS001001`, any case) reads as the order's id that references store; anything else as it is. */
export function referenceIdOf(typed: string): string {
  const code = /^os0*(\d{1,15})$/i.exec(typed.trim())
  return code ? code[1] : typed
}

// ── Entities ─────────────────────────────────────────────────────────────────────────────
const orderItemProductSchema = z.object({
  /** Our own product's id; null for market items. */
  id: z.number().int().nullable(),
  name: z.string(),
  image_url: z.string(),
  /** The item's page in this app (src/shared/catalog/product-path.ts). */
  url: z.string(),
})

/**
 * An ordered line: an item of a shop, (shop_id, item_ref) as in the cart, with what the customer
 * ordered (name, image, price) kept as it was. `product_id` is our own product's id as before, or
 * null for a market item.
 */
export const orderItemSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  product_id: z.number().int().nullable(),
  shop_id: z.number().int(),
  item_ref: z.string(),
  quantity: z.number().int(),
  /** Unit price before tax, yen. */
  price: z.number().int(),
  tax_percent: z.number().int(),
  price_with_tax: z.number().int(),
  /** Line total: price_with_tax × quantity. */
  balance: z.number().int(),
  note: z.string(),
  /** With append=currency_id. */
  currency_id: z.string().optional(),
  /** With include=product (always on first_item). Name (in the reader's language) and image are as ordered. */
  product: orderItemProductSchema.optional(),
  /** The size or variant chosen, as the shop names it ('' when none). */
  variant: z.string(),
  /** The shop (market) the line was ordered from, as the cart showed it: its name and logo. */
  shop_name: z.string(),
  shop_logo: z.string(),
})
export type OrderItem = z.infer<typeof orderItemSchema>

const areaRefSchema = areaSchema.pick({ id: true, name: true })
const areaPlace = z.object({ area_id: z.string(), area: areaRefSchema.nullable().optional() })
const freeNote = z.object({ note: z.string().optional() })

/** Content of a box notification: exactly one of these keys, normally (spec §3, headline rule in src/shared/orders). */
export const boxNotificationContentSchema = z.object({
  distributed: areaPlace.optional(),
  pick_in_container: z
    .object({
      from_area_id: z.string(),
      to_area_id: z.string(),
      from_area: areaRefSchema.nullable().optional(),
      to_area: areaRefSchema.nullable().optional(),
    })
    .optional(),
  pick_out_container: areaPlace.optional(),
  /** Handed to a shipping partner in Vietnam: the carrier (src/shared/orders/carriers.ts) and its tracking number. */
  shipping: freeNote.extend({ carrier: z.string().optional(), tracking_number: z.string().optional() }).optional(),
  cancel_distributed: freeNote.optional(),
  received: freeNote.optional(),
  refunded: freeNote.optional(),
  cancelled: freeNote.optional(),
})
export type BoxNotificationContent = z.infer<typeof boxNotificationContentSchema>

/** A warehouse event staff voided (recorded by mistake): it stays in the timeline, struck through, with the reason. */
export const boxNotificationVoidSchema = z.object({ reason: z.string(), at: z.number().int() })
export const boxNotificationSchema = z.object({
  id: z.number().int(),
  created_at: z.number().int(),
  content: boxNotificationContentSchema,
  voided: boxNotificationVoidSchema.nullable().optional(),
})
export type BoxNotification = z.infer<typeof boxNotificationSchema>

/**
 * A box holding goods of the order; SKU = box_id. Notifications newest first. `weighing`: null until the
 * box is weighed at the Vietnamese warehouse; then its weight (grams), sides (cm) and its freight (whole đ).
 */
export const boxWeighingSchema = z.object({
  weight_grams: z.number().int(),
  length_cm: z.number().int(),
  width_cm: z.number().int(),
  height_cm: z.number().int(),
  area_id: z.string(),
  weighed_at: z.number().int(),
  freight_charge: z.number().int(),
})
export type BoxWeighing = z.infer<typeof boxWeighingSchema>
export const owningBoxSchema = z.object({
  id: z.number().int(),
  box_id: z.string(),
  notifications: z.array(boxNotificationSchema),
  weighing: boxWeighingSchema.nullable(),
})
export type OwningBox = z.infer<typeof owningBoxSchema>

export const shipmentInfoSchema = z.object({
  consignee: z.string(),
  full_address: z.string(),
  tel: z.string(),
  ward_id: z.string(),
  note: z.string(),
  sender_name: z.string(),
  sender_tel: z.string(),
})

export const orderSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  status_id: z.number().int(),
  shipment_method_id: shipmentMethodSchema.shape.id,
  shop_id: z.number().int(),
  note: z.string(),
  created_at: z.number().int(),
  /** Goods with tax, in purchase_cost_currency_id (JPY). */
  purchase_cost: z.number().int(),
  purchase_cost_currency_id: z.literal('JPY'),
  service_fee: z.number().int(),
  service_fee_currency_id: z.enum(['JPY', 'VND']),
  /** VND per JPY, fixed when the order was created. */
  payment_rate: z.number(),
  /** VND, after the invitation credit; counts only while the status shows it (src/shared/orders). */
  estimated_freight_charge: z.number().int(),
  /** VND taken off the shipping fee by invitation rewards. */
  freight_discount: z.number().int(),
  /** VND: purchase cost × payment_rate + service fee. */
  total_payment: z.number().int(),
  payment_currency_id: z.literal('VND'),
  /**
   * The money position (src/shared/orders/money-position.ts), VND: money applied to the order net of
   * refunds, what is due now (the goods, plus the freight once actual — never the estimate), what was
   * refunded to the wallet, and the actual freight once the boxes are priced (null until then).
   */
  amount_paid: z.number().int(),
  amount_due: z.number().int(),
  amount_refunded: z.number().int(),
  freight_actual: z.number().int().nullable(),
  /**
   * A buy-by-link line waits for staff to confirm its price: no payment is offered and no money is
   * applied to the order until then (a transfer naming it stays in the wallet).
   */
  price_pending: z.boolean(),
  /**
   * The order has no delivery address yet (a lot won by a customer with an empty address book): the
   * customer chooses one (PUT /api/orders/:id/address) before paying.
   */
  needs_address: z.boolean(),
  /** Why staff set Paid without the goods covered (the audited override), or null. */
  paid_override_reason: z.string().nullable(),
  /** The checkout that made the order with others (GET /api/checkouts/:id/payment pays them together), or null. */
  checkout_id: z.number().int().nullable().optional(),
  type: z.object({ id: z.string(), name: z.string() }).optional(),
  status: orderStatusSchema.optional(),
  items_count: z.number().int().optional(),
  customer: z.object({ id: z.number().int(), name: z.string().nullable(), email: z.string().nullable() }).optional(),
  shipment_method: shipmentMethodSchema.optional(),
  shipment_info: shipmentInfoSchema.optional(),
  first_item: orderItemSchema.nullable().optional(),
  owning_boxes: z.array(owningBoxSchema).optional(),
})
export type Order = z.infer<typeof orderSchema>

export const orderListSchema = paginatedSchema(orderSchema)
export type OrderList = z.infer<typeof orderListSchema>
export const orderResponseSchema = z.object({ data: orderSchema })
export const orderItemListSchema = paginatedSchema(orderItemSchema)
export type OrderItemList = z.infer<typeof orderItemListSchema>
export const orderIdParamsSchema = idParamsSchema

/** PUT /api/orders/:id/address: the delivery address, from the customer's book, of an order that has none. */
export const orderAddressBodySchema = z.object({
  address_id: id({ required: 'orderAddressRequired', invalid: 'orderAddressNotFound' }),
})
export type OrderAddressBody = z.infer<typeof orderAddressBodySchema>

// ── Create order ─────────────────────────────────────────────────────────────────────────
/**
 * Idempotency: every create carries a key, in the `Idempotency-Key` header or the body's
 * `idempotency_key` (both: they must be equal). The first request with a key creates the order;
 * any later or parallel request of the same customer with the same key answers that same order
 * (200, header Idempotent-Replayed: true) and changes nothing. Reusing a key for a different
 * order body is refused (422 idempotencyKeyReused). Make one key per shop group per checkout and
 * keep it for retries and offline replays.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key'
export const IDEMPOTENCY_REPLAYED_HEADER = 'idempotent-replayed'
const idempotencyKeyInvalid = { error: 'idempotencyKeyInvalid', abort: true }
/** 8 to 100 letters, digits, '_', '.', ':' or '-'. */
export const idempotencyKeySchema = z
  .string({ error: 'idempotencyKeyRequired' })
  .min(8, idempotencyKeyInvalid)
  .max(100, idempotencyKeyInvalid)
  .regex(/^[\w.:-]+$/, idempotencyKeyInvalid)

const shortText = (max: number) => text(max, { trim: true }).optional().default('')

/**
 * One ordered line: `product.shop_id` + `product.item_ref` (an item of a shop, as in the cart), or,
 * from clients before item references, `product.id` alone (our own product, whichever of our shops
 * sells it). The price fields are the client's view: the server prices every line from the item's
 * source when the order is created.
 */
export const createOrderItemSchema = z.object({
  price: z.number().optional(),
  quantity: int({ min: 1, max: 9999 }),
  tax_percent: int({ min: 0, max: 100 }).optional().default(ORDER_TAX_PERCENT),
  product: z
    .object({
      id: productIdSchema.optional(),
      shop_id: z.number({ error: 'fieldWrongType' }).int({ error: 'fieldInvalid' }).optional(),
      item_ref: itemRefSchema.optional(),
      name: text(500).optional(),
      image_url: text(2000).optional(),
      initial_price: z.number().optional(),
      price: z.number().optional(),
      height: z.number().optional(),
      weight: z.number().optional(),
      width: z.number().optional(),
      length: z.number().optional(),
    })
    .superRefine((product, context) => {
      if (product.item_ref !== undefined) {
        const shop = shopIdSchema.safeParse(product.shop_id)
        if (!shop.success) context.addIssue({ code: 'custom', path: ['shop_id'], message: shop.error.issues[0].message })
      } else if (product.id === undefined) {
        context.addIssue({ code: 'custom', path: ['item_ref'], message: 'fieldRequired' })
      }
    }),
})

/**
 * POST /catalog/ikom-order/create-retail-order (and -v2, same contract). One request = one order =
 * one shop group: every item must come from the same shop. Refusals of a line (422, field
 * `items.{i}`) are the cart's: not found, sold out, ended, unavailable, quantity too large. The delivery address comes from the
 * customer's address book (shipment_info.address_id); consignee/address/tel/ward_id sent beside it
 * are ignored in favour of the book's.
 */
export const createOrderBodySchema = z.object({
  idempotency_key: idempotencyKeySchema.optional(),
  /**
   * The same for every order of one checkout (one per shop group): the orders name one checkout and are
   * paid together (contracts/checkout.ts). Without it the order stands alone.
   */
  checkout_key: idempotencyKeySchema.optional(),
  order_info: z.object({
    shipment_info: z.object(
      {
        address_id: id({ required: 'orderAddressRequired', invalid: 'orderAddressNotFound' }),
        consignee: text(100).optional(),
        address: text(500).optional(),
        tel: text(30).optional(),
        ward_id: text(10).optional(),
        note: shortText(500),
        sender_name: shortText(100),
        sender_tel: shortText(30),
      },
      { error: 'orderAddressRequired' },
    ),
    shipment_method_id: z.enum(['air', 'sea'], { error: 'orderShipmentMethodInvalid' }),
    note: shortText(1000),
    /** When sent, must be the signed-in customer's id. */
    customer_id: id().optional(),
    purchase_cost_currency_id: z.literal('JPY', { error: 'fieldInvalid' }).optional().default('JPY'),
    service_fee_currency_id: z.enum(['JPY', 'VND'], { error: 'fieldInvalid' }).optional().default('JPY'),
    sales_organization_id: z.literal(SALES_ORGANIZATION_ID, { error: 'fieldInvalid' }).optional().default(SALES_ORGANIZATION_ID),
    transport_organization_id: z
      .literal(TRANSPORT_ORGANIZATION_ID, { error: 'fieldInvalid' })
      .optional()
      .default(TRANSPORT_ORGANIZATION_ID),
  }),
  items: z
    .array(createOrderItemSchema, { error: 'orderItemsRequired' })
    .min(1, { error: 'orderItemsRequired' })
    .max(100, { error: 'fieldTooLong' }),
  buyer_info: z
    .object({
      name: text(500).optional(),
      image_url: text(2000).optional(),
      price: z.number().optional(),
      url: text(2000).optional(),
      username: text(200).optional(),
      id: z.union([text(200), z.number()]).optional(),
      quantity: z.number().optional(),
    })
    .optional(),
})
export type CreateOrderBody = z.input<typeof createOrderBodySchema>
export type CreateOrderInput = z.output<typeof createOrderBodySchema>

/** The created (or replayed) order, with include=status,shipmentInfo,shipmentMethod and first_item. */
export const createOrderResponseSchema = z.object({ data: orderSchema })

// ── Checkout quote ──────────────────────────────────────────────────────────────────────
/** Most shop groups one checkout may quote (one order each). */
export const ORDER_QUOTE_MAX_ORDERS = 20

/**
 * POST /catalog/ikom-order/quote: what a checkout's orders will cost, one entry per order (shop
 * group) in the order they will be created, priced as creating them prices them. Reads only.
 */
export const orderQuoteBodySchema = z.object({
  shipment_method_id: z.enum(['air', 'sea'], { error: 'orderShipmentMethodInvalid' }),
  service_fee_currency_id: z.enum(['JPY', 'VND'], { error: 'fieldInvalid' }).optional().default('JPY'),
  orders: z
    .array(z.object({ items: createOrderBodySchema.shape.items }), { error: 'orderItemsRequired' })
    .min(1, { error: 'orderItemsRequired' })
    .max(ORDER_QUOTE_MAX_ORDERS, { error: 'fieldTooLong' }),
})
export type OrderQuoteBody = z.input<typeof orderQuoteBodySchema>
export type OrderQuoteInput = z.output<typeof orderQuoteBodySchema>

/** One future order: its figures as its order and payment pages will show them (VND but purchase_cost, in yen). */
export const orderQuoteEntrySchema = z.object({
  shop_id: z.number().int(),
  purchase_cost: z.number().int(),
  purchase_cost_vnd: z.number().int(),
  service_fee_vnd: z.number().int(),
  total_payment: z.number().int(),
  estimated_freight_charge: z.number().int(),
  freight_discount: z.number().int(),
  /** What this order's transfer will be: total_payment plus the estimated shipping. */
  grand_total: z.number().int(),
})
export const orderQuoteSchema = z.object({
  orders: z.array(orderQuoteEntrySchema),
  payment_rate: z.number(),
  /** The sum of every order's grand_total. */
  total: z.number().int(),
})
export type OrderQuote = z.infer<typeof orderQuoteSchema>
export const orderQuoteResponseSchema = z.object({ data: orderQuoteSchema })

// ── Header notifications ─────────────────────────────────────────────────────────────────
/** GET /api/order/notifications: the newest box notifications across my orders. */
export const ORDER_NOTIFICATION_FEED_SIZE = 20
export const orderNotificationSchema = boxNotificationSchema.extend({ order_id: z.number().int(), box_id: z.string(), read: z.boolean() })
export type OrderNotification = z.infer<typeof orderNotificationSchema>
export const orderNotificationFeedSchema = z.object({ data: z.array(orderNotificationSchema), unread_count: z.number().int() })
export type OrderNotificationFeed = z.infer<typeof orderNotificationFeedSchema>
/** POST /api/order/notifications/read: everything up to this notification id counts as read. */
export const markNotificationsReadBodySchema = z.object({ up_to_id: int({ min: 0 }) })
