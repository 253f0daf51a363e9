/**
 * Vietnamese phone numbers: mobiles are 0 + 9 digits starting 3, 5, 7, 8 or 9; landlines are
 * 02 + 9 digits. The country code may replace the leading 0 (+84 or 84). Spaces, dots, dashes
 * and brackets are ignored.
 */
const MOBILE = /^0[35789]\d{8}$/
const LANDLINE = /^02\d{9}$/

/** The number in its national form (0…), or null when it is not a Vietnamese number. */
export function normalizeVietnamesePhone(text: string): string | null {
  const compact = text.replace(/[\s.()-]/g, '')
  const national = compact.replace(/^(\+84|84)(?=\d{9,10}$)/, '0')
  return MOBILE.test(national) || LANDLINE.test(national) ? national : null
}

export function isVietnamesePhone(text: string): boolean {
  return normalizeVietnamesePhone(text) !== null
}
