import { fileTypeFromBuffer } from 'file-type'
import { SUPPORT_ATTACHMENT_TYPES, type SupportAttachmentType } from '@shared/contracts/support'

function isAttachmentType(mime: string | undefined): mime is SupportAttachmentType {
  return SUPPORT_ATTACHMENT_TYPES.includes(mime as SupportAttachmentType)
}

/** Recognises an accepted image by its content (file-type reads the magic numbers), never by its name or declared type. */
export async function detectImageType(bytes: Uint8Array): Promise<SupportAttachmentType | null> {
  const detected = await fileTypeFromBuffer(bytes)
  return isAttachmentType(detected?.mime) ? detected.mime : null
}

export const EXTENSION_OF: Record<SupportAttachmentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
}
