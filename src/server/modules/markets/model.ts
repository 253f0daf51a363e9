import type { Localized } from '@shared/markets/listing-facts'
import type { MarketFilterGroup } from '@shared/markets/filters'
import type { ListingDetails } from './tables'

/**
 * What a market connector knows, in every language it has (names and descriptions in Japanese as
 * the market lists them, with our translations where there are any: '' when not). The module turns
 * these into the API's answers for the reader's language (./present.ts).
 */
export type MarketCategoryData = {
  shopId: number
  id: string
  parentId: string | null
  names: Localized
  imageUrl: string
  position: number
}

export type SellerSummary = { id: string; name: string; imageUrl: string; rating: number }

export type MarketSellerData = SellerSummary & {
  description: Localized
  identityVerified: boolean
  maxRating: number
  good: number
  normal: number
  bad: number
}

export type AuctionData = { startPrice: number; buyNowPrice: number | null; bidCount: number; endTime: Date; autoExtension: boolean }

export type Listing = {
  shopId: number
  itemRef: string
  categoryId: string | null
  names: Localized
  price: number
  initialPrice: number
  imageUrls: string[]
  saleStatus: 'on_sale' | 'sold_out' | 'ended'
  brand: string | null
  rank: string | null
  condition: string | null
  shippingPayer: string | null
  rating: number | null
  reviewsCount: number
  weightGrams: number | null
  auction: AuctionData | null
  seller: SellerSummary | null
  /** Lowest and highest option price when they differ. */
  priceRange: { min: number; max: number } | null
}

export type ListingWithDetails = Listing & {
  categoryPath: string[]
  details: ListingDetails
  /** The seller's whole record, when the connector read it with the listing (else asked for apart; null: none). */
  sellerDetails?: MarketSellerData | null
}

export type FilterOptionData = { group: MarketFilterGroup; value: string; labels: Localized }

export type ListingPage = { listings: Listing[]; hasNext: boolean }
