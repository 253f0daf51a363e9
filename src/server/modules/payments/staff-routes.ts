import {
  assignTransferBodySchema,
  bankTransferListContract,
  bankTransferListSchema,
  bankTransferResponseSchema,
  returnTransferBodySchema,
} from '@shared/contracts/payments'
import { idParamsSchema } from '@shared/contracts/fields'
import { listQuerySchema } from '@server/http/list-query'
import { errorResponses, staffOnly } from '@server/http/scopes'
import type { App } from '@server/http/types'
import { staffActor } from '@server/modules/audit'
import type { Notifier } from '@server/modules/notifications'
import { assignTransfer, listTransfers, returnTransfer } from './transfers'

const tags = ['admin']
const errors = errorResponses(404, 409, 422)

/** Staff scope (under /api/admin): the bank transfers the feed reported, and the queue of those naming no known order. */
export type PaymentStaffRouteDeps = { notifier: Notifier }

export async function paymentStaffRoutes(app: App, { notifier }: PaymentStaffRouteDeps) {
  app.get(
    '/bank-transfers',
    {
      config: staffOnly('finance'),
      schema: {
        tags,
        summary: 'Bank transfers, newest first; filter[status]=unmatched is the “Transfers to match” queue',
        querystring: listQuerySchema(bankTransferListContract),
        response: { 200: bankTransferListSchema },
      },
    },
    async (request) => {
      const { filter, page, perPage } = request.query
      return listTransfers(app.db, { status: filter.status, page, perPage })
    },
  )

  app.post(
    '/bank-transfers/:id/assign',
    {
      config: staffOnly('finance'),
      schema: {
        tags,
        summary: 'Give a queued transfer its order (credited and applied as the feed would) or its customer (wallet only); audited',
        params: idParamsSchema,
        body: assignTransferBodySchema,
        response: { 200: bankTransferResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await assignTransfer(app.db, staffActor(request), notifier, request.params.id, request.body, app.clock.now()),
    }),
  )

  app.post(
    '/bank-transfers/:id/return',
    {
      config: staffOnly('finance'),
      schema: {
        tags,
        summary: 'Mark a queued transfer as sent back to the payer, with a note; audited',
        params: idParamsSchema,
        body: returnTransferBodySchema,
        response: { 200: bankTransferResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await returnTransfer(app.db, staffActor(request), request.params.id, request.body.note, app.clock.now()),
    }),
  )
}
