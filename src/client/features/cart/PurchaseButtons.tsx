import { type ReactNode, useId } from 'react'
import { Trans } from '@lingui/react/macro'
import { Button } from '@client/ui'
import type { PurchasableItem } from './purchasable-item'
import { useAddToCart } from './use-add-to-cart'
import * as styles from './purchase-buttons.css'

type PurchaseButtonsProps = {
  item: PurchasableItem
  /** False (sold out, coming soon, ended): nothing can be bought, and a hint says so. */
  purchasable: boolean
  /** The quantity chosen on the page (added to what the cart already holds). */
  quantity?: number
  /** Why it cannot be bought, when the page knows better than "not now" (a size to choose): said under the buttons. */
  reason?: ReactNode
}

/** Buy now (adds, then opens the cart) and Add to cart, for an item of any shop. */
export function PurchaseButtons({ item, purchasable, quantity = 1, reason }: PurchaseButtonsProps) {
  const hintId = useId()
  const cart = useAddToCart(item, quantity)
  return (
    <>
      <div className={styles.buyRow}>
        <Button
          size="lg"
          disabled={!purchasable}
          loading={cart.busy}
          aria-describedby={purchasable ? undefined : hintId}
          onClick={cart.buyNow}
          data-testid="buy-now"
          className={styles.buyButton}
        >
          <Trans>Mua ngay</Trans>
        </Button>
        <Button
          size="lg"
          variant="outline"
          disabled={!purchasable}
          loading={cart.busy}
          aria-describedby={purchasable ? undefined : hintId}
          onClick={cart.addToCart}
          data-testid="add-to-cart"
          className={styles.buyButton}
        >
          <Trans>Thêm vào giỏ hàng</Trans>
        </Button>
      </div>
      {!purchasable && (
        <p id={hintId} className={styles.hint} data-testid="not-purchasable">
          {reason ?? <Trans>Sản phẩm này hiện chưa thể đặt mua.</Trans>}
        </p>
      )}
    </>
  )
}
