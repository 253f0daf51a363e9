import { and, eq, inArray } from 'drizzle-orm'
import { OWN_SHOP_IDS, ownItemRef, ownProductId, productPath } from '@shared/catalog/product-path'
import { maxCartQuantity } from '@shared/orders/cart-rules'
import { findShop } from '@shared/shops/registry'
import type { Database } from '@server/db/client'
import { shopLogoUrl } from '@server/modules/media'
import type { ItemQuote, PurchasableSource } from '@server/modules/purchasing'
import { products } from './tables'

/**
 * Our own catalogue as a purchasable source for our own shops (ikom, awond): a reference is a
 * product id, and a shop knows only its own products. Prices, status and weight are read live.
 */
export function ownCatalogueSource(db: Database): PurchasableSource {
  return {
    shopIds: OWN_SHOP_IDS,
    async quote(shopId, itemRefs) {
      const shop = findShop(shopId)
      const ids = itemRefs.map(ownProductId).filter((id): id is number => id !== null)
      if (!shop || ids.length === 0) return new Map()
      const rows = await db
        .select({
          id: products.id,
          name: products.name,
          price: products.price,
          initialPrice: products.initialPrice,
          taxPercent: products.taxPercent,
          imageUrl: products.imageUrl,
          saleStatus: products.saleStatus,
          weightGrams: products.weightGrams,
        })
        .from(products)
        .where(and(eq(products.supplierId, shopId), inArray(products.id, ids)))
      const quotes = rows.map((row): ItemQuote => {
        const itemRef = ownItemRef(row.id)
        return {
          shopId,
          itemRef,
          saleStatus: row.saleStatus,
          price: row.price,
          initialPrice: row.initialPrice,
          taxPercent: row.taxPercent,
          maxQuantity: maxCartQuantity(shop),
          weightGrams: row.weightGrams,
          name: row.name,
          imageUrl: row.imageUrl,
          url: productPath(shopId, itemRef),
          variant: '',
          shopName: shop.name,
          shopLogo: shopLogoUrl(shop.path),
        }
      })
      return new Map(quotes.map((quote) => [quote.itemRef, quote]))
    },
  }
}
