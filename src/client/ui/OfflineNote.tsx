import { Trans } from '@lingui/react/macro'
import { formatDateTime } from '@shared/time'
import { cx } from './cx'
import * as styles from './OfflineNote.css'
import { useOnlineStatus } from './use-online-status'

export type OfflineNoteProps = {
  /** When the shown data was fetched (a query's dataUpdatedAt, ms); 0 or undefined = nothing saved. */
  savedAt: number | undefined
  className?: string
}

/** Saved-at time (a query's dataUpdatedAt, ms): day/month/year, hours:minutes in Vietnam's time. */
export function formatSavedAt(ms: number): string {
  return formatDateTime(new Date(ms))
}

/**
 * While offline, says that what is shown is the copy saved on this device and when it was saved
 * ("offline — saved at <time>"). Renders nothing online or without a copy (the screen then shows
 * OfflineUnavailable).
 */
export function OfflineNote({ savedAt, className }: OfflineNoteProps) {
  const online = useOnlineStatus()
  if (online || !savedAt) return null
  const time = formatSavedAt(savedAt)
  return (
    <p className={cx(styles.note, className)} role="status" data-testid="offline-note" data-saved="true">
      <Trans>
        Ngoại tuyến — đã lưu lúc <time dateTime={new Date(savedAt).toISOString()}>{time}</time>
      </Trans>
    </p>
  )
}
