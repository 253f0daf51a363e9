import { findShop } from '@shared/shops/registry'

/**
 * "Buy by link" (issue 13): an item of a market that the mirror does not know, described by the
 * customer (name, price in yen). Its lines in carts and orders carry the reference `link-<code>`,
 * and its price stands as the customer stated it until staff confirm it.
 */
export const LINK_ITEM_REF_PREFIX = 'link-'
export const LINK_ITEM_NAME_MAX_LENGTH = 200
export const LINK_ITEM_NOTE_MAX_LENGTH = 500
export const LINK_ITEM_PRICE_MAX_YEN = 10_000_000

export const isLinkItemRef = (itemRef: string): boolean => itemRef.startsWith(LINK_ITEM_REF_PREFIX)

/** A market whose items can be bought by link: not our own shops, not auctions (those are bid on). */
export function acceptsLinkItems(shopId: number): boolean {
  const shop = findShop(shopId)
  return shop?.kind === 'market' && !shop.is_auction
}
