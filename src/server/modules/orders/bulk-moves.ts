import { inArray } from 'drizzle-orm'
import type { AuditActor } from '@shared/contracts/admin/audit'
import type { BulkTransitionBody } from '@shared/contracts/admin/orders'
import { orderStatusName } from '@shared/orders/state-machine'
import { mayMoveOrderTo, type StaffRole } from '@shared/staff/roles'
import type { Database } from '@server/db/client'
import { AppError } from '@server/http/app-error'
import type { MessageKey } from '@server/i18n/messages'
import type { Notifier } from '@server/modules/notifications'
import type { OrderMoney } from './order-money'
import { transitionOrder } from './staff-orders'
import { orders } from './tables'

export type BulkRefusal = { id: number; messageKey: MessageKey; params: Record<string, string> }
export type BulkOutcome = {
  moved: { id: number; from_status_id: number; to_status_id: number }[]
  refused: BulkRefusal[]
}

/**
 * Moves many orders to one status, each through transitionOrder (state machine, role, money rules,
 * audit, the customer told) from the status it is in now, in its own transaction, one after another:
 * a refusal (an AppError) is reported beside the moves made and undoes none of them. A member whose
 * roles may not move orders to the target at all is refused as a whole (403), before anything moves.
 * Anything else (the database gone) stops the batch as it would one move.
 */
export async function transitionOrders(
  db: Database,
  actor: AuditActor,
  roles: readonly StaffRole[],
  body: BulkTransitionBody,
  notifier: Notifier,
  money: OrderMoney,
): Promise<BulkOutcome> {
  const to = body.to_status_id
  if (!mayMoveOrderTo(roles, to)) throw new AppError(403, 'staffRoleMissing')
  const rows = await db.select({ id: orders.id, statusId: orders.statusId }).from(orders).where(inArray(orders.id, body.order_ids))
  const statusOf = new Map(rows.map((row) => [row.id, row.statusId]))
  const outcome: BulkOutcome = { moved: [], refused: [] }
  for (const id of body.order_ids) {
    const from = statusOf.get(id)
    if (from === undefined) {
      outcome.refused.push({ id, messageKey: 'orderNotFound', params: {} })
      continue
    }
    if (from === to) {
      outcome.refused.push({ id, messageKey: 'orderAlreadyInStatus', params: { to: orderStatusName(to) ?? String(to) } })
      continue
    }
    try {
      await transitionOrder(db, actor, roles, id, { from_status_id: from, to_status_id: to, reason: body.reason }, notifier, money)
      outcome.moved.push({ id, from_status_id: from, to_status_id: to })
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      outcome.refused.push({ id, messageKey: error.messageKey, params: error.params })
    }
  }
  return outcome
}
