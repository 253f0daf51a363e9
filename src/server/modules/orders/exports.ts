import { and, asc, eq, gt, gte, lt } from 'drizzle-orm'
import { type ExportRange, rangeInstants } from '@shared/contracts/admin/exports'
import { orderCode } from '@shared/contracts/order'
import type { Database } from '@server/db/client'
import { type CsvCell, keysetPages } from '@server/http/csv'
import { shipmentMethods } from '@server/modules/logistics'
import { users } from '@server/modules/users'
import { orders, orderStatuses, owningBoxes } from './tables'

/** A time as staff read it: Vietnam time (UTC+7), `2026-01-31 14:05`. */
export function vietnamTime(at: Date | null): string {
  if (!at) return ''
  return new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ')
}

export const ORDER_EXPORT_HEADER = [
  'order_code',
  'created_at',
  'status',
  'customer_email',
  'customer_name',
  'consignee',
  'tel',
  'address',
  'shipment_method',
  'purchase_cost_jpy',
  'payment_rate',
  'service_fee',
  'service_fee_currency',
  'estimated_freight_vnd',
  'freight_actual_vnd',
  'total_payment_vnd',
  'note',
]

/** The orders created in the range, oldest first, page by page (the CSV export of the console). */
export async function* orderExportRows(db: Database, range: ExportRange): AsyncIterable<CsvCell[][]> {
  const { start, end } = rangeInstants(range)
  const pages = keysetPages(
    (after, limit) =>
      db
        .select({
          id: orders.id,
          createdAt: orders.createdAt,
          status: orderStatuses.name,
          email: users.email,
          name: users.name,
          consignee: orders.consignee,
          tel: orders.tel,
          address: orders.fullAddress,
          method: shipmentMethods.name,
          purchaseCost: orders.purchaseCost,
          paymentRate: orders.paymentRate,
          serviceFee: orders.serviceFee,
          serviceFeeCurrency: orders.serviceFeeCurrencyId,
          estimatedFreight: orders.estimatedFreightCharge,
          freightActual: orders.freightActual,
          totalPayment: orders.totalPayment,
          note: orders.note,
        })
        .from(orders)
        .innerJoin(orderStatuses, eq(orderStatuses.id, orders.statusId))
        .innerJoin(shipmentMethods, eq(shipmentMethods.id, orders.shipmentMethodId))
        .innerJoin(users, eq(users.id, orders.customerId))
        .where(and(gte(orders.createdAt, start), lt(orders.createdAt, end), gt(orders.id, after)))
        .orderBy(asc(orders.id))
        .limit(limit),
    (row) => row.id,
  )
  for await (const rows of pages)
    yield rows.map((row) => [
      orderCode(row.id),
      vietnamTime(row.createdAt),
      row.status,
      row.email,
      row.name,
      row.consignee,
      row.tel,
      row.address,
      row.method,
      row.purchaseCost,
      row.paymentRate,
      row.serviceFee,
      row.serviceFeeCurrency,
      row.estimatedFreight,
      row.freightActual,
      row.totalPayment,
      row.note,
    ])
}

export const BOX_EXPORT_HEADER = [
  'box_code',
  'order_code',
  'created_at',
  'consignee',
  'weight_grams',
  'length_cm',
  'width_cm',
  'height_cm',
  'weighed_at',
  'freight_charge_vnd',
]

/** The boxes opened in the range, oldest first, page by page. */
export async function* boxExportRows(db: Database, range: ExportRange): AsyncIterable<CsvCell[][]> {
  const { start, end } = rangeInstants(range)
  const pages = keysetPages(
    (after, limit) =>
      db
        .select({
          id: owningBoxes.id,
          boxId: owningBoxes.boxId,
          orderId: owningBoxes.orderId,
          createdAt: owningBoxes.createdAt,
          consignee: orders.consignee,
          weightGrams: owningBoxes.weightGrams,
          lengthCm: owningBoxes.lengthCm,
          widthCm: owningBoxes.widthCm,
          heightCm: owningBoxes.heightCm,
          weighedAt: owningBoxes.weighedAt,
          freightCharge: owningBoxes.freightCharge,
        })
        .from(owningBoxes)
        .innerJoin(orders, eq(orders.id, owningBoxes.orderId))
        .where(and(gte(owningBoxes.createdAt, start), lt(owningBoxes.createdAt, end), gt(owningBoxes.id, after)))
        .orderBy(asc(owningBoxes.id))
        .limit(limit),
    (row) => row.id,
  )
  for await (const rows of pages)
    yield rows.map((row) => [
      row.boxId,
      orderCode(row.orderId),
      vietnamTime(row.createdAt),
      row.consignee,
      row.weightGrams,
      row.lengthCm,
      row.widthCm,
      row.heightCm,
      vietnamTime(row.weighedAt),
      row.freightCharge,
    ])
}
