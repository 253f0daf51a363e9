import { useState } from 'react'
import { Trans } from '@lingui/react/macro'
import type { PermissionScope } from '@shared/auctions/statuses'
import { useCurrentUser } from '@client/features/auth'
import { RequestPermissionModal } from './RequestPermissionModal'
import { usePendingPermissionRequest } from './permission-query'
import * as styles from './auctions.css'

/**
 * Spec §6: without permission a red notice with Register now; registering asks for a phone number.
 * Once a request is sent it waits for staff: the notice says so and offers no second request.
 */
export function PermissionNotice({ kind }: { kind: PermissionScope }) {
  const [open, setOpen] = useState(false)
  const me = useCurrentUser()
  const pending = usePendingPermissionRequest(kind, me.data?.id)
  if (pending.data)
    return (
      <div className={styles.pendingNotice} role="status" data-testid="permission-pending">
        <p className={styles.noticeText}>
          <Trans>Đã gửi yêu cầu quyền đấu giá ({pending.data.tel}). Đang chờ nhân viên duyệt.</Trans>
        </p>
      </div>
    )
  return (
    <div className={styles.notice} role="status" data-testid="permission-notice">
      <p className={styles.noticeText}>
        {kind === 'ecoring' ? (
          <Trans>Tài khoản của bạn chưa có quyền đấu giá Ecoring.</Trans>
        ) : (
          <Trans>Tài khoản của bạn chưa có quyền đấu giá.</Trans>
        )}
      </p>
      <button type="button" className={styles.linkButton} onClick={() => setOpen(true)}>
        <Trans>Đăng ký ngay</Trans>
      </button>
      <RequestPermissionModal kind={kind} open={open} onOpenChange={setOpen} />
    </div>
  )
}
