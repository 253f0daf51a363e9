import type { FastifyRequest } from 'fastify'
import { AppError } from '@server/http/app-error'

export type SupportUpload = { supportId: string | undefined; file: Buffer | undefined }

const MULTIPART_LIMITS = { files: 1, fields: 5, parts: 6, fieldSize: 1024 }

const tooLarge = (maxBytes: number) =>
  new AppError(
    413,
    'supportAttachmentTooLarge',
    { max: `${Math.floor(maxBytes / 1024)} KB` },
    { attachment_file: ['supportAttachmentTooLargeField'] },
  )

/**
 * Reads the multipart form (support_id, attachment_file) with a size cap on the file; the file is
 * kept in memory (at most `maxBytes`) until the ticket's owner and the content are checked.
 */
export async function readSupportUpload(request: FastifyRequest, maxBytes: number): Promise<SupportUpload> {
  if (!request.isMultipart()) throw new AppError(400, 'supportAttachmentRequired', {}, { attachment_file: ['supportAttachmentRequired'] })
  const upload: SupportUpload = { supportId: undefined, file: undefined }
  try {
    for await (const part of request.parts({ limits: { ...MULTIPART_LIMITS, fileSize: maxBytes } })) {
      if (part.type === 'file') {
        if (part.fieldname === 'attachment_file') upload.file = await part.toBuffer()
        else part.file.resume()
      } else if (part.fieldname === 'support_id') {
        upload.supportId = String(part.value)
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes)
    if (code?.startsWith('FST_')) throw new AppError(400, 'invalidRequest')
    throw error
  }
  return upload
}
