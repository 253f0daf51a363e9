/**
 * What a cart line may hold (spec §4 Cart, §5 Quantity). A shop that cannot "buy more" sells one
 * piece per line; others up to CART_MAX_QUANTITY. Only items on sale with a price can be bought.
 */
export const CART_MAX_QUANTITY = 99
export const CART_MAX_LINES = 100

export const CART_MIN_QUANTITY = 1

export function maxCartQuantity(shop: { can_buy_more: boolean }): number {
  return shop.can_buy_more ? CART_MAX_QUANTITY : 1
}

/**
 * Spec §5 Quantity, from what a customer typed or pasted: a whole number from 1 to `max` (what the
 * shop sells per line). Zero, a negative number or no number is 1; a fraction keeps its whole part
 * (at least 1); more than `max` is `max`.
 */
export function quantityFromText(text: string, max: number): number {
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

/**
 * Where an item stands at its source: on sale, sold out, not on sale yet (own catalogue), ended
 * (an auction or a market listing that closed) or unavailable for another reason.
 */
export const SALE_STATUSES = ['on_sale', 'sold_out', 'coming_soon', 'ended', 'unavailable'] as const
export type SaleStatus = (typeof SALE_STATUSES)[number]

export type PurchasableProduct = { sale_status: string; price: number }

export function isPurchasable(product: PurchasableProduct): boolean {
  return product.sale_status === 'on_sale' && product.price > 0
}

/** One key per cart line: a line is (shop, item reference). References never hold '/'. */
export function cartLineKey(line: { shop_id: number; item_ref: string }): string {
  return `${line.shop_id}/${line.item_ref}`
}
