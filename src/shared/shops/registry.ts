/**
 * The shop registry (spec §1 and §9): the eleven Japanese markets with ids 1–11, our internal
 * shops ikom (390) and awond (458), and the Ecoring auction house (12: no market listings, no
 * cart; its won lots become orders). Hard Off maps to "netmall" in paths.
 */
export type ShopKind = 'market' | 'internal' | 'auction-house'

export type ShopEntry = {
  id: number
  name: string
  path: string
  can_buy_more: boolean
  kind: ShopKind
  /** Auction markets get bid forms instead of a cart button. */
  is_auction: boolean
  colour: string
}

export const IKOM_ID = 390
export const AWOND_ID = 458
export const ECORING_ID = 12
/** Yahoo Auction (its lots open by their link when the mirror does not list them: issue 27). */
export const YAHOO_AUCTION_ID = 8

export const SHOPS: readonly ShopEntry[] = [
  { id: 1, name: 'Tonoike', path: 'tonoike', can_buy_more: true, kind: 'market', is_auction: false, colour: '#2e7d32' },
  { id: 2, name: 'Nike', path: 'nike', can_buy_more: false, kind: 'market', is_auction: false, colour: '#111111' },
  { id: 3, name: 'Amazon', path: 'amazon', can_buy_more: true, kind: 'market', is_auction: false, colour: '#ff9900' },
  { id: 4, name: 'Mercari', path: 'mercari', can_buy_more: false, kind: 'market', is_auction: false, colour: '#ff0211' },
  { id: 5, name: 'Rakuma', path: 'rakuma', can_buy_more: false, kind: 'market', is_auction: false, colour: '#e6005a' },
  { id: 6, name: 'Rakuten', path: 'rakuten', can_buy_more: true, kind: 'market', is_auction: false, colour: '#bf0000' },
  { id: 7, name: 'Yahoo Shopping', path: 'yahoo-shopping', can_buy_more: true, kind: 'market', is_auction: false, colour: '#ff0033' },
  { id: 8, name: 'Yahoo Auction', path: 'yahoo-auction', can_buy_more: false, kind: 'market', is_auction: true, colour: '#7b0099' },
  { id: 9, name: 'PayPay', path: 'paypay', can_buy_more: false, kind: 'market', is_auction: false, colour: '#ff0033' },
  { id: 10, name: 'Hard Off', path: 'netmall', can_buy_more: false, kind: 'market', is_auction: false, colour: '#0050a0' },
  { id: 11, name: 'Yodobashi', path: 'yodobashi', can_buy_more: false, kind: 'market', is_auction: false, colour: '#c8102e' },
  { id: IKOM_ID, name: 'ikom', path: 'ikom', can_buy_more: true, kind: 'internal', is_auction: false, colour: '#0b6e4f' },
  { id: AWOND_ID, name: 'awond', path: 'awond', can_buy_more: true, kind: 'internal', is_auction: false, colour: '#7a4b00' },
  { id: ECORING_ID, name: 'Ecoring', path: 'ecoring', can_buy_more: false, kind: 'auction-house', is_auction: true, colour: '#1f6f8b' },
]

export function findShop(idOrPath: number | string): ShopEntry | undefined {
  return SHOPS.find((shop) => shop.id === Number(idOrPath) || shop.path === idOrPath)
}

/**
 * An auction shop's lots (Yahoo Auction, Ecoring) are each one unique item, sold once by bidding
 * (or a buy-now bid): never through the cart or a retail order.
 */
export function isSoldByBidding(shopId: number): boolean {
  return findShop(shopId)?.is_auction === true
}

/** Flea markets and used goods (Mercari, Rakuma, PayPay Flea Market, Hard Off): each listing is one item. */
const ONE_OF_A_KIND_SHOP_IDS: readonly number[] = [4, 5, 9, 10]

/**
 * A unique item — an auction lot, a flea-market or used-goods listing — is sold once: its first order
 * holds it (until that order is cancelled), and nobody else can put it in a cart or order it.
 */
export function isSoldOnce(shopId: number): boolean {
  return isSoldByBidding(shopId) || ONE_OF_A_KIND_SHOP_IDS.includes(shopId)
}

export const INTERNAL_SHOP_PATHS = ['ikom', 'awond'] as const

/** Choices of the header search box (spec §2 Header). */
export const SEARCH_SCOPES = ['all', 'ikom', 'awond', 'ecoring', 'yahoo-auction', 'other-markets'] as const
export type SearchScope = (typeof SEARCH_SCOPES)[number]
