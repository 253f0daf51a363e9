import { and, eq, inArray } from 'drizzle-orm'
import { withTransaction } from '@server/db/transaction'
import { eventFacts } from './bidding'
import type { AuctionContext } from './context'
import { type AuctionQueue, secondsUntil } from './jobs'
import { auctionEntries, auctions } from './tables'

/** How long before a lot's end its bidders hear it is ending. */
export const ENDING_SOON_LEAD_MS = 10 * 60_000

/** The bid-log statuses of customers still in the running (leading or outbid) on an open lot. */
const LIVE_STATUSES = ['success', 'missing-top']

/**
 * The notifier's key of a lot's "ending soon": one per customer and lot, whether they hear it as a
 * bidder or as a follower (watches.ts), so nobody hears it twice.
 */
export const endingSoonKey = (lot: { venue: string; lotId: string }) => `ending-soon:${lot.venue}:${lot.lotId}`

/**
 * The queue the auctions work on, with one addition: whenever a lot's closing is scheduled for an
 * end (its first bid, an extension, a buy-now), that end's "ending soon" warning is scheduled with
 * it, in the same transaction. So every place that moves an end warns for it without knowing.
 */
export function withEndingSoonWarnings(queue: AuctionQueue, now: () => Date): AuctionQueue {
  return {
    async send(name, payload, options) {
      const id = await queue.send(name, payload, options)
      if (name === 'auction.close') {
        const { auctionId, endsAt } = payload as { auctionId: number; endsAt: number }
        const warnAt = endsAt - ENDING_SOON_LEAD_MS
        await queue.send(
          'auction.ending-soon',
          { auctionId, endsAt },
          { startAfter: secondsUntil(warnAt, now()), transaction: options?.transaction },
        )
      }
      return id
    },
  }
}

/**
 * The ending-soon job, ten minutes before the end it was scheduled for (by the app's clock): every
 * customer leading or outbid on the lot hears it, once per lot (the notifier's key). An end
 * that moved has its own job; an early run waits on; a run after the end, or a second one, sends nothing.
 */
export async function runEndingSoonJob(context: AuctionContext, payload: { auctionId: number; endsAt: number }) {
  const [row] = await context.db.select().from(auctions).where(eq(auctions.id, payload.auctionId))
  if (!row || row.closedAt || row.boughtOut || row.endsAt.getTime() !== payload.endsAt) return
  const now = context.clock.now()
  if (now.getTime() >= payload.endsAt) return
  const warnAt = payload.endsAt - ENDING_SOON_LEAD_MS
  if (now.getTime() < warnAt) {
    await context.queue.send('auction.ending-soon', payload, { startAfter: Math.max(1, secondsUntil(warnAt, now)) })
    return
  }
  await withTransaction(context.db, async (tx) => {
    const bidders = await tx
      .select({ customerId: auctionEntries.customerId })
      .from(auctionEntries)
      .where(and(eq(auctionEntries.auctionId, row.id), inArray(auctionEntries.status, LIVE_STATUSES)))
    for (const { customerId } of bidders)
      await context.notifier.notify(tx, {
        kind: 'ending_soon',
        customerId,
        params: eventFacts(row),
        // Once per lot: after an extension the new end is always under ten minutes away, and a
        // bidding war would otherwise warn everyone again at every bid that extends it.
        key: endingSoonKey(row),
      })
  })
}
