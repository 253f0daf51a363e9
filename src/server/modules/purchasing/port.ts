import type { Localized } from '@shared/markets/listing-facts'
import type { SaleStatus } from '@shared/orders/cart-rules'

/**
 * What an item's source says about it now: its price and whether it can be bought, plus what the
 * customer sees of it (kept as the line's snapshot when a cart line or an order line is written).
 * Prices are whole yen.
 */
export type ItemQuote = {
  shopId: number
  itemRef: string
  saleStatus: SaleStatus
  price: number
  initialPrice: number
  taxPercent: number
  /** The most one line may hold (the shop's quantity rule, or less when the source says so). */
  maxQuantity: number
  /** Grams, when known: the shipping estimate assumes a default otherwise. */
  weightGrams: number | null
  name: string
  /** The name as each interface language reads it, when the source has translations (a market's listing). */
  names?: Localized
  imageUrl: string
  /** The item's page as its source gives it (our product page, or the market's own page). */
  url: string
  /** Variant or size, as the shop names it ('' when none). */
  variant: string
  shopName: string
  shopLogo: string
  /** Its price is the customer's own statement, waiting for staff to confirm it (an item bought by link). */
  pricePending?: boolean
  /** A unique item another order already holds (orders/sold-once.ts): nobody else may buy it. */
  heldByOrder?: boolean
}

/**
 * A source of items that can be bought: our own catalogue, a market connector, the auction venue
 * for won lots. Cart and orders know items only through this port, one source per shop.
 */
export interface PurchasableSource {
  /** The shops whose items this source answers for. */
  readonly shopIds: readonly number[]
  /** The facts of these references of one shop, by reference; a reference the shop does not know is absent. */
  quote(shopId: number, itemRefs: readonly string[]): Promise<Map<string, ItemQuote>>
}
