import { Trans } from '@lingui/react/macro'
import type { SupportStatus as Status } from '@shared/contracts/support'
import * as styles from './support.css'

/** A request's status as a small badge: open (waiting for us), answered, closed. */
export function SupportStatus({ status }: { status: Status }) {
  return (
    <span className={styles.badge[status]}>
      {status === 'open' ? <Trans>Đang chờ</Trans> : status === 'answered' ? <Trans>Đã trả lời</Trans> : <Trans>Đã đóng</Trans>}
    </span>
  )
}
