import { eq } from 'drizzle-orm'
import type { OrderChargesBody } from '@shared/contracts/admin/orders'
import type { AuditActor } from '@shared/contracts/admin/audit'
import { chargesLocked } from '@shared/orders'
import { isFinalOrderStatus, orderStatusName } from '@shared/orders/state-machine'
import { paymentTotals } from '@shared/orders/totals'
import { formatDong } from '@shared/money/money'
import type { Database } from '@server/db/client'
import { AppError } from '@server/http/app-error'
import { auditedWrite } from '@server/modules/audit'
import type { Notifier } from '@server/modules/notifications'
import { NOTHING_APPLIED, positionOf, type OrderMoney } from './order-money'
import { chargesOf, lockOrder } from './staff-orders'
import { orders } from './tables'

type Charges = { payment_rate: number; service_fee: number; estimated_freight_charge: number; total_payment: number }

/**
 * Sets the payment rate, service fee and estimated freight of an order that is not finished; total_payment
 * follows. Once money was applied to the order (chargesLocked) the charges are locked: a change is then an
 * adjustment, refused without a reason (422), audited as `order.adjustment` with the total and amount due
 * before and after, and told to the customer (centre + push) with the new total, what is due now and the
 * reason. No ledger entry is written or changed: the money applied stays as it is, "due now" follows.
 */
export async function updateOrderCharges(
  db: Database,
  actor: AuditActor,
  id: number,
  body: OrderChargesBody,
  money: OrderMoney,
  notifier: Notifier,
  at: Date,
): Promise<void> {
  await auditedWrite(db, actor, async (tx) => {
    const order = await lockOrder(tx, id)
    if (isFinalOrderStatus(order.statusId)) throw new AppError(422, 'orderClosed', { status: orderStatusName(order.statusId) ?? '' })
    const before: Charges = {
      payment_rate: Number(order.paymentRate),
      service_fee: order.serviceFee,
      estimated_freight_charge: order.estimatedFreightCharge,
      total_payment: order.totalPayment,
    }
    const next = {
      payment_rate: body.payment_rate ?? before.payment_rate,
      service_fee: body.service_fee ?? before.service_fee,
      estimated_freight_charge: body.estimated_freight_charge ?? before.estimated_freight_charge,
    }
    const { total_payment } = paymentTotals({
      purchaseCostYen: order.purchaseCost,
      serviceFee: next.service_fee,
      serviceFeeCurrency: order.serviceFeeCurrencyId as 'JPY' | 'VND',
      paymentRate: next.payment_rate,
    })
    const after: Charges = { ...next, total_payment }
    if (JSON.stringify(after) === JSON.stringify(before)) return { result: null, audit: null }
    const applied = (await money.applied(tx, [id])).get(id) ?? NOTHING_APPLIED
    const old = positionOf(chargesOf(order), applied)
    const locked = chargesLocked(old)
    if (locked && !body.reason)
      throw new AppError(
        422,
        'orderChargesLocked',
        { paid: formatDong(old.amount_paid + old.amount_refunded) },
        { reason: ['orderAdjustmentReasonRequired'] },
      )
    await tx
      .update(orders)
      .set({
        paymentRate: after.payment_rate,
        serviceFee: after.service_fee,
        estimatedFreightCharge: after.estimated_freight_charge,
        totalPayment: after.total_payment,
        updatedAt: at,
      })
      .where(eq(orders.id, id))
    if (!locked) return { result: null, audit: { action: 'order.charges', subjectType: 'order', subjectId: id, before, after } }
    const adjusted = positionOf({ ...chargesOf(order), ...next }, applied)
    await notifier.notify(tx, {
      kind: 'payment',
      customerId: order.customerId,
      at,
      params: {
        orderId: id,
        amount: adjusted.total,
        applied: 0,
        due: adjusted.amount_due,
        remainder: 0,
        reason: body.reason,
        about: 'adjustment',
      },
    })
    return {
      result: null,
      audit: {
        action: 'order.adjustment',
        subjectType: 'order',
        subjectId: id,
        before: { ...before, total: old.total, amount_due: old.amount_due, amount_paid: old.amount_paid },
        after: { ...after, total: adjusted.total, amount_due: adjusted.amount_due, amount_paid: adjusted.amount_paid, reason: body.reason },
      },
    }
  })
}
