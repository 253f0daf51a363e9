import {
  customerNoteBodySchema,
  customerNoteResponseSchema,
  customerPageResponseSchema,
  staffSearchQuerySchema,
  staffSearchResponseSchema,
} from '@shared/contracts/admin/customers'
import { idParamsSchema } from '@shared/contracts/fields'
import { requireIdentity } from '@server/http/authentication'
import { errorResponses, staffOnly } from '@server/http/scopes'
import type { App } from '@server/http/types'
import { staffActor } from '@server/modules/audit'
import { addCustomerNote, customerPage } from './customer-page'
import { staffSearch } from './staff-search'

const tags = ['admin']
const errors = errorResponses(404)

/** Staff scope: the console's one search, and the customer page with its internal notes. */
export async function customerConsoleRoutes(app: App) {
  app.get(
    '/search',
    {
      config: staffOnly('finance', 'warehouse', 'support', 'content', 'auctions'),
      schema: {
        tags,
        summary:
          'Find anything: orders (code, customer, consignee, phone; accents ignored), customers (e-mail, name, phone), box codes, bank references, products (name, SKU) — each kind only for the roles that open it',
        querystring: staffSearchQuerySchema,
        response: { 200: staffSearchResponseSchema },
      },
    },
    async (request) => ({ data: await staffSearch(app.db, requireIdentity(request).staffRoles, request.query.q) }),
  )

  app.get(
    '/customers/:id',
    {
      config: staffOnly('finance', 'support'),
      schema: {
        tags,
        summary: 'One customer: profile, addresses, newest orders, wallets with holds, support requests and internal notes',
        params: idParamsSchema,
        response: { 200: customerPageResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await customerPage(app.db, request.params.id) }),
  )

  app.post(
    '/customers/:id/notes',
    {
      config: staffOnly('finance', 'support'),
      schema: {
        tags,
        summary: 'Write an internal note about the customer (plain text, never shown to them); audited',
        params: idParamsSchema,
        body: customerNoteBodySchema,
        response: { 201: customerNoteResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await addCustomerNote(app.db, staffActor(request), request.params.id, request.body) }),
  )
}
