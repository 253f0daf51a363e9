import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { reportNotFound } from '@client/app/http-status'
import { usePageTitle } from '@client/app/use-page-title'
import * as styles from './StatusPage.css'

/** Unknown routes (spec §2): 'Oops! Page Not Found!' and a way home. */
export function NotFoundPage() {
  const { t } = useLingui()
  usePageTitle(t`Không tìm thấy trang`)
  reportNotFound()
  return (
    <section className={styles.page} data-testid="not-found-page">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>
        <Trans>Ôi! Không tìm thấy trang!</Trans>
      </h1>
      <p className={styles.text}>
        <Trans>Trang bạn đang tìm không tồn tại. Có thể trang đã được di chuyển hoặc đã bị xóa.</Trans>
      </p>
      <Link to="/" className={styles.homeLink}>
        <Trans>Về trang chủ</Trans>
      </Link>
    </section>
  )
}
