import type { FastifyRequest } from 'fastify'
import type { SupportAuthor, SupportContent } from '@shared/contracts/support'
import type { Config } from '@server/config'
import type { Database } from '@server/db/client'
import { AppError } from '@server/http/app-error'
import { EXTENSION_OF, detectImageType } from './image-type'
import { type AttachmentInput, type ContentBase, addAttachment, countAttachments, requireMessageOf } from './service'
import { removeSupportFile, storeSupportFile } from './storage'
import { readSupportUpload } from './upload'

/** Images on a request, or on one message of its thread, at most. */
export const MAX_ATTACHMENTS_PER_MESSAGE = 5

const fieldError = (
  status: number,
  key: 'supportAttachmentRequired' | 'supportAttachmentNotImage' | 'supportAttachmentLimit',
  field: string,
) => new AppError(status, key, {}, { [field]: [key] })

/**
 * Attaches one uploaded image (multipart: support_id, optional message_id, attachment_file) — the same
 * size cap, content check and random file name for customers and staff. `requireTicket` checks the
 * caller may write to the request (the customer: their own); a message must be the caller's side's.
 */
export async function attachUpload(
  db: Database,
  config: Config,
  request: FastifyRequest,
  who: {
    author: SupportAuthor
    base: ContentBase
    requireTicket: (supportId: number) => Promise<unknown>
    /** Stores the attachment row (staff: an audited write); addAttachment by default. */
    save?: (input: AttachmentInput) => Promise<SupportContent>
  },
) {
  const { supportId, messageId, file } = await readSupportUpload(request, config.UPLOAD_MAX_BYTES)
  await who.requireTicket(supportId)
  if (messageId !== null) await requireMessageOf(db, supportId, messageId, who.author)
  else if (who.author === 'staff') throw fieldError(400, 'supportAttachmentRequired', 'message_id')
  if (!file || file.length === 0) throw fieldError(400, 'supportAttachmentRequired', 'attachment_file')
  const mimeType = await detectImageType(file)
  if (!mimeType) throw fieldError(415, 'supportAttachmentNotImage', 'attachment_file')
  if ((await countAttachments(db, supportId, messageId)) >= MAX_ATTACHMENTS_PER_MESSAGE)
    throw fieldError(422, 'supportAttachmentLimit', 'attachment_file')
  const storageKey = await storeSupportFile(config, file, EXTENSION_OF[mimeType])
  try {
    const input = { supportId, messageId, storageKey, mimeType, size: file.length }
    return await (who.save ? who.save(input) : addAttachment(db, input, who.base))
  } catch (error) {
    await removeSupportFile(config, storageKey)
    throw error
  }
}
