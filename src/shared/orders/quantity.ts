import { CART_MAX_QUANTITY } from './cart-rules'

/** The fewest pieces a cart line holds. */
export const CART_MIN_QUANTITY = 1

/**
 * Spec §5 Quantity, from what a customer typed or pasted: a whole number from 1 to `max` (what the
 * shop sells per line). Zero, a negative number or no number is 1; a fraction keeps its whole part
 * (at least 1); more than `max` is `max`.
 */
export function quantityFromText(text: string, max: number = CART_MAX_QUANTITY): number {
  const value = Number(text.trim().replace(',', '.'))
  if (!Number.isFinite(value) || value < CART_MIN_QUANTITY) return CART_MIN_QUANTITY
  return Math.max(CART_MIN_QUANTITY, Math.min(Math.floor(value), max))
}

/**
 * What the quantity field keeps while the customer types: digits (full-width ones from a Japanese
 * keyboard too), a decimal mark, and a leading minus (so "-3" means -3, not 3).
 */
export function quantityDraft(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[^\d.,-]/g, '')
    .replace(/(?!^)-/g, '')
}
