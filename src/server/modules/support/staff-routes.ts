import {
  adminSupportListContract,
  adminSupportListSchema,
  adminSupportTicketResponseSchema,
  supportHandledBodySchema,
} from '@shared/contracts/admin/content'
import { supportIdParamsSchema } from '@shared/contracts/support'
import { listQuerySchema } from '@server/http/list-query'
import { errorResponses, staffOnly } from '@server/http/scopes'
import type { App } from '@server/http/types'
import { staffActor } from '@server/modules/audit'
import { findAttachmentForStaff, findTicketForStaff, listTicketsForStaff, setTicketHandled } from './staff'
import { readSupportFile } from './storage'

const tags = ['admin']
const errors = errorResponses(404)

/** Staff scope: the support inbox — every customer's requests and their attachments (for staff only), marked handled. */
export async function supportStaffRoutes(app: App) {
  app.get(
    '/support-tickets',
    {
      config: staffOnly('support'),
      schema: {
        tags,
        summary: 'Support requests: filter[state]=open (default) or handled, oldest first; with the customer and attachments',
        querystring: listQuerySchema(adminSupportListContract),
        response: { 200: adminSupportListSchema },
      },
    },
    async (request) => {
      const { filter, page, perPage } = request.query
      return listTicketsForStaff(app.db, { handled: filter.state === 'handled', page, perPage })
    },
  )

  app.post(
    '/support-tickets/:id/handled',
    {
      config: staffOnly('support'),
      schema: {
        tags,
        summary: 'Mark a request handled, or open it again; audited',
        params: supportIdParamsSchema,
        body: supportHandledBodySchema,
        response: { 200: adminSupportTicketResponseSchema, ...errors },
      },
    },
    async (request) => {
      await setTicketHandled(app.db, staffActor(request), request.params.id, request.body.handled, app.clock.now())
      return { data: await findTicketForStaff(app.db, request.params.id) }
    },
  )

  app.get(
    '/support-contents/:id/file',
    { config: staffOnly('support'), schema: { tags, summary: 'An attached image, for staff', params: supportIdParamsSchema } },
    async (request, reply) => {
      const content = await findAttachmentForStaff(app.db, request.params.id)
      return reply
        .type(content.mimeType)
        .header('Cache-Control', 'private, max-age=3600')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Content-Disposition', 'inline')
        .send(readSupportFile(app.config, content.storageKey))
    },
  )
}
