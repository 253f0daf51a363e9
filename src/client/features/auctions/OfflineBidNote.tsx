import { Trans } from '@lingui/react/macro'
import * as styles from './auctions.css'

/**
 * Offline, why a lot's bid buttons are disabled: a bid needs the live price and the server's answer,
 * so none is queued. The disabled controls name it with aria-describedby (`id`).
 */
export function OfflineBidNote({ id }: { id: string }) {
  return (
    <p id={id} className={styles.offlineReason} role="status" data-testid="offline-bid-note">
      <Trans>Bạn đang ngoại tuyến — đặt giá khi có mạng</Trans>
    </p>
  )
}

/** The ids a control's aria-describedby names, without the absent ones. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const present = ids.filter((id): id is string => Boolean(id))
  return present.length > 0 ? present.join(' ') : undefined
}
