import { Trans } from '@lingui/react/macro'
import { formatYen, formatYenAsDong } from '@shared/money/money'
import { cx } from './cx'
import * as styles from './Price.css'
import { VisuallyHidden } from './VisuallyHidden'

export type PriceProps = {
  /** Current price in yen. */
  yen: number
  /** JPY → VND rate; while unknown only yen is shown. */
  rate: number | undefined
  /** Show the yen amount beside the dong amount (default true). */
  showYen?: boolean
  /** Price before discount in yen: shown struck through when higher than `yen`. */
  initialYen?: number
  className?: string
}

/** A price in dong (rate × yen) with the yen amount alongside (spec §1). */
export function Price({ yen, rate, showYen = true, initialYen, className }: PriceProps) {
  const inDong = rate !== undefined
  const format = (amount: number) => (inDong ? formatYenAsDong(amount, rate) : formatYen(amount))
  const discounted = initialYen !== undefined && initialYen > yen
  return (
    <span className={cx(styles.price, className)} data-testid="price" data-yen={yen}>
      <span className={styles.current} data-testid={inDong ? 'price-vnd' : 'price-yen'}>
        {format(yen)}
      </span>
      {discounted && (
        <s className={styles.initial} data-testid="price-initial">
          <VisuallyHidden>
            <Trans>Giá gốc:</Trans>{' '}
          </VisuallyHidden>
          {format(initialYen)}
        </s>
      )}
      {inDong && showYen && (
        <span className={styles.yen} data-testid="price-yen">
          {formatYen(yen)}
        </span>
      )}
    </span>
  )
}
