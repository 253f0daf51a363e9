import type { ReactNode } from 'react'
import { cx } from './cx'
import * as styles from './Amount.css'

/** A formatted amount of money ("1,926,148đ", "￥12,345") that never wraps inside the number. */
export function Amount({ children, className }: { children: ReactNode; className?: string }) {
  return <span className={cx(styles.amount, className)}>{children}</span>
}
