import { marketItemRef, productPath } from '@shared/catalog/product-path'
import type { WishlistItem } from './wishlist-store'

/** The item reference of a wishlist entry: its id, with the store code for markets whose codes are per store. */
export function wishlistItemRef(item: Pick<WishlistItem, 'id' | 'append'>): string {
  return marketItemRef(String(item.id), item.append || undefined)
}

/** The page of a wishlist entry (src/shared/catalog/product-path.ts). */
export function wishlistItemHref(item: Pick<WishlistItem, 'id' | 'shop_id' | 'append'>): string {
  return productPath(item.shop_id, wishlistItemRef(item))
}
