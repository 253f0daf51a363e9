import { useCallback, useId, useRef, useState, type ReactNode } from 'react'
import { useDismiss } from './use-dismiss'
import * as styles from './HeaderDropdown.css'

type HeaderDropdownProps = {
  label: string
  icon: ReactNode
  children: ReactNode | ((close: () => void) => ReactNode)
  testId?: string
}

/** An icon button in the header that opens a small panel (notifications, wishlist, cart, account). */
export function HeaderDropdown({ label, icon, children, testId }: HeaderDropdownProps) {
  const [open, setOpen] = useState(false)
  const container = useRef<HTMLDivElement>(null)
  const panelId = useId()
  const close = useCallback(() => setOpen(false), [])
  useDismiss(container, open, close)
  return (
    <div ref={container} className={styles.root}>
      <button
        type="button"
        className={styles.trigger}
        aria-label={label}
        title={label}
        aria-expanded={open}
        aria-controls={panelId}
        data-testid={testId}
        onClick={() => setOpen((value) => !value)}
      >
        {icon}
      </button>
      {open && (
        <div id={panelId} role="region" aria-label={label} className={styles.panel}>
          {typeof children === 'function' ? children(close) : children}
        </div>
      )}
    </div>
  )
}
