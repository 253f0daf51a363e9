import {
  confirmLinkItemBodySchema,
  createLinkItemBodySchema,
  linkItemLookupQuerySchema,
  linkItemLookupResponseSchema,
  linkItemRefParamsSchema,
  linkItemResponseSchema,
  staffLinkItemListContract,
  staffLinkItemListSchema,
  staffLinkItemResponseSchema,
} from '@shared/contracts/link-item'
import { idParamsSchema } from '@shared/contracts/fields'
import { listQuerySchema } from '@server/http/list-query'
import { errorResponses, staffOnly } from '@server/http/scopes'
import type { App } from '@server/http/types'
import { writeAndAnswer } from '@server/http/write-answer'
import type { Notifier } from '@server/modules/notifications'
import type { Purchasing } from '@server/modules/purchasing'
import { staffActor } from '@server/modules/audit'
import { currentUser } from '@server/modules/users'
import {
  confirmLinkItemPrice,
  createLinkItem,
  findLinkItemForStaff,
  findOwnLinkItem,
  findOwnLinkItemFor,
  listLinkItemsForStaff,
} from './service'

const tags = ['markets']

/** Customer scope: describe a market item the shop does not know, to buy it by its link (issue 13). */
export type LinkItemRouteDeps = { purchasing: Purchasing }

export async function linkItemRoutes(app: App, { purchasing }: LinkItemRouteDeps) {
  app.post(
    '/api/link-items',
    {
      config: { rateLimitPolicy: 'orders' },
      schema: {
        tags,
        summary: 'Buy by link: name and price (yen) of a market item the mirror does not know; its cart/order reference comes back',
        body: createLinkItemBodySchema,
        response: { 200: linkItemResponseSchema, 201: linkItemResponseSchema, ...errorResponses(409, 422) },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request)
      return reply.status(201).send({ data: await createLinkItem(app.db, purchasing, user.id, request.body) })
    },
  )

  app.get(
    '/api/link-items',
    {
      schema: {
        tags,
        summary: 'My latest description of a market item (shop_id, item_id), or data null: its page shows it again',
        querystring: linkItemLookupQuerySchema,
        response: { 200: linkItemLookupResponseSchema },
      },
    },
    async (request) => {
      const user = await currentUser(request)
      return { data: await findOwnLinkItemFor(app.db, user.id, request.query) }
    },
  )

  app.get(
    '/api/link-items/:ref',
    {
      schema: {
        tags,
        summary: 'One of my link items, by its reference',
        params: linkItemRefParamsSchema,
        response: { 200: linkItemResponseSchema },
      },
    },
    async (request) => {
      const user = await currentUser(request)
      return { data: await findOwnLinkItem(app.db, user.id, request.params.ref) }
    },
  )
}

/** Staff scope (under /api/admin): confirm the price of items bought by link; their unpaid orders follow, their customers are told. */
export type LinkItemStaffRouteDeps = { notifier: Notifier }

export async function linkItemStaffRoutes(app: App, { notifier }: LinkItemStaffRouteDeps) {
  app.get(
    '/link-items',
    {
      config: staffOnly('finance'),
      schema: {
        tags: ['admin'],
        summary: 'Items bought by link: filter[state]=to_confirm (default) or confirmed, oldest first, with customer and orders',
        querystring: listQuerySchema(staffLinkItemListContract),
        response: { 200: staffLinkItemListSchema },
      },
    },
    async (request) => {
      const { filter, page, perPage } = request.query
      return listLinkItemsForStaff(app.db, { confirmed: filter.state === 'confirmed', page, perPage })
    },
  )

  app.put(
    '/link-items/:id/price',
    {
      config: staffOnly('finance'),
      schema: {
        tags: ['admin'],
        summary:
          'Confirm the price (yen) of an item bought by link; its unpaid orders are repriced and their customers told the amount due; audited',
        params: idParamsSchema,
        body: confirmLinkItemBodySchema,
        response: { 200: staffLinkItemResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      return writeAndAnswer(request, app.db, async (tx) => {
        await confirmLinkItemPrice(tx, staffActor(request), notifier, request.params.id, request.body.price, app.clock.now())
        return { data: await findLinkItemForStaff(tx, request.params.id) }
      })
    },
  )
}
