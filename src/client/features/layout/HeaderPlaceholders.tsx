import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { EmptyState } from '../../ui'
import { useWishlist } from '../wishlist/use-wishlist'
import { WishlistBadge, WishlistList } from '../wishlist/WishlistList'
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

/** The wishlist kept in this browser (IndexedDB): readable offline, the same in every open tab. */
export function WishlistDropdown() {
  const { t } = useLingui()
  const { items } = useWishlist()
  const count = items.length
  const label = count > 0 ? t`Danh sách yêu thích: ${count} sản phẩm` : t`Danh sách yêu thích`
  return (
    <HeaderDropdown
      label={label}
      icon={
        <WishlistBadge count={count}>
          <HeartIcon />
        </WishlistBadge>
      }
      testId="wishlist-button"
    >
      {(close) => (
        <>
          <h2 className={styles.panelTitle}>
            <Trans>Danh sách yêu thích</Trans>
          </h2>
          <WishlistList onNavigate={close} />
        </>
      )}
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
