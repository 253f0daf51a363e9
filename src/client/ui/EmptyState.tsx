import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { cx } from './cx'
import * as styles from './EmptyState.css'

export type EmptyStateProps = { message?: ReactNode; className?: string }

/** What an empty list shows (spec §8: 'Empty' by default). */
export function EmptyState({ message, className }: EmptyStateProps) {
  return (
    <p className={cx(styles.empty, className)} data-testid="empty-state">
      {message ?? <Trans>Trống</Trans>}
    </p>
  )
}
