import { useEffect } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { cartLineKey } from '@shared/orders/cart-rules'
import { CART_DROPDOWN_ITEMS } from '@shared/ui/constants'
import { EmptyState, Price, useToast } from '@client/ui'
import { HeaderDropdown } from '@client/ui/HeaderDropdown'
import { CartIcon } from '@client/ui/icons'
import * as dropdown from '@client/ui/HeaderDropdown.css'
import { useExchangeRate } from '@client/features/rates'
import { subscribeCartSyncEvents } from './cart-sync-events'
import { useCart } from './use-cart'
import * as styles from './cart.css'

/** Header cart: a count badge and the first 5 lines, with a link to /cart. */
export function CartDropdown() {
  const { t } = useLingui()
  const cart = useCart()
  const count = cart.lineCount
  const label = count > 0 ? t`Giỏ hàng: ${count} sản phẩm` : t`Giỏ hàng`
  return (
    <>
      <CartSyncNotifier />
      <HeaderDropdown
        label={label}
        icon={
          <span className={styles.iconBox}>
            <CartIcon />
            {count > 0 && (
              <span className={styles.count} aria-hidden="true">
                {count}
              </span>
            )}
          </span>
        }
      >
        {(close) => (
          <>
            <h2 className={dropdown.panelTitle}>
              <Trans>Giỏ hàng</Trans>
            </h2>
            <CartDropdownLines />
            <Link to="/cart" className={dropdown.panelLink} onClick={close}>
              <Trans>Xem giỏ hàng</Trans>
            </Link>
          </>
        )}
      </HeaderDropdown>
    </>
  )
}

function CartDropdownLines() {
  const cart = useCart()
  const rate = useExchangeRate()
  if (cart.userId === undefined) return <EmptyState message={<Trans>Giỏ hàng trống</Trans>} />
  const lines = cart.groups.flatMap((group) => group.products).slice(0, CART_DROPDOWN_ITEMS)
  if (lines.length === 0) return <EmptyState message={<Trans>Giỏ hàng trống</Trans>} />
  return (
    <ul className={styles.dropdownList} data-testid="cart-dropdown-items">
      {lines.map((line) => (
        <li key={cartLineKey(line)} className={styles.dropdownItem}>
          <img src={line.image_url || undefined} alt="" className={styles.dropdownImage} width={40} height={40} loading="lazy" />
          <span className={styles.dropdownText}>
            <span className={styles.dropdownName}>{line.found ? line.name : <Trans>Không tìm thấy sản phẩm</Trans>}</span>
            <span>
              {line.quantity} × <Price yen={line.price} rate={rate} showYen={false} />
            </span>
          </span>
        </li>
      ))}
    </ul>
  )
}

/**
 * Tells the customer what became of queued cart writes, wherever they are when it happens
 * (a write queued offline may land minutes later, after a reload).
 */
function CartSyncNotifier() {
  const { t } = useLingui()
  const toast = useToast()
  useEffect(
    () =>
      subscribeCartSyncEvents((event) => {
        if (event.type === 'added') {
          toast.show(t`Thêm sản phẩm vào giỏ hàng thành công`, { variant: 'success' })
          return
        }
        const name = event.name
        const reason = event.message ?? (event.network ? t`Không kết nối được máy chủ.` : t`Lỗi`)
        toast.show(t`Không lưu được thay đổi giỏ hàng cho "${name}": ${reason}`, { variant: 'danger', durationMs: 8000 })
      }),
    [t, toast],
  )
  return null
}
