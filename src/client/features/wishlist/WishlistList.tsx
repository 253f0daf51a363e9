import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { HrefLink } from '@client/app/HrefLink'
import { useExchangeRate } from '@client/features/rates'
import { EmptyState, Price } from '@client/ui'
import { useWishlist } from './use-wishlist'
import { wishlistItemHref } from './wishlist-href'
import * as styles from './wishlist.css'

/** The saved products, each linking to its page, with a remove button (header dropdown). */
export function WishlistList({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useLingui()
  const { items, loaded, remove } = useWishlist()
  const rate = useExchangeRate()
  if (!loaded) return null
  if (items.length === 0) return <EmptyState message={<Trans>Danh sách yêu thích đang trống</Trans>} />
  return (
    <ul className={styles.list} data-testid="wishlist-items">
      {items.map((item) => {
        const name = item.name
        return (
          <li key={`${item.shop_id}-${item.id}`} className={styles.item} data-product-id={item.id}>
            <HrefLink href={wishlistItemHref(item)} className={styles.link} onClick={onNavigate}>
              <img src={item.image_url} alt="" className={styles.image} width={48} height={48} loading="lazy" />
              <span className={styles.text}>
                <span className={styles.name}>{name}</span>
                <span className={styles.shop}>{item.shop_name}</span>
                <Price yen={item.price} rate={rate} showYen={false} initialYen={item.init_price} />
              </span>
            </HrefLink>
            <button
              type="button"
              className={styles.remove}
              aria-label={t`Bỏ ${name} khỏi danh sách yêu thích`}
              onClick={() => void remove(item)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}

/** The header icon with how many products are saved as a badge (the button's label says it in words). */
export function WishlistBadge({ count, children }: { count: number; children: ReactNode }) {
  return (
    <span className={styles.iconBox}>
      {children}
      {count > 0 && (
        <span className={styles.count} aria-hidden="true">
          {count}
        </span>
      )}
    </span>
  )
}
