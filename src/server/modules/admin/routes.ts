import { dashboardResponseSchema } from '@shared/contracts/admin/content'
import { z } from 'zod'
import {
  staffAccountListSchema,
  staffAccountResponseSchema,
  staffMemberResponseSchema,
  staffRolesBodySchema,
  staffUidParamsSchema,
} from '@shared/contracts/staff'
import { requireIdentity } from '@server/http/authentication'
import { errorResponses, staffOnly } from '@server/http/scopes'
import type { App } from '@server/http/types'
import type { StaffDirectory } from '@server/identity/staff-directory'
import { staffActor } from '@server/modules/audit'
import { type AuctionVenue, countPendingPermissionRequests } from '@server/modules/auctions'
import { countOrdersByStatus } from '@server/modules/orders'
import { countDraftPosts } from '@server/modules/posts'
import { countOpenTickets } from '@server/modules/support'
import { removeMember, setMemberRoles } from './staff-members'

/** Every role: a route any staff member may call. */
const ANY_STAFF = staffOnly('finance', 'warehouse', 'support', 'content', 'auctions')

/** Staff scope, under /api/admin (the prefix comes from the scope). */
export async function staffRoutes(app: App, { auctions, staffDirectory }: { auctions: AuctionVenue; staffDirectory: StaffDirectory }) {
  app.get(
    '/me',
    {
      config: ANY_STAFF,
      schema: { tags: ['admin'], summary: 'The signed-in staff member and their roles', response: { 200: staffMemberResponseSchema } },
    },
    async (request) => {
      const { uid, email, name, staffRoles } = requireIdentity(request)
      return { data: { uid, email, name, roles: staffRoles } }
    },
  )

  app.get(
    '/dashboard',
    {
      config: ANY_STAFF,
      schema: {
        tags: ['admin'],
        summary:
          'What needs doing: orders by status, open support requests, draft posts, bidding permission requests, the auction desk’s bids to place and results needed',
        response: { 200: dashboardResponseSchema },
      },
    },
    async () => {
      const [ordersByStatus, openTickets, draftPosts, permissionRequests, desk] = await Promise.all([
        countOrdersByStatus(app.db),
        countOpenTickets(app.db),
        countDraftPosts(app.db),
        countPendingPermissionRequests(app.db),
        auctions.deskCounts(),
      ])
      return {
        data: {
          orders_by_status: ordersByStatus,
          open_tickets: openTickets,
          draft_posts: draftPosts,
          pending_permission_requests: permissionRequests,
          ...desk,
        },
      }
    },
  )

  app.get(
    '/staff-members',
    {
      config: staffOnly('owner'),
      schema: { tags: ['admin'], summary: 'Every staff member with their roles (owner)', response: { 200: staffAccountListSchema } },
    },
    async () => ({ data: await staffDirectory.list() }),
  )

  app.put(
    '/staff-members/:uid/roles',
    {
      config: staffOnly('owner'),
      schema: {
        tags: ['admin'],
        summary: 'Set a staff member’s roles (owner; applies within STAFF_RECHECK_SECONDS); audited old → new',
        params: staffUidParamsSchema,
        body: staffRolesBodySchema,
        response: { 200: staffAccountResponseSchema, ...errorResponses(404, 422) },
      },
    },
    async (request) => ({
      data: await setMemberRoles(app.db, staffDirectory, staffActor(request), request.params.uid, request.body.roles),
    }),
  )

  app.delete(
    '/staff-members/:uid',
    {
      config: staffOnly('owner'),
      schema: {
        tags: ['admin'],
        summary: 'Remove a staff member (owner; refused on staff routes within STAFF_RECHECK_SECONDS); audited',
        params: staffUidParamsSchema,
        response: { 204: z.null(), ...errorResponses(404, 422) },
      },
    },
    async (request, reply) => {
      await removeMember(app.db, staffDirectory, staffActor(request), request.params.uid)
      return reply.status(204).send(null)
    },
  )
}
