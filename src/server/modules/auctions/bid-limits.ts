import { and, eq, inArray } from 'drizzle-orm'
import type { PermissionScope } from '@shared/auctions'
import type { AuditActor } from '@shared/contracts/admin/audit'
import type { Database } from '@server/db/client'
import { type Bindable, equalsAny } from '@server/db/prepared'
import { AppError } from '@server/http/app-error'
import { auditedWrite } from '@server/modules/audit'
import { findCustomerForStaff } from '@server/modules/users'
import { auctionBidLimits, auctionPermissions } from './tables'

/**
 * Bidding limits (issue 22 part 3), chosen as a maximum in yen per bid or snipe rather than a total
 * held: the wallet already bounds what a customer holds in all (deposits), while a per-bid cap
 * bounds what the shop may have to bid at Yahoo for one customer on one lot, in the unit customers
 * bid in, whatever the day's rate. Checked with the deposit, under the lot's lock (holds.ts).
 */
export async function bidLimitsOf(db: Database, customerIds: readonly number[]): Promise<Map<number, number>> {
  if (customerIds.length === 0) return new Map()
  const rows = await db
    .select()
    .from(auctionBidLimits)
    .where(inArray(auctionBidLimits.customerId, [...customerIds]))
  return new Map(rows.map((row) => [row.customerId, row.maxYen]))
}

/**
 * Of these customers, those allowed to bid in the scope, each with their bidding limit: a select a
 * bid group runs within its statement under the lot's lock (group-reads.ts), which needs both. Its
 * fields are named as its columns, so its rows read the same as JSON (permittedOf).
 */
export function permittedBiddersQuery(db: Database, customerIds: Bindable<readonly number[]>, scope: Bindable<PermissionScope>) {
  return db
    .select({ customer_id: auctionPermissions.customerId, max_yen: auctionBidLimits.maxYen })
    .from(auctionPermissions)
    .leftJoin(auctionBidLimits, eq(auctionBidLimits.customerId, auctionPermissions.customerId))
    .where(and(equalsAny(auctionPermissions.customerId, customerIds), eq(auctionPermissions.scope, scope)))
}

/** permittedBiddersQuery's rows: each permitted customer → their bidding limit (undefined: none). */
export function permittedOf(rows: { customer_id: number; max_yen: number | null }[]): Map<number, number | undefined> {
  return new Map(rows.map((row) => [row.customer_id, row.max_yen ?? undefined]))
}

export async function bidLimitOf(db: Database, customerId: number) {
  const customer = await findCustomerForStaff(db, customerId)
  if (!customer) throw new AppError(404, 'customerNotFound')
  return { customer_id: customerId, max_yen: (await bidLimitsOf(db, [customerId])).get(customerId) ?? null }
}

/** Staff set (or lift, with null) a customer's limit; audited old → new. */
export async function setBidLimit(db: Database, actor: AuditActor, customerId: number, maxYen: number | null, now: Date) {
  const customer = await findCustomerForStaff(db, customerId)
  if (!customer) throw new AppError(404, 'customerNotFound')
  return auditedWrite(db, actor, async (tx) => {
    const [before] = await tx.select().from(auctionBidLimits).where(eq(auctionBidLimits.customerId, customerId)).for('update')
    const previous = before?.maxYen ?? null
    if (maxYen === null) await tx.delete(auctionBidLimits).where(eq(auctionBidLimits.customerId, customerId))
    else
      await tx
        .insert(auctionBidLimits)
        .values({ customerId, maxYen, updatedAt: now })
        .onConflictDoUpdate({ target: auctionBidLimits.customerId, set: { maxYen, updatedAt: now } })
    const result = { customer_id: customerId, max_yen: maxYen }
    if (previous === maxYen) return { result, audit: null }
    return {
      result,
      audit: {
        action: 'auction.bid_limit' as const,
        subjectType: 'customer' as const,
        subjectId: customerId,
        before: { max_yen: previous },
        after: { max_yen: maxYen },
      },
    }
  })
}
