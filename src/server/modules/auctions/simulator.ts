import { and, asc, eq, gt, inArray, isNull, min } from 'drizzle-orm'
import { isLotOpen, minimumBid } from '@shared/auctions'
import { mirrorLotProgress, placeLotBid, publishLive, withLockedAuction } from './bidding'
import type { AuctionContext } from './context'
import { followMovedEnd } from './end-moves'
import { type AuctionRow, lotStateOf, OUTSIDE_BIDDER } from './state'
import { outsideBidNow, outsideMaxAt, outsidePlan } from './market-bidder'
import { auctionBids, auctions } from './tables'

/** How often the demo's other bidders look at the lots (seconds, between the two). */
export const SIMULATOR_PAUSE_SECONDS = { min: 45, max: 120 } as const
/** The open lots one round looks at: those ending soonest. */
const LOTS_PER_ROUND = 20

/**
 * DEMO_DATA only: the market's other bidders. Each round, every open Yahoo Auction lot our customers
 * bid on (the soonest-ending few) meets its outside bidder (market-bidder.ts): a plan drawn from the lot
 * alone — what the lot is worth to the market and the raises towards it, at their own times — placed
 * as proxy bids against the minimum every bidder sees. It never reads our customers' maxima: a customer
 * who stands by more than the lot's market value wins at about that value, one who stands by less loses
 * to it. The job sends itself again for the next round.
 */
export async function placeOutsideBids(context: AuctionContext): Promise<void> {
  const now = context.clock.now()
  const open = await context.db
    .select()
    .from(auctions)
    .where(and(eq(auctions.venue, 'yahoo-auction'), isNull(auctions.closedAt), gt(auctions.endsAt, now)))
    .orderBy(asc(auctions.endsAt))
    .limit(LOTS_PER_ROUND)
  const opened = await firstBidTimes(
    context,
    open.map((row) => row.id),
  )
  for (const row of open) {
    const standing = outsideMaxAt(outsidePlan(row), opened.get(row.id) ?? null, row.endsAt.getTime(), now.getTime())
    const ownMax = row.leader === OUTSIDE_BIDDER ? row.leaderMax : null
    const amount = outsideBidNow(standing, { minimum: minimumBid(lotStateOf(row)), ownMax })
    if (amount !== null) await placeLotBid(context, { auctionId: row.id, customerId: null, amount })
  }
  const pause = SIMULATOR_PAUSE_SECONDS.min + Math.floor(Math.random() * (SIMULATOR_PAUSE_SECONDS.max - SIMULATOR_PAUSE_SECONDS.min))
  await context.queue.send('auction.simulate', {}, { startAfter: pause, singletonKey: 'auction.simulate' })
}

/** When each lot first took a bid here (its outside bidder's plan counts from then). */
async function firstBidTimes(context: AuctionContext, auctionIds: number[]): Promise<Map<number, number>> {
  if (auctionIds.length === 0) return new Map()
  const rows = await context.db
    .select({ auctionId: auctionBids.auctionId, first: min(auctionBids.createdAt) })
    .from(auctionBids)
    .where(inArray(auctionBids.auctionId, auctionIds))
    .groupBy(auctionBids.auctionId)
  return new Map(rows.flatMap((row) => (row.first ? [[row.auctionId, new Date(row.first).getTime()] as const] : [])))
}

/** The demo's hourly endings: how many lots, how soon they then end, how often (seconds). */
export const DEMO_ENDINGS = { lotsPerRound: 3, endsInMs: 5 * 60_000, everySeconds: 3600 } as const

/**
 * DEMO_DATA only: the listings' real ends are days away, so once an hour the open Yahoo Auction lots
 * our customers bid on that end soonest (a few) are brought forward to end in five minutes, as a
 * seller ending early would. Snipes, the ending-soon warning and the closing follow the new end as
 * they follow an extension; the closing then writes won (with its order) and lost.
 */
export async function endSomeAuctions(context: AuctionContext): Promise<void> {
  const now = context.clock.now()
  const endsAt = new Date(now.getTime() + DEMO_ENDINGS.endsInMs)
  const soonest = await context.db
    .select({ id: auctions.id })
    .from(auctions)
    .where(and(eq(auctions.venue, 'yahoo-auction'), isNull(auctions.closedAt), gt(auctions.endsAt, endsAt)))
    .orderBy(asc(auctions.endsAt))
    .limit(DEMO_ENDINGS.lotsPerRound)
  for (const { id } of soonest) await bringEndForward(context, id, endsAt)
  await context.queue.send(
    'auction.simulate-endings',
    {},
    { startAfter: DEMO_ENDINGS.everySeconds, singletonKey: 'auction.simulate-endings' },
  )
}

async function bringEndForward(context: AuctionContext, auctionId: number, endsAt: Date) {
  const moved = await withLockedAuction(context.db, auctionId, async (tx, row): Promise<AuctionRow | null> => {
    if (row.closedAt || !isLotOpen(lotStateOf(row), context.clock.now().getTime()) || row.endsAt <= endsAt) return null
    const now = context.clock.now()
    const [updated] = await tx.update(auctions).set({ endsAt, updatedAt: now }).where(eq(auctions.id, row.id)).returning()
    await mirrorLotProgress(tx, updated, now)
    await followMovedEnd(tx, context, updated)
    return updated
  })
  if (moved) await publishLive(context, moved)
}
