import type { ReactNode } from 'react'
import { cx } from './cx'
import * as styles from './SideNavLayout.css'

export type SideNavLayoutProps = {
  /** What the side column holds: who is signed in, the area's menu, its actions. */
  aside: ReactNode
  children: ReactNode
  /** The side column's width on a desktop, in px. */
  asideWidth: keyof typeof styles.layout
  /** The space between the side column's parts. */
  asideGap: keyof typeof styles.aside
  contentClassName?: string
  'data-testid'?: string
}

/** An area with a side menu (the customer area, the staff console): the side column, then the page. */
export function SideNavLayout({ aside, children, asideWidth, asideGap, contentClassName, 'data-testid': testId }: SideNavLayoutProps) {
  return (
    <div className={styles.layout[asideWidth]} data-testid={testId}>
      <aside className={styles.aside[asideGap]}>{aside}</aside>
      <div className={cx(styles.content, contentClassName)}>{children}</div>
    </div>
  )
}

/** The side menu's link classes; the current page's link takes the area's colour. */
export const sideNavLink = styles.link
export const sideNavLinkActive = styles.linkActive
