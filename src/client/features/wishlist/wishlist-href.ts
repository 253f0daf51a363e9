import { findShop } from '@shared/shops/registry'
import type { WishlistItem } from './wishlist-store'

/** The product page of a wishlist entry: /products/{path}/{id} for own shops, /other-market/{shop}/{id} otherwise. */
export function wishlistItemHref(item: Pick<WishlistItem, 'id' | 'shop_id' | 'append'>): string {
  const shop = findShop(item.shop_id)
  const id = encodeURIComponent(String(item.id))
  if (shop?.kind === 'internal') return `/products/${shop.path}/${id}`
  const append = item.append ? `?append=${encodeURIComponent(item.append)}` : ''
  return `/other-market/${item.shop_id}/${id}${append}`
}
