import { z } from 'zod'
import { defineListContract } from '@shared/http/list-contract'
import { paginatedSchema } from '@shared/http/list-query'
import { INT4_MAX } from '@shared/http/storable'
import { id, idParamsSchema, text } from './fields'

/**
 * Support requests (spec §3 Support ticket, §7; issue 24 two-way support): the request's fields are
 * stored as data (name, contact, an order of the customer's, the message), then a thread of customer
 * and staff messages follows. Images are attached with a multipart POST (support_id, optional
 * message_id, attachment_file) after the request or message is created.
 */
export const SUPPORT_MESSAGE_MAX_LENGTH = 5000
/** Kept for the legacy request body's limit name. */
export const SUPPORT_DESCRIPTION_MAX_LENGTH = SUPPORT_MESSAGE_MAX_LENGTH
/** open: waiting for staff; answered: staff replied last; closed: done (a customer message opens it again). */
export const SUPPORT_STATUSES = ['open', 'answered', 'closed'] as const
export type SupportStatus = (typeof SUPPORT_STATUSES)[number]
export const SUPPORT_AUTHORS = ['customer', 'staff'] as const
export type SupportAuthor = (typeof SUPPORT_AUTHORS)[number]

/** The one rule of statuses: a staff message answers a request, a customer message opens it (again). */
export function statusAfterMessage(author: SupportAuthor): SupportStatus {
  return author === 'staff' ? 'answered' : 'open'
}

/** Attachments: images only, recognised by their content. */
export const SUPPORT_ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const
export type SupportAttachmentType = (typeof SUPPORT_ATTACHMENT_TYPES)[number]
/** Default size cap of one attachment (the server's UPLOAD_MAX_BYTES may set another). */
export const SUPPORT_ATTACHMENT_DEFAULT_MAX_BYTES = 5 * 1024 * 1024

const messageText = () =>
  text(SUPPORT_MESSAGE_MAX_LENGTH, { trim: true, required: 'supportDescriptionRequired', tooLong: 'supportDescriptionTooLong' })

export const createSupportBodySchema = z.object({
  name: text(120, { trim: true }).optional(),
  contact: text(120, { trim: true }).optional(),
  /** One of the customer's own orders (checked on the server). */
  order_id: id({ required: 'fieldInvalid' }).nullable().optional(),
  message: messageText(),
})
export type CreateSupportBody = z.input<typeof createSupportBodySchema>

export const supportContentSchema = z.object({
  id: z.number().int(),
  support_id: z.number().int(),
  mime_type: z.string(),
  size: z.number().int(),
  /** Served only to the ticket's owner (send the identity token). */
  url: z.string(),
  created_at: z.number().int(),
})
export type SupportContent = z.infer<typeof supportContentSchema>

export const supportMessageSchema = z.object({
  id: z.number().int(),
  author: z.enum(SUPPORT_AUTHORS),
  body: z.string(),
  created_at: z.number().int(),
  contents: z.array(supportContentSchema),
})
export type SupportMessage = z.infer<typeof supportMessageSchema>

export const supportTicketSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  contact: z.string().nullable(),
  order_id: z.number().int().nullable(),
  /** The request's message (for a request made before fields were data: its whole labelled text). */
  message: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  created_at: z.number().int(),
  last_activity_at: z.number().int(),
  /** Images of the request itself. */
  contents: z.array(supportContentSchema).optional(),
  /** The thread after the request, oldest first (on one request's page). */
  messages: z.array(supportMessageSchema).optional(),
})
export type SupportTicket = z.infer<typeof supportTicketSchema>

/** POST /api/supports/{id}/messages and POST /api/admin/support-tickets/{id}/messages. */
export const supportMessageBodySchema = z.strictObject({ body: messageText() })
export const supportMessageResponseSchema = z.object({ data: supportMessageSchema })
export const supportTicketResponseSchema = z.object({ data: supportTicketSchema })
export const supportTicketListSchema = paginatedSchema(supportTicketSchema)
export const supportContentResponseSchema = z.object({ data: supportContentSchema })
export const supportIdParamsSchema = idParamsSchema
/** GET /api/supports: mine, newest first. */
export const supportListContract = defineListContract({ pageSize: { default: 10, max: 50 } })

/**
 * The text fields of the multipart attachment form (the file is attachment_file). A form field is
 * text: the id is decimal digits only (not "0x1f", "1e3", " 7" or "+7") and fits an int4 column.
 */
const supportIdError = { error: 'supportIdRequired' }
const formId = () =>
  z
    .string(supportIdError)
    .regex(/^\d{1,10}$/, supportIdError)
    .transform(Number)
    .pipe(z.number().positive(supportIdError).max(INT4_MAX, supportIdError))
export const supportContentFieldsSchema = z.object({
  support_id: formId(),
  /** The thread message the image belongs to (none: the request itself). */
  message_id: formId().optional(),
})
