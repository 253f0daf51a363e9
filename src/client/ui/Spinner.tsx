import { useLingui } from '@lingui/react/macro'
import { cx } from './cx'
import * as styles from './Spinner.css'
import { VisuallyHidden } from './VisuallyHidden'

export type SpinnerSize = 'sm' | 'md' | 'lg'

type SpinnerProps = {
  size?: SpinnerSize
  /** Announced to screen readers; pass null when the surrounding element already says it is busy. */
  label?: string | null
  className?: string
}

/** A spinning ring in the current text colour. */
export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const { t } = useLingui()
  const ring = <span className={cx(styles.spinner, styles.size[size], className)} aria-hidden="true" />
  if (label === null) return ring
  return (
    <span role="status" className={styles.wrapper}>
      {ring}
      <VisuallyHidden>{label ?? t`Đang tải…`}</VisuallyHidden>
    </span>
  )
}
