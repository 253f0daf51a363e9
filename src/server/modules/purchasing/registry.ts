import { OWN_SHOP_IDS } from '@shared/catalog/product-path'
import type { ItemQuote, PurchasableSource } from './port'

/** An item to quote: shopId null names one of our own products by id alone (clients before item references). */
export type ItemTarget = { shopId: number | null; itemRef: string }

export type Purchasing = {
  /** The quote of each target, in the targets' order (undefined: its shop does not know it). */
  quote(targets: readonly ItemTarget[]): Promise<(ItemQuote | undefined)[]>
}

/** Routes each shop's references to its source; a shop without a source knows no item. */
export function createPurchasing(sources: readonly PurchasableSource[]): Purchasing {
  const byShop = new Map<number, PurchasableSource>()
  for (const source of sources) {
    for (const shopId of source.shopIds) {
      if (byShop.has(shopId)) throw new Error(`two purchasable sources answer for shop ${shopId}`)
      byShop.set(shopId, source)
    }
  }

  async function quoteShop(shopId: number, itemRefs: readonly string[]): Promise<Map<string, ItemQuote>> {
    const source = byShop.get(shopId)
    if (!source || itemRefs.length === 0) return new Map()
    return source.quote(shopId, [...new Set(itemRefs)])
  }

  return {
    async quote(targets) {
      const refsByShop = new Map<number | null, string[]>()
      for (const target of targets) refsByShop.set(target.shopId, [...(refsByShop.get(target.shopId) ?? []), target.itemRef])
      const quotes = new Map<number | null, Map<string, ItemQuote>>()
      for (const [shopId, itemRefs] of refsByShop) {
        if (shopId !== null) {
          quotes.set(shopId, await quoteShop(shopId, itemRefs))
          continue
        }
        // Our product named by id alone: whichever of our shops sells it.
        const found = new Map<string, ItemQuote>()
        for (const ownShopId of OWN_SHOP_IDS) for (const [ref, quote] of await quoteShop(ownShopId, itemRefs)) found.set(ref, quote)
        quotes.set(null, found)
      }
      return targets.map((target) => quotes.get(target.shopId)?.get(target.itemRef))
    },
  }
}
