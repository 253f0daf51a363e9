import { z } from 'zod'
import {
  auctionPermissionParamsSchema,
  bidLimitBodySchema,
  bidLimitResponseSchema,
  staffPermissionDecisionResponseSchema,
  staffPermissionRequestListSchema,
  staffPermissionRequestQuerySchema,
} from '@shared/auctions'
import { idParamsSchema } from '@shared/contracts/fields'
import { errorResponses, staffOnly } from '@server/http/scopes'
import type { App } from '@server/http/types'
import type { Notifier } from '@server/modules/notifications'
import { staffActor } from '@server/modules/audit'
import { bidLimitOf, setBidLimit } from './bid-limits'
import { decidePermissionRequest, listPermissionRequests, revokePermission } from './permissions'

const tags = ['admin']

/** Staff scope (/api/admin): customers' permission requests, approved or denied; permissions withdrawn; bidding limits. */
export type AuctionStaffRouteDeps = { notifier: Notifier }

export async function auctionStaffRoutes(app: App, { notifier }: AuctionStaffRouteDeps) {
  app.get(
    '/permission-requests',
    {
      config: staffOnly('auctions'),
      schema: {
        tags,
        summary: 'Permission requests (pending by default)',
        querystring: staffPermissionRequestQuerySchema,
        response: { 200: staffPermissionRequestListSchema },
      },
    },
    async (request) => ({ data: await listPermissionRequests(app.db, request.query.status) }),
  )
  for (const decision of ['approve', 'deny'] as const)
    app.post(
      `/permission-requests/:id/${decision}`,
      {
        config: staffOnly('auctions'),
        schema: {
          tags,
          summary: `${decision === 'approve' ? 'Grant' : 'Refuse'} a pending request`,
          params: idParamsSchema,
          response: { 200: staffPermissionDecisionResponseSchema, ...errorResponses(404, 409) },
        },
      },
      async (request) => ({
        data: await decidePermissionRequest(
          app.db,
          notifier,
          staffActor(request),
          request.params.id,
          decision === 'approve',
          app.clock.now(),
        ),
      }),
    )
  app.delete(
    '/auction-permissions/:customerId/:scope',
    {
      config: staffOnly('auctions'),
      schema: {
        tags,
        summary: 'Withdraw a customer’s bidding permission',
        params: auctionPermissionParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await revokePermission(app.db, staffActor(request), request.params.customerId, request.params.scope)
      return reply.status(204).send(null)
    },
  )
  app.get(
    '/customers/:id/bid-limit',
    {
      config: staffOnly('auctions'),
      schema: {
        tags,
        summary: 'A customer’s bidding limit (yen per bid or snipe; null: none)',
        params: idParamsSchema,
        response: { 200: bidLimitResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => ({ data: await bidLimitOf(app.db, request.params.id) }),
  )
  app.put(
    '/customers/:id/bid-limit',
    {
      config: staffOnly('auctions'),
      schema: {
        tags,
        summary: 'Set or lift (null) a customer’s bidding limit; audited old → new',
        params: idParamsSchema,
        body: bidLimitBodySchema,
        response: { 200: bidLimitResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => ({
      data: await setBidLimit(app.db, staffActor(request), request.params.id, request.body.max_yen, app.clock.now()),
    }),
  )
}
