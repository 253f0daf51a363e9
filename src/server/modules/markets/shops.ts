import { findShop, type ShopEntry } from '@shared/shops/registry'
import { AppError } from '@server/http/app-error'
import type { MarketConnector, MarketConnectors } from './connector'

/** The supplier message of spec §8, as a 404: the market is none we know, or has no connector. */
export const marketNotFound = () => new AppError(404, 'marketNotFound')

/** A market named by its path (mercari, netmall …) or its id, with its connector. */
export function resolveMarket(connectors: MarketConnectors, param: string): { shop: ShopEntry; connector: MarketConnector } {
  const shop = /^\d{1,3}$/.test(param) || /^[a-z-]{1,40}$/.test(param) ? findShop(param) : undefined
  const connector = shop?.kind === 'market' ? connectors.forShop(shop.id) : undefined
  if (!shop || !connector) throw marketNotFound()
  return { shop, connector }
}

/**
 * A market's live API failed and the mirror has nothing to show in its place: the supplier message
 * (spec §8) too. Cart and order pricing catch it and treat the items as unavailable for now.
 */
export class SupplierUnavailable extends AppError {
  constructor() {
    super(404, 'marketNotFound')
  }
}
