import type { ReactNode } from 'react'
import { cx } from './cx'
import * as styles from './Alert.css'

export type AlertVariant = 'danger' | 'success' | 'info' | 'warning'

export type AlertProps = { variant: AlertVariant; children: ReactNode; className?: string }

/** An inline message box; a danger alert is announced at once (role=alert). */
export function Alert({ variant, children, className }: AlertProps) {
  return (
    <div
      role={variant === 'danger' ? 'alert' : 'status'}
      className={cx(styles.alert, styles.variant[variant], className)}
      data-testid="alert"
      data-variant={variant}
    >
      {children}
    </div>
  )
}
