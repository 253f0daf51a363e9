import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { usePageTitle } from '@client/app/use-page-title'
import * as styles from './StatusPage.css'

type ComingSoonProps = { title: string; children?: ReactNode }

/** Placeholder of a screen that a later release builds: titled, translated, never blank. */
export function ComingSoon({ title, children }: ComingSoonProps) {
  usePageTitle(title)
  return (
    <section className={styles.page} data-testid="coming-soon">
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>
        <Trans>Trang này sắp ra mắt</Trans>
      </p>
      {children}
      <Link to="/" className={styles.homeLink}>
        <Trans>Về trang chủ</Trans>
      </Link>
    </section>
  )
}
