import { useCallback } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { NotificationKind } from '@shared/notifications/kinds'

/** What each kind of notification is about, in the interface language (the preference list). */
export function useNotificationKindLabel() {
  const { t } = useLingui()
  return useCallback(
    (kind: NotificationKind): string => {
      switch (kind) {
        case 'outbid':
          return t`Có người trả giá cao hơn bạn`
        case 'ending_soon':
          return t`Phiên đấu giá của bạn còn 10 phút`
        case 'won':
          return t`Bạn thắng đấu giá`
        case 'lost':
          return t`Bạn không thắng đấu giá`
        case 'snipe_placed':
          return t`Đã đặt giá phút chót`
        case 'snipe_failed':
          return t`Không đặt được giá phút chót`
        case 'snipe_below_minimum':
          return t`Giá phút chót dưới mức tối thiểu`
        case 'lot_ready':
          return t`Phiên đấu giá đã sẵn sàng`
        case 'deposit':
          return t`Tiền cọc đấu giá`
        case 'permission_granted':
          return t`Được cấp quyền đấu giá`
        case 'order_status':
          return t`Đơn hàng đổi trạng thái`
        case 'warehouse':
          return t`Cập nhật kho của kiện hàng`
        case 'payment':
          return t`Ví`
        case 'support_reply':
          return t`Trả lời hỗ trợ`
      }
    },
    [t],
  )
}
