/**
 * What a cart line may hold (spec §4 Cart, §5 Quantity). A shop that cannot "buy more" sells one
 * piece per line; others up to CART_MAX_QUANTITY. Only items on sale with a price can be bought.
 */
export const CART_MAX_QUANTITY = 99
export const CART_MAX_LINES = 100

export function maxCartQuantity(shop: { can_buy_more: boolean }): number {
  return shop.can_buy_more ? CART_MAX_QUANTITY : 1
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
