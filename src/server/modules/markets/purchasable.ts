import { maxCartQuantity } from '@shared/orders/cart-rules'
import { ORDER_TAX_PERCENT } from '@shared/orders/totals'
import { marketItemUrl } from '@shared/markets/item-url'
import { readAsEach } from '@shared/markets/listing-facts'
import { findShop } from '@shared/shops/registry'
import type { Clock } from '@server/clock'
import { shopLogoUrl } from '@server/modules/media'
import type { ItemQuote, PurchasableSource } from '@server/modules/purchasing'
import { effectiveSaleStatus, type MarketConnector, type MarketConnectors } from './connector'
import type { ResolvedItem } from './options'
import { lookupRefs, optionsOf, resolveItem } from './options'
import { SupplierUnavailable } from './shops'

/**
 * What a market item costs now and whether it can be bought, from its market's connector: the
 * chosen size's or variant's price when it has one; an item with sizes or variants needs one chosen.
 * An auction lot is never bought here: it is sold once, by bidding (a buy-now price is a bid too), so
 * it quotes as unavailable, or ended once it closed.
 */
function quoteOf(shopId: number, itemRef: string, { listing, chosen }: ResolvedItem, now: Date): ItemQuote {
  const shop = findShop(shopId)!
  let saleStatus: ItemQuote['saleStatus'] = effectiveSaleStatus(listing, now)
  const price = chosen?.price ?? listing.price
  if (listing.auction && saleStatus === 'on_sale') saleStatus = 'unavailable'
  if (!chosen && optionsOf(listing).length > 0 && saleStatus === 'on_sale') saleStatus = 'unavailable'
  return {
    shopId,
    itemRef,
    saleStatus,
    price,
    initialPrice: Math.max(listing.initialPrice, price),
    taxPercent: ORDER_TAX_PERCENT,
    maxQuantity: maxCartQuantity(shop),
    weightGrams: listing.weightGrams,
    name: listing.names.vi || listing.names.ja,
    names: readAsEach(listing.names),
    imageUrl: listing.imageUrls[0] ?? '',
    url: marketItemUrl(shopId, listing.itemRef),
    variant: chosen?.name ?? '',
    shopName: shop.name,
    shopLogo: shopLogoUrl(shop.path),
  }
}

/** A market that cannot be reached now has nothing to sell now: its lines show as unavailable, the cart still opens. */
async function listingsOrNone(connector: MarketConnector, shopId: number, itemRefs: readonly string[]) {
  try {
    return await connector.listings(shopId, lookupRefs(itemRefs))
  } catch (error) {
    if (error instanceof SupplierUnavailable) return []
    throw error
  }
}

export function marketPurchasableSource(connectors: MarketConnectors, clock: Clock): PurchasableSource {
  return {
    shopIds: connectors.all.flatMap((connector) => connector.shopIds),
    async quote(shopId, itemRefs) {
      const connector = connectors.forShop(shopId)
      if (!connector) return new Map()
      const found = new Map((await listingsOrNone(connector, shopId, itemRefs)).map((listing) => [listing.itemRef, listing]))
      const now = clock.now()
      const quotes = new Map<string, ItemQuote>()
      for (const itemRef of itemRefs) {
        const resolved = resolveItem(found, itemRef)
        if (resolved) quotes.set(itemRef, quoteOf(shopId, itemRef, resolved, now))
      }
      return quotes
    },
  }
}
