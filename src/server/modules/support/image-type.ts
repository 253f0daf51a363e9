import type { SupportAttachmentType } from '../../../shared/contracts/support'

/** Recognises an image by its first bytes (its "magic number"), never by its name or declared type. */
export function sniffImageType(bytes: Uint8Array): SupportAttachmentType | null {
  const startsWith = (signature: number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte)
  const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))
  if (startsWith([0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(ascii('GIF87a')) || startsWith(ascii('GIF89a'))) return 'image/gif'
  if (startsWith(ascii('RIFF')) && startsWith(ascii('WEBP'), 8)) return 'image/webp'
  return null
}

export const EXTENSION_OF: Record<SupportAttachmentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
}
