import { and, desc, eq, inArray } from 'drizzle-orm'
import { type BidLogItem, type Bid, SNIPE_LOG_STATUSES } from '@shared/auctions'
import type { Paginated } from '@shared/http/list-query'
import type { Locale } from '@shared/i18n/locales'
import type { Database } from '@server/db/client'
import { paginated } from '@server/http/list-query'
import { customerHolds } from '@server/modules/wallets'
import { holdKey } from './holds'
import { presentSnipe } from './snipes'
import { type AuctionRow, customerBidder, lotName, maskedBidder, OUTSIDE_BIDDER, unixSeconds } from './state'
import { auctionBids, auctionEntries, auctions, auctionSnipes } from './tables'

/** The most of one customer's history the log pages through (newest first). */
const LOG_LIMIT = 1000

/** Which of the log, and the reader's language (lots are named in it, as on their pages). */
export type BidLogOptions = { status?: string; page: number; perPage: number; locale: Locale }

/**
 * The customer's auction log (spec §2): one entry per lot they bid on, with their standing, and
 * their snipes still waiting or failed (negative ids: -snipe id), newest first, filtered by status.
 */
export async function bidLog(db: Database, customerId: number, options: BidLogOptions): Promise<Paginated<BidLogItem>> {
  const entries = await db
    .select({ entry: auctionEntries, lot: auctions })
    .from(auctionEntries)
    .innerJoin(auctions, eq(auctions.id, auctionEntries.auctionId))
    .where(eq(auctionEntries.customerId, customerId))
    .orderBy(desc(auctionEntries.lastBidAt))
    .limit(LOG_LIMIT)
  const snipes = await db
    .select({ snipe: auctionSnipes, lot: auctions })
    .from(auctionSnipes)
    .innerJoin(auctions, eq(auctions.id, auctionSnipes.auctionId))
    .where(and(eq(auctionSnipes.customerId, customerId), inArray(auctionSnipes.status, ['scheduled', 'failed', 'placed'])))
    .orderBy(desc(auctionSnipes.createdAt))
    .limit(LOG_LIMIT)
  const held = await customerHolds(db, customerId)
  const withEntry = new Set(entries.map(({ lot }) => lot.id))
  const placedSnipe = new Map(
    snipes.filter(({ snipe }) => snipe.status === 'placed').map(({ snipe, lot }) => [lot.id, presentSnipe(snipe, lot)]),
  )
  const items: BidLogItem[] = [
    ...entries.map(({ entry, lot }) => ({
      id: entry.id,
      status: entry.status,
      data: JSON.stringify({ name: lotName(lot, options.locale), image_uri: lot.imageUrl }),
      link: lot.link,
      price: entry.maxPrice,
      date_finish: unixSeconds(lot.endsAt),
      date_bid: unixSeconds(entry.lastBidAt),
      order_id: entry.orderId,
      snipe: placedSnipe.get(lot.id) ?? null,
      held: held.get(holdKey(lot)) ?? 0,
    })),
    ...snipes
      .filter(({ snipe }) => snipe.status !== 'placed')
      .map(({ snipe, lot }) => ({
        id: -snipe.id,
        status: snipe.status === 'scheduled' ? SNIPE_LOG_STATUSES.scheduled : SNIPE_LOG_STATUSES.failed,
        data: JSON.stringify({ name: lotName(lot, options.locale), image_uri: lot.imageUrl }),
        link: lot.link,
        price: snipe.maxPrice,
        date_finish: unixSeconds(lot.endsAt),
        date_bid: unixSeconds(snipe.status === 'scheduled' ? snipe.placeAt : (snipe.settledAt ?? snipe.placeAt)),
        order_id: null,
        snipe: presentSnipe(snipe, lot),
        held: snipe.status === 'scheduled' && !withEntry.has(lot.id) ? (held.get(holdKey(lot)) ?? 0) : 0,
      })),
  ]
  const chosen = items
    .filter((item) => options.status === undefined || item.status === options.status)
    .sort((a, b) => b.date_bid - a.date_bid || b.id - a.id)
  const start = (options.page - 1) * options.perPage
  return paginated(chosen.slice(start, start + options.perPage), chosen.length, options.page, options.perPage)
}

/**
 * Spec §3 Bid: the bidders on a lot, one row each, as the market shows them: the leader first at the
 * lot's current price (their maximum stays secret), then the others by their highest bid (every one of
 * them below the current price, as Yahoo shows outbid bids). `viewer`: the caller, whose row is `mine`.
 */
export async function bidList(db: Database, lot: Pick<AuctionRow, 'id' | 'price' | 'leader'>, viewer: number | null): Promise<Bid[]> {
  const rows = await db
    .select({ customerId: auctionBids.customerId, amount: auctionBids.amount, createdAt: auctionBids.createdAt })
    .from(auctionBids)
    .where(eq(auctionBids.auctionId, lot.id))
    .orderBy(desc(auctionBids.createdAt), desc(auctionBids.id))
    .limit(2000)
  const byBidder = new Map<string, Bid>()
  for (const row of rows) {
    const bidder = row.customerId === null ? OUTSIDE_BIDDER : customerBidder(row.customerId)
    const shown = bidder === lot.leader ? lot.price : Math.min(row.amount, lot.price)
    const known = byBidder.get(bidder)
    if (known) {
      known.count += 1
      known.price = Math.max(known.price, shown)
    } else
      byBidder.set(bidder, {
        username: maskedBidder(bidder)!,
        price: shown,
        count: 1,
        updated_at: unixSeconds(row.createdAt),
        mine: viewer !== null && row.customerId === viewer,
      })
  }
  const leader = lot.leader === null ? undefined : byBidder.get(lot.leader)
  const others = [...byBidder.values()].filter((bid) => bid !== leader)
  return [...(leader ? [leader] : []), ...others.sort((a, b) => b.price - a.price || b.updated_at - a.updated_at)]
}

/** The caller's standing on a lot. */
export async function standingOf(db: Database, auctionId: number, customerId: number) {
  const [entry] = await db
    .select()
    .from(auctionEntries)
    .where(and(eq(auctionEntries.auctionId, auctionId), eq(auctionEntries.customerId, customerId)))
  return entry ?? null
}
