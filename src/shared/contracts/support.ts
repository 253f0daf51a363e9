import { z } from 'zod'
import { defineListContract } from '@shared/http/list-contract'
import { paginatedSchema } from '@shared/http/list-query'
import { INT4_MAX } from '@shared/http/storable'
import { idParamsSchema, text } from './fields'

/**
 * Support requests (spec §3 Support ticket, §7): the ticket is created first, then an optional
 * image is attached with a multipart POST (support_id, attachment_file).
 */
export const SUPPORT_TICKET_TYPE_ID = 1
export const SUPPORT_TICKET_TITLE = 'Yêu cầu hỗ trợ từ khách hàng'
export const SUPPORT_DESCRIPTION_MAX_LENGTH = 5000

/** Attachments: images only, recognised by their content. */
export const SUPPORT_ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const
export type SupportAttachmentType = (typeof SUPPORT_ATTACHMENT_TYPES)[number]
/** Default size cap of one attachment (the server's UPLOAD_MAX_BYTES may set another). */
export const SUPPORT_ATTACHMENT_DEFAULT_MAX_BYTES = 5 * 1024 * 1024

export const createSupportBodySchema = z.object({
  type_id: z.literal(SUPPORT_TICKET_TYPE_ID, { error: 'fieldInvalid' }),
  title: z.literal(SUPPORT_TICKET_TITLE, { error: 'fieldInvalid' }),
  description: text(SUPPORT_DESCRIPTION_MAX_LENGTH, {
    trim: true,
    required: 'supportDescriptionRequired',
    tooLong: 'supportDescriptionTooLong',
  }),
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

export const supportTicketSchema = z.object({
  id: z.number().int(),
  type_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  created_at: z.number().int(),
  contents: z.array(supportContentSchema).optional(),
})
export type SupportTicket = z.infer<typeof supportTicketSchema>

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
export const supportContentFieldsSchema = z.object({
  support_id: z
    .string(supportIdError)
    .regex(/^\d{1,10}$/, supportIdError)
    .transform(Number)
    .pipe(z.number().positive(supportIdError).max(INT4_MAX, supportIdError)),
})

/** Spec §3: the description is three labelled Vietnamese lines (staff read it as is). */
export function buildSupportDescription(input: { name: string; phone: string; content: string }): string {
  return [`Tên khách hàng: ${input.name.trim()}`, `Số điện thoại: ${input.phone.trim()}`, `Nội dung: ${input.content.trim()}`].join('\n')
}
