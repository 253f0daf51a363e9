import { and, eq, lt, ne } from 'drizzle-orm'
import { minimumBid } from '@shared/auctions'
import type { Database } from '@server/db/client'
import type { CustomerEvent } from '@server/modules/notifications'
import { type AuctionRow, bidderCustomer, eventFacts, lotStateOf } from './state'
import { auctionSnipes } from './tables'

/**
 * The scheduled snipes on the lot that its new minimum bid has overtaken (they would fail as they stand),
 * as one notice each for their customers; the leader's own snipe is left alone. One notice per snipe and
 * maximum (the key): a snipe raised and overtaken again is told again.
 */
export async function snipesBelowMinimum(tx: Database, lot: AuctionRow): Promise<CustomerEvent[]> {
  const minimum = minimumBid(lotStateOf(lot))
  const leader = bidderCustomer(lot.leader)
  const below = await tx
    .select({ id: auctionSnipes.id, customerId: auctionSnipes.customerId, maxPrice: auctionSnipes.maxPrice })
    .from(auctionSnipes)
    .where(
      and(
        eq(auctionSnipes.auctionId, lot.id),
        eq(auctionSnipes.status, 'scheduled'),
        lt(auctionSnipes.maxPrice, minimum),
        ...(leader === null ? [] : [ne(auctionSnipes.customerId, leader)]),
      ),
    )
  return below.map((snipe) => ({
    kind: 'snipe_below_minimum' as const,
    customerId: snipe.customerId,
    params: { ...eventFacts(lot), amount: snipe.maxPrice, minimum },
    key: `snipe-below:${snipe.id}:${snipe.maxPrice}`,
  }))
}
