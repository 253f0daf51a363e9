import { Trans, useLingui } from '@lingui/react/macro'
import { useExchangeRate } from '@client/features/rates'
import { VisuallyHidden } from '@client/ui'
import * as styles from './Header.css'

const NUMBER_LOCALES = { vi: 'vi-VN', en: 'en-US', ja: 'ja-JP' } as const

/** "1 ¥ = 172,5 đ": the day's rate; '...' while unknown. */
export function ExchangeRate() {
  const { i18n } = useLingui()
  const rate = useExchangeRate()
  const numberLocale = NUMBER_LOCALES[i18n.locale as keyof typeof NUMBER_LOCALES] ?? 'vi-VN'
  const amount = rate === undefined ? '...' : new Intl.NumberFormat(numberLocale, { maximumFractionDigits: 2 }).format(rate)
  return (
    <p className={styles.rate} data-testid="exchange-rate" data-rate={rate}>
      <VisuallyHidden>
        <Trans>Tỉ giá hôm nay:</Trans>
      </VisuallyHidden>{' '}
      <Trans>1 ¥ = {amount} đ</Trans>
    </p>
  )
}
