import { useId } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../ui'
import { useWishlistEntry, type WishlistItem } from '../wishlist/use-wishlist'
import { useShareLink } from './use-share-link'
import * as styles from './product-detail.css'

type ProductActionsProps = {
  wishlistItem: WishlistItem
  shareUrl: string
  /** Sold out or coming soon: nothing can be bought. */
  purchasable: boolean
}

/**
 * To wishlist, Share, Buy now and Add to cart. The cart service is not built yet, so the two
 * buying buttons stay disabled with a note saying so, rather than pretending to work.
 */
export function ProductActions({ wishlistItem, shareUrl, purchasable }: ProductActionsProps) {
  const { t } = useLingui()
  const hintId = useId()
  const wishlist = useWishlistEntry(wishlistItem)
  const { copied, failed, share } = useShareLink()
  return (
    <div className={styles.actions}>
      <div className={styles.buyRow}>
        <Button size="lg" disabled aria-describedby={hintId} data-testid="buy-now" className={styles.buyButton}>
          <Trans>Mua ngay</Trans>
        </Button>
        <Button size="lg" variant="outline" disabled aria-describedby={hintId} data-testid="add-to-cart" className={styles.buyButton}>
          <Trans>Thêm vào giỏ hàng</Trans>
        </Button>
      </div>
      <p id={hintId} className={styles.hint} data-testid="cart-coming-soon">
        {purchasable ? (
          <Trans>Giỏ hàng sắp ra mắt: hiện chưa thể đặt mua sản phẩm này trực tuyến.</Trans>
        ) : (
          <Trans>Sản phẩm này hiện chưa thể đặt mua.</Trans>
        )}
      </p>
      <div className={styles.secondaryRow}>
        <Button
          variant={wishlist.saved ? 'secondary' : 'ghost'}
          aria-pressed={wishlist.saved}
          disabled={!wishlist.loaded}
          onClick={() => void wishlist.toggle()}
          data-testid="wishlist-toggle"
        >
          <span aria-hidden="true">{wishlist.saved ? '♥' : '♡'}</span>
          {wishlist.saved ? <Trans>Đã thêm vào yêu thích</Trans> : <Trans>Thêm vào yêu thích</Trans>}
        </Button>
        <Button
          variant="ghost"
          onClick={() => void share(shareUrl)}
          aria-label={copied ? t`Đã sao chép` : t`Chia sẻ: sao chép liên kết sản phẩm`}
          data-testid="share-button"
        >
          <span aria-live="polite">{copied ? <Trans>Đã sao chép</Trans> : <Trans>Chia sẻ</Trans>}</span>
        </Button>
      </div>
      {failed && (
        <p className={styles.hint} role="status">
          <Trans>Không sao chép được. Liên kết sản phẩm:</Trans> <span className={styles.shareUrl}>{shareUrl}</span>
        </p>
      )}
    </div>
  )
}
