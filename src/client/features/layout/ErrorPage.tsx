import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { usePageTitle } from '@client/app/use-page-title'
import * as styles from './StatusPage.css'

/** Shown when a page fails to render or load: a translated message and a retry, never a blank screen. */
export function ErrorPage({ reset }: ErrorComponentProps) {
  const { t } = useLingui()
  const router = useRouter()
  usePageTitle(t`Đã có lỗi xảy ra`)
  const retry = () => {
    reset()
    void router.invalidate()
  }
  return (
    <section className={styles.page} role="alert" data-testid="error-page">
      <h1 className={styles.title}>
        <Trans>Đã có lỗi xảy ra</Trans>
      </h1>
      <p className={styles.text}>
        <Trans>Không thể hiển thị trang này. Vui lòng thử lại.</Trans>
      </p>
      <button type="button" className={styles.homeLink} onClick={retry}>
        <Trans>Thử lại</Trans>
      </button>
    </section>
  )
}
