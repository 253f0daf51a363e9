import { depositHoldVnd } from '@shared/auctions/deposit'
import { formatDong, formatYen } from '@shared/money/money'
import type { Database } from '@server/db/client'
import { AppError } from '@server/http/app-error'
import type { CustomerEvent } from '@server/modules/notifications'
import {
  applyHold,
  type HoldLot,
  type LotHold,
  lockVndWallets,
  moveHolds,
  pendingLotHolds,
  prepareHolds,
  releaseHolds,
  type WalletLock,
} from '@server/modules/wallets'
import { bidLimitsOf } from './bid-limits'
import type { AuctionContext } from './context'
import { type AuctionRow, bidderCustomer, eventFacts } from './state'
import { type ScheduledSnipe, scheduledSnipesOf } from './snipe-minimum'

/**
 * Deposits (issue 22 part 3), the rules in one place. A customer who leads a lot or has a snipe
 * scheduled on it holds AUCTION_DEPOSIT_PERCENT % of the highest maximum they stand by there (the
 * leading maximum, the snipe's), in VND at the day's rate, as one pending ledger entry per customer
 * and lot (wallets/holds.ts says how an entry ends). A bid or snipe whose hold the wallet's available
 * amount cannot meet — or above the customer's bidding limit set by staff — is refused before the
 * lot changes. Outbid, lost, a snipe cancelled or failed: released. Won: applied to the order.
 * Everything runs inside the lot's transaction, under its row lock, wallets locked after it.
 */
export type HoldTerms = { percent: number; rate: number | null }

/** How long a read of the day's rate serves the lot transactions after it (a hot lot runs many a second). */
const RATE_REUSE_MS = 5_000
const recentRates = new WeakMap<object, { day: string; until: number; rate: Promise<number | null> }>()

/** Read before the lot's transaction (PGlite has one connection, which that transaction holds). */
export async function readHoldTerms(
  context: Pick<AuctionContext, 'db' | 'depositPercent' | 'exchangeRates' | 'clock'>,
): Promise<HoldTerms> {
  await prepareHolds(context.db)
  if (context.depositPercent <= 0) return { percent: 0, rate: null }
  // The rate of the app's day, reused for a few seconds (a staff change of today's rate applies within them).
  const day = context.clock.now().toISOString().slice(0, 10)
  let recent = recentRates.get(context.exchangeRates)
  if (!recent || recent.day !== day || recent.until < Date.now()) {
    const rate = context.exchangeRates.current('JPY', 'VND').then((found) => found?.rate ?? null)
    recent = { day, until: Date.now() + RATE_REUSE_MS, rate }
    recentRates.set(context.exchangeRates, recent)
    rate.catch(() => recentRates.delete(context.exchangeRates))
  }
  return { percent: context.depositPercent, rate: await recent.rate }
}

/** Before a transaction that only releases or applies holds (closing): the ledger's reference rows exist. */
export const prepareHoldsFor = (context: Pick<AuctionContext, 'db'>) => prepareHolds(context.db)

export const holdLotOf = (row: Pick<AuctionRow, 'venue' | 'lotId'>): HoldLot => ({ venue: row.venue, lotId: row.lotId })

/** Why a customer's bid or snipe cannot be held. */
export type HoldRefusal =
  | { refusal: 'deposit_short'; missing: number; hold: number }
  | { refusal: 'over_limit'; limit: number }
  | { refusal: 'no_rate' }

/**
 * How a checked maximum sets the customer's hold on the lot:
 * raise: a bid — never lower than what they hold (a snipe of theirs may need more);
 * set: a snipe scheduled or changed — exactly what its maximum (or their lead) needs;
 * snipe: a scheduled snipe's own bid — what the snipe already holds is enough.
 */
type Mode = 'raise' | 'set' | 'snipe'

export type LotDeposits = Awaited<ReturnType<typeof lotDeposits>>

/**
 * The deposits of one lot transaction: the lot's pending holds, the acting customers' wallets
 * (locked, in id order) and limits. `check` answers why a maximum cannot be held, or reserves its
 * hold in memory; `sync` then writes what changed, once the lot is as the transaction leaves it.
 */
export async function lotDeposits(
  tx: Database,
  terms: HoldTerms,
  row: AuctionRow,
  customerIds: number[],
  /**
   * What the caller read already under the lot's lock (a bid group: group-reads.ts): the customers'
   * bidding limits, the lot's pending holds, and, when deposits are held, the customers' wallets locked.
   */
  known?: { limits: ReadonlyMap<number, number | undefined>; holds: LotHold[]; lockedWallets?: WalletLock[] },
) {
  const lot = holdLotOf(row)
  const holds = known?.holds ?? (await pendingLotHolds(tx, lot))
  const wallets =
    terms.percent > 0 && customerIds.length > 0
      ? await lockVndWallets(
          tx,
          [...customerIds].sort((a, b) => a - b),
          known?.lockedWallets,
        )
      : new Map()
  const limits = known?.limits ?? (await bidLimitsOf(tx, customerIds))
  const held = new Map(holds.map((hold) => [hold.customerId, hold.amount]))
  /** What each acting customer is to hold after this transaction (their checks passed). */
  const target = new Map<number, number>()

  function check(customerId: number, maxYen: number, mode: Mode): HoldRefusal | null {
    const limit = limits.get(customerId)
    if (limit !== undefined && maxYen > limit && mode !== 'snipe') return { refusal: 'over_limit', limit }
    if (terms.percent <= 0) return null
    const current = target.get(customerId) ?? held.get(customerId) ?? 0
    if (mode === 'snipe' && current > 0) return null
    if (terms.rate === null) return { refusal: 'no_rate' }
    const needed = depositHoldVnd(maxYen, terms.percent, terms.rate)
    const next = mode === 'raise' ? Math.max(current, needed) : needed
    // What is available already excludes the pending hold in the ledger, not what this transaction reserved above it.
    const available = (wallets.get(customerId)?.available ?? 0) - (current - (held.get(customerId) ?? 0))
    const missing = next - current - available
    if (missing > 0) return { refusal: 'deposit_short', missing, hold: next }
    target.set(customerId, next)
    return null
  }

  /** A customer stops standing by a maximum (a snipe cancelled): they hold at most what `maxYen` needs. */
  function lower(customerId: number, maxYen: number | null) {
    const current = held.get(customerId) ?? 0
    const needed = maxYen === null || terms.rate === null ? 0 : depositHoldVnd(maxYen, terms.percent, terms.rate)
    target.set(customerId, Math.min(current, needed))
  }

  /**
   * Writes the lot's holds as the transaction leaves the lot: the acting customers who still lead
   * or have a snipe scheduled hold their checked amount (the old entry released, a new one taken
   * when it changed); everyone else who held is released and told. `placing`: snipes whose bids
   * this transaction placed (no longer waiting, whatever their row says yet). Answers the
   * customers' notices (released holds), for the caller's one notifier call.
   */
  async function sync(
    after: AuctionRow,
    now: Date,
    placing: number[] = [],
    scheduled?: readonly ScheduledSnipe[],
  ): Promise<CustomerEvent[]> {
    if (holds.length === 0 && ![...target.values()].some((amount) => amount > 0)) return []
    const concerned = [...new Set([...holds.map((hold) => hold.customerId), ...target.keys()])]
    const holding = holdingCustomers(after, concerned, placing, scheduled ?? (await scheduledSnipesOf(tx, after.id)))
    const released: LotHold[] = []
    for (const hold of holds) {
      const keep = holding.has(hold.customerId) && (!target.has(hold.customerId) || target.get(hold.customerId) === hold.amount)
      if (!keep) released.push(hold)
    }
    const taken: { walletId: number; amount: number }[] = []
    for (const [customerId, amount] of target) {
      if (!holding.has(customerId) || amount <= 0 || held.get(customerId) === amount) continue
      // A lowered hold needs no wallet lock (it only frees money): the old entry names the wallet.
      const walletId = wallets.get(customerId)?.walletId ?? holds.find((hold) => hold.customerId === customerId)?.walletId
      if (walletId !== undefined) taken.push({ walletId, amount })
    }
    await moveHolds(
      tx,
      lot,
      released.map((hold) => hold.id),
      taken,
      now,
    )
    // Told only when the customer holds nothing on the lot any more (a changed amount is not a release).
    return released
      .filter((hold) => !(holding.has(hold.customerId) && (target.get(hold.customerId) ?? 0) > 0))
      .map((hold) => ({
        kind: 'deposit' as const,
        customerId: hold.customerId,
        params: { ...eventFacts(after), amount: hold.amount, outcome: 'released' as const },
        key: `hold:${hold.id}`,
      }))
  }

  /** sync, then its notices told. */
  async function syncAndNotify(context: Pick<AuctionContext, 'notifier'>, after: AuctionRow, now: Date, placing: number[] = []) {
    await context.notifier.notifyAll(tx, await sync(after, now, placing))
  }

  return { check, lower, sync, syncAndNotify, held: (customerId: number) => held.get(customerId) ?? 0 }
}

/**
 * Which of the concerned customers stand by a maximum on the lot: its leader (a customer), and
 * those with a snipe waiting (but not one this transaction placed).
 */
function holdingCustomers(row: AuctionRow, concerned: number[], placing: number[], scheduled: readonly ScheduledSnipe[]): Set<number> {
  const leader = row.closedAt ? null : bidderCustomer(row.leader)
  const holding = new Set<number>(leader === null ? [] : [leader])
  for (const snipe of scheduled) if (concerned.includes(snipe.customerId) && !placing.includes(snipe.id)) holding.add(snipe.customerId)
  return holding
}

/**
 * Closing: the winner's hold becomes the first payment on their order (at most the order's total),
 * every other hold on the lot is released; each customer is told.
 */
export async function settleLotHolds(
  tx: Database,
  context: Pick<AuctionContext, 'notifier'>,
  row: AuctionRow,
  winner: { customerId: number; orderId: number; orderTotal: number } | null,
  now: Date,
) {
  const lot = holdLotOf(row)
  const holds = await pendingLotHolds(tx, lot)
  const won = holds.find((hold) => hold.customerId === winner?.customerId)
  const released = await releaseHolds(
    tx,
    holds.filter((hold) => hold !== won).map((hold) => hold.id),
  )
  const events = holds
    .filter((hold) => released.includes(hold.id))
    .map((hold) => ({
      kind: 'deposit' as const,
      customerId: hold.customerId,
      params: { ...eventFacts(row), amount: hold.amount, outcome: 'released' as 'released' | 'applied' },
      key: `hold:${hold.id}`,
    }))
  if (won && winner) {
    const amount = Math.min(won.amount, winner.orderTotal)
    if (await applyHold(tx, lot, won, winner.orderId, amount, now))
      events.push({
        kind: 'deposit' as const,
        customerId: won.customerId,
        params: { ...eventFacts(row), amount, outcome: 'applied' as const },
        key: `hold:${won.id}`,
      })
  }
  await context.notifier.notifyAll(tx, events)
}

/** The lots' holds of customers, for reads that show them: `venue:lotId` keys (wallets' customerHolds). */
export const holdKey = (row: Pick<AuctionRow, 'venue' | 'lotId'>) => `${row.venue}:${row.lotId}`

/**
 * A bid or snipe whose deposit cannot be held (the đ missing, for the top-up page), above the
 * customer's bidding limit, or with no rate today to price the deposit: 422 on the amount's field.
 */
export function holdRefusalError(refusal: HoldRefusal, field: string) {
  switch (refusal.refusal) {
    case 'deposit_short':
      return new AppError(
        422,
        'auctionDepositShort',
        { missing: formatDong(refusal.missing), hold: formatDong(refusal.hold) },
        { [field]: ['auctionDepositShort'] },
      )
    case 'over_limit':
      return new AppError(422, 'auctionOverLimit', { limit: formatYen(refusal.limit) }, { [field]: ['auctionOverLimit'] })
    case 'no_rate':
      return new AppError(422, 'auctionRateMissing')
  }
}
