import { Outlet, useMatches } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { Header } from './Header'
import { Footer } from './Footer'
import { AppDownloadModal } from './AppDownloadModal'
import * as styles from './AppLayout.css'

/**
 * The shell around every page; bare routes (the translate view) get no header or footer; a route with
 * its own header (the staff console) draws it and its main region itself, once it opens (a visitor it
 * turns away sees the 404 page in the storefront's shell).
 */
export function AppLayout() {
  const bare = useMatches({ select: (matches) => matches.some((match) => match.staticData?.bare) })
  const ownHeader = useMatches({
    select: (matches) => matches.some((match) => match.staticData?.ownHeader && match.status !== 'notFound' && match.status !== 'error'),
  })
  if (ownHeader) {
    return (
      <div className={styles.shell}>
        <a href="#main" className={styles.skipLink}>
          <Trans>Bỏ qua đến nội dung chính</Trans>
        </a>
        <Outlet />
      </div>
    )
  }
  if (bare) {
    return (
      <main id="main" className={styles.bareMain}>
        <Outlet />
      </main>
    )
  }
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        <Trans>Bỏ qua đến nội dung chính</Trans>
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Footer />
      <AppDownloadModal />
    </div>
  )
}
