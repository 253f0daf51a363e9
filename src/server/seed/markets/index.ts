import { marketRecordSchema, type MarketRecord, type MarketRecordInput } from '@shared/contracts/market-import'
import type { Database } from '@server/db/client'
import { writeMarketRecords } from '@server/modules/markets'
import { marketImageUrl } from '@server/modules/media'
import { categoryRecords } from './categories'
import { filterOptionRecords } from './filter-options'
import { listingRecords } from './listings'
import { MARKET_PROFILES, type MarketProfile } from './profiles'
import { sellerDescription } from './texts'

function sellerRecords(profile: MarketProfile): MarketRecordInput[] {
  return profile.sellers.map((seller) => ({
    kind: 'seller',
    shop: profile.path,
    id: seller.id,
    name: seller.name,
    image_uri: marketImageUrl(profile.style === 'flea' ? 'shirt' : 'box', `${profile.path}-seller-${seller.id}`, 1),
    description: sellerDescription(profile.style),
    identity_verified: seller.verified,
    rating: seller.rating,
    max_rating: 5,
    good: seller.good,
    normal: seller.normal,
    bad: seller.bad,
  }))
}

/**
 * The demo mirror of all eleven markets, in the import's own shape (checked by the same schema):
 * categories, sellers, filter options and listings. Auctions end relative to `today`.
 */
export function demoMarketRecords(today: Date): MarketRecord[] {
  const inputs = MARKET_PROFILES.flatMap((profile) => [
    ...categoryRecords(profile),
    ...sellerRecords(profile),
    ...filterOptionRecords(profile.path, profile.filters),
    ...listingRecords(profile, today),
  ])
  return inputs.map((input) => {
    const parsed = marketRecordSchema.safeParse(input)
    if (!parsed.success)
      throw new Error(`demo market record does not fit the import schema: ${JSON.stringify(input)}\n${parsed.error.message}`)
    return parsed.data
  })
}

/** Categories, sellers and filter options follow this code; listings are only added when missing (like the demo catalogue). */
export async function seedMarkets(db: Database, today: Date): Promise<void> {
  await writeMarketRecords(db, demoMarketRecords(today), today, { listings: 'add-missing' })
}
