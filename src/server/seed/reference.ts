import type { Database } from '@server/db/client'
import { areas, freightTariffs, shipmentMethods } from '@server/modules/logistics'
import { orderStatuses } from '@server/modules/orders'
import { AREAS, SHIPMENT_METHOD_NAMES } from '@shared/logistics/reference-names'
import { insertMissing, upsertRows } from './batches'

/** Spec §4 order statuses in their order: ids 1..10, code = the id as a string. */
const ORDER_STATUS_NAMES = [
  'Mới tạo', // Newish
  'Chờ xử lý', // Pending
  'Chờ nhận hàng', // WaitingToReceive
  'Đã về kho', // ReceivedAtWarehouse
  'Đã thanh toán', // Paid
  'Hoàn thành', // Finish
  'Hết hàng', // OutOfStock
  'Đã hủy', // Cancelled
  'Đã trừ tiền', // Debited
  'Đã thanh toán cho nhà cung cấp', // PaidToSupplier
]

export const ORDER_STATUS_ROWS = ORDER_STATUS_NAMES.map((name, index) => ({ id: index + 1, code: String(index + 1), name }))

/** The rows of the shared name tables (src/shared/logistics/reference-names.ts); `name` is the Vietnamese one. */
export const SHIPMENT_METHOD_ROWS = Object.entries(SHIPMENT_METHOD_NAMES).map(([id, names]) => ({ id, name: names.vi }))

export const AREA_ROWS = AREAS.map((area) => ({ id: area.id, name: area.names.vi, country: area.country }))

/**
 * The freight tariffs a shop starts with (issue 28), per method and Vietnamese warehouse, in whole đ: air
 * by the kg (its per-m³ price is the kg price × 167, the usual 6,000 cm³/kg volumetric divisor), sea mostly
 * by the m³. Ids 1–6 (staff rows start at 1001); inserted once and never rewritten — staff change a price
 * by adding a row from a day, as for any tariff.
 */
export const FREIGHT_TARIFF_ROWS = [
  { id: 1, shipmentMethodId: 'air', areaId: 'vn-hanoi', pricePerKg: 210_000, pricePerM3: 35_070_000, effectiveFrom: '2024-01-01' },
  { id: 2, shipmentMethodId: 'air', areaId: 'vn-hcm', pricePerKg: 210_000, pricePerM3: 35_070_000, effectiveFrom: '2024-01-01' },
  { id: 3, shipmentMethodId: 'air', areaId: 'vn-danang', pricePerKg: 230_000, pricePerM3: 38_410_000, effectiveFrom: '2024-01-01' },
  { id: 4, shipmentMethodId: 'sea', areaId: 'vn-hanoi', pricePerKg: 35_000, pricePerM3: 7_500_000, effectiveFrom: '2024-01-01' },
  { id: 5, shipmentMethodId: 'sea', areaId: 'vn-hcm', pricePerKg: 35_000, pricePerM3: 7_000_000, effectiveFrom: '2024-01-01' },
  { id: 6, shipmentMethodId: 'sea', areaId: 'vn-danang', pricePerKg: 38_000, pricePerM3: 8_000_000, effectiveFrom: '2024-01-01' },
]

export async function seedReferenceData(db: Database): Promise<void> {
  await upsertRows(db, orderStatuses, orderStatuses.id, ORDER_STATUS_ROWS)
  await upsertRows(db, shipmentMethods, shipmentMethods.id, SHIPMENT_METHOD_ROWS)
  await upsertRows(db, areas, areas.id, AREA_ROWS)
  await insertMissing(db, freightTariffs, FREIGHT_TARIFF_ROWS)
}
