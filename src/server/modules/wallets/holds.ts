import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { WALLET_CURRENCIES } from '@shared/contracts/wallet'
import type { Database } from '@server/db/client'
import { type Bindable, bound, columnName, equalsAny, preparedStatement } from '@server/db/prepared'
import { transactionReferences, walletTransactions, wallets } from './tables'
import { availableSum, countedEntry } from './sums'
import { ensureTransactionTypes, transactionTypeId } from './transaction-types'

/**
 * Auction holds in the ledger (the rules of who holds what live in auctions/holds.ts). A hold is a
 * `pending` negative `auction_hold` entry in the customer's VND wallet, referencing the lot
 * (receiptable_type = the venue, receiptable_id = the lot's id there): it lowers what is available
 * without touching the posted balance. It ends exactly once by a status move, its amount never
 * changed and the row never deleted:
 *   pending → released  the hold is let go (outbid, lost, snipe cancelled or failed, or replaced by
 *                        a hold of another amount); it counts nowhere, the history stays.
 *   pending → applied   the lot was won: a posted `order_payment` entry referencing the order (and
 *                        the lot) carries the money; the hold itself then counts nowhere.
 * Why a status move and not a reversing entry: a hold never moved money (the balance never
 * included it), so there is nothing to reverse — a "+X pending" counter-entry would need its own
 * meaning in the available sum and would show the customer a credit that never happened. The move
 * is one-way (`where status = 'pending'`), so a hold cannot be released twice or applied after release.
 */
export type HoldLot = { venue: string; lotId: string }
/** A pending hold: its entry, whose wallet, and the amount held (positive đ). */
export type LotHold = { id: number; customerId: number; walletId: number; amount: number }

const HOLD_TYPE = () => transactionTypeId('auction_hold')

/** What a writer of holds calls before its transaction (the transaction types exist; idempotent, once per handle). */
export const prepareHolds = (db: Database) => ensureTransactionTypes(db)

/**
 * Locks the customers' VND wallets (opening those missing) in wallet id order — every writer of
 * holds takes these locks after its lot's and in this order, so two lots' transactions never wait
 * on each other in a circle — and answers each customer's wallet and available amount.
 */
export async function lockVndWallets(
  tx: Database,
  customerIds: number[],
  /** What vndWalletLocks answered for these customers, when the caller ran it already (in a statement of its own). */
  lockedAlready?: WalletLock[],
): Promise<Map<number, { walletId: number; available: number }>> {
  const found = new Map<number, { walletId: number; available: number }>()
  if (customerIds.length === 0) return found
  const select = () => vndWalletLocks(tx, customerIds)
  let locked = lockedAlready ?? (await select())
  if (locked.length < customerIds.length) {
    const missing = customerIds.filter((id) => !locked.some((row) => row.userId === id))
    await tx
      .insert(wallets)
      .values(missing.flatMap((userId) => WALLET_CURRENCIES.map((currencyId) => ({ userId, currencyId }))))
      .onConflictDoNothing()
    locked = await select()
  }
  // A statement of its own, after the locks: under READ COMMITTED it sees what the transactions that
  // held them committed (a sum in the locking statement would read its older snapshot — and overspend).
  const sums = await AVAILABLE_SUMS(tx, { wallets: locked.map((row) => row.id) })
  for (const row of locked)
    found.set(row.userId, { walletId: row.id, available: Number(sums.find((sum) => sum.wallet_id === row.id)?.available ?? 0) })
  return found
}

/** The wallets' available amounts, built once (a hot lot's bid groups run it). */
const AVAILABLE_SUMS = preparedStatement<{ wallet_id: number; available: number }>(
  'wallet_available_sums',
  () => sql`select ${walletTransactions.walletId} as wallet_id, ${availableSum} as available from ${walletTransactions}
    where ${equalsAny(walletTransactions.walletId, bound('wallets'))} and ${countedEntry}
    group by ${walletTransactions.walletId}`,
)

/** A locked wallet: its id and customer. */
export type WalletLock = { id: number; userId: number }

/**
 * lockVndWallets' locking select, not yet run: for a caller that runs it within a statement of its
 * own and hands its rows to lockVndWallets. `customerIds`: the ids, or a subquery answering them.
 */
export function vndWalletLocks(tx: Database, customerIds: number[] | SQL) {
  return tx
    .select({ id: wallets.id, userId: wallets.userId })
    .from(wallets)
    .where(and(inArray(wallets.userId, customerIds), eq(wallets.currencyId, 'VND')))
    .orderBy(asc(wallets.id))
    .for('update')
}

/** The lot's pending holds, one per customer at most (the rules keep it so). */
export async function pendingLotHolds(tx: Database, lot: HoldLot): Promise<LotHold[]> {
  return (await pendingLotHoldsQuery(tx, lot)).map(lotHoldOf)
}

/**
 * pendingLotHolds' select, not yet run, for a caller that runs it within a statement of its own. Its
 * fields are named as its columns, so its rows read the same as JSON (lotHoldOf turns either into a hold).
 */
export function pendingLotHoldsQuery(tx: Database, lot: { [Key in keyof HoldLot]: Bindable<HoldLot[Key]> }) {
  return tx
    .select({
      id: walletTransactions.id,
      user_id: wallets.userId,
      wallet_id: walletTransactions.walletId,
      amount: walletTransactions.amount,
    })
    .from(walletTransactions)
    .innerJoin(transactionReferences, eq(transactionReferences.transactionId, walletTransactions.id))
    .innerJoin(wallets, eq(wallets.id, walletTransactions.walletId))
    .where(
      and(
        eq(transactionReferences.receiptableType, lot.venue),
        eq(transactionReferences.receiptableId, lot.lotId),
        eq(walletTransactions.transactionTypeId, HOLD_TYPE()),
        eq(walletTransactions.status, 'pending'),
      ),
    )
    .orderBy(asc(walletTransactions.id))
}

/** A row of pendingLotHoldsQuery (from the driver, or as JSON) as a hold. */
export function lotHoldOf(row: { id: number; user_id: number; wallet_id: number; amount: number | string }): LotHold {
  return { id: row.id, customerId: row.user_id, walletId: row.wallet_id, amount: -Number(row.amount) }
}

/** New pending holds of `amount` đ on the lot, one per wallet, with their references: one statement. */
export async function takeHolds(tx: Database, lot: HoldLot, holds: NewHold[], now: Date): Promise<void> {
  await moveHolds(tx, lot, [], holds, now)
}

export type NewHold = { walletId: number; amount: number }

/** Lets pending holds go (a hold already ended stays as it is). Answers the ids released. */
export async function releaseHolds(tx: Database, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return []
  const released = await tx
    .update(walletTransactions)
    .set({ status: 'released' })
    .where(and(inArray(walletTransactions.id, ids), eq(walletTransactions.status, 'pending')))
    .returning({ id: walletTransactions.id })
  return released.map((row) => row.id)
}

/**
 * A lot's holds as one transaction changes them, in one statement: the pending holds `released` let
 * go (as releaseHolds) and new ones taken, each with its reference to the lot. Its writes meet no row in
 * common (the entries it releases were there before it; those it takes are new).
 */
export async function moveHolds(tx: Database, lot: HoldLot, released: number[], taken: NewHold[], now: Date): Promise<void> {
  if (released.length === 0 && taken.length === 0) return
  await MOVE_HOLDS(tx, {
    released,
    wallets: taken.map((hold) => hold.walletId),
    amounts: taken.map((hold) => -hold.amount),
    now: now.toISOString(),
    venue: lot.venue,
    lotId: lot.lotId,
  })
}

/** moveHolds' statement, built once (a hot lot's bid groups run it): rows as one array per column, an empty one writes nothing. */
const MOVE_HOLDS = preparedStatement('wallet_holds_move', (db) => {
  const entries = walletTransactions
  const release = db
    .update(entries)
    .set({ status: 'released' })
    .where(and(equalsAny(entries.id, bound('released')), eq(entries.status, 'pending')))
  const references = transactionReferences
  // The update goes into the SQL in parentheses (Drizzle's way with a query inside `sql`).
  return sql`with released as ${release}, held as (
      insert into ${entries} (${columnName(entries.walletId)}, ${columnName(entries.transactionTypeId)}, ${columnName(entries.amount)},
        ${columnName(entries.status)}, ${columnName(entries.voucherDate)})
      select wallet_id, ${HOLD_TYPE()}::integer, amount, 'pending', ${bound('now')}::timestamptz
      from unnest(${bound('wallets')}::integer[], ${bound('amounts')}::bigint[]) with ordinality as hold(wallet_id, amount, position)
      order by position
      returning ${columnName(entries.id)}
    )
    insert into ${references} (${columnName(references.transactionId)}, ${columnName(references.receiptableType)},
      ${columnName(references.receiptableId)})
    select id, ${bound('venue')}::text, ${bound('lotId')}::text from held`
})

/**
 * A won lot's hold becomes the first payment on its order: the hold moves to 'applied' and a posted
 * order_payment of `amount` đ (at most the hold) references the order and the lot. Nothing if the
 * hold already ended. Answers whether it was applied.
 */
export async function applyHold(tx: Database, lot: HoldLot, hold: LotHold, orderId: number, amount: number, now: Date): Promise<boolean> {
  const [applied] = await tx
    .update(walletTransactions)
    .set({ status: 'applied' })
    .where(and(eq(walletTransactions.id, hold.id), eq(walletTransactions.status, 'pending')))
    .returning({ id: walletTransactions.id })
  if (!applied || amount <= 0) return Boolean(applied)
  const [payment] = await tx
    .insert(walletTransactions)
    .values({
      walletId: hold.walletId,
      transactionTypeId: transactionTypeId('order_payment'),
      amount: -Math.min(amount, hold.amount),
      status: 'posted',
      voucherDate: now,
    })
    .returning({ id: walletTransactions.id })
  await tx.insert(transactionReferences).values([
    { transactionId: payment.id, receiptableType: 'order', receiptableId: String(orderId) },
    { transactionId: payment.id, receiptableType: lot.venue, receiptableId: lot.lotId },
  ])
  return true
}

/** A customer's pending holds by lot (`venue:lotId` → đ), for their auction log. */
export async function customerHolds(db: Database, customerId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ venue: transactionReferences.receiptableType, lotId: transactionReferences.receiptableId, amount: walletTransactions.amount })
    .from(walletTransactions)
    .innerJoin(wallets, eq(wallets.id, walletTransactions.walletId))
    .innerJoin(transactionReferences, eq(transactionReferences.transactionId, walletTransactions.id))
    .where(
      and(eq(wallets.userId, customerId), eq(walletTransactions.transactionTypeId, HOLD_TYPE()), eq(walletTransactions.status, 'pending')),
    )
  const held = new Map<string, number>()
  for (const row of rows) held.set(`${row.venue}:${row.lotId}`, (held.get(`${row.venue}:${row.lotId}`) ?? 0) - Number(row.amount))
  return held
}

/**
 * The deposit a won lot's hold paid towards its order (positive đ; 0 when none): the posted
 * order_payment entries of the customer's wallets that name both the order and the lot.
 */
export async function appliedDeposit(db: Database, customerId: number, lot: HoldLot, orderId: number): Promise<number> {
  const lotReference = db
    .select({ transactionId: transactionReferences.transactionId })
    .from(transactionReferences)
    .where(and(eq(transactionReferences.receiptableType, lot.venue), eq(transactionReferences.receiptableId, lot.lotId)))
  const rows = await db
    .select({ amount: walletTransactions.amount })
    .from(walletTransactions)
    .innerJoin(wallets, eq(wallets.id, walletTransactions.walletId))
    .innerJoin(transactionReferences, eq(transactionReferences.transactionId, walletTransactions.id))
    .where(
      and(
        eq(wallets.userId, customerId),
        eq(walletTransactions.transactionTypeId, transactionTypeId('order_payment')),
        eq(walletTransactions.status, 'posted'),
        eq(transactionReferences.receiptableType, 'order'),
        eq(transactionReferences.receiptableId, String(orderId)),
        inArray(walletTransactions.id, lotReference),
      ),
    )
  return rows.reduce((sum, row) => sum - Number(row.amount), 0)
}
