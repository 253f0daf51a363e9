import { and, eq } from 'drizzle-orm'
import { minimumBid } from '@shared/auctions'
import type { Database } from '@server/db/client'
import type { Bindable } from '@server/db/prepared'
import type { CustomerEvent } from '@server/modules/notifications'
import { type AuctionRow, bidderCustomer, eventFacts, lotStateOf } from './state'
import { auctionSnipes } from './tables'

export type ScheduledSnipe = { id: number; customerId: number; maxPrice: number }

/** The lot's snipes still waiting to be placed (a lot has few): one read for what a bid group needs of them. */
export async function scheduledSnipesOf(tx: Database, auctionId: number): Promise<ScheduledSnipe[]> {
  return (await scheduledSnipesQuery(tx, auctionId)).map(scheduledSnipeOf)
}

/**
 * scheduledSnipesOf's select, not yet run, for a caller that runs it within a statement of its own.
 * Its fields are named as its columns, so its rows read the same as JSON (scheduledSnipeOf).
 */
export function scheduledSnipesQuery(tx: Database, auctionId: Bindable<number>) {
  return tx
    .select({ id: auctionSnipes.id, customer_id: auctionSnipes.customerId, max_price: auctionSnipes.maxPrice })
    .from(auctionSnipes)
    .where(and(eq(auctionSnipes.auctionId, auctionId), eq(auctionSnipes.status, 'scheduled')))
}

export const scheduledSnipeOf = (row: { id: number; customer_id: number; max_price: number }): ScheduledSnipe => ({
  id: row.id,
  customerId: row.customer_id,
  maxPrice: row.max_price,
})

/**
 * The scheduled snipes on the lot that its new minimum bid has overtaken (they would fail as they stand),
 * as one notice each for their customers; the leader's own snipe is left alone. One notice per snipe and
 * maximum (the key): a snipe raised and overtaken again is told again.
 */
export function snipesBelowMinimum(lot: AuctionRow, scheduled: readonly ScheduledSnipe[]): CustomerEvent[] {
  const minimum = minimumBid(lotStateOf(lot))
  const leader = bidderCustomer(lot.leader)
  return scheduled
    .filter((snipe) => snipe.maxPrice < minimum && snipe.customerId !== leader)
    .map((snipe) => ({
      kind: 'snipe_below_minimum' as const,
      customerId: snipe.customerId,
      params: { ...eventFacts(lot), amount: snipe.maxPrice, minimum },
      key: `snipe-below:${snipe.id}:${snipe.maxPrice}`,
    }))
}
