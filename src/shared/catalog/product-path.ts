import { ECORING_ID, SHOPS, findShop } from '@shared/shops/registry'

/**
 * Items are named by (shop, item reference as text) everywhere: cart and order lines, the
 * wishlist, pasted marketplace addresses. Our own shops' reference is the product id in decimal
 * ("303006"); a market's is its own code (an ASIN, "m12345678901", an auction id). Markets whose
 * item codes are unique only within a store (Rakuten, Yahoo Shopping) use "store:item".
 */
const STORE_SEPARATOR = ':'
const OWN_PRODUCT_REF = /^[1-9]\d{0,9}$/
const MAX_PRODUCT_ID = 2_147_483_647

/** The reference of one of our own products. */
export function ownItemRef(productId: number): string {
  return String(productId)
}

/** Our product id named by a reference of one of our own shops, or null when it names none. */
export function ownProductId(itemRef: string): number | null {
  if (!OWN_PRODUCT_REF.test(itemRef)) return null
  const id = Number(itemRef)
  return id <= MAX_PRODUCT_ID ? id : null
}

/** True for our own shops (ikom, awond), whose references are product ids. */
export function isOwnShop(shopId: number): boolean {
  return findShop(shopId)?.kind === 'internal'
}

/** Our own shops' ids: where a product named by its id alone (older clients) is looked for. */
export const OWN_SHOP_IDS: readonly number[] = SHOPS.filter((shop) => shop.kind === 'internal').map((shop) => shop.id)

/** A market item's reference from its code and, where codes are per store, the store's code. */
export function marketItemRef(itemCode: string, storeCode?: string): string {
  return storeCode ? `${storeCode}${STORE_SEPARATOR}${itemCode}` : itemCode
}

/** A market reference split into the item's code and its store's code (the detail page's `append`). */
export function splitMarketItemRef(itemRef: string): { itemCode: string; storeCode?: string } {
  const at = itemRef.indexOf(STORE_SEPARATOR)
  return at < 0 ? { itemCode: itemRef } : { itemCode: itemRef.slice(at + 1), storeCode: itemRef.slice(0, at) }
}

/**
 * The item's page in this app: /products/{ikom|awond}/{id} for our own shops, Ecoring's lot page,
 * /other-market/{shop id}/{item code} for markets, with ?append={store code} where codes are per store.
 */
export function productPath(shopId: number, itemRef: string): string {
  const shop = findShop(shopId)
  if (shop?.kind === 'internal') return `/products/${shop.path}/${encodeURIComponent(itemRef)}`
  if (shop?.id === ECORING_ID) return `/other-market/ecoring/detail/timelimit/${encodeURIComponent(itemRef)}`
  const { itemCode, storeCode } = splitMarketItemRef(itemRef)
  const query = storeCode ? `?append=${encodeURIComponent(storeCode)}` : ''
  return `/other-market/${shop?.id ?? shopId}/${encodeURIComponent(itemCode)}${query}`
}
