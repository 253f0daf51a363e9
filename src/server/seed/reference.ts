import type { Database } from '@server/db/client'
import { areas, shipmentMethods } from '@server/modules/logistics'
import { orderStatuses } from '@server/modules/orders'
import { upsertRows } from './batches'

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

export const SHIPMENT_METHOD_ROWS = [
  { id: 'air', name: 'Đường hàng không' },
  { id: 'sea', name: 'Đường biển' },
]

export const AREA_ROWS = [
  { id: 'jp-tokyo', name: 'Kho Tokyo', country: 'jp' },
  { id: 'jp-osaka', name: 'Kho Osaka', country: 'jp' },
  { id: 'vn-hanoi', name: 'Kho Hà Nội', country: 'vn' },
  { id: 'vn-hcm', name: 'Kho TP. Hồ Chí Minh', country: 'vn' },
  { id: 'vn-danang', name: 'Kho Đà Nẵng', country: 'vn' },
]

export async function seedReferenceData(db: Database): Promise<void> {
  await upsertRows(db, orderStatuses, orderStatuses.id, ORDER_STATUS_ROWS)
  await upsertRows(db, shipmentMethods, shipmentMethods.id, SHIPMENT_METHOD_ROWS)
  await upsertRows(db, areas, areas.id, AREA_ROWS)
}
