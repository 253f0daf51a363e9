/**
 * Invitation codes (spec §2: "derived from the user id by shifting digits").
 *
 * Rule, for a customer id written in decimal (d0 d1 … dn-1):
 *   1. each digit is shifted forward by (SHIFT + its position), modulo 10:  s_i = (d_i + 7 + i) mod 10;
 *   2. a check digit is appended: the weighted sum Σ d_i · (i + 1), modulo 10.
 * Example: id 100001 → digits shifted 8 8 9 0 1 3, check (1·1 + 1·6) mod 10 = 7 → code "8890137".
 *
 * Decoding undoes the shift and verifies the check digit, so a mistyped digit (or two swapped
 * neighbours in most cases) is refused before any database lookup. The rule is pure and reversible;
 * it hides nothing secret: the server still checks the code names an existing, other customer.
 */
import { INT4_MAX } from '@shared/http/storable'

const SHIFT = 7
/** Customer ids are int4: at most 10 digits, plus the check digit. */
export const INVITATION_CODE_PATTERN = /^\d{2,11}$/

/** Shipping fee discount of the inviter's next order per activated code, in VND (spec §9). */
export const INVITATION_REWARD_VND = 20_000

export function encodeInvitationCode(userId: number): string {
  if (!Number.isSafeInteger(userId) || userId <= 0) throw new RangeError(`invalid user id: ${userId}`)
  const digits = [...String(userId)].map(Number)
  const shifted = digits.map((digit, index) => (digit + SHIFT + index) % 10)
  return [...shifted, checkDigit(digits)].join('')
}

/** The customer id a code stands for, or null when the text is not a well-formed code. */
export function decodeInvitationCode(code: string): number | null {
  const text = normalizeInvitationCode(code)
  if (!INVITATION_CODE_PATTERN.test(text)) return null
  const shifted = [...text.slice(0, -1)].map(Number)
  const digits = shifted.map((digit, index) => (((digit - SHIFT - index) % 10) + 10) % 10)
  if (digits[0] === 0) return null
  if (checkDigit(digits) !== Number(text.at(-1))) return null
  const id = Number(digits.join(''))
  // A code beyond int4 names nobody (and must not reach the database).
  return id <= INT4_MAX ? id : null
}

/** What a customer may type around a code: spaces, dashes. */
export function normalizeInvitationCode(code: string): string {
  return code.replace(/[\s-]/g, '')
}

function checkDigit(digits: number[]): number {
  return digits.reduce((sum, digit, index) => sum + digit * (index + 1), 0) % 10
}
