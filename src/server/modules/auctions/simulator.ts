import { and, asc, gt, isNull } from 'drizzle-orm'
import { minimumBid } from '@shared/auctions'
import { type AuctionContext, placeLotBid } from './bidding'
import { lotStateOf, OUTSIDE_BIDDER } from './state'
import { auctions } from './tables'

/** How often the demo's other bidders look at the lots (seconds, between the two). */
export const SIMULATOR_PAUSE_SECONDS = { min: 45, max: 120 } as const
const LOTS_PER_ROUND = 3

/**
 * DEMO_DATA only: the market's other bidders. Each round some open Yahoo Auction lots our customers
 * bid on get an outside bid a little above the minimum, so a customer of the demo sees outbid, won
 * and lost without a second person. The job sends itself again for the next round.
 */
export async function placeOutsideBids(context: AuctionContext): Promise<void> {
  const now = context.clock.now()
  const open = await context.db
    .select()
    .from(auctions)
    .where(and(isNull(auctions.closedAt), gt(auctions.endsAt, now)))
    .orderBy(asc(auctions.endsAt))
    .limit(20)
  const chosen = open.filter((row) => row.venue === 'yahoo-auction' && row.leader !== OUTSIDE_BIDDER && Math.random() < 0.5)
  for (const row of chosen.slice(0, LOTS_PER_ROUND)) {
    const minimum = minimumBid(lotStateOf(row))
    const amount = minimum + Math.floor(Math.random() * 3) * (minimum - row.price || 10)
    await placeLotBid(context, { auctionId: row.id, customerId: null, amount })
  }
  const pause = SIMULATOR_PAUSE_SECONDS.min + Math.floor(Math.random() * (SIMULATOR_PAUSE_SECONDS.max - SIMULATOR_PAUSE_SECONDS.min))
  await context.queue.send('auction.simulate', {}, { startAfter: pause, singletonKey: 'auction.simulate' })
}
