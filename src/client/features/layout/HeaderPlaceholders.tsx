import { Trans, useLingui } from '@lingui/react/macro'
import { useWishlist } from '@client/features/wishlist/use-wishlist'
import { WishlistBadge, WishlistList } from '@client/features/wishlist/WishlistList'
import { HeaderDropdown } from './HeaderDropdown'
import { HeartIcon } from './icons'
import * as styles from './HeaderDropdown.css'

/** The header bell: warehouse notifications of the customer's orders (the orders feature). */
export { NotificationsDropdown } from '@client/features/orders/NotificationsDropdown'

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

/** The cart dropdown lives with the cart feature. */
export { CartDropdown } from '@client/features/cart/CartDropdown'
