import { and, eq } from 'drizzle-orm'
import type { Database } from '@server/db/client'
import { marketListings } from './tables'

export type AuctionProgress = { shopId: number; itemRef: string; price: number; bidCount: number; endsAt: Date; at: Date }

/**
 * A mirrored auction listing as our customers' bids moved it (price, bids, a later end): the market's
 * cards, lists and searches show what the lot's page shows. Written in the bid's own transaction.
 */
export async function recordAuctionProgress(db: Database, progress: AuctionProgress): Promise<void> {
  await db
    .update(marketListings)
    .set({ price: progress.price, bidCount: progress.bidCount, endTime: progress.endsAt, updatedAt: progress.at })
    .where(and(eq(marketListings.shopId, progress.shopId), eq(marketListings.itemRef, progress.itemRef)))
}
