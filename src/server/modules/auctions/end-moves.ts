import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '@server/db/client'
import type { AuctionContext } from './context'
import { secondsUntil } from './jobs'
import type { AuctionRow } from './state'
import { auctionSnipes } from './tables'

/**
 * What a lot's new end (already written on `row`) moves with it, in the caller's transaction: every
 * scheduled snipe (end − its lead; at once when that has passed) and the closing, whose queue also
 * schedules the ending-soon warning. Jobs for the old moments find them moved and do nothing.
 * An auto-extension and the demo's early endings both come here.
 */
export async function followMovedEnd(tx: Database, context: AuctionContext, row: AuctionRow) {
  const endsAt = row.endsAt.getTime()
  const moved = await tx
    .update(auctionSnipes)
    .set({ placeAt: sql`${row.endsAt}::timestamptz - make_interval(secs => ${auctionSnipes.leadSeconds})` })
    .where(and(eq(auctionSnipes.auctionId, row.id), eq(auctionSnipes.status, 'scheduled')))
    .returning({ id: auctionSnipes.id, placeAt: auctionSnipes.placeAt })
  const now = context.clock.now()
  for (const snipe of moved) {
    const placeAt = snipe.placeAt.getTime()
    await context.queue.send('auction.snipe', { snipeId: snipe.id, placeAt }, { startAfter: secondsUntil(placeAt, now), transaction: tx })
  }
  await context.queue.send('auction.close', { auctionId: row.id, endsAt }, { startAfter: secondsUntil(endsAt, now), transaction: tx })
}
