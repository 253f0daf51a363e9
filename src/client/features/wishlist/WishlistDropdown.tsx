import { Trans, useLingui } from '@lingui/react/macro'
import { useWishlistItems } from './use-wishlist'
import { WishlistBadge, WishlistList } from './WishlistList'
import { HeaderDropdown } from '@client/ui/HeaderDropdown'
import { HeartIcon } from '@client/ui/icons'
import * as styles from '@client/ui/HeaderDropdown.css'

/** The wishlist kept in this browser (IndexedDB): readable offline, the same in every open tab. */
export function WishlistDropdown() {
  const { t } = useLingui()
  const items = useWishlistItems()
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
