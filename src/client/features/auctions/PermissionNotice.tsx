import { useState } from 'react'
import { Trans } from '@lingui/react/macro'
import type { PermissionScope } from '@shared/auctions/statuses'
import { RequestPermissionModal } from './RequestPermissionModal'
import * as styles from './auctions.css'

/** Spec §6: without permission a red notice with Register now; registering asks for a phone number. */
export function PermissionNotice({ kind }: { kind: PermissionScope }) {
  const [open, setOpen] = useState(false)
  return (
    <div className={styles.notice} data-testid="permission-notice">
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
