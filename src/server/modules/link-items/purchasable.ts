import { isLinkItemRef } from '@shared/markets/link-items'
import { maxCartQuantity } from '@shared/orders/cart-rules'
import { ORDER_TAX_PERCENT } from '@shared/orders/totals'
import { findShop } from '@shared/shops/registry'
import type { Database } from '@server/db/client'
import { shopLogoUrl } from '@server/modules/media'
import type { ItemQuote, PurchasableSource } from '@server/modules/purchasing'
import { linkItemsByRef } from './service'

/**
 * The markets' source, plus the items bought by link of the same shops: a `link-…` reference is
 * priced at staff's confirmed price, or the customer's stated one until then; every other
 * reference goes to the market's own source.
 */
export function withLinkItems(source: PurchasableSource, db: Database): PurchasableSource {
  return {
    shopIds: source.shopIds,
    async quote(shopId, itemRefs) {
      const linkRefs = itemRefs.filter(isLinkItemRef)
      const quotes = await source.quote(
        shopId,
        itemRefs.filter((ref) => !isLinkItemRef(ref)),
      )
      const shop = findShop(shopId)
      if (!shop) return quotes
      for (const row of await linkItemsByRef(db, shopId, linkRefs)) {
        const price = row.confirmedPrice ?? row.price
        const quote: ItemQuote = {
          shopId,
          itemRef: row.ref,
          saleStatus: 'on_sale',
          price,
          initialPrice: price,
          taxPercent: ORDER_TAX_PERCENT,
          maxQuantity: maxCartQuantity(shop),
          weightGrams: null,
          name: row.name,
          imageUrl: shopLogoUrl(shop.path),
          url: row.url,
          variant: '',
          shopName: shop.name,
          shopLogo: shopLogoUrl(shop.path),
          pricePending: row.confirmedPrice === null,
        }
        quotes.set(row.ref, quote)
      }
      return quotes
    },
  }
}
