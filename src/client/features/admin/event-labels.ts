import { useLingui } from '@lingui/react/macro'
import type { BoxEventKind } from '@shared/contracts/admin/orders'

/** What staff call each kind of warehouse event (spec §4 goods status labels). */
export function useBoxEventKindLabels(): Record<BoxEventKind, string> {
  const { t } = useLingui()
  return {
    pick_out_container: t`Nhận vào kho`,
    pick_in_container: t`Chuyển giữa các kho`,
    distributed: t`Phân phối tại kho`,
    shipping: t`Giao cho đối tác vận chuyển`,
    received: t`Khách đã nhận hàng`,
    refunded: t`Đã hoàn tiền`,
    cancelled: t`Đã hủy`,
    cancel_distributed: t`Hủy phân phối`,
  }
}
