import { findShop } from '@shared/shops/registry'

export type ShopTarget = { internal: true; path: string } | { internal: false; shopId: string }

/** Own shops live under /products/{path}; markets under /other-market/…/{id}. */
export function shopTarget(shopId: number): ShopTarget {
  const shop = findShop(shopId)
  if (shop?.kind === 'internal') return { internal: true, path: shop.path }
  return { internal: false, shopId: String(shopId) }
}
