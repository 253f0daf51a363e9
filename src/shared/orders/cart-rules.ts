/**
 * What a cart line may hold (spec §4 Cart, §5 Quantity). A shop that cannot "buy more" sells one
 * piece per line; others up to CART_MAX_QUANTITY. Only products on sale with a price can be bought.
 */
export const CART_MAX_QUANTITY = 99
export const CART_MAX_LINES = 100

export function maxCartQuantity(shop: { can_buy_more: boolean }): number {
  return shop.can_buy_more ? CART_MAX_QUANTITY : 1
}

export type PurchasableProduct = { sale_status: string; price: number }

export function isPurchasable(product: PurchasableProduct): boolean {
  return product.sale_status === 'on_sale' && product.price > 0
}
