import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { EmptyState } from '../../ui'
import { HeaderDropdown } from './HeaderDropdown'
import { BellIcon, CartIcon, HeartIcon } from './icons'
import * as styles from './HeaderDropdown.css'

function ComingSoonNote() {
  return (
    <p className={styles.note}>
      <Trans>Tính năng này sắp ra mắt.</Trans>
    </p>
  )
}

export function NotificationsDropdown() {
  const { t } = useLingui()
  return (
    <HeaderDropdown label={t`Thông báo`} icon={<BellIcon />} testId="notifications-button">
      <h2 className={styles.panelTitle}>
        <Trans>Thông báo</Trans>
      </h2>
      <EmptyState />
      <ComingSoonNote />
    </HeaderDropdown>
  )
}

export function WishlistDropdown() {
  const { t } = useLingui()
  return (
    <HeaderDropdown label={t`Danh sách yêu thích`} icon={<HeartIcon />} testId="wishlist-button">
      <h2 className={styles.panelTitle}>
        <Trans>Danh sách yêu thích</Trans>
      </h2>
      <EmptyState />
      <ComingSoonNote />
    </HeaderDropdown>
  )
}

export function CartDropdown() {
  const { t } = useLingui()
  return (
    <HeaderDropdown label={t`Giỏ hàng`} icon={<CartIcon />} testId="cart-button">
      {(close) => (
        <>
          <h2 className={styles.panelTitle}>
            <Trans>Giỏ hàng</Trans>
          </h2>
          <EmptyState />
          <ComingSoonNote />
          <Link to="/cart" className={styles.panelLink} onClick={close}>
            <Trans>Xem giỏ hàng</Trans>
          </Link>
        </>
      )}
    </HeaderDropdown>
  )
}
