import { z } from 'zod'
import {
  auctionPermissionParamsSchema,
  staffPermissionDecisionResponseSchema,
  staffPermissionRequestListSchema,
  staffPermissionRequestQuerySchema,
} from '@shared/auctions'
import { idParamsSchema } from '@shared/contracts/fields'
import { errorResponses } from '@server/http/scopes'
import type { App } from '@server/http/types'
import type { Notifier } from '@server/modules/notifications'
import { staffActor } from '@server/modules/audit'
import { decidePermissionRequest, listPermissionRequests, revokePermission } from './permissions'

const tags = ['admin']

/** Staff scope (/api/admin): customers' permission requests, approved or denied; permissions withdrawn. */
export type AuctionStaffRouteDeps = { notifier: Notifier }

export async function auctionStaffRoutes(app: App, { notifier }: AuctionStaffRouteDeps) {
  app.get(
    '/permission-requests',
    {
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
}
