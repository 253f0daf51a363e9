import type { ReactNode } from 'react'
import * as styles from './Amount.css'

/** A formatted amount of money ("1,926,148đ", "￥12,345") that never wraps inside the number. */
export function Amount({ children }: { children: ReactNode }) {
  return <span className={styles.amount}>{children}</span>
}
