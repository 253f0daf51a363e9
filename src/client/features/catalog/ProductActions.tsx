import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { Button, VisuallyHidden } from '@client/ui'
import { PurchaseButtons, type PurchasableItem } from '@client/features/cart'
import { WishlistToggle, type WishlistItem } from '@client/features/wishlist'
import { useShareLink } from './use-share-link'
import * as styles from './product-detail.css'

type ProductActionsProps = {
  item: PurchasableItem
  wishlistItem: WishlistItem
  /** The product page's path: the copied address adds this site's origin. */
  sharePath: string
  /** Sold out or coming soon: nothing can be bought. */
  purchasable: boolean
  /** The quantity chosen with the stepper (added to what the cart already holds). */
  quantity?: number
  /** False for an auction lot: it is bought by bidding (or a buy-now bid) in its auction panel, never through the cart. */
  viaCart?: boolean
  /** Why it cannot be bought now, when the page knows (a size to choose), said where the buttons are. */
  notPurchasableReason?: ReactNode
}

/** Buy now and Add to cart (the cart's), To wishlist (the wishlist's) and Share. */
export function ProductActions({
  item,
  wishlistItem,
  sharePath,
  purchasable,
  quantity = 1,
  viaCart = true,
  notPurchasableReason,
}: ProductActionsProps) {
  const { copied, failed, share } = useShareLink()
  // Read at click time, not while rendering: the page may be rendered on the server.
  const shareUrl = () => new URL(sharePath, window.location.origin).href
  return (
    <div className={styles.actions}>
      {viaCart && <PurchaseButtons item={item} purchasable={purchasable} quantity={quantity} reason={notPurchasableReason} />}
      <div className={styles.secondaryRow}>
        <WishlistToggle item={wishlistItem} />
        {/* The name starts with the visible word (what a voice-control user says), then what the button does. */}
        <Button variant="ghost" onClick={() => void share(shareUrl())}>
          <span aria-live="polite">{copied ? <Trans>Đã sao chép</Trans> : <Trans>Chia sẻ</Trans>}</span>
          {!copied && (
            <VisuallyHidden>
              {' '}
              <Trans>(sao chép liên kết sản phẩm)</Trans>
            </VisuallyHidden>
          )}
        </Button>
      </div>
      {failed && (
        <p className={styles.hint} role="status">
          <Trans>Không sao chép được. Liên kết sản phẩm:</Trans> <span className={styles.shareUrl}>{shareUrl()}</span>
        </p>
      )}
    </div>
  )
}
