import { and, eq, inArray } from 'drizzle-orm'
import type { PermissionScope } from '@shared/auctions'
import type { AuditActor } from '@shared/contracts/admin/audit'
import type { Database } from '@server/db/client'
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
 * Of these customers, those allowed to bid in the scope, each with their bidding limit (undefined:
 * none): one statement for a bid group, which needs both.
 */
export async function permittedBidders(
  db: Database,
  customerIds: readonly number[],
  scope: PermissionScope,
): Promise<Map<number, number | undefined>> {
  if (customerIds.length === 0) return new Map()
  const rows = await db
    .select({ customerId: auctionPermissions.customerId, maxYen: auctionBidLimits.maxYen })
    .from(auctionPermissions)
    .leftJoin(auctionBidLimits, eq(auctionBidLimits.customerId, auctionPermissions.customerId))
    .where(and(inArray(auctionPermissions.customerId, [...customerIds]), eq(auctionPermissions.scope, scope)))
  return new Map(rows.map((row) => [row.customerId, row.maxYen ?? undefined]))
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
