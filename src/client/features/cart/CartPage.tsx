import { useEffect, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { CartProduct, CartShopGroup } from '@shared/contracts/cart'
import { cartLineKey } from '@shared/orders/cart-rules'
import { DEBOUNCE_MS, SKELETON_COUNT } from '@shared/ui/constants'
import { HrefLink } from '@client/app/HrefLink'
import { usePageTitle } from '@client/app/use-page-title'
import { Alert, Button, EmptyState, Modal, Price, Skeleton, VisuallyHidden } from '@client/ui'
import { QuantityStepper } from '@client/ui/QuantityStepper'
import { useExchangeRate } from '@client/features/rates'
import { Checkout } from './Checkout'
import { isOrderable, useLineSelection } from './line-selection'
import { useCart, useCartRejections, useCartWrite } from './use-cart'
import { formatSavedAt } from '@client/ui/OfflineNote'
import { useOnlineStatus } from '@client/ui/use-online-status'
import * as styles from './cart.css'

/**
 * /cart: the cart grouped per shop, and the checkout (address, shipment method, pricing, Create
 * order). `only`: Buy now's line, the only one selected at first.
 */
export function CartPage({ only }: { only?: string }) {
  const { t } = useLingui()
  usePageTitle(t`Giỏ hàng`)
  const cart = useCart()
  const { isSelected, toggle } = useLineSelection(only)
  const selectedGroups = cart.groups
    .map((group) => ({ ...group, products: group.products.filter(isSelected) }))
    .filter((group) => group.products.length > 0)

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Giỏ hàng</Trans>
      </h1>
      <section className={styles.column} aria-label={t`Sản phẩm trong giỏ hàng`}>
        <SyncState waitingCount={cart.waitingCount} savedAt={cart.query.dataUpdatedAt} failed={cart.query.isError} />
        <Rejections />
        {cart.loading ? (
          <CartSkeleton />
        ) : cart.query.isError && !cart.query.data ? (
          <Alert variant="danger">{cart.query.error.message}</Alert>
        ) : cart.groups.length === 0 ? (
          <EmptyState message={<Trans>Giỏ hàng trống</Trans>} />
        ) : (
          cart.groups.map((group) => (
            <ShopGroup
              key={group.shop_id}
              group={group}
              userId={cart.userId!}
              waiting={cart.waiting}
              isSelected={isSelected}
              onToggle={toggle}
            />
          ))
        )}
      </section>
      {cart.userId !== undefined && <Checkout userId={cart.userId} groups={selectedGroups} syncing={cart.pendingCount > 0} />}
    </div>
  )
}

function SyncState({ waitingCount, savedAt, failed }: { waitingCount: number; savedAt: number; failed: boolean }) {
  const online = useOnlineStatus()
  const offline = !online || failed
  if (!offline && waitingCount === 0) return null
  const time = savedAt ? formatSavedAt(savedAt) : null
  return (
    <Alert variant="warning">
      <span>
        {offline && time && <Trans>Ngoại tuyến — giỏ hàng đã lưu lúc {time}.</Trans>}
        {offline && !time && <Trans>Ngoại tuyến.</Trans>}{' '}
      </span>
      {waitingCount > 0 && (
        <span>
          <Trans>{waitingCount} thay đổi đang chờ đồng bộ; chúng sẽ được gửi khi có mạng.</Trans>
        </span>
      )}
    </Alert>
  )
}

/** Cart changes the server refused (also ones queued offline): shown until dismissed. */
function Rejections() {
  const { t } = useLingui()
  const { rejections, dismiss } = useCartRejections()
  if (rejections.length === 0) return null
  return (
    <Alert variant="danger">
      <ul className={styles.rows}>
        {rejections.map((entry) => {
          const name = entry.name
          const reason = entry.message ?? (entry.network ? t`Không kết nối được máy chủ.` : t`Lỗi`)
          return (
            <li key={entry.id} className={styles.rowControls}>
              <span>
                <Trans>
                  Không lưu được thay đổi cho "{name}": {reason}
                </Trans>
              </span>
              <Button size="sm" variant="ghost" onClick={() => dismiss(entry.id)} aria-label={t`Ẩn thông báo về ${name}`}>
                <span aria-hidden="true">×</span>
              </Button>
            </li>
          )
        })}
      </ul>
    </Alert>
  )
}

function CartSkeleton() {
  return (
    <div className={styles.group} aria-busy="true" data-testid="cart-skeleton">
      <VisuallyHidden role="status">
        <Trans>Đang tải…</Trans>
      </VisuallyHidden>
      {Array.from({ length: SKELETON_COUNT.cart }, (_, index) => (
        <div key={index} className={styles.skeletonRow} data-testid="cart-skeleton-row">
          <Skeleton width="64px" height="64px" />
          <span className={styles.skeletonText}>
            <Skeleton height="1em" width="80%" />
            <Skeleton height="1em" width="40%" />
          </span>
        </div>
      ))}
    </div>
  )
}

type ShopGroupProps = {
  group: CartShopGroup
  userId: number
  /** Keys (cartLineKey) of lines with a write waiting for the network. */
  waiting: ReadonlySet<string>
  isSelected: (line: CartProduct) => boolean
  onToggle: (lineKeys: string[], selected: boolean) => void
}

function ShopGroup({ group, userId, waiting, isSelected, onToggle }: ShopGroupProps) {
  const { t } = useLingui()
  const selectable = group.products.filter(isOrderable)
  const allSelected = selectable.length > 0 && selectable.every(isSelected)
  const shopName = group.shop_name
  return (
    <section className={styles.group} data-testid="cart-group" data-shop-id={group.shop_id} aria-label={shopName}>
      <div className={styles.groupHeader}>
        <label className={styles.checkLabel}>
          <input
            type="checkbox"
            className={styles.checkbox}
            checked={allSelected}
            disabled={selectable.length === 0}
            onChange={(event) => onToggle(selectable.map(cartLineKey), event.target.checked)}
            aria-label={t`Chọn tất cả sản phẩm của ${shopName}`}
          />
          {group.shop_logo && <img src={group.shop_logo} alt="" className={styles.shopLogo} width={32} height={32} />}
          <h2 className={styles.shopName}>{shopName}</h2>
        </label>
      </div>
      <ul className={styles.rows}>
        {group.products.map((line) => (
          <CartRow
            key={cartLineKey(line)}
            line={line}
            userId={userId}
            canBuyMore={group.is_can_buy_more}
            selected={isSelected(line)}
            waiting={waiting.has(cartLineKey(line))}
            onToggle={(selected) => onToggle([cartLineKey(line)], selected)}
          />
        ))}
      </ul>
    </section>
  )
}

type CartRowProps = {
  line: CartProduct
  userId: number
  canBuyMore: boolean
  selected: boolean
  waiting: boolean
  onToggle: (selected: boolean) => void
}

function CartRow({ line, userId, canBuyMore, selected, waiting, onToggle }: CartRowProps) {
  const { t } = useLingui()
  const rate = useExchangeRate()
  const { write } = useCartWrite()
  const [confirming, setConfirming] = useState(false)
  // The quantity being chosen; sent once it has not changed for 400 ms.
  const [draft, setDraft] = useState<number | null>(null)
  const missing = !line.found
  const name = missing ? t`Không tìm thấy sản phẩm` : line.name
  const quantity = draft ?? line.quantity
  const orderable = isOrderable(line)

  useEffect(() => {
    if (draft === null) return
    const timer = window.setTimeout(() => {
      if (draft !== line.quantity)
        write({ userId, shop_id: line.shop_id, item_ref: line.item_ref, quantity: draft, source: 'cart', name: line.name })
      setDraft(null)
    }, DEBOUNCE_MS.cartQuantity)
    return () => window.clearTimeout(timer)
  }, [draft, line.quantity, line.shop_id, line.item_ref, line.name, userId, write])

  const remove = () => {
    setConfirming(false)
    setDraft(null)
    write({ userId, shop_id: line.shop_id, item_ref: line.item_ref, quantity: 0, source: 'cart', name: line.name })
  }

  return (
    <li
      className={styles.row}
      data-testid="cart-item"
      data-shop-id={line.shop_id}
      data-product-id={line.item_ref}
      data-quantity={line.quantity}
      data-waiting={waiting}
    >
      <input
        type="checkbox"
        className={styles.checkbox}
        checked={selected}
        disabled={!orderable}
        onChange={(event) => onToggle(event.target.checked)}
        aria-label={t`Chọn ${name}`}
      />
      <img src={line.image_url || undefined} alt="" className={styles.rowImage} width={64} height={64} loading="lazy" />
      <div className={styles.rowBody}>
        {missing ? (
          <span className={styles.rowName} data-testid="cart-item-missing">
            <Trans>Không tìm thấy sản phẩm</Trans>
          </span>
        ) : (
          <HrefLink href={line.url} className={styles.rowName} data-testid="cart-item-name">
            {line.name}
          </HrefLink>
        )}
        {!missing && line.variant && (
          <span className={styles.variant} data-testid="cart-item-variant">
            {line.variant}
          </span>
        )}
        {!missing && <Price yen={line.price} rate={rate} initialYen={line.init_price} />}
        {!missing && line.price_pending && (
          <span className={styles.variant}>
            <Trans>Giá chờ nhân viên xác nhận</Trans>
          </span>
        )}
        {!missing && !orderable && (
          <p className={styles.unavailable} data-testid="cart-item-unavailable">
            <Trans>Sản phẩm này hiện chưa thể đặt mua.</Trans>
          </p>
        )}
        {waiting && (
          <span className={styles.waiting}>
            <Trans>Chờ đồng bộ</Trans>
          </span>
        )}
        <div className={styles.rowControls}>
          <QuantityStepper
            value={quantity}
            onChange={setDraft}
            onDecreaseAtMin={() => setConfirming(true)}
            disabled={missing || !canBuyMore}
          />
          <span className={styles.lineTotal}>
            <Trans>Thành tiền</Trans>
            <span data-testid="cart-item-total">
              <Price yen={line.price * quantity} rate={rate} showYen={false} />
            </span>
          </span>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
            <Trans>Xoá</Trans>
            <VisuallyHidden> {name}</VisuallyHidden>
          </Button>
        </div>
      </div>
      <Modal
        open={confirming}
        onOpenChange={setConfirming}
        title={<Trans>Xoá sản phẩm</Trans>}
        description={<Trans>Bạn có muốn xoá {name}?</Trans>}
        footer={
          <div className={styles.modalActions}>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              <Trans>Huỷ</Trans>
            </Button>
            <Button variant="danger" onClick={remove}>
              <Trans>Xoá</Trans>
            </Button>
          </div>
        }
      />
    </li>
  )
}
