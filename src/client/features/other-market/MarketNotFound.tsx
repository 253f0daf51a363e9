import { Trans, useLingui } from '@lingui/react/macro'
import { usePageTitle } from '@client/app/use-page-title'
import { Alert } from '@client/ui'
import * as styles from './other-market.css'

/** A market the registry does not know (spec §8: 'Sorry, the supplier cannot be found at the moment'). */
export function MarketNotFound() {
  const { t } = useLingui()
  usePageTitle(t`Không tìm thấy nhà cung cấp`)
  return (
    <section className={styles.page} data-testid="market-not-found">
      <h1 className={styles.heading}>
        <Trans>Không tìm thấy nhà cung cấp</Trans>
      </h1>
      <Alert variant="warning">
        <Trans>Xin lỗi, hiện không tìm thấy nhà cung cấp này</Trans>
      </Alert>
    </section>
  )
}
