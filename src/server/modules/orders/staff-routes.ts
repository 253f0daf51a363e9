import { z } from 'zod'
import {
  addBoxBodySchema,
  adminOrderDetailResponseSchema,
  adminOrderListContract,
  adminOrderListSchema,
  boxEventBodySchema,
  boxEventVoidBodySchema,
  boxEventVoidResponseSchema,
  boxEventResponseSchema,
  bulkTransitionBodySchema,
  bulkTransitionResponseSchema,
  orderChargesBodySchema,
  orderTransitionBodySchema,
  ownedBoxResponseSchema,
} from '@shared/contracts/admin/orders'
import { weighBoxBodySchema, weighBoxResponseSchema } from '@shared/contracts/admin/freight'
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_REPLAYED_HEADER, orderIdParamsSchema } from '@shared/contracts/order'
import { requireIdentity } from '@server/http/authentication'
import { requiredIdempotencyKey } from '@server/http/idempotency'
import { listQuerySchema } from '@server/http/list-query'
import { errorResponses, staffOnly } from '@server/http/scopes'
import type { App } from '@server/http/types'
import { writeAndAnswer } from '@server/http/write-answer'
import type { Notifier } from '@server/modules/notifications'
import { staffActor } from '@server/modules/audit'
import { csvExportRoute } from '@server/http/csv-export'
import { BOX_EXPORT_HEADER, ORDER_EXPORT_HEADER, boxExportRows, orderExportRows } from './exports'
import { translate } from '@server/i18n/messages'
import { transitionOrders } from './bulk-moves'
import type { OrderMoney } from './order-money'
import { addBoxForStaff, recordBoxEvent, voidBoxEvent } from './parcels'
import { updateOrderCharges } from './charges'
import { findOrderForStaff, listOrdersForStaff, transitionOrder } from './staff-orders'
import { weighBox } from './weighing'

const tags = ['admin']
const errors = errorResponses(404, 409, 422)

/** Staff scope (under /api/admin): every order, its moves along the state machine, its charges, boxes and warehouse events. */
export type OrderStaffRouteDeps = { notifier: Notifier; orderMoney: OrderMoney }

export async function orderStaffRoutes(app: App, { notifier, orderMoney }: OrderStaffRouteDeps) {
  app.get(
    '/orders',
    {
      config: staffOnly('finance', 'warehouse', 'support'),
      schema: {
        tags,
        summary:
          'Every order: filter[status_id], filter[customer_id], filter[search] (id or code, e-mail, consignee, phone), filter_between[created_at], sort=±created_at, page',
        querystring: listQuerySchema(adminOrderListContract),
        response: { 200: adminOrderListSchema },
      },
    },
    async (request) => {
      const { filter, between, sort, page, perPage } = request.query
      return listOrdersForStaff(
        app.db,
        {
          statusId: filter.status_id,
          customerId: filter.customer_id,
          search: filter.search,
          createdAt: between.created_at,
          descending: sort?.descending ?? true,
          page,
          perPage,
        },
        orderMoney,
        request.locale,
      )
    },
  )

  app.get(
    '/orders/:id',
    {
      config: staffOnly('finance', 'warehouse', 'support'),
      schema: {
        tags,
        summary: 'One order with all its lines, boxes and the statuses it may move to',
        params: orderIdParamsSchema,
        response: { 200: adminOrderDetailResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await findOrderForStaff(app.db, request.params.id, orderMoney, request.locale) }),
  )

  csvExportRoute(app, {
    kind: 'orders',
    roles: ['finance', 'warehouse', 'support'],
    tags,
    rowsAre: 'The orders created',
    header: ORDER_EXPORT_HEADER,
    rows: (range) => orderExportRows(app.db, range),
  })

  csvExportRoute(app, {
    kind: 'boxes',
    roles: ['finance', 'warehouse', 'support'],
    tags,
    rowsAre: 'The boxes opened',
    header: BOX_EXPORT_HEADER,
    rows: (range) => boxExportRows(app.db, range),
  })

  app.post(
    '/orders/transitions',
    {
      config: staffOnly('finance', 'warehouse'),
      schema: {
        tags,
        summary:
          'Move up to 100 orders to one status, each as one move (state machine, role, money rules; the reason serves each that needs one), each kept or undone on its own, all in one transaction (a failure writes none): what moved and what was refused, with each reason; audited per order',
        body: bulkTransitionBodySchema,
        response: { 200: bulkTransitionResponseSchema, ...errors },
      },
    },
    async (request) => {
      // One transaction: each move is a savepoint of its own (a refused one undoes only itself); a failure writes none.
      return writeAndAnswer(request, app.db, async (tx) => {
        const { moved, refused } = await transitionOrders(
          tx,
          staffActor(request),
          requireIdentity(request).staffRoles,
          request.body,
          notifier,
          orderMoney,
        )
        const locale = request.locale
        return {
          data: {
            moved,
            refused: refused.map(({ id, messageKey, params }) => ({
              id,
              code: messageKey,
              message: translate(locale, messageKey, params),
            })),
          },
        }
      })
    },
  )

  app.post(
    '/orders/:id/transitions',
    {
      config: staffOnly('finance', 'warehouse'),
      schema: {
        tags,
        summary:
          'Move the order from the status seen to an allowed next one (a retry of the move made is answered as done); Cancelled/OutOfStock refunds money applied to the wallet (reason required then); audited',
        params: orderIdParamsSchema,
        body: orderTransitionBodySchema,
        response: { 200: adminOrderDetailResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      let replayed = false
      const answer = await writeAndAnswer(request, app.db, async (tx) => {
        ;({ replayed } = await transitionOrder(
          tx,
          staffActor(request),
          requireIdentity(request).staffRoles,
          request.params.id,
          request.body,
          notifier,
          orderMoney,
        ))
        return { data: await findOrderForStaff(tx, request.params.id, orderMoney, request.locale) }
      })
      reply.header(IDEMPOTENCY_REPLAYED_HEADER, String(replayed))
      return answer
    },
  )

  app.patch(
    '/orders/:id',
    {
      config: staffOnly('finance', 'warehouse', 'support'),
      schema: {
        tags,
        summary:
          'Set payment_rate, service_fee and estimated_freight_charge (total_payment follows); once money was applied an adjustment: reason required, the customer told; audited',
        params: orderIdParamsSchema,
        body: orderChargesBodySchema,
        response: { 200: adminOrderDetailResponseSchema, ...errors },
      },
    },
    async (request) => {
      return writeAndAnswer(request, app.db, async (tx) => {
        await updateOrderCharges(tx, staffActor(request), request.params.id, request.body, orderMoney, notifier, app.clock.now())
        return { data: await findOrderForStaff(tx, request.params.id, orderMoney, request.locale) }
      })
    },
  )

  app.post(
    '/orders/:id/boxes',
    {
      config: staffOnly('warehouse'),
      schema: {
        tags,
        summary: 'Put the order’s goods in a box (the same box id again is the same box); audited',
        params: orderIdParamsSchema,
        body: addBoxBodySchema,
        response: { 200: ownedBoxResponseSchema, 201: ownedBoxResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { box, created } = await addBoxForStaff(app.db, staffActor(request), request.params.id, request.body.box_id)
      return reply.status(created ? 201 : 200).send({ data: box })
    },
  )

  app.put(
    '/boxes/:id/weight',
    {
      config: staffOnly('warehouse'),
      schema: {
        tags,
        summary:
          'Record a box weighed at a Vietnamese warehouse (kg, cm): priced by the tariff in force; the order’s actual freight follows; audited',
        params: orderIdParamsSchema,
        body: weighBoxBodySchema,
        response: { 200: weighBoxResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await weighBox(app.db, staffActor(request), { owningBoxId: request.params.id, body: request.body, now: app.clock.now() }),
    }),
  )

  app.post(
    '/boxes/:id/events',
    {
      config: staffOnly('warehouse'),
      schema: {
        tags,
        summary: 'Record a warehouse event of a box, once per Idempotency-Key; the customer sees it at once; audited',
        params: orderIdParamsSchema,
        headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: z.string().optional() }).loose(),
        body: boxEventBodySchema,
        response: { 200: boxEventResponseSchema, 201: boxEventResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const key = requiredIdempotencyKey(request)
      const input = { owningBoxId: request.params.id, event: request.body, key, at: app.clock.now() }
      const { replayed, ...recorded } = await recordBoxEvent(app.db, staffActor(request), input, notifier)
      reply.header(IDEMPOTENCY_REPLAYED_HEADER, String(replayed))
      return reply.status(replayed ? 200 : 201).send({ data: recorded })
    },
  )

  app.post(
    '/box-events/:id/void',
    {
      config: staffOnly('warehouse'),
      schema: {
        tags,
        summary: 'Void a warehouse event recorded by mistake, with the reason the customer reads; it stays, struck through; audited',
        params: orderIdParamsSchema,
        body: boxEventVoidBodySchema,
        response: { 200: boxEventVoidResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await voidBoxEvent(
        app.db,
        staffActor(request),
        { notificationId: request.params.id, body: request.body, at: app.clock.now() },
        notifier,
      ),
    }),
  )
}
