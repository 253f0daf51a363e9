import type { Locale } from '@shared/i18n/locales'

/** A label in each interface language (market data comes with all three). */
export type Localized = Record<Locale, string>

/**
 * A listing's name (or any market text) in the reader's language, else Japanese as the market lists
 * it: the one rule for every place a listing appears (its page, cards, notifications, the auction
 * log, order lines).
 */
export function inLanguage(text: Partial<Localized>, locale: Locale): string {
  return text[locale] || text.ja || text.vi || text.en || ''
}

/** A market text as each interface language reads it (inLanguage for each). */
export function readAsEach(text: Partial<Localized>): Localized {
  return { vi: inLanguage(text, 'vi'), en: inLanguage(text, 'en'), ja: inLanguage(text, 'ja') }
}

/**
 * What the flea markets (Mercari, Rakuma, PayPay), Yahoo Auction and Hard Off say about a used
 * item's condition, from best to worst, as the markets word it.
 */
export const CONDITIONS = {
  new: { vi: 'Mới, chưa sử dụng', en: 'New, unused', ja: '新品、未使用' },
  like_new: { vi: 'Gần như mới', en: 'Like new', ja: '未使用に近い' },
  good: { vi: 'Không có vết xước rõ', en: 'No visible scratches', ja: '目立った傷や汚れなし' },
  fair: { vi: 'Có vài vết xước', en: 'Some scratches', ja: 'やや傷や汚れあり' },
  poor: { vi: 'Có vết xước, bẩn', en: 'Scratched or stained', ja: '傷や汚れあり' },
  junk: { vi: 'Tình trạng xấu (hàng hỏng)', en: 'Poor (for parts)', ja: '全体的に状態が悪い' },
} as const satisfies Record<string, Localized>
export type Condition = keyof typeof CONDITIONS
export const CONDITION_IDS = Object.keys(CONDITIONS) as Condition[]

/** Who pays the domestic shipping in Japan (flea markets). */
export const SHIPPING_PAYERS = {
  seller: { vi: 'Người bán trả phí ship (miễn phí ship)', en: 'Shipping paid by the seller', ja: '送料込み（出品者負担）' },
  buyer: { vi: 'Người mua trả phí ship', en: 'Shipping paid by the buyer', ja: '着払い（購入者負担）' },
} as const satisfies Record<string, Localized>
export type ShippingPayer = keyof typeof SHIPPING_PAYERS

/** Where a market listing stands (the mirror's view; an auction past its end time has ended). */
export const MARKET_SALE_STATUSES = ['on_sale', 'sold_out', 'ended'] as const
export type MarketSaleStatus = (typeof MARKET_SALE_STATUSES)[number]

export const MARKET_SORTS = ['price_asc', 'price_desc'] as const
export type MarketSort = (typeof MARKET_SORTS)[number]
/** The cross-shop search's orders: the most relevant first (the default, issue 27), or by price. */
export const MARKET_SEARCH_SORTS = ['relevance', ...MARKET_SORTS] as const
export type MarketSearchSort = (typeof MARKET_SEARCH_SORTS)[number]

/** Page sizes (spec §9: search 30; market lists and seller shops as many as the markets give, 30). */
export const MARKET_LIST_PAGE_SIZE = 30
export const MARKET_SEARCH_PAGE_SIZE = 30
export const SELLER_SHOP_PAGE_SIZE = 30
export const MARKET_RECOMMENDATIONS = 12
/** Deepest page a market list serves (Rakuten stops at page 100). */
export const MARKET_MAX_PAGE = 100
/** Deepest page of the cross-shop search: its first 1,020 matches (Yahoo! Shopping stops at 1,000 results). */
export const MARKET_SEARCH_MAX_PAGE = 34
/** A seller's rating is out of this unless the market says otherwise (spec: default 5/5). */
export const SELLER_MAX_RATING = 5

/** Colours the markets filter by (values of the `colors` filter and a listing's `colour`). */
export const COLOURS = {
  black: { vi: 'Đen', en: 'Black', ja: 'ブラック' },
  white: { vi: 'Trắng', en: 'White', ja: 'ホワイト' },
  grey: { vi: 'Xám', en: 'Grey', ja: 'グレー' },
  red: { vi: 'Đỏ', en: 'Red', ja: 'レッド' },
  blue: { vi: 'Xanh dương', en: 'Blue', ja: 'ブルー' },
  navy: { vi: 'Xanh navy', en: 'Navy', ja: 'ネイビー' },
  green: { vi: 'Xanh lá', en: 'Green', ja: 'グリーン' },
  beige: { vi: 'Be', en: 'Beige', ja: 'ベージュ' },
  brown: { vi: 'Nâu', en: 'Brown', ja: 'ブラウン' },
  pink: { vi: 'Hồng', en: 'Pink', ja: 'ピンク' },
  yellow: { vi: 'Vàng', en: 'Yellow', ja: 'イエロー' },
  silver: { vi: 'Bạc', en: 'Silver', ja: 'シルバー' },
} as const satisfies Record<string, Localized>
export type Colour = keyof typeof COLOURS

export const GENDERS = {
  men: { vi: 'Nam', en: 'Men', ja: 'メンズ' },
  women: { vi: 'Nữ', en: 'Women', ja: 'レディース' },
  unisex: { vi: 'Unisex', en: 'Unisex', ja: 'ユニセックス' },
} as const satisfies Record<string, Localized>

export const AGES = {
  adult: { vi: 'Người lớn', en: 'Adults', ja: '大人' },
  kids: { vi: 'Trẻ em', en: 'Kids', ja: 'キッズ' },
  baby: { vi: 'Em bé', en: 'Baby', ja: 'ベビー' },
} as const satisfies Record<string, Localized>

/** The label of a known id in the reader's language, or null. */
export function labelOf(labels: Record<string, Localized>, id: string | null | undefined, locale: keyof Localized): string | null {
  if (!id || !Object.hasOwn(labels, id)) return null
  return labels[id][locale]
}
