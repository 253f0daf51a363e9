import { findShop, type ShopEntry } from '@shared/shops/registry'

/** A market of the registry named by a route's {shop_id} (its id or path); undefined for our own shops and unknown names. */
export function marketOf(shopParam: string): ShopEntry | undefined {
  const shop = findShop(shopParam)
  return shop?.kind === 'market' ? shop : undefined
}

export const marketLogoUrl = (shop: Pick<ShopEntry, 'path'>) => `/media/shops/${shop.path}.svg`
export const marketBannerUrl = (shop: Pick<ShopEntry, 'path'>) => `/media/banners/market-${shop.path}.svg`

/** The app's pages of a market. */
export const marketPaths = {
  home: (shop: ShopEntry) => `/other-market/home/${shop.id}`,
  categories: (shop: ShopEntry) => (shop.path === 'rakuma' ? '/other-market/rakuma' : `/other-market/${shop.id}`),
  list: (shop: ShopEntry) => `/other-market/products/${shop.id}`,
  seller: (shop: ShopEntry, sellerId: string) => `/other-market/${shop.id}/seller-shop/${encodeURIComponent(sellerId)}`,
  translate: (shop: ShopEntry, itemCode: string) => `/other-market/translate/${shop.id}/${encodeURIComponent(itemCode)}`,
  directOrder: (shop: ShopEntry) => `/other-market/${shop.id}/payment`,
}
