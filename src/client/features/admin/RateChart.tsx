import { useLingui } from '@lingui/react/macro'
import type { RateDay } from '@shared/contracts/admin/rates'
import * as styles from './rates.css'

const WIDTH = 600
const HEIGHT = 200
const PAD = 28

/** The last 60 days' rates as a line (inline SVG: nothing to load); its label says what it shows. */
export function RateChart({ days }: { days: RateDay[] }) {
  const { t, i18n } = useLingui()
  if (days.length < 2) return null
  const rates = days.map((day) => day.rate)
  const low = Math.min(...rates)
  const high = Math.max(...rates)
  const span = high - low || 1
  const x = (index: number) => PAD + (index * (WIDTH - 2 * PAD)) / (days.length - 1)
  const y = (rate: number) => HEIGHT - PAD - ((rate - low) * (HEIGHT - 2 * PAD)) / span
  const points = days.map((day, index) => `${x(index).toFixed(1)},${y(day.rate).toFixed(1)}`).join(' ')
  const number = (rate: number) => new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 2 }).format(rate)
  const first = days[0].effective_on
  const last = days[days.length - 1].effective_on
  const summary = t`Tỉ giá JPY → VND từ ${first} đến ${last}: thấp nhất ${number(low)}, cao nhất ${number(high)}, hiện tại ${number(rates[rates.length - 1])}`
  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary} data-testid="rate-chart">
        <line x1={PAD} x2={WIDTH - PAD} y1={y(high)} y2={y(high)} className={styles.grid} />
        <line x1={PAD} x2={WIDTH - PAD} y1={y(low)} y2={y(low)} className={styles.grid} />
        <text x={2} y={y(high) + 4} className={styles.axis}>
          {number(high)}
        </text>
        <text x={2} y={y(low) + 4} className={styles.axis}>
          {number(low)}
        </text>
        <polyline points={points} className={styles.line} />
        <circle cx={x(days.length - 1)} cy={y(rates[rates.length - 1])} r={4} className={styles.dot} />
        <text x={PAD} y={HEIGHT - 6} className={styles.axis}>
          {first}
        </text>
        <text x={WIDTH - PAD} y={HEIGHT - 6} textAnchor="end" className={styles.axis}>
          {last}
        </text>
      </svg>
      <figcaption className={styles.caption}>{summary}</figcaption>
    </figure>
  )
}
