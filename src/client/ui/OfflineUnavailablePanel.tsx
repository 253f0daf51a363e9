import { useId } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import * as styles from './OfflineUnavailable.css'

export type OfflineUnavailableProps = {
  /** h1 when the panel is the whole screen, h2 under the screen's own heading. */
  headingLevel?: 1 | 2
}

/**
 * Offline, on a screen this device has not saved: says so in the words of the cart's offline banner
 * and offers the places that work offline, instead of a skeleton that never fills.
 */
export default function OfflineUnavailablePanel({ headingLevel = 2 }: OfflineUnavailableProps) {
  const titleId = useId()
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <section className={styles.panel} aria-labelledby={titleId} data-testid="offline-unavailable">
      <Heading id={titleId} className={styles.title}>
        <Trans>Ngoại tuyến — trang này chưa được lưu trên thiết bị</Trans>
      </Heading>
      <p className={styles.text}>
        <Trans>Trang sẽ tự tải khi có mạng trở lại. Trong lúc chờ, bạn vẫn xem được khi ngoại tuyến:</Trans>
      </p>
      <ul className={styles.links}>
        <li>
          <Link to="/" className={styles.link}>
            <Trans>Trang chủ</Trans>
          </Link>
        </li>
        <li>
          <Link to="/cart" className={styles.link}>
            <Trans>Giỏ hàng</Trans>
          </Link>
        </li>
        <li>
          <Link to="/customer/orders" className={styles.link}>
            <Trans>Đơn hàng của tôi</Trans>
          </Link>
        </li>
      </ul>
    </section>
  )
}
