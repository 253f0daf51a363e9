import { z } from 'zod'
import {
  addressBodySchema,
  addressIdParamsSchema,
  addressListContract,
  addressListSchema,
  addressResponseSchema,
} from '@shared/contracts/address'
import { notFound } from '@server/http/app-error'
import { listQuerySchema, paginated } from '@server/http/list-query'
import { errorResponses } from '@server/http/scopes'
import type { App } from '@server/http/types'
import { writeAndAnswer } from '@server/http/write-answer'
import { currentUser } from '@server/modules/users'
import { createAddress, deleteAddress, findOwnAddress, listAddresses, updateAddress } from './service'

const errors = errorResponses(404, 422)
const tags = ['addresses']
const writes = { rateLimitPolicy: 'addressWrites' } as const

/** The signed-in customer's address book; nobody reaches another customer's addresses (404). Customer scope. */
export async function addressRoutes(app: App) {
  app.get(
    '/api/addresses',
    {
      schema: {
        tags,
        summary: 'My addresses (filter[default]=1 for the default one)',
        querystring: listQuerySchema(addressListContract),
        response: { 200: addressListSchema, ...errors },
      },
    },
    async (request) => {
      const user = await currentUser(request)
      const rows = await listAddresses(app.db, user.id, { onlyDefault: request.query.filter.default === true })
      return paginated(rows, rows.length, 1, Math.max(rows.length, 1))
    },
  )

  app.get(
    '/api/addresses/:id',
    {
      schema: {
        tags,
        summary: 'One of my addresses',
        params: addressIdParamsSchema,
        response: { 200: addressResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await currentUser(request)
      const address = await findOwnAddress(app.db, user.id, request.params.id)
      if (!address) throw notFound()
      return { data: address }
    },
  )

  app.post(
    '/api/addresses',
    {
      config: writes,
      schema: {
        tags,
        summary: 'Add an address (consignee, tel, ward_id, address_detail, note, default)',
        body: addressBodySchema,
        response: { 201: addressResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request)
      const answer = await writeAndAnswer(request, app.db, async (tx) => ({ data: await createAddress(tx, user.id, request.body) }), 201)
      return reply.status(201).send(answer)
    },
  )

  app.put(
    '/api/addresses/:id',
    {
      config: writes,
      schema: {
        tags,
        summary: 'Replace an address',
        params: addressIdParamsSchema,
        body: addressBodySchema,
        response: { 200: addressResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await currentUser(request)
      return writeAndAnswer(request, app.db, async (tx) => ({ data: await updateAddress(tx, user.id, request.params.id, request.body) }))
    },
  )

  app.delete(
    '/api/addresses/:id',
    {
      config: writes,
      schema: { tags, summary: 'Remove an address', params: addressIdParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const user = await currentUser(request)
      await deleteAddress(app.db, user.id, request.params.id)
      return reply.status(204).send(null)
    },
  )
}
