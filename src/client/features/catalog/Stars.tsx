import { useLingui } from '@lingui/react/macro'
import { REVIEW_STAR_MAX } from '@shared/contracts/catalog'
import * as styles from './product-detail.css'

/** Five stars filled to `value` (capped at 5), read out as "4.5 of 5 stars". */
export function Stars({ value, size = 'md' }: { value: number; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useLingui()
  const capped = Math.max(0, Math.min(REVIEW_STAR_MAX, value))
  const shown = Math.round(capped * 10) / 10
  const percent = (capped / REVIEW_STAR_MAX) * 100
  return (
    <span className={styles.stars[size]} role="img" aria-label={t`${shown} trên 5 sao`} data-testid="stars" data-value={shown}>
      <span className={styles.starsEmpty} aria-hidden="true">
        ★★★★★
      </span>
      <span className={styles.starsFull} style={{ width: `${percent}%` }} aria-hidden="true">
        ★★★★★
      </span>
    </span>
  )
}
