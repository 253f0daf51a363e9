import { and, asc, count, desc, eq } from 'drizzle-orm'
import type { PermissionRequestStatus, PermissionScope, StaffPermissionRequest } from '@shared/auctions'
import { normalizeVietnamesePhone } from '@shared/account/vn-phone'
import type { AuditActor } from '@shared/contracts/admin/audit'
import type { Database } from '@server/db/client'
import { AppError } from '@server/http/app-error'
import { auditedWrite } from '@server/modules/audit'
import type { Notifier } from '@server/modules/notifications'
import { users } from '@server/modules/users'
import { auctionPermissions, permissionRequests } from './tables'

export async function hasPermission(db: Database, customerId: number, scope: PermissionScope): Promise<boolean> {
  const [grant] = await db
    .select({ scope: auctionPermissions.scope })
    .from(auctionPermissions)
    .where(and(eq(auctionPermissions.customerId, customerId), eq(auctionPermissions.scope, scope)))
  return grant !== undefined
}

/** A lot's venue decides which permission its bids need (Ecoring has its own). */
export const permissionScopeOf = (venue: 'yahoo-auction' | 'ecoring'): PermissionScope => (venue === 'ecoring' ? 'ecoring' : 'auction')

/** The spec's "no auction permission" answer (its code opens the request form on the client). */
export async function requirePermission(db: Database, customerId: number, scope: PermissionScope): Promise<void> {
  if (await hasPermission(db, customerId, scope)) return
  throw noPermission(scope)
}

export const noPermission = (scope: PermissionScope) =>
  new AppError(403, scope === 'auction' ? 'auctionNoPermission' : 'ecoringNoPermission')

type RequestInput = { customerId: number; scope: PermissionScope; tel: string; slug: string | null; now: Date }

/** A request's supplier_name names its scope (Ecoring has its own permission). */
export const scopeOfSupplier = (supplierName: 'yahoo-auction' | 'ecoring'): PermissionScope =>
  supplierName === 'ecoring' ? 'ecoring' : 'auction'

/** The customer's request in this scope still waiting for staff, if any. */
export async function pendingRequest(db: Database, customerId: number, scope: PermissionScope) {
  const [row] = await db
    .select()
    .from(permissionRequests)
    .where(
      and(eq(permissionRequests.customerId, customerId), eq(permissionRequests.scope, scope), eq(permissionRequests.status, 'pending')),
    )
  return row ?? null
}

/**
 * One pending request per customer and scope: asking again while one waits answers that one (the
 * phone number updated), never a second request.
 */
export async function requestPermission(db: Database, input: RequestInput) {
  const tel = normalizeVietnamesePhone(input.tel)
  if (!tel) throw new AppError(422, 'permissionPhoneInvalid', {}, { tel: ['permissionPhoneInvalid'] })
  if (await hasPermission(db, input.customerId, input.scope)) throw new AppError(409, 'permissionAlreadyGranted')
  const [row] = await db
    .insert(permissionRequests)
    .values({ customerId: input.customerId, scope: input.scope, tel, slug: input.slug, createdAt: input.now })
    .onConflictDoUpdate({
      target: [permissionRequests.customerId, permissionRequests.scope],
      targetWhere: eq(permissionRequests.status, 'pending'),
      set: { tel, slug: input.slug },
    })
    .returning()
  return row
}

export function presentRequest(row: typeof permissionRequests.$inferSelect) {
  return { id: row.id, scope: row.scope, status: row.status, tel: row.tel, created_at: Math.floor(row.createdAt.getTime() / 1000) }
}

const staffColumns = { request: permissionRequests, name: users.name, email: users.email }
type StaffRow = { request: typeof permissionRequests.$inferSelect; name: string | null; email: string | null }

function presentStaff({ request, name, email }: StaffRow): StaffPermissionRequest {
  return {
    ...presentRequest(request),
    customer: { id: request.customerId, name, email },
    slug: request.slug,
    decided_at: request.decidedAt ? Math.floor(request.decidedAt.getTime() / 1000) : null,
  }
}

/** Staff: requests by status (pending by default), oldest pending first. */
export async function listPermissionRequests(db: Database, status: PermissionRequestStatus = 'pending') {
  const rows = await db
    .select(staffColumns)
    .from(permissionRequests)
    .innerJoin(users, eq(users.id, permissionRequests.customerId))
    .where(eq(permissionRequests.status, status))
    .orderBy(status === 'pending' ? asc(permissionRequests.createdAt) : desc(permissionRequests.decidedAt))
    .limit(200)
  return rows.map(presentStaff)
}

/**
 * Staff approve (grant + 'permission granted' notification) or deny a pending request, audited in
 * the same transaction. The same decision again (a retry) changes nothing; the other one is refused.
 */
export async function decidePermissionRequest(
  db: Database,
  notifier: Notifier,
  actor: AuditActor,
  id: number,
  approve: boolean,
  now: Date,
) {
  const status = approve ? 'approved' : 'denied'
  return auditedWrite(db, actor, async (tx) => {
    const [request] = await tx.select().from(permissionRequests).where(eq(permissionRequests.id, id)).for('update')
    if (!request) throw new AppError(404, 'notFound')
    if (request.status === status) return { result: await staffView(tx, id), audit: null }
    if (request.status !== 'pending') throw new AppError(409, 'permissionRequestDecided')
    await tx.update(permissionRequests).set({ status, decidedAt: now }).where(eq(permissionRequests.id, id))
    if (approve) {
      await tx
        .insert(auctionPermissions)
        .values({ customerId: request.customerId, scope: request.scope, grantedAt: now })
        .onConflictDoNothing()
      const url = request.scope === 'ecoring' ? '/other-market/ecoring' : '/customer/auction-log'
      await notifier.notify(tx, { kind: 'permission_granted', customerId: request.customerId, params: { url }, key: `permission:${id}` })
    }
    return {
      result: await staffView(tx, id),
      audit: {
        action: approve ? 'auction.permission.approve' : 'auction.permission.deny',
        subjectType: 'permission_request',
        subjectId: id,
        before: { status: request.status },
        after: { status, customer_id: request.customerId, scope: request.scope },
      },
    }
  })
}

async function staffView(tx: Database, id: number) {
  const [row] = await tx
    .select(staffColumns)
    .from(permissionRequests)
    .innerJoin(users, eq(users.id, permissionRequests.customerId))
    .where(eq(permissionRequests.id, id))
  return presentStaff(row)
}

/** Staff: withdraw a permission (scheduled snipes then fail with no_permission); audited when there was one. */
export async function revokePermission(db: Database, actor: AuditActor, customerId: number, scope: PermissionScope) {
  await auditedWrite(db, actor, async (tx) => {
    const removed = await tx
      .delete(auctionPermissions)
      .where(and(eq(auctionPermissions.customerId, customerId), eq(auctionPermissions.scope, scope)))
      .returning({ customerId: auctionPermissions.customerId })
    if (removed.length === 0) return { result: null, audit: null }
    return {
      result: null,
      audit: {
        action: 'auction.permission.revoke',
        subjectType: 'customer',
        subjectId: customerId,
        before: { scope, granted: true },
        after: { scope, granted: false },
      },
    }
  })
}

/** How many permission requests wait for staff (the console's overview). */
export async function countPendingPermissionRequests(db: Database): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(permissionRequests).where(eq(permissionRequests.status, 'pending'))
  return total
}
