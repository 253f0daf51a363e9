import { and, eq } from 'drizzle-orm'
import { type DeskResult, isLotOpen, resultProblem, wonLotPayBy } from '@shared/auctions'
import { readAsEach } from '@shared/markets/listing-facts'
import { formatYen } from '@shared/money/money'
import { findShop } from '@shared/shops/registry'
import type { Database } from '@server/db/client'
import { AppError } from '@server/http/app-error'
import { marketListings } from '@server/modules/markets'
import { shopLogoUrl } from '@server/modules/media'
import { createWonLotOrder, soldItemOrder } from '@server/modules/orders'
import { orders } from '@server/modules/orders/tables'
import type { ExchangeRateSource } from '@server/modules/rates'
import { eventFacts, mirrorLotProgress, publishLive, withLockedAuction } from './bidding'
import type { YahooAuctionBridge } from './bridge'
import type { AuctionContext } from './context'
import { prepareHoldsFor, settleLotHolds } from './holds'
import { secondsUntil } from './jobs'
import { type AuctionRow, bidderCustomer, lotNames, lotStateOf, unixSeconds } from './state'
import { auctionDeskLots, auctionEntries, auctions, auctionSnipes } from './tables'

export type ClosingContext = AuctionContext & { exchangeRates: ExchangeRateSource; bridge: YahooAuctionBridge }

/** A result recorded at the desk, and what its recording writes in the closing's transaction (its audit entry). */
export type RecordedResult = {
  result: DeskResult
  inTransaction?: (tx: Database, before: AuctionRow, after: AuctionRow) => Promise<void>
}

/** result-needed: the end passed, but the bridge (the desk) waits for Yahoo's result to be recorded; nothing was written. */
export type CloseResult = 'closed' | 'already-closed' | 'not-ended' | 'result-needed' | 'not-found'

/**
 * Closes a lot once: final-success for the winner and their order at the winning price,
 * final-missing-top for everyone else, snipes still waiting fail as ended, and each bidder hears
 * won or lost. All in one transaction under the lot's lock, marked by closed_at: a late or second
 * run finds it closed and changes nothing.
 *
 * The result is the one `recorded` at the desk (Yahoo's: won at ¥P — the leading customer's order at
 * ¥P — or lost), which may come before the lot's end here (Yahoo ended it early: the end is brought
 * to now). Without one, an ended lot's result is the bridge's: the simulator's engine result, or none
 * with the desk — the lot then waits as "result needed" and no order is made from a guess.
 */
export async function closeAuction(context: ClosingContext, auctionId: number, recorded?: RecordedResult): Promise<CloseResult> {
  const now = context.clock.now()
  // Read before the lot's transaction: PGlite has one connection, which that transaction holds.
  const rate = await context.exchangeRates.current('JPY', 'VND')
  await prepareHoldsFor(context)
  let closed: AuctionRow | null = null
  const result = await withLockedAuction(context.db, auctionId, async (tx, row): Promise<CloseResult> => {
    if (row.closedAt) return 'already-closed'
    const ended = !isLotOpen(lotStateOf(row), now.getTime())
    if (!recorded && !ended) return 'not-ended'
    const outcome = recorded ? await checkedResult(tx, row, recorded.result) : context.bridge.resultAtEnd(row)
    if (!outcome) return 'result-needed'
    const finalPrice = outcome.price ?? row.price
    // A lot an order already holds (bought before lots were sold once) closes with no winner.
    const soldBefore = (await soldItemOrder(tx, row.shopId, row.lotId)) !== null
    const winner = soldBefore || outcome.outcome === 'lost' ? null : bidderCustomer(row.leader)
    const entries = await tx.select().from(auctionEntries).where(eq(auctionEntries.auctionId, row.id))
    const final = { ...row, price: finalPrice }
    let wonOrder: { customerId: number; orderId: number; orderTotal: number } | null = null
    for (const entry of entries) {
      const won = entry.customerId === winner
      const orderId = won ? await winnersOrder(tx, final, entry.customerId, rate?.rate ?? null) : null
      const placed = orderId === null ? null : await orderFactsOf(tx, orderId)
      if (orderId !== null) wonOrder = { customerId: entry.customerId, orderId, orderTotal: placed?.total ?? 0 }
      await tx
        .update(auctionEntries)
        .set({ status: won ? 'final-success' : 'final-missing-top', orderId })
        .where(eq(auctionEntries.id, entry.id))
      await context.notifier.notify(
        tx,
        won
          ? {
              kind: 'won',
              customerId: entry.customerId,
              params: {
                ...eventFacts(row),
                price: finalPrice,
                ...(orderId === null ? {} : { orderId, payBy: wonLotPayBy(unixSeconds(placed?.createdAt ?? now)) }),
              },
              key: `won:${row.id}`,
            }
          : { kind: 'lost', customerId: entry.customerId, params: { ...eventFacts(row), finalPrice }, key: `lost:${row.id}` },
      )
    }
    await failWaitingSnipes(tx, context, row, now)
    // The winner's deposit becomes the first payment on their order; every other hold is released.
    await settleLotHolds(tx, context, final, wonOrder, now)
    const endsAt = ended ? row.endsAt : now
    const [updated] = await tx
      .update(auctions)
      .set({ closedAt: now, price: finalPrice, endsAt, updatedAt: now })
      .where(eq(auctions.id, row.id))
      .returning()
    await mirrorLotProgress(tx, updated, now)
    await recorded?.inTransaction?.(tx, row, updated)
    closed = updated
    return 'closed'
  })
  // Open pages hear it after the commit; a failure to tell them is no failure of the closing.
  if (closed) await publishLive(context, closed).catch(() => {})
  return result ?? 'not-found'
}

/** A result staff recorded, held against the lot as it is under its lock (422 with the reason). */
async function checkedResult(tx: Database, row: AuctionRow, recorded: DeskResult): Promise<DeskResult> {
  const [desk] = await tx
    .select({ yahooPrice: auctionDeskLots.yahooPrice })
    .from(auctionDeskLots)
    .where(eq(auctionDeskLots.auctionId, row.id))
  const problem = resultProblem({ leader: row.leader, leaderMax: row.leaderMax }, desk?.yahooPrice ?? null, recorded)
  if (problem)
    throw new AppError(422, problem, { max: formatYen(row.leaderMax ?? 0), yahoo: formatYen(desk?.yahooPrice ?? 0) }, { price: [problem] })
  return recorded
}

/** Yahoo Auction and Ecoring alike: one order line for the lot at the winning price. */
async function winnersOrder(tx: Database, row: AuctionRow, customerId: number, rate: number | null): Promise<number> {
  // No rate today: the job fails and is retried; nothing was written.
  if (rate === null) throw new Error('No JPY→VND exchange rate to price the won lot')
  // The listing's weight, when it says, estimates the freight as the bid form's cost did (Ecoring lots: the default weight).
  const [listing] = await tx
    .select({ weightGrams: marketListings.weightGrams })
    .from(marketListings)
    .where(and(eq(marketListings.shopId, row.shopId), eq(marketListings.itemRef, row.lotId)))
  const names = readAsEach(lotNames(row))
  const shop = findShop(row.shopId)
  return createWonLotOrder(tx, {
    customerId,
    shopId: row.shopId,
    itemRef: row.lotId,
    price: row.price,
    idempotencyKey: `auction:${row.id}`,
    paymentRate: rate,
    weightGrams: listing?.weightGrams ?? null,
    snapshot: {
      // Named as market lines are: Vietnamese where the lot has it, and each language's reading kept.
      name: names.vi,
      names,
      imageUrl: row.imageUrl,
      price: row.price,
      initialPrice: row.startPrice,
      url: row.venueUrl || row.link,
      variant: '',
      shopName: shop?.name ?? '',
      shopLogo: shop ? shopLogoUrl(shop.path) : '',
    },
  })
}

/** The won lot's order as the closing reads it: its total, and when it was placed (its payment deadline counts from then). */
async function orderFactsOf(tx: Database, orderId: number): Promise<{ total: number; createdAt: Date } | null> {
  const [order] = await tx.select({ total: orders.totalPayment, createdAt: orders.createdAt }).from(orders).where(eq(orders.id, orderId))
  return order ?? null
}

async function failWaitingSnipes(tx: Database, context: AuctionContext, row: AuctionRow, now: Date) {
  const failed = await tx
    .update(auctionSnipes)
    .set({ status: 'failed', failureReason: 'auction_ended', settledAt: now })
    .where(and(eq(auctionSnipes.auctionId, row.id), eq(auctionSnipes.status, 'scheduled')))
    .returning()
  for (const snipe of failed)
    await context.notifier.notify(tx, {
      kind: 'snipe_failed',
      customerId: snipe.customerId,
      params: { ...eventFacts(row), amount: snipe.maxPrice, reason: 'auction_ended' },
      key: `snipe:${snipe.id}`,
    })
}

/** The closing job: early by the app's clock → wait on (unless a later end has its own job). */
export async function runClosingJob(context: ClosingContext, payload: { auctionId: number; endsAt: number }) {
  const result = await closeAuction(context, payload.auctionId)
  // result-needed: the lot waits on the desk for Yahoo's result (no order from a guess).
  if (result !== 'not-ended') return
  const [row] = await context.db.select({ endsAt: auctions.endsAt }).from(auctions).where(eq(auctions.id, payload.auctionId))
  if (!row || row.endsAt.getTime() !== payload.endsAt) return
  await context.queue.send('auction.close', payload, { startAfter: Math.max(1, secondsUntil(payload.endsAt, context.clock.now())) })
}
