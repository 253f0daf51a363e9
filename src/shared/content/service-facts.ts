/**
 * The service's terms in figures: one source for the guide pages (client) and the demo blog
 * posts (server seed), so a fee or a transit time reads the same everywhere. (An order is paid in
 * full, by one transfer, once created: its payment page asks for the whole amount.)
 */

/** Purchase service fee, a percentage of the goods' value in yen, by order value (upper bound exclusive). */
export const SERVICE_FEE_BANDS = [
  { fromYen: 0, toYen: 10_000, percent: 8 },
  { fromYen: 10_000, toYen: 50_000, percent: 6 },
  { fromYen: 50_000, toYen: 200_000, percent: 5 },
  { fromYen: 200_000, toYen: null, percent: 4 },
] as const
export const SERVICE_FEE_MIN_YEN = 500
/** Own shops ikom and awond: no purchase fee. */
export const OWN_SHOP_SERVICE_FEE_PERCENT = 0
/** Auctions and flea markets: a fixed fee per won item. */
export const AUCTION_FEE_YEN = 500

/** The shop's estimate of domestic shipping in Japan (seller → our warehouse) when a listing says the buyer pays it. */
export const DOMESTIC_SHIPPING_ESTIMATE_YEN = 1_000

/** Japanese consumption tax on the goods, already in most Japanese prices. */
export const JAPAN_TAX_PERCENT = 10

/** Days from our Japanese warehouse to our Vietnamese warehouse. */
export const AIR_TRANSIT_DAYS = { min: 7, max: 12 } as const
export const SEA_TRANSIT_DAYS = { min: 25, max: 40 } as const
/** Chargeable weight: the larger of the actual and the volumetric weight (L × W × H cm / divisor). */
export const AIR_VOLUME_DIVISOR = 6000
export const SEA_VOLUME_DIVISOR = 4000
export const MIN_CHARGEABLE_KG = 0.5

/** Free storage at the Vietnamese warehouse before a storage fee applies. */
export const FREE_STORAGE_DAYS = 30
/** Days a customer has to report a fault after delivery. */
export const COMPLAINT_DAYS = 3
/** Invitation reward (spec §9): off the next order's shipping fee per activated code. */
export const INVITATION_REWARD_VND = 20_000

export const JAPAN_WAREHOUSES = ['Tokyo', 'Osaka'] as const
