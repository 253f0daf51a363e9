import { z } from 'zod'
import { BOX_NOTIFICATION_KEYS } from '@shared/orders/box-notification'
import { CARRIER_IDS, TRACKING_NUMBER_PATTERN } from '@shared/orders/carriers'
import { between, defineListContract, filter } from '@shared/http/list-contract'
import { paginatedSchema } from '@shared/http/list-query'
import { id, int, text } from '@shared/contracts/fields'
import { orderItemSchema, orderSchema } from '@shared/contracts/order'

/**
 * Orders in the staff console (issue 14): every customer's orders, listed by status, customer,
 * date and a search; one order with its lines, boxes and the statuses it may move to; moves along
 * the state machine (src/shared/orders/state-machine.ts); its charges; its boxes and their
 * warehouse events. Every write is audited.
 */
export const ADMIN_ORDER_PAGE_SIZE = 20

/**
 * GET /api/admin/orders: filter[status_id], filter[customer_id], filter[search] (the order id or
 * code OS…, the customer's e-mail, the consignee or phone), filter_between[created_at] (unix seconds).
 */
export const adminOrderListContract = defineListContract({
  filters: { status_id: filter.int(1, 10), customer_id: filter.int(), search: filter.text(100) },
  between: { created_at: between.unixSeconds() },
  sorts: ['created_at'],
  defaultSort: '-created_at',
  pageSize: { default: ADMIN_ORDER_PAGE_SIZE, max: 100 },
})

/** A listed order: status, customer, item count and first line included. */
export const adminOrderListSchema = paginatedSchema(orderSchema)
export type AdminOrderList = z.infer<typeof adminOrderListSchema>

export const adminOrderDetailSchema = z.object({
  /** With status, customer, shipment info and method, item count and owning boxes (notifications newest first). */
  order: orderSchema,
  items: z.array(orderItemSchema),
  /** Where the state machine lets it go from here, in the machine's order. */
  next_status_ids: z.array(z.number().int()),
})
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>
export const adminOrderDetailResponseSchema = z.object({ data: adminOrderDetailSchema })

const statusId = int({ min: 1, max: 10, invalid: 'orderStatusUnknown', required: 'orderStatusUnknown' })

/**
 * POST /api/admin/orders/{id}/transitions: `from_status_id` is the status the staff member saw. Cancelled
 * or OutOfStock after money was applied refunds all of it to the wallet (a reason is then required); Paid
 * needs the goods covered (the wallet pays what is missing if it can; else 422 naming it, or a reason). A
 * retry of a move already made answers the order as it is (no second audit entry); a move from a
 * status the order has since left is refused (409), and one the machine does not allow (422).
 */
export const orderTransitionBodySchema = z.strictObject({
  from_status_id: statusId,
  to_status_id: statusId,
  /**
   * Why: required to cancel or mark sold out an order money was applied to (the move refunds it to the
   * customer's wallet in the same transaction; the customer is told), and to mark Paid an order whose goods
   * the money applied and the customer's wallet do not cover (an override, audited).
   */
  reason: text(500, { trim: true }).optional(),
})
export type OrderTransitionBody = z.infer<typeof orderTransitionBodySchema>

/** At most this many orders move in one bulk request (a page of the console's list at its largest). */
export const BULK_TRANSITION_MAX = 100

/**
 * POST /api/admin/orders/transitions: move many orders to one status. Each goes through the same move as
 * one order (state machine, the member's role, the money rules: the reason below serves every order that
 * needs one), in its own transaction from the status it is in, so one refusal undoes no other move.
 */
export const bulkTransitionBodySchema = z.strictObject({
  order_ids: z
    .array(id({ invalid: 'orderNotFound', required: 'orderNotFound' }), { error: 'bulkOrdersRequired' })
    .min(1, { error: 'bulkOrdersRequired' })
    .max(BULK_TRANSITION_MAX, { error: 'bulkOrdersTooMany' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'bulkOrdersRepeated' }),
  to_status_id: statusId,
  reason: text(500, { trim: true }).optional(),
})
export type BulkTransitionBody = z.infer<typeof bulkTransitionBodySchema>

/** What a bulk move did: the orders moved (from → to) and those refused, each with its translated reason. */
export const bulkTransitionResultSchema = z.object({
  moved: z.array(z.object({ id: z.number().int(), from_status_id: z.number().int(), to_status_id: z.number().int() })),
  refused: z.array(z.object({ id: z.number().int(), code: z.string(), message: z.string() })),
})
export type BulkTransitionResult = z.infer<typeof bulkTransitionResultSchema>
export const bulkTransitionResponseSchema = z.object({ data: bulkTransitionResultSchema })

/** VND per JPY, as exchange rates are bounded. */
const paymentRate = z.number({ error: 'fieldInvalid' }).min(1, { error: 'fieldInvalid' }).max(10_000, { error: 'fieldInvalid' })

/**
 * PATCH /api/admin/orders/{id}: the payment rate (VND per JPY), the service fee (in the order's fee
 * currency) and the estimated freight (VND); total_payment follows. Not for a finished order.
 */
export const orderChargesBodySchema = z
  .strictObject({
    payment_rate: paymentRate.optional(),
    service_fee: int({ min: 0 }).optional(),
    estimated_freight_charge: int({ min: 0 }).optional(),
    /**
     * Required once money was applied to the order (chargesLocked in src/shared/orders): the change is then
     * an adjustment, audited and told to the customer with the new total and amount due.
     */
    reason: text(500, { trim: true }).optional(),
  })
  .refine((body) => [body.payment_rate, body.service_fee, body.estimated_freight_charge].some((value) => value !== undefined), {
    error: 'orderChargesEmpty',
  })
export type OrderChargesBody = z.infer<typeof orderChargesBodySchema>

/** A box's SKU as printed on its label. */
export const BOX_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/
/** POST /api/admin/orders/{id}/boxes: idempotent per (order, box_id): the same box again is the same box. */
export const addBoxBodySchema = z.strictObject({
  box_id: text(40, { trim: true, required: 'fieldRequired' }).regex(BOX_ID_PATTERN, { error: 'boxIdInvalid' }),
})
export type AddBoxBody = z.infer<typeof addBoxBodySchema>
export const ownedBoxResponseSchema = z.object({ data: z.object({ id: z.number().int(), order_id: z.number().int(), box_id: z.string() }) })

const areaId = text(40, { trim: true, required: 'fieldRequired' })
const note = text(500, { trim: true }).optional()

/**
 * POST /api/admin/boxes/{id}/events, with an Idempotency-Key header (a retried request records the
 * event once): one warehouse event of spec §3, its areas named by id (GET /api/areas).
 */
export const boxEventBodySchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('distributed'), area_id: areaId }),
    z.strictObject({ kind: z.literal('pick_in_container'), from_area_id: areaId, to_area_id: areaId }),
    z.strictObject({ kind: z.literal('pick_out_container'), area_id: areaId }),
    z.strictObject({
      kind: z.literal('shipping'),
      note,
      carrier: z.enum(CARRIER_IDS, { error: 'carrierUnknown' }),
      tracking_number: text(40, { trim: true, required: 'fieldRequired' }).refine((value) => TRACKING_NUMBER_PATTERN.test(value), {
        error: 'trackingNumberInvalid',
      }),
    }),
    z.strictObject({ kind: z.literal('cancel_distributed'), note }),
    z.strictObject({ kind: z.literal('received'), note }),
    z.strictObject({ kind: z.literal('refunded'), note }),
    z.strictObject({ kind: z.literal('cancelled'), note }),
  ],
  { error: 'boxEventKindInvalid' },
)
export type BoxEventBody = z.infer<typeof boxEventBodySchema>
export const BOX_EVENT_KINDS = BOX_NOTIFICATION_KEYS
export type BoxEventKind = BoxEventBody['kind']

/** POST /api/admin/box-events/{id}/void: a warehouse event recorded by mistake, voided with the reason the customer reads. */
export const boxEventVoidBodySchema = z.strictObject({ reason: text(300, { trim: true, required: 'fieldRequired' }) })
export type BoxEventVoidBody = z.infer<typeof boxEventVoidBodySchema>
export const boxEventVoidResponseSchema = z.object({
  data: z.object({ id: z.number().int(), owning_box_id: z.number().int(), voided: z.object({ reason: z.string(), at: z.number().int() }) }),
})

export const boxEventResponseSchema = z.object({ data: z.object({ id: z.number().int(), owning_box_id: z.number().int() }) })

/** The notification content an event is stored as: `{ kind: { …its fields } }`, notes left out when empty. */
export function boxEventContent(event: BoxEventBody): Record<string, Record<string, string>> {
  const { kind, ...fields } = event
  const detail = Object.fromEntries(Object.entries(fields).filter(([, value]) => typeof value === 'string' && value !== ''))
  return { [kind]: detail as Record<string, string> }
}
