import { and, eq, isNull, lte, or } from 'drizzle-orm'
import type { Database } from '@server/db/client'
import { marketListings } from './tables'

export type AuctionProgress = {
  shopId: number
  itemRef: string
  price: number
  bidCount: number
  endsAt: Date
  /** Bought out or closed: the listing has ended, whatever its end time says. */
  closed: boolean
  at: Date
}

/**
 * A mirrored auction listing as our customers' bids moved it (price, bids, a later end): the market's
 * cards, lists and searches show what the lot's page shows; a lot bought out or closed is ended
 * there too. Written in the closing's (or a staff action's) own transaction, or just after a bid group
 * commits; then `ifNotBehind` keeps an older state from a slower writer off a listing a later write
 * already moved: a later group (a lot's bids only ever add to its count) or any later write (an end moved
 * by the market's other bidders, staff, the closing: its time).
 */
export async function recordAuctionProgress(
  db: Database,
  progress: AuctionProgress,
  options: { ifNotBehind?: boolean } = {},
): Promise<void> {
  const listing = and(eq(marketListings.shopId, progress.shopId), eq(marketListings.itemRef, progress.itemRef))
  const notBehind = and(
    or(isNull(marketListings.bidCount), lte(marketListings.bidCount, progress.bidCount)),
    lte(marketListings.updatedAt, progress.at),
  )
  await db
    .update(marketListings)
    .set({
      price: progress.price,
      bidCount: progress.bidCount,
      endTime: progress.endsAt,
      updatedAt: progress.at,
      ...(progress.closed ? { saleStatus: 'ended' as const } : {}),
    })
    .where(options.ifNotBehind ? and(listing, notBehind) : listing)
}
