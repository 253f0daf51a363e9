import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** Spec §3: known reference kinds have a label; any other kind is shown as it is. */
const LABELS: Record<string, MessageDescriptor> = {
  purchase: msg`Đơn mua hộ`,
  order: msg`Đơn bán hàng`,
  goods_delivery: msg`Giao hàng`,
  lading_bill: msg`Vận đơn`,
  sfa: msg`SFA`,
  credit_order: msg`Hoàn tiền đơn hàng`,
}

export function referenceLabel(type: string, translate: (descriptor: MessageDescriptor) => string): string {
  const descriptor = LABELS[type]
  return descriptor ? translate(descriptor) : type
}
