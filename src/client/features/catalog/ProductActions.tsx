import { useId, useState } from 'react'
import { onlineManager, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { maxCartQuantity } from '@shared/orders/cart-rules'
import { ORDER_TAX_PERCENT } from '@shared/orders/totals'
import { findShop } from '@shared/shops/registry'
import { Button, useToast } from '@client/ui'
import { authReady } from '@client/features/auth/auth-store'
import { useAuth } from '@client/features/auth/use-auth'
import { currentUserQueryOptions } from '@client/features/auth/current-user-query'
import { cartKeys, cartQueryOptions, visibleQuantity, type CartLineSnapshot, type CartWrite } from '@client/features/cart/cart-query'
import { useCartWrite } from '@client/features/cart/use-cart'
import { useWishlistEntry, type WishlistItem } from '@client/features/wishlist/use-wishlist'
import { useShareLink } from './use-share-link'
import * as styles from './product-detail.css'

type ProductActionsProps = {
  wishlistItem: WishlistItem
  /** The product page's path: the copied address adds this site's origin. */
  sharePath: string
  /** Sold out or coming soon: nothing can be bought. */
  purchasable: boolean
  /** The quantity chosen with the stepper (added to what the cart already holds). */
  quantity?: number
}

/** What the cart shows for this product until the server's answer arrives (e.g. added offline). */
function snapshotOf(item: WishlistItem): CartLineSnapshot {
  const shop = findShop(item.shop_id)
  const id = Number(item.id)
  return {
    product: {
      id,
      product_id: id,
      name: item.name,
      price: item.price,
      init_price: item.init_price,
      tax_percent: ORDER_TAX_PERCENT,
      image_url: item.image_url,
      url: shop ? `/products/${shop.path}/${id}` : '',
      shop_id: item.shop_id,
      quantity: 1,
      sale_status: 'on_sale',
      max_quantity: maxCartQuantity({ can_buy_more: shop?.can_buy_more ?? false }),
    },
    shop: {
      shop_id: item.shop_id,
      shop_name: item.shop_name,
      shop_logo: shop ? `/media/shops/${shop.path}.svg` : '',
      is_can_buy_more: shop?.can_buy_more ?? false,
    },
  }
}

/** Adds the chosen quantity to the cart line (an absolute quantity, so a replay changes nothing). */
function useAddToCart(item: WishlistItem, quantity: number) {
  const { t } = useLingui()
  const toast = useToast()
  const navigate = useNavigate()
  const client = useQueryClient()
  const auth = useAuth()
  const { write, writeAsync } = useCartWrite()
  const [busy, setBusy] = useState(false)

  const run = async (buyNow: boolean) => {
    // Right after start-up the stored session may still be restoring: wait for it rather than send a signed-in customer to /login.
    const { status, user: authUser } = auth.status === 'loading' ? await authReady() : auth
    if (status !== 'signed-in' || !authUser) {
      await navigate({ to: '/login', search: { redirect: window.location.pathname + window.location.search } })
      return
    }
    setBusy(true)
    let writing = false
    try {
      const online = onlineManager.isOnline()
      const user = await client.ensureQueryData(currentUserQueryOptions(authUser.uid))
      // What the cart holds now decides the new absolute quantity: read it first when possible.
      if (online && client.getQueryData(cartKeys.detail(user.id)) === undefined) await client.fetchQuery(cartQueryOptions(user.id))
      const productId = Number(item.id)
      const variables: CartWrite = {
        userId: user.id,
        product_id: productId,
        quantity: visibleQuantity(client, user.id, productId) + quantity,
        source: 'add',
        name: item.name,
        snapshot: snapshotOf(item),
      }
      if (!online) {
        write(variables)
        toast.show(t`Đã lưu vào giỏ hàng; sẽ đồng bộ khi có mạng.`, { variant: 'info' })
        if (buyNow) await navigate({ to: '/cart' })
        return
      }
      if (!buyNow) {
        // The header announces the result ('Add product to cart success', or the refusal).
        write(variables)
        return
      }
      writing = true
      await writeAsync(variables)
      await navigate({ to: '/cart' })
    } catch {
      // A refused write is announced by the header; here only a failed read of the cart or user.
      if (!writing) toast.show(t`Lỗi`, { variant: 'danger' })
    } finally {
      setBusy(false)
    }
  }
  return { busy, addToCart: () => void run(false), buyNow: () => void run(true) }
}

/** To wishlist, Share, Buy now (adds, then opens the cart) and Add to cart. */
export function ProductActions({ wishlistItem, sharePath, purchasable, quantity = 1 }: ProductActionsProps) {
  const { t } = useLingui()
  const hintId = useId()
  const wishlist = useWishlistEntry(wishlistItem)
  const { copied, failed, share } = useShareLink()
  const cart = useAddToCart(wishlistItem, quantity)
  // Read at click time, not while rendering: the page may be rendered on the server.
  const shareUrl = () => new URL(sharePath, window.location.origin).href
  return (
    <div className={styles.actions}>
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
          <Trans>Sản phẩm này hiện chưa thể đặt mua.</Trans>
        </p>
      )}
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
          onClick={() => void share(shareUrl())}
          aria-label={copied ? t`Đã sao chép` : t`Chia sẻ: sao chép liên kết sản phẩm`}
          data-testid="share-button"
        >
          <span aria-live="polite">{copied ? <Trans>Đã sao chép</Trans> : <Trans>Chia sẻ</Trans>}</span>
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
