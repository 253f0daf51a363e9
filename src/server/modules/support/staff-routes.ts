import { adminSupportListContract, adminSupportListSchema, adminSupportTicketResponseSchema } from '@shared/contracts/admin/content'
import {
  SUPPORT_STATUSES,
  type SupportStatus,
  supportContentResponseSchema,
  supportIdParamsSchema,
  supportMessageBodySchema,
  supportMessageResponseSchema,
} from '@shared/contracts/support'
import { AppError } from '@server/http/app-error'
import { listQuerySchema } from '@server/http/list-query'
import { registerMultipart } from '@server/http/multipart'
import { errorResponses, staffOnly } from '@server/http/scopes'
import type { App } from '@server/http/types'
import { writeAndAnswer } from '@server/http/write-answer'
import { staffActor } from '@server/modules/audit'
import type { Notifier } from '@server/modules/notifications'
import { attachUpload } from './attach'
import { attachAsStaff, closeAsStaff, findAttachmentForStaff, findTicketForStaff, listTicketsForStaff, replyAsStaff } from './staff'
import { readSupportFile } from './storage'

const tags = ['admin']
const errors = errorResponses(404)

export type SupportStaffRouteDeps = { notifier: Notifier }

const isStatus = (value: string): value is SupportStatus => (SUPPORT_STATUSES as readonly string[]).includes(value)

/** Staff scope: the support inbox — every customer's requests, their threads and images; reply and close. Role support. */
export async function supportStaffRoutes(app: App, { notifier }: SupportStaffRouteDeps) {
  await registerMultipart(app)

  app.get(
    '/support-tickets',
    {
      config: staffOnly('support'),
      schema: {
        tags,
        summary: 'Support requests by filter[state]: open (default), answered or closed; the longest waiting first',
        querystring: listQuerySchema(adminSupportListContract),
        response: { 200: adminSupportListSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { filter, page, perPage } = request.query
      const status = filter.state ?? 'open'
      if (!isStatus(status)) throw new AppError(400, 'supportStateInvalid', {}, { 'filter[state]': ['supportStateInvalid'] })
      return listTicketsForStaff(app.db, { status, page, perPage })
    },
  )

  app.get(
    '/support-tickets/:id',
    {
      config: staffOnly('support'),
      schema: {
        tags,
        summary: 'One request with its customer, images and thread',
        params: supportIdParamsSchema,
        response: { 200: adminSupportTicketResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await findTicketForStaff(app.db, request.params.id) }),
  )

  app.post(
    '/support-tickets/:id/messages',
    {
      config: staffOnly('support'),
      schema: {
        tags,
        summary: 'Reply: the request is answered and its customer notified (centre + push); audited',
        params: supportIdParamsSchema,
        body: supportMessageBodySchema,
        response: { 201: supportMessageResponseSchema, ...errorResponses(404, 422) },
      },
    },
    async (request, reply) => {
      const message = await replyAsStaff(app.db, { notifier }, staffActor(request), request.params.id, request.body.body, app.clock.now())
      return reply.status(201).send({ data: message })
    },
  )

  app.post(
    '/support-tickets/:id/close',
    {
      config: staffOnly('support'),
      schema: {
        tags,
        summary: 'Close a request; audited',
        params: supportIdParamsSchema,
        response: { 200: adminSupportTicketResponseSchema, ...errors },
      },
    },
    async (request) => {
      return writeAndAnswer(request, app.db, async (tx) => {
        await closeAsStaff(tx, staffActor(request), request.params.id, app.clock.now())
        return { data: await findTicketForStaff(tx, request.params.id) }
      })
    },
  )

  app.post(
    '/support-contents',
    {
      config: staffOnly('support'),
      schema: {
        tags,
        summary: 'Attach an image to a staff reply (multipart: support_id, message_id, attachment_file; as the customer’s limits)',
        consumes: ['multipart/form-data'],
        response: { 201: supportContentResponseSchema, ...errorResponses(400, 404, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const content = await attachUpload(app.db, app.config, request, {
        author: 'staff',
        base: '/api/admin',
        requireTicket: (supportId) => findTicketForStaff(app.db, supportId),
        save: (input) => attachAsStaff(app.db, staffActor(request), input),
      })
      return reply.status(201).send({ data: content })
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
