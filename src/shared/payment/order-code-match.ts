/**
 * Finding the order a bank transfer pays (issue 28): customers type the order code (OS + the id on six
 * digits, `orderCode` in contracts/order.ts) as the transfer content, and banks mangle it — lower case,
 * a space after OS, diacritics and punctuation stripped or added, their own words and references around
 * it (`THANH TOAN OS001003 FT2433…`), sometimes every space removed.
 */

/** The content as banks reduce it: ASCII upper case letters and digits, anything else one space. */
export function normalizeTransferText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'D')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim()
}

/** OS, optional spaces, then a run of digits that is not part of a longer number before it. */
const CODE = /OS ?(\d+)/g

/**
 * The id a digit run after OS names: a padded code is exactly six digits (leading zero: what follows is
 * the bank's), an unpadded one (id ≥ 1,000,000) is the whole run up to nine digits.
 */
function idOfDigits(digits: string): number | null {
  if (digits.length < 6) return null
  const id = digits.startsWith('0') ? Number(digits.slice(0, 6)) : digits.length <= 9 ? Number(digits) : null
  return id && id > 0 ? id : null
}

/** Every distinct order id the text names, in order of appearance. */
export function orderIdsInText(text: string): number[] {
  const found: number[] = []
  for (const match of normalizeTransferText(text).matchAll(CODE)) {
    const id = idOfDigits(match[1])
    if (id !== null && !found.includes(id)) found.push(id)
  }
  return found
}

/** OSG (a checkout, contracts/checkout.ts), each letter perhaps followed by a space, then its digits. */
const CHECKOUT_CODE = /OS ?G ?(\d+)/g

/** Every distinct checkout id the text names, in order of appearance. */
export function checkoutIdsInText(text: string): number[] {
  const found: number[] = []
  for (const match of normalizeTransferText(text).matchAll(CHECKOUT_CODE)) {
    const id = idOfDigits(match[1])
    if (id !== null && !found.includes(id)) found.push(id)
  }
  return found
}

/** What a transfer pays: one order, or all the unpaid orders of one checkout. */
export type TransferTarget = { kind: 'order'; id: number } | { kind: 'checkout'; id: number }

/**
 * The one order or checkout a transfer names: its payment code (the feed's `code`) first, else its
 * content. Null when it names none, or several (two orders, an order and a checkout: staff decide).
 */
export function transferTargetOf(transfer: { code?: string | null; content?: string | null }): TransferTarget | null {
  for (const text of [transfer.code, transfer.content]) {
    if (!text) continue
    const targets: TransferTarget[] = [
      ...orderIdsInText(text).map((id) => ({ kind: 'order' as const, id })),
      ...checkoutIdsInText(text).map((id) => ({ kind: 'checkout' as const, id })),
    ]
    if (targets.length === 1) return targets[0]
    if (targets.length > 1) return null
  }
  return null
}

/**
 * The one order a transfer names: its payment code (the feed's `code`, when it detected one) first,
 * else its content. Null when it names none, or several different orders (staff decide).
 */
export function orderIdOfTransfer(transfer: { code?: string | null; content?: string | null }): number | null {
  for (const text of [transfer.code, transfer.content]) {
    if (!text) continue
    const ids = orderIdsInText(text)
    if (ids.length === 1) return ids[0]
    if (ids.length > 1) return null
  }
  return null
}
