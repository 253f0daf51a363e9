import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_REPLAYED_HEADER,
  createOrderBodySchema,
  createOrderResponseSchema,
  idempotencyKeySchema,
  markNotificationsReadBodySchema,
  orderAddressBodySchema,
  orderDetailContract,
  orderIdParamsSchema,
  orderItemListContract,
  orderItemListSchema,
  orderListContract,
  orderListSchema,
  orderNotificationFeedSchema,
  orderQuoteBodySchema,
  orderQuoteResponseSchema,
  orderResponseSchema,
} from '@shared/contracts/order'
import { AppError } from '@server/http/app-error'
import { listQuerySchema } from '@server/http/list-query'
import { errorResponses } from '@server/http/scopes'
import type { App } from '@server/http/types'
import { checkedAnswer, writeAndAnswer } from '@server/http/write-answer'
import type { DomainEvents } from '@server/events/domain-events'
import type { Purchasing } from '@server/modules/purchasing'
import type { ExchangeRateSource } from '@server/modules/rates'
import { currentUser } from '@server/modules/users'
import { markNotificationsRead, notificationFeed } from './boxes'
import { createRetailOrder, quoteOrders } from './create-order'
import { chooseOrderAddress } from './order-address'
import type { OrderMoney } from './order-money'
import { findOwnOrder, listOrderItems, listOrders, ownsOrder } from './order-queries'

const errors = errorResponses(403, 404, 422, 503)
const tags = ['orders']

/** The created order answers with what the order screen shows first. */
const createdShape = {
  include: new Set(['type', 'status', 'itemsCount', 'shipmentInfo', 'shipmentMethod']),
  append: new Set(['first_item']),
}

const notFoundOrder = () => new AppError(404, 'orderNotFound')

/** The key from the Idempotency-Key header and/or the body; both present must agree. */
function idempotencyKey(request: FastifyRequest, bodyKey: string | undefined): string {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER]
  const header = Array.isArray(raw) ? raw[0] : raw
  if (header !== undefined) {
    const parsed = idempotencyKeySchema.safeParse(header)
    if (!parsed.success) throw new AppError(400, 'idempotencyKeyInvalid', {}, { [IDEMPOTENCY_KEY_HEADER]: ['idempotencyKeyInvalid'] })
    if (bodyKey !== undefined && bodyKey !== header)
      throw new AppError(400, 'idempotencyKeyMismatch', {}, { idempotency_key: ['idempotencyKeyMismatch'] })
    return header
  }
  if (bodyKey === undefined) throw new AppError(400, 'idempotencyKeyRequired', {}, { idempotency_key: ['idempotencyKeyRequired'] })
  return bodyKey
}

/** Create order, my orders, their items, and the header's warehouse notification feed; items are priced through `purchasing`. Customer scope. */
export type OrderRouteDeps = { exchangeRates: ExchangeRateSource; events: DomainEvents; purchasing: Purchasing; orderMoney: OrderMoney }

export async function orderRoutes(app: App, { exchangeRates, events, purchasing, orderMoney }: OrderRouteDeps) {
  for (const path of ['/catalog/ikom-order/create-retail-order', '/catalog/ikom-order/create-retail-order-v2']) {
    app.post(
      path,
      {
        config: { rateLimitPolicy: 'orders' },
        schema: {
          tags,
          summary: 'Create one order for one shop group, exactly once per Idempotency-Key (header or body idempotency_key)',
          headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: z.string().optional() }).loose(),
          body: createOrderBodySchema,
          response: { 200: createOrderResponseSchema, 201: createOrderResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const customer = await currentUser(request)
        const key = idempotencyKey(request, request.body.idempotency_key)
        const result = await createRetailOrder(
          app.db,
          purchasing,
          customer,
          request.body,
          key,
          { exchangeRates, events },
          async (db, { orderId, replayed }) => {
            const order = await findOwnOrder(db, customer, orderId, { ...createdShape, locale: request.locale }, orderMoney)
            if (!order) throw notFoundOrder()
            return checkedAnswer(request, replayed ? 200 : 201, { data: order })
          },
        )
        reply.header(IDEMPOTENCY_REPLAYED_HEADER, String(result.replayed))
        return reply.status(result.replayed ? 200 : 201).send(result.answer)
      },
    )
  }

  app.post(
    '/catalog/ikom-order/quote',
    {
      schema: {
        tags,
        summary: "What a checkout's orders (one per shop group) will cost, with the figures of each order's payment; reads only",
        body: orderQuoteBodySchema,
        response: { 200: orderQuoteResponseSchema, ...errors },
      },
    },
    async (request) => {
      const customer = await currentUser(request)
      return { data: await quoteOrders(app.db, purchasing, customer, request.body, exchangeRates) }
    },
  )

  app.get(
    '/api/orders',
    {
      schema: {
        tags,
        summary: 'My orders (include=type,status,itemsCount,customer; append=first_item; sort=-created_at; page; filter[status_id])',
        querystring: listQuerySchema(orderListContract),
        response: { 200: orderListSchema, ...errors },
      },
    },
    async (request) => {
      const customer = await currentUser(request)
      const query = request.query
      return listOrders(
        app.db,
        customer,
        {
          include: query.include,
          append: query.append,
          locale: request.locale,
          statusId: query.filter.status_id,
          descending: query.sort?.descending ?? true,
          page: query.page,
          perPage: query.perPage,
        },
        orderMoney,
      )
    },
  )

  app.get(
    '/api/orders/:id',
    {
      schema: {
        tags,
        summary: 'One of my orders (include=status,shipmentInfo,shipmentMethod; append=owning_boxes); 404 for anyone else’s',
        params: orderIdParamsSchema,
        querystring: listQuerySchema(orderDetailContract),
        response: { 200: orderResponseSchema, ...errors },
      },
    },
    async (request) => {
      const customer = await currentUser(request)
      const order = await findOwnOrder(app.db, customer, request.params.id, { ...request.query, locale: request.locale }, orderMoney)
      if (!order) throw notFoundOrder()
      return { data: order }
    },
  )

  app.put(
    '/api/orders/:id/address',
    {
      config: { rateLimitPolicy: 'addressWrites' },
      schema: {
        tags,
        summary:
          'Choose the delivery address of one of my orders that has none (a lot won with an empty address book); 409 once it has one',
        params: orderIdParamsSchema,
        body: orderAddressBodySchema,
        response: { 200: orderResponseSchema, ...errorResponses(403, 404, 409, 422, 503) },
      },
    },
    async (request) => {
      const customer = await currentUser(request)
      return writeAndAnswer(request, app.db, async (tx) => {
        await chooseOrderAddress(tx, customer, request.params.id, request.body)
        const order = await findOwnOrder(tx, customer, request.params.id, { ...createdShape, locale: request.locale }, orderMoney)
        if (!order) throw notFoundOrder()
        return { data: order }
      })
    },
  )

  app.get(
    '/api/order/items',
    {
      schema: {
        tags,
        summary: 'Lines of one of my orders (filter[order_id] required; page; include=product; append=currency_id)',
        querystring: listQuerySchema(orderItemListContract),
        response: { 200: orderItemListSchema, ...errors },
      },
    },
    async (request) => {
      const customer = await currentUser(request)
      const query = request.query
      const orderId = query.filter.order_id
      if (orderId === undefined)
        throw new AppError(400, 'invalidQueryParameter', { name: 'filter[order_id]' }, { 'filter[order_id]': ['fieldRequired'] })
      if (!(await ownsOrder(app.db, customer.id, orderId))) throw notFoundOrder()
      return listOrderItems(app.db, orderId, {
        product: query.include.has('product'),
        currency: query.append.has('currency_id'),
        locale: request.locale,
        page: query.page,
        perPage: query.perPage,
      })
    },
  )

  app.get(
    '/api/order/notifications',
    {
      schema: {
        tags,
        summary: 'Newest warehouse notifications across my orders, with the unread count',
        response: { 200: orderNotificationFeedSchema, ...errors },
      },
    },
    async (request) => {
      const customer = await currentUser(request)
      return notificationFeed(app.db, customer.id, request.locale)
    },
  )

  app.post(
    '/api/order/notifications/read',
    {
      schema: {
        tags,
        summary: 'Mark my notifications read up to an id',
        body: markNotificationsReadBodySchema,
        response: { 200: orderNotificationFeedSchema, ...errors },
      },
    },
    async (request) => {
      const customer = await currentUser(request)
      return writeAndAnswer(request, app.db, async (tx) => {
        await markNotificationsRead(tx, customer.id, request.body.up_to_id)
        return notificationFeed(tx, customer.id, request.locale)
      })
    },
  )
}
