import { and, eq } from 'drizzle-orm'
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
 * there too. Written in the bid's (or the closing's) own transaction.
 */
export async function recordAuctionProgress(db: Database, progress: AuctionProgress): Promise<void> {
  await auctionProgressUpdate(db, progress)
}

/** recordAuctionProgress's update, not yet run: for a caller that sends it within a statement of its own (a bid group's writes). */
export function auctionProgressUpdate(db: Database, progress: AuctionProgress) {
  return db
    .update(marketListings)
    .set({
      price: progress.price,
      bidCount: progress.bidCount,
      endTime: progress.endsAt,
      updatedAt: progress.at,
      ...(progress.closed ? { saleStatus: 'ended' as const } : {}),
    })
    .where(and(eq(marketListings.shopId, progress.shopId), eq(marketListings.itemRef, progress.itemRef)))
}
