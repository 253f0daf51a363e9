import {
  createSupportBodySchema,
  supportContentResponseSchema,
  supportIdParamsSchema,
  supportListContract,
  supportTicketListSchema,
  supportTicketResponseSchema,
} from '@shared/contracts/support'
import { AppError } from '@server/http/app-error'
import { listQuerySchema } from '@server/http/list-query'
import { registerMultipart } from '@server/http/multipart'
import { errorResponses } from '@server/http/scopes'
import type { App } from '@server/http/types'
import { currentUser } from '@server/modules/users'
import { EXTENSION_OF, detectImageType } from './image-type'
import {
  addAttachment,
  countAttachments,
  createTicket,
  findOwnAttachment,
  findOwnTicket,
  listOwnTickets,
  requireOwnTicket,
} from './service'
import { readSupportFile, removeSupportFile, storeSupportFile } from './storage'
import { readSupportUpload } from './upload'

const MAX_ATTACHMENTS_PER_TICKET = 5
const errors = errorResponses(404, 413, 415, 422)
const tags = ['support']

const fieldError = (
  status: number,
  key: 'supportAttachmentRequired' | 'supportAttachmentNotImage' | 'supportAttachmentLimit',
  field: string,
) => new AppError(status, key, {}, { [field]: [key] })

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
        summary: 'Create a support request (type_id, title, description)',
        body: createSupportBodySchema,
        response: { 201: supportTicketResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request)
      const { type_id: typeId, title, description } = request.body
      return reply.status(201).send({ data: await createTicket(app.db, user.id, { typeId, title, description }) })
    },
  )

  app.get(
    '/api/supports',
    {
      schema: {
        tags,
        summary: 'My support requests, newest first',
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
        summary: 'One of my support requests with its attachments',
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
    '/api/support-contents',
    {
      config: { rateLimitPolicy: 'supportAttachments' },
      schema: {
        tags,
        summary:
          'Attach an image to my support request (multipart: support_id, attachment_file; JPEG, PNG, GIF or WebP by content; size cap UPLOAD_MAX_BYTES)',
        consumes: ['multipart/form-data'],
        response: { 201: supportContentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request)
      const { supportId, file } = await readSupportUpload(request, app.config.UPLOAD_MAX_BYTES)
      await requireOwnTicket(app.db, user.id, supportId)
      if (!file || file.length === 0) throw fieldError(400, 'supportAttachmentRequired', 'attachment_file')
      const mimeType = await detectImageType(file)
      if (!mimeType) throw fieldError(415, 'supportAttachmentNotImage', 'attachment_file')
      if ((await countAttachments(app.db, supportId)) >= MAX_ATTACHMENTS_PER_TICKET)
        throw fieldError(422, 'supportAttachmentLimit', 'attachment_file')
      const storageKey = await storeSupportFile(app.config, file, EXTENSION_OF[mimeType])
      try {
        const content = await addAttachment(app.db, { supportId, storageKey, mimeType, size: file.length })
        return reply.status(201).send({ data: content })
      } catch (error) {
        await removeSupportFile(app.config, storageKey)
        throw error
      }
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
