import { Trans } from '@lingui/react/macro'
import { formatRate } from '@shared/money/numbers'
import { useExchangeRate } from '@client/features/rates'
import { VisuallyHidden } from '@client/ui'
import * as styles from './Header.css'

/** "1 ¥ = 172.5 đ": the day's rate, written as every number is (shared/money); '...' while unknown. */
export function ExchangeRate() {
  const rate = useExchangeRate()
  const amount = rate === undefined ? '...' : formatRate(rate)
  return (
    <p className={styles.rate} data-testid="exchange-rate" data-rate={rate}>
      <VisuallyHidden>
        <Trans>Tỉ giá hôm nay:</Trans>
      </VisuallyHidden>{' '}
      <Trans>1 ¥ = {amount} đ</Trans>
    </p>
  )
}
