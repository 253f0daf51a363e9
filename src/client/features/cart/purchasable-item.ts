import { isLinkItemRef } from '@shared/markets/link-items'
import { isOwnShop, ownProductId, productPath } from '@shared/catalog/product-path'
import { maxCartQuantity } from '@shared/orders/cart-rules'
import { ORDER_TAX_PERCENT } from '@shared/orders/totals'
import { findShop } from '@shared/shops/registry'
import type { CartLineSnapshot } from './cart-overlay'

/**
 * An item a page offers to buy, from any shop: its line (shop_id, item_ref) and what the customer
 * sees of it (shown in the cart until the server answers, e.g. when added offline). Prices in yen.
 */
export type PurchasableItem = {
  shop_id: number
  item_ref: string
  name: string
  price: number
  init_price: number
  image_url: string
  shop_name: string
  /** Variant or size chosen ('' or absent when none). */
  variant?: string
}

/** What the cart shows for this item until the server's answer arrives. */
export function cartLineSnapshot(item: PurchasableItem): CartLineSnapshot {
  const shop = findShop(item.shop_id)
  const productId = isOwnShop(item.shop_id) ? ownProductId(item.item_ref) : null
  const canBuyMore = shop?.can_buy_more ?? false
  return {
    product: {
      id: productId,
      product_id: productId,
      item_ref: item.item_ref,
      found: true,
      name: item.name,
      price: item.price,
      init_price: item.init_price,
      tax_percent: ORDER_TAX_PERCENT,
      image_url: item.image_url,
      url: productPath(item.shop_id, item.item_ref),
      shop_id: item.shop_id,
      variant: item.variant ?? '',
      quantity: 1,
      sale_status: 'on_sale',
      max_quantity: maxCartQuantity({ can_buy_more: canBuyMore }),
      price_pending: isLinkItemRef(item.item_ref),
    },
    shop: {
      shop_id: item.shop_id,
      shop_name: item.shop_name,
      shop_logo: shop ? `/media/shops/${shop.path}.svg` : '',
      is_can_buy_more: canBuyMore,
    },
  }
}
