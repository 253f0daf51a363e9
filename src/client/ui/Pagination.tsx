import type { MouseEvent, ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { cx } from './cx'
import * as styles from './Pagination.css'
import { paginationWindow } from './pagination-window'

export type PaginationProps = {
  currentPage: number
  lastPage: number
  /** Called with the chosen page (client-side paging, or alongside getHref to handle the navigation). */
  onPageChange?: (page: number) => void
  /** Makes each page a real link (the URL is the list's state); navigates in-app inside the router. */
  getHref?: (page: number) => string
  className?: string
}

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/** Page links (up to 5, 2 before the current) with previous and next; hidden for a single page. */
export function Pagination({ currentPage, lastPage, onPageChange, getHref, className }: PaginationProps) {
  const { t } = useLingui()
  // Undefined outside a RouterProvider: links then navigate as plain links.
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | undefined
  const pages = paginationWindow(currentPage, lastPage)
  if (pages.length < 2) return null

  const go = (page: number) => (event: MouseEvent<HTMLElement>) => {
    if (!isPlainClick(event)) return
    if (onPageChange) {
      event.preventDefault()
      onPageChange(page)
    } else if (getHref && router) {
      event.preventDefault()
      router.history.push(getHref(page))
    }
  }

  const pageItem = (page: number, label: string, content: ReactNode, current = false) => {
    const common = { className: styles.item, 'aria-label': label, 'aria-current': current ? ('page' as const) : undefined }
    if (getHref)
      return (
        <a href={getHref(page)} onClick={current ? undefined : go(page)} {...common}>
          {content}
        </a>
      )
    return (
      <button type="button" onClick={current ? undefined : go(page)} {...common}>
        {content}
      </button>
    )
  }

  const disabledItem = (label: string, content: ReactNode) => (
    <span className={styles.item} aria-label={label} aria-disabled="true" role="link">
      {content}
    </span>
  )

  const previous = currentPage - 1
  const next = currentPage + 1
  return (
    <nav className={cx(styles.nav, className)} aria-label={t`Phân trang`} data-testid="pagination">
      <ul className={styles.list}>
        <li>{previous >= 1 ? pageItem(previous, t`Trang trước`, '‹') : disabledItem(t`Trang trước`, '‹')}</li>
        {pages.map((page) => (
          <li key={page}>{pageItem(page, t`Trang ${page}`, page, page === currentPage)}</li>
        ))}
        <li>{next <= lastPage ? pageItem(next, t`Trang sau`, '›') : disabledItem(t`Trang sau`, '›')}</li>
      </ul>
    </nav>
  )
}
