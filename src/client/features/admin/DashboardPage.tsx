import { Trans, useLingui } from '@lingui/react/macro'
import { usePageTitle } from '@client/app/use-page-title'
import * as form from '@client/ui/form.css'

/** /admin: what needs doing today. */
export function DashboardPage() {
  const { t } = useLingui()
  usePageTitle(t`Bảng điều khiển nhân viên`)
  return (
    <section className={form.page} aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className={form.title}>
        <Trans>Tổng quan</Trans>
      </h1>
    </section>
  )
}
