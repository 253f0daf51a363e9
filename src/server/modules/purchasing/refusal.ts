import { isPurchasable } from '@shared/orders/cart-rules'
import { isSoldByBidding } from '@shared/shops/registry'
import { AppError } from '@server/http/app-error'
import type { MessageKey } from '@server/i18n/messages'
import type { ItemQuote } from './port'

/** Where a refusal's field error goes: the line's field, and the quantity's (the same for order lines). */
export type RefusalFields = { item: string; quantity: string }

const refuse = (key: MessageKey, field: string, params: Record<string, string> = {}) => new AppError(422, key, params, { [field]: [key] })

/**
 * Why this item of this shop cannot be bought in this quantity, as a 422 (null when it can). Cart
 * and orders share it. An auction lot is never bought through the cart or an order: it is sold once,
 * by its venue (a bid, or a buy-now bid), so a lot can never end with two orders.
 */
export function purchaseRefusal(
  shopId: number | null,
  quote: ItemQuote | undefined,
  quantity: number,
  fields: RefusalFields,
): AppError | null {
  const product = quote?.name ?? ''
  if (quote?.saleStatus === 'ended') return refuse('cartProductEnded', fields.item, { product })
  if (shopId !== null && isSoldByBidding(shopId)) return refuse('cartAuctionLot', fields.item)
  if (!quote) return refuse('cartProductNotFound', fields.item)
  if (quote.saleStatus === 'sold_out') return refuse('cartProductSoldOut', fields.item, { product })
  if (quote.heldByOrder) return refuse('cartItemHeld', fields.item, { product })
  if (!isPurchasable({ sale_status: quote.saleStatus, price: quote.price }))
    return refuse('cartProductUnavailable', fields.item, { product })
  if (quantity > quote.maxQuantity) return refuse('cartQuantityTooLarge', fields.quantity, { max: String(quote.maxQuantity), product })
  return null
}
