import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { addressesQueryOptions } from '@client/features/addresses'
import * as styles from './auctions.css'

/**
 * Before the first bid: a won lot's order is delivered to the default address, so a bidder with an
 * empty address book is asked to add one (a winner without one chooses it on the order before paying).
 */
export function DeliveryAddressNotice() {
  const addresses = useQuery(addressesQueryOptions())
  if (!addresses.data || addresses.data.length > 0) return null
  return (
    <div className={styles.pendingNotice} role="status">
      <p className={styles.noticeText}>
        <Trans>Lô thắng sẽ được giao đến địa chỉ mặc định của bạn. Hãy thêm địa chỉ nhận hàng trước khi đặt giá.</Trans>
      </p>
      <Link to="/customer/address" className={styles.linkButton}>
        <Trans>Thêm địa chỉ nhận hàng</Trans>
      </Link>
    </div>
  )
}
