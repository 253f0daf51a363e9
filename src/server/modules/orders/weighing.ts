import { eq } from 'drizzle-orm'
import type { AuditActor } from '@shared/contracts/admin/audit'
import type { WeighBoxBody } from '@shared/contracts/admin/freight'
import { actualFreight, boxFreight } from '@shared/orders/freight'
import { ORDER_STATUS } from '@shared/orders/statuses'
import { orderStatusName } from '@shared/orders/state-machine'
import type { Database } from '@server/db/client'
import { AppError } from '@server/http/app-error'
import { auditedWrite } from '@server/modules/audit'
import { areas, tariffDayOf, tariffInForce } from '@server/modules/logistics'
import { orders, owningBoxes } from './tables'

/** Statuses in which the freight is settled or void: a box is no longer weighed, the actual freight no longer moves. */
const FREIGHT_CLOSED: readonly number[] = [ORDER_STATUS.Debited, ORDER_STATUS.Finish, ORDER_STATUS.Cancelled, ORDER_STATUS.OutOfStock]

export function freightClosed(statusId: number): boolean {
  return FREIGHT_CLOSED.includes(statusId)
}

/**
 * The order's actual freight from its boxes, written on the order inside the caller's transaction: the
 * sum of the boxes' charges once every box is weighed, else null (the estimate stands). The value written.
 */
export async function refreshActualFreight(tx: Database, orderId: number): Promise<number | null> {
  const boxes = await tx.select({ charge: owningBoxes.freightCharge }).from(owningBoxes).where(eq(owningBoxes.orderId, orderId))
  const freight = actualFreight(boxes.map((box) => box.charge))
  await tx.update(orders).set({ freightActual: freight }).where(eq(orders.id, orderId))
  return freight
}

export type WeighResult = { owning_box_id: number; weight_grams: number; freight_charge: number; freight_actual: number | null }

/**
 * A box weighed at a Vietnamese warehouse: its weight (kg → grams) and sides, priced by the tariff in force
 * today for the order's shipment method and that warehouse (max of the weight and the volume charge, rounded
 * up to the đ); the order's actual freight follows in the same transaction, audited with before → after.
 * Weighing again replaces the weighing until the freight is debited (or the order ends); the same weighing
 * again changes nothing. Refused (422): a warehouse that is not Vietnamese, no tariff in force, a closed order.
 */
export async function weighBox(
  db: Database,
  actor: AuditActor,
  input: { owningBoxId: number; body: WeighBoxBody; now: Date },
): Promise<WeighResult> {
  const { body, now } = input
  const [area] = await db.select().from(areas).where(eq(areas.id, body.area_id))
  if (!area) throw new AppError(422, 'areaNotFound', {}, { area_id: ['areaNotFound'] })
  if (area.country !== 'vn') throw new AppError(422, 'boxWeighAreaNotVietnam', {}, { area_id: ['boxWeighAreaNotVietnam'] })
  const weightGrams = Math.round(body.weight_kg * 1000)
  return auditedWrite(db, actor, async (tx) => {
    const [found] = await tx.select({ orderId: owningBoxes.orderId }).from(owningBoxes).where(eq(owningBoxes.id, input.owningBoxId))
    if (!found) throw new AppError(404, 'boxNotFound')
    // The order first, then its box: the order's row is the lock every money move of the order takes.
    const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId)).for('update')
    const [box] = await tx.select().from(owningBoxes).where(eq(owningBoxes.id, input.owningBoxId)).for('update')
    if (freightClosed(order.statusId))
      throw new AppError(422, 'boxWeighOrderClosed', { status: orderStatusName(order.statusId) ?? String(order.statusId) })
    const tariff = await tariffInForce(tx, order.shipmentMethodId, area.id, tariffDayOf(now))
    if (!tariff)
      throw new AppError(422, 'boxWeighNoTariff', { method: order.shipmentMethodId, area: area.name }, { area_id: ['boxWeighNoTariff'] })
    const sides = { length_cm: body.length_cm, width_cm: body.width_cm, height_cm: body.height_cm }
    const priced = boxFreight({ weight_grams: weightGrams, ...sides }, { price_per_kg: tariff.pricePerKg, price_per_m3: tariff.pricePerM3 })
    const before = {
      weight_grams: box.weightGrams,
      length_cm: box.lengthCm,
      width_cm: box.widthCm,
      height_cm: box.heightCm,
      area_id: box.weighedAreaId,
      freight_charge: box.freightCharge,
      tariff_id: box.tariffId,
      freight_actual: order.freightActual,
    }
    const same =
      before.weight_grams === weightGrams &&
      before.length_cm === sides.length_cm &&
      before.width_cm === sides.width_cm &&
      before.height_cm === sides.height_cm &&
      before.area_id === area.id &&
      before.tariff_id === tariff.id
    if (same)
      return {
        result: { owning_box_id: box.id, weight_grams: weightGrams, freight_charge: priced.charge, freight_actual: order.freightActual },
        audit: null,
      }
    await tx
      .update(owningBoxes)
      .set({
        weightGrams,
        lengthCm: sides.length_cm,
        widthCm: sides.width_cm,
        heightCm: sides.height_cm,
        weighedAreaId: area.id,
        weighedAt: now,
        freightCharge: priced.charge,
        tariffId: tariff.id,
      })
      .where(eq(owningBoxes.id, box.id))
    const freight = await refreshActualFreight(tx, order.id)
    await tx.update(orders).set({ updatedAt: now }).where(eq(orders.id, order.id))
    return {
      result: { owning_box_id: box.id, weight_grams: weightGrams, freight_charge: priced.charge, freight_actual: freight },
      audit: {
        action: 'order.box.weigh' as const,
        subjectType: 'owning_box' as const,
        subjectId: box.id,
        before,
        after: {
          order_id: order.id,
          box_id: box.boxId,
          weight_grams: weightGrams,
          ...sides,
          area_id: area.id,
          tariff_id: tariff.id,
          price_per_kg: tariff.pricePerKg,
          price_per_m3: tariff.pricePerM3,
          weight_charge: priced.weight,
          volume_charge: priced.volume,
          freight_charge: priced.charge,
          freight_actual: freight,
        },
      },
    }
  })
}
