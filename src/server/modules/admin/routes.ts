import { dashboardResponseSchema } from '@shared/contracts/admin/content'
import { staffMemberResponseSchema } from '@shared/contracts/staff'
import { requireIdentity } from '@server/http/authentication'
import type { App } from '@server/http/types'
import { type AuctionVenue, countPendingPermissionRequests } from '@server/modules/auctions'
import { countOrdersByStatus } from '@server/modules/orders'
import { countDraftPosts } from '@server/modules/posts'
import { countOpenTickets } from '@server/modules/support'

/** Staff scope, under /api/admin (the prefix comes from the scope). */
export async function staffRoutes(app: App, { auctions }: { auctions: AuctionVenue }) {
  app.get(
    '/me',
    { schema: { tags: ['admin'], summary: 'The signed-in staff member', response: { 200: staffMemberResponseSchema } } },
    async (request) => {
      const { uid, email, name } = requireIdentity(request)
      return { data: { uid, email, name } }
    },
  )

  app.get(
    '/dashboard',
    {
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
}
