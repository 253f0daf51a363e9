import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { productPath } from '@shared/catalog/product-path'
import { orderCode } from '@shared/contracts/order'
import { ECORING_ID } from '@shared/shops/registry'

/** Spec §3: known reference kinds have a label; any other kind is shown as it is. */
const LABELS: Record<string, MessageDescriptor> = {
  purchase: msg`Đơn mua hộ`,
  order: msg`Đơn bán hàng`,
  goods_delivery: msg`Giao hàng`,
  lading_bill: msg`Vận đơn`,
  sfa: msg`SFA`,
  credit_order: msg`Hoàn tiền đơn hàng`,
  'yahoo-auction': msg`Đấu giá`,
  ecoring: msg`Đấu giá`,
}

/** An auction lot a deposit hold (or its payment) names: the lot's page here; null for other references. */
export function auctionLotPath(type: string, id: string): string | null {
  if (type === 'yahoo-auction') return `/other-market/yahoo-auction/${encodeURIComponent(id)}`
  if (type === 'ecoring') return productPath(ECORING_ID, id)
  return null
}

/** A reference naming an order (a payment, a refund) reads as the order's code, as everywhere else. */
export function referenceId(type: string, id: string): string {
  const orderId = orderIdOf(type, id)
  return orderId === null ? id : orderCode(orderId)
}

/** The order a payment or refund names, or null. */
export function orderIdOf(type: string, id: string): number | null {
  if (type !== 'order' && type !== 'credit_order') return null
  const orderId = Number(id)
  return Number.isSafeInteger(orderId) && orderId > 0 ? orderId : null
}

export function referenceLabel(type: string, translate: (descriptor: MessageDescriptor) => string): string {
  const descriptor = LABELS[type]
  return descriptor ? translate(descriptor) : type
}
