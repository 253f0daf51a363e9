import {
  createSupportBodySchema,
  supportContentResponseSchema,
  supportIdParamsSchema,
  supportListContract,
  supportMessageBodySchema,
  supportMessageResponseSchema,
  supportTicketListSchema,
  supportTicketResponseSchema,
} from '@shared/contracts/support'
import { listQuerySchema } from '@server/http/list-query'
import { registerMultipart } from '@server/http/multipart'
import { errorResponses } from '@server/http/scopes'
import type { App } from '@server/http/types'
import { writeAndAnswer } from '@server/http/write-answer'
import { currentUser } from '@server/modules/users'
import { attachUpload } from './attach'
import {
  addCustomerMessage,
  closeOwnTicket,
  createTicket,
  findOwnAttachment,
  findOwnTicket,
  listOwnTickets,
  requireOwnTicket,
} from './service'
import { readSupportFile } from './storage'

const errors = errorResponses(404, 413, 415, 422)
const tags = ['support']

/** Support requests and their image attachments; attachments are served only to their owner. Customer scope. */
export async function supportRoutes(app: App) {
  // Scoped to this plugin: only these routes accept multipart bodies.
  await registerMultipart(app)

  app.post(
    '/api/supports',
    {
      config: { rateLimitPolicy: 'supportTickets' },
      schema: {
        tags,
        summary: 'Create a support request: name, contact, order_id (one of mine), message — stored as fields',
        body: createSupportBodySchema,
        response: { 201: supportTicketResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request)
      const { name, contact, order_id: orderId, message } = request.body
      const ticket = await createTicket(app.db, user.id, { name, contact, orderId, message }, app.clock.now())
      return reply.status(201).send({ data: ticket })
    },
  )

  app.get(
    '/api/supports',
    {
      schema: {
        tags,
        summary: 'My support requests with status, the latest activity first',
        querystring: listQuerySchema(supportListContract),
        response: { 200: supportTicketListSchema, ...errors },
      },
    },
    async (request) => {
      const user = await currentUser(request)
      return listOwnTickets(app.db, user.id, request.query.page, request.query.perPage)
    },
  )

  app.get(
    '/api/supports/:id',
    {
      schema: {
        tags,
        summary: 'One of my support requests with its images and thread',
        params: supportIdParamsSchema,
        response: { 200: supportTicketResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await currentUser(request)
      return { data: await findOwnTicket(app.db, user.id, request.params.id) }
    },
  )

  app.post(
    '/api/supports/:id/messages',
    {
      config: { rateLimitPolicy: 'supportTickets' },
      schema: {
        tags,
        summary: 'Write in the thread of my request (it is open again)',
        params: supportIdParamsSchema,
        body: supportMessageBodySchema,
        response: { 201: supportMessageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request)
      const message = await addCustomerMessage(app.db, user.id, request.params.id, request.body.body, app.clock.now())
      return reply.status(201).send({ data: message })
    },
  )

  app.post(
    '/api/supports/:id/close',
    {
      schema: {
        tags,
        summary: 'Close my request (a later message opens it again)',
        params: supportIdParamsSchema,
        response: { 200: supportTicketResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await currentUser(request)
      return writeAndAnswer(request, app.db, async (tx) => ({
        data: await closeOwnTicket(tx, user.id, request.params.id, app.clock.now()),
      }))
    },
  )

  app.post(
    '/api/support-contents',
    {
      config: { rateLimitPolicy: 'supportAttachments' },
      schema: {
        tags,
        summary:
          'Attach an image to my support request or to my message in its thread (multipart: support_id, message_id?, attachment_file; JPEG, PNG, GIF or WebP by content; size cap UPLOAD_MAX_BYTES)',
        consumes: ['multipart/form-data'],
        response: { 201: supportContentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request)
      const content = await attachUpload(app.db, app.config, request, {
        author: 'customer',
        base: '/api',
        requireTicket: (supportId) => requireOwnTicket(app.db, user.id, supportId),
      })
      return reply.status(201).send({ data: content })
    },
  )

  app.get(
    '/api/support-contents/:id/file',
    {
      schema: { tags, summary: 'The attached image (only for the request’s owner)', params: supportIdParamsSchema },
    },
    async (request, reply) => {
      const user = await currentUser(request)
      const content = await findOwnAttachment(app.db, user.id, request.params.id)
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
