import { z } from 'zod'
import {
  addressBodySchema,
  addressIdParamsSchema,
  addressListContract,
  addressListSchema,
  addressResponseSchema,
} from '@shared/contracts/address'
import { apiErrorSchema } from '@shared/contracts/api-error'
import { requireIdentity } from '@server/http/authentication'
import { notFound } from '@server/http/app-error'
import { listQuerySchema, paginated } from '@server/http/list-query'
import type { App } from '@server/http/types'
import { currentUser } from '@server/modules/users/current-user'
import { createAddress, deleteAddress, findOwnAddress, listAddresses, updateAddress } from './service'

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema }
// Sign-in is checked before the body, so a visitor learns they must sign in, not what to fix.
const signedIn = { preValidation: async (request: Parameters<typeof requireIdentity>[0]) => void requireIdentity(request) }
const tags = ['addresses']
const security = [{ bearer: [] }]

/** The signed-in customer's address book; nobody reaches another customer's addresses (404). */
export async function addressRoutes(app: App) {
  app.get(
    '/api/addresses',
    {
      ...signedIn,
      schema: {
        tags,
        security,
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
      ...signedIn,
      schema: {
        tags,
        security,
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
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Add an address (consignee, tel, ward_id, address_detail, note, default)',
        body: addressBodySchema,
        response: { 201: addressResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request)
      return reply.status(201).send({ data: await createAddress(app.db, user.id, request.body) })
    },
  )

  app.put(
    '/api/addresses/:id',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Replace an address',
        params: addressIdParamsSchema,
        body: addressBodySchema,
        response: { 200: addressResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await currentUser(request)
      return { data: await updateAddress(app.db, user.id, request.params.id, request.body) }
    },
  )

  app.delete(
    '/api/addresses/:id',
    {
      ...signedIn,
      schema: { tags, security, summary: 'Remove an address', params: addressIdParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const user = await currentUser(request)
      await deleteAddress(app.db, user.id, request.params.id)
      return reply.status(204).send(null)
    },
  )
}
