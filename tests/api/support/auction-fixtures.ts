import { randomUUID } from 'node:crypto'
import { and, asc, eq, gt, notExists, sql } from 'drizzle-orm'
import { auctionEntries, auctionPermissions, auctions } from '@server/modules/auctions'
import { marketListings } from '@server/modules/markets'
import { notifications } from '@server/modules/notifications/tables'
import { orderItems, orders } from '@server/modules/orders/tables'
import type { Customer } from './shop-fixtures'
import { bearer, signUpStaff } from './staff'
import type { TestContext } from './test-app'

export const YAHOO_AUCTION = 8
const MINUTE = 60_000
/** Lots already handed to a test, by database (a worker runs many files, each on its own): each test gets its own. */
const handedOut = new WeakMap<object, Set<string>>()

/**
 * A seeded Yahoo Auction lot nobody bid on yet (on this database), reset to a fresh state: no bids,
 * start ¥1,000, no buy-now, auto-extension on, ending `endsInMs` from now by the app's clock.
 */
export async function freshLot(
  context: TestContext,
  overrides: { endsInMs?: number; startPrice?: number; buyNowPrice?: number | null; autoExtension?: boolean } = {},
) {
  const rows = await context.database.db
    .select({ itemRef: marketListings.itemRef, name: marketListings.nameVi })
    .from(marketListings)
    .where(
      and(
        eq(marketListings.shopId, YAHOO_AUCTION),
        gt(marketListings.endTime, sql`now() + interval '1 hour'`),
        notExists(context.database.db.select({ id: auctions.id }).from(auctions).where(eq(auctions.lotId, marketListings.itemRef))),
      ),
    )
    .orderBy(asc(marketListings.itemRef))
    .limit(200)
  const handed = handedOut.get(context.database) ?? new Set<string>()
  handedOut.set(context.database, handed)
  const { itemRef: lotId, name } = rows.find((row) => !handed.has(row.itemRef))!
  handed.add(lotId)
  const startPrice = overrides.startPrice ?? 1000
  const endTime = new Date(context.clock.now().getTime() + (overrides.endsInMs ?? 60 * MINUTE))
  await context.database.db
    .update(marketListings)
    .set({
      price: startPrice,
      startPrice,
      buyNowPrice: overrides.buyNowPrice ?? null,
      bidCount: 0,
      endTime,
      autoExtension: overrides.autoExtension ?? true,
      saleStatus: 'on_sale',
    })
    .where(and(eq(marketListings.shopId, YAHOO_AUCTION), eq(marketListings.itemRef, lotId)))
  return { lotId, name, url: `https://page.auctions.yahoo.co.jp/jp/auction/${lotId}`, endTime, startPrice }
}

/**
 * Lets the customer bid, as staff would: the permission, and (once per customer) money in their VND
 * wallet, deposited through the staff ledger — a leading bid holds AUCTION_DEPOSIT_PERCENT of its
 * maximum from the wallet, so a bidder with an empty wallet is refused.
 */
export async function permit(context: TestContext, who: Customer, scope: 'auction' | 'ecoring' = 'auction') {
  await context.database.db.insert(auctionPermissions).values({ customerId: who.id, scope }).onConflictDoNothing()
  await fund(context, who)
}

/** The money every test bidder gets: 50,000,000 đ holds the deposit of a ¥1,000,000 maximum at ¥1 = 250 đ. */
export const BIDDER_FUNDS = 50_000_000
/** Staff deposits above LEDGER_CONFIRM_ABOVE_VND (10,000,000 đ) wait for a second member: funding posts in deposits of this size. */
const DEPOSIT_CHUNK = 10_000_000
const funded = new WeakMap<TestContext, Set<number>>()
const staffTokens = new WeakMap<TestContext, Promise<string>>()

/** A staff member of this test app (one per app), for fixtures that go through the staff API. */
export function fixtureStaffToken(context: TestContext): Promise<string> {
  let token = staffTokens.get(context)
  if (!token) {
    token = signUpStaff(context).then((staff) => staff.token)
    staffTokens.set(context, token)
  }
  return token
}

/** A deposit into the customer's VND wallet through the staff ledger (POST /api/admin/wallet-transactions), once per customer unless `amount` is given. */
export async function fund(context: TestContext, who: Customer, amount?: number) {
  const seen = funded.get(context) ?? new Set<number>()
  funded.set(context, seen)
  if (amount === undefined && seen.has(who.id)) return
  seen.add(who.id)
  for (let left = amount ?? BIDDER_FUNDS; left > 0; left -= DEPOSIT_CHUNK) {
    const key = randomUUID()
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/admin/wallet-transactions',
      headers: { ...bearer(await fixtureStaffToken(context)), 'idempotency-key': key },
      payload: {
        customer_id: who.id,
        currency_id: 'VND',
        kind: 'deposit',
        amount: Math.min(left, DEPOSIT_CHUNK),
        bank_reference: `TEST-${key}`,
      },
    })
    if (response.statusCode !== 201) throw new Error(`funding the bidder failed: ${response.statusCode} ${response.body}`)
  }
}

export function bid(context: TestContext, who: Customer, url: string, price: number, language = 'en', userId = who.id) {
  return context.app.inject({
    method: 'POST',
    url: '/catalog/auction/bid',
    headers: { ...who.headers, 'accept-language': language },
    payload: { url, user_id: userId, price, date_finish: '2026/12/01 12:00:00' },
  })
}

export async function auctionRow(context: TestContext, lotId: string) {
  const [row] = await context.database.db.select().from(auctions).where(eq(auctions.lotId, lotId))
  return row
}

/** Waits until `check` holds (a job ran), up to `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | null | undefined | false>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > deadline) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * The kinds of the customer's notifications, oldest first, without money notices ('payment': the deposit a
 * test bidder is funded with is told too), so a test reads the auction's own notices.
 */
export async function kindsOf(context: TestContext, who: Customer) {
  const rows = await context.database.db
    .select({ kind: notifications.kind })
    .from(notifications)
    .where(eq(notifications.userId, who.id))
    .orderBy(notifications.id)
  return rows.map((row) => row.kind).filter((kind) => kind !== 'payment')
}

/** Every order line of this lot, whoever's order holds it. */
export async function ordersOfLot(context: TestContext, shopId: number, itemRef: string) {
  return context.database.db
    .select({ orderId: orderItems.orderId, customerId: orders.customerId, price: orderItems.price })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.shopId, shopId), eq(orderItems.itemRef, itemRef)))
}

/**
 * A live Yahoo lot the customer leads with ¥5,000, written as a bid would leave it (for suites that run no
 * job queue to open lots): what the auction desk lists. Answers the lot's id.
 */
export async function deskLotLedBy(context: TestContext, who: Customer, lotRef: string): Promise<number> {
  const now = new Date()
  const [lot] = await context.database.db
    .insert(auctions)
    .values({
      venue: 'yahoo-auction',
      lotId: lotRef,
      shopId: YAHOO_AUCTION,
      name: 'desk lot',
      link: '/other-market/yahoo-auction/desk',
      startPrice: 1000,
      price: 1000,
      endsAt: new Date(now.getTime() + 3_600_000),
      bidCount: 1,
      leader: `c${who.id}`,
      leaderMax: 5000,
      updatedAt: now,
    })
    .returning()
  await context.database.db
    .insert(auctionEntries)
    .values({ auctionId: lot.id, customerId: who.id, maxPrice: 5000, status: 'success', lastBidAt: now })
  return lot.id
}
