import { Trans, useLingui } from '@lingui/react/macro'
import { secondsLeft, splitSeconds, visibleUnits, type TimeLeft } from './countdown'
import { useNow } from './use-now'
import * as styles from './auctions.css'

type CountdownProps = {
  /** Unix seconds. */
  endTime: number
  /** The browser's clock minus the server's, in ms (so every page counts down to the same second). */
  skewMs?: number
  className?: string
}

/** Time left, ticking each second; 'Auction ended' at zero (spec §4). */
export function Countdown({ endTime, skewMs = 0, className }: CountdownProps) {
  const now = useNow()
  if (now === 0) return <span role="timer" className={className ?? styles.countdown} data-testid="countdown" />
  const left = secondsLeft(endTime, now - skewMs)
  if (left === 0) {
    return (
      <span role="timer" className={className} data-testid="countdown" data-ended="true">
        <Trans>Phiên đấu giá đã kết thúc</Trans>
      </span>
    )
  }
  return (
    <span role="timer" className={className ?? styles.countdown} data-testid="countdown" data-seconds-left={left}>
      <TimeLeftText left={splitSeconds(left)} />
    </span>
  )
}

function TimeLeftText({ left }: { left: TimeLeft }) {
  const { t } = useLingui()
  const labels: Record<keyof TimeLeft, (value: number) => string> = {
    days: (value) => t`${value} ngày`,
    hours: (value) => t`${value} giờ`,
    minutes: (value) => t`${value} phút`,
    seconds: (value) => t`${value} giây`,
  }
  return (
    <>
      {visibleUnits(left)
        .map((unit) => labels[unit](left[unit]))
        .join(' ')}
    </>
  )
}
