import type { FastifyRequest } from 'fastify'
import { supportContentFieldsSchema } from '@shared/contracts/support'
import { AppError } from '@server/http/app-error'
import { readMultipartForm } from '@server/http/multipart'

export type SupportUpload = { supportId: number; messageId: number | null; file: Buffer | undefined }

const MULTIPART_LIMITS = { files: 1, fields: 5, parts: 6, fieldSize: 1024 }

const tooLarge = (maxBytes: number) => () =>
  new AppError(
    413,
    'supportAttachmentTooLarge',
    { max: `${Math.floor(maxBytes / 1024)} KB` },
    { attachment_file: ['supportAttachmentTooLargeField'] },
  )

/**
 * Reads the multipart form (support_id, optional message_id, attachment_file) with a size cap on the file; the file is
 * kept in memory (at most `maxBytes`) until the ticket's owner and the content are checked.
 */
export async function readSupportUpload(request: FastifyRequest, maxBytes: number): Promise<SupportUpload> {
  if (!request.isMultipart()) throw new AppError(400, 'supportAttachmentRequired', {}, { attachment_file: ['supportAttachmentRequired'] })
  const form = await readMultipartForm(request, { ...MULTIPART_LIMITS, fileSize: maxBytes }, tooLarge(maxBytes))
  const fields = supportContentFieldsSchema.safeParse(Object.fromEntries(form.fields))
  if (!fields.success) throw new AppError(400, 'supportIdRequired', {}, { support_id: ['supportIdRequired'] })
  return { supportId: fields.data.support_id, messageId: fields.data.message_id ?? null, file: form.files.get('attachment_file') }
}
