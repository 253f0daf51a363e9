import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { BoxWeighing, Order, OwningBox } from '@shared/contracts/order'
import { formatDong, formatDongForTransfer, formatYen } from '@shared/money/money'
import { formatRate } from '@shared/money/numbers'
import { showsEstimatedFreight } from '@shared/orders/statuses'
import { canPayOrder, gramsAsKg } from '@shared/orders'
import { COUPON_DISCOUNT, orderGrandTotal, paymentTotals } from '@shared/orders/totals'
import { formatDate, formatDateTime, isoDateTime } from '@shared/time'
import { Alert, Amount, Card, EmptyState, Pagination, Skeleton, cx, orMissing } from '@client/ui'
import * as buttonStyles from '@client/ui/Button.css'
import { BoxEvent } from './BoxEvent'
import { ChooseOrderAddress } from './ChooseOrderAddress'
import { LineOrigin } from './LineOrigin'
import { formatMoney } from './order-format'
import { OrderStatusBadge, ShipmentIcon, useShipmentMethodLabel } from './order-labels'
import { orderItemsQueryOptions } from './order-query'
import { PricePending } from './PricePending'
import * as styles from './orders.css'

export function OrderInfoSection({ order }: { order: Order }) {
  const methodLabel = useShipmentMethodLabel()
  return (
    <Card className={styles.section} role="region" aria-labelledby="order-info-title">
      <h2 id="order-info-title" className={styles.sectionTitle}>
        <Trans>Thông tin đơn hàng</Trans>
      </h2>
      <dl className={styles.infoList}>
        <dt className={styles.infoTerm}>
          <Trans>Mã đơn hàng</Trans>
        </dt>
        <dd className={cx(styles.infoValue, styles.code)} data-testid="order-code">
          {order.code}
        </dd>
        <dt id="order-status-term" className={styles.infoTerm}>
          <Trans>Trạng thái</Trans>
        </dt>
        <dd className={styles.infoValue}>
          {/* A named status: the page follows staff moves, and a screen reader hears the new one. */}
          <span role="status" aria-labelledby="order-status-term">
            <OrderStatusBadge statusId={order.status_id} name={order.status?.name} />
          </span>
        </dd>
        <dt className={styles.infoTerm}>
          <Trans>Phương thức vận chuyển</Trans>
        </dt>
        <dd className={cx(styles.infoValue, styles.cardHead)} data-testid="order-shipment-method">
          <ShipmentIcon method={order.shipment_method_id} />
          {methodLabel(order.shipment_method_id)}
        </dd>
        <dt className={styles.infoTerm}>
          <Trans>Ghi chú</Trans>
        </dt>
        <dd className={styles.infoValue}>{orMissing(order.note)}</dd>
        <dt className={styles.infoTerm}>
          <Trans>Ngày đặt hàng</Trans>
        </dt>
        <dd className={styles.infoValue}>
          <time dateTime={isoDateTime(order.created_at)}>{formatDate(order.created_at)}</time>
        </dd>
      </dl>
    </Card>
  )
}

type ItemsProps = { orderId: number; page: number; onPageChange: (page: number) => void }

/** The order's lines, with their own pagination (shown only when there is more than one page). */
export function OrderItemsSection({ orderId, page, onPageChange }: ItemsProps) {
  const items = useQuery(orderItemsQueryOptions(orderId, page))
  const list = items.data
  return (
    <Card className={styles.section} role="region" aria-labelledby="order-items-title">
      <h2 id="order-items-title" className={styles.sectionTitle}>
        <Trans>Sản phẩm</Trans>
      </h2>
      {items.isPending && items.fetchStatus !== 'paused' && <Skeleton height="8rem" />}
      {items.isPending && items.fetchStatus === 'paused' && (
        <p className={styles.note}>
          <Trans>Danh sách sản phẩm chưa được lưu trên thiết bị.</Trans>
        </p>
      )}
      {items.isError && !list && <Alert variant="danger">{items.error.message}</Alert>}
      {list && list.data.length === 0 && <EmptyState />}
      {list && list.data.length > 0 && (
        <ul
          className={cx(styles.items, items.isPlaceholderData && styles.itemsBusy)}
          aria-labelledby="order-items-title"
          aria-busy={items.isPlaceholderData || undefined}
        >
          {list.data.map((item) => {
            const quantity = item.quantity
            const currency = item.currency_id === 'VND' ? 'VND' : 'JPY'
            const unit = formatMoney(item.price_with_tax, currency)
            return (
              <li
                key={item.id}
                className={styles.item}
                data-testid="order-item"
                data-shop-id={item.shop_id}
                data-item-ref={item.item_ref}
                data-product-id={item.product_id}
              >
                {item.product?.image_url ? (
                  <img src={item.product.image_url} alt="" className={styles.itemImage} width={56} height={56} loading="lazy" />
                ) : (
                  <span className={styles.itemImage} aria-hidden="true" />
                )}
                <div className={styles.itemText}>
                  <p className={styles.itemTitle}>{orMissing(item.product?.name)}</p>
                  <LineOrigin item={item} />
                  <span>
                    <Trans>
                      Số lượng: {quantity} × {unit}
                    </Trans>
                  </span>
                  <span className={styles.code} data-testid="order-item-total">
                    {formatMoney(item.balance, currency)}
                  </span>
                  {item.note && <span className={styles.note}>{item.note}</span>}
                </div>
              </li>
            )
          })}
        </ul>
      )}
      {list && <Pagination currentPage={list.current_page} lastPage={list.last_page} onPageChange={onPageChange} />}
    </Card>
  )
}

/**
 * Payment info: costs in dong at the order's rate, the freight (estimated while the status shows it, actual
 * once priced), the total, and the money position — paid and due now. Payment is offered only while
 * something is due, for what is due, and never while a buy-by-link price awaits confirmation.
 */
export function PaymentInfoSection({ order }: { order: Order }) {
  const totals = paymentTotals({
    purchaseCostYen: order.purchase_cost,
    serviceFee: order.service_fee,
    serviceFeeCurrency: order.service_fee_currency_id,
    paymentRate: order.payment_rate,
  })
  const actualFreight = order.freight_actual
  const estimateShown = actualFreight === null && showsEstimatedFreight(order.status_id)
  const grandTotal = actualFreight === null ? orderGrandTotal(order) : order.total_payment + actualFreight
  const rate = formatRate(order.payment_rate)
  const yen = <Amount>{formatYen(order.purchase_cost)}</Amount>
  const discount = <Amount>{formatDong(order.freight_discount)}</Amount>
  return (
    <Card className={styles.section} role="region" aria-labelledby="order-payment-title">
      <h2 id="order-payment-title" className={styles.sectionTitle}>
        <Trans>Thông tin thanh toán</Trans>
      </h2>
      <dl className={styles.infoList}>
        <dt className={styles.infoTerm}>
          <Trans>Tiền hàng</Trans>
        </dt>
        <dd className={styles.infoValue} data-testid="payment-purchase-cost">
          <Amount>{formatDong(totals.purchase_cost_vnd)}</Amount>{' '}
          <span className={styles.smallMuted}>
            <Trans>
              ({yen}, tỉ giá {rate})
            </Trans>
          </span>
        </dd>
        <dt className={styles.infoTerm}>
          <Trans>Phí dịch vụ</Trans>
        </dt>
        <dd className={styles.infoValue} data-testid="payment-service-fee">
          <Amount>{formatDong(totals.service_fee_vnd)}</Amount>
          {order.service_fee_currency_id === 'JPY' && (
            <span className={styles.smallMuted}>
              {' '}
              (<Amount>{formatYen(order.service_fee)}</Amount>)
            </span>
          )}
        </dd>
        {estimateShown && (
          <>
            <dt className={styles.infoTerm}>
              <Trans>Phí vận chuyển dự kiến</Trans>
            </dt>
            <dd className={styles.infoValue}>
              <Amount>{formatDong(order.estimated_freight_charge)}</Amount>
              {order.freight_discount > 0 && (
                <span className={styles.smallMuted}>
                  {' '}
                  <Trans>(đã giảm {discount} nhờ mã giới thiệu)</Trans>
                </span>
              )}
            </dd>
          </>
        )}
        {actualFreight !== null && (
          <>
            <dt className={styles.infoTerm}>
              <Trans>Phí vận chuyển thực tế</Trans>
            </dt>
            <dd className={styles.infoValue}>
              <Amount>{formatDong(actualFreight)}</Amount>
            </dd>
          </>
        )}
        <dt className={styles.infoTerm}>
          <Trans>Giảm giá</Trans>
        </dt>
        <dd className={styles.infoValue}>
          <Amount>{formatDong(COUPON_DISCOUNT)}</Amount>
        </dd>
        <dt className={cx(styles.infoTerm, styles.totalRow)}>
          <Trans>Tổng thanh toán</Trans>
        </dt>
        <dd className={cx(styles.infoValue, styles.totalRow)}>
          <Amount>{formatDong(grandTotal)}</Amount>
        </dd>
        <MoneyPositionRows order={order} />
      </dl>
      {order.paid_override_reason && (
        <p className={styles.smallMuted} data-testid="order-paid-override">
          <Trans>Đã xác nhận thanh toán: {order.paid_override_reason}</Trans>
        </p>
      )}
      {order.price_pending && <PricePending />}
      {canPayOrder(order, order.status_id) && (
        <Link
          to="/payment-information"
          search={{ price: formatDongForTransfer(order.amount_due), order_id: order.id }}
          className={cx(buttonStyles.base, buttonStyles.variant.primary, buttonStyles.size.lg, styles.payButton)}
        >
          <Trans context="pay an order">Thanh toán</Trans>
        </Link>
      )}
    </Card>
  )
}

/** Paid and due now (src/shared/orders/money-position.ts, as the API computed it), as rows of a <dl>. */
export function MoneyPositionRows({ order }: { order: Pick<Order, 'amount_paid' | 'amount_due'> }) {
  return (
    <>
      <dt className={styles.infoTerm}>
        <Trans>Đã thanh toán</Trans>
      </dt>
      <dd className={styles.infoValue}>
        <Amount>{formatDong(order.amount_paid)}</Amount>
      </dd>
      <dt className={cx(styles.infoTerm, styles.totalRow)}>
        <Trans>Còn phải trả</Trans>
      </dt>
      <dd className={cx(styles.infoValue, styles.totalRow)}>
        <Amount>{formatDong(order.amount_due)}</Amount>
      </dd>
    </>
  )
}

export function ShipmentInfoSection({ order }: { order: Order }) {
  const info = order.shipment_info
  return (
    <Card className={styles.section} role="region" aria-labelledby="order-shipment-title">
      <h2 id="order-shipment-title" className={styles.sectionTitle}>
        <Trans>Thông tin giao hàng</Trans>
      </h2>
      {order.needs_address && <ChooseOrderAddress order={order} />}
      <dl className={styles.infoList}>
        <dt className={styles.infoTerm}>
          <Trans>Người nhận</Trans>
        </dt>
        <dd className={styles.infoValue}>{orMissing(info?.consignee)}</dd>
        <dt className={styles.infoTerm}>
          <Trans>Địa chỉ</Trans>
        </dt>
        <dd className={styles.infoValue}>{orMissing(info?.full_address)}</dd>
        <dt className={styles.infoTerm}>
          <Trans>Điện thoại</Trans>
        </dt>
        <dd className={styles.infoValue}>{orMissing(info?.tel)}</dd>
        <dt className={styles.infoTerm}>
          <Trans>Ghi chú</Trans>
        </dt>
        <dd className={styles.infoValue}>{orMissing(info?.note)}</dd>
      </dl>
    </Card>
  )
}

/** Spec §2: a coupon box that is not wired yet — shown, disabled, and saying so. */
export function CouponSection() {
  const { t } = useLingui()
  return (
    <Card className={styles.section} data-testid="order-coupon">
      <h2 className={styles.sectionTitle}>
        <Trans>Mã giảm giá</Trans>
      </h2>
      <div className={styles.coupon}>
        <input
          className={styles.couponInput}
          aria-label={t`Mã giảm giá`}
          aria-describedby="coupon-note"
          placeholder={t`Nhập mã giảm giá`}
          disabled
        />
        <button
          type="button"
          className={cx(buttonStyles.base, buttonStyles.variant.outline, buttonStyles.size.md)}
          disabled
          aria-describedby="coupon-note"
        >
          <Trans>Áp dụng</Trans>
        </button>
      </div>
      <p id="coupon-note" className={styles.note}>
        <Trans>Chưa hỗ trợ mã giảm giá cho đơn hàng.</Trans>
      </p>
    </Card>
  )
}

/** Warehouse notifications, one block per box holding the order's goods (SKU = box id), newest first. */
export function BoxNotificationsSection({ boxes }: { boxes: OwningBox[] }) {
  return (
    <Card className={styles.section} data-testid="order-notifications">
      <h2 className={styles.sectionTitle}>
        <Trans>Thông báo</Trans>
      </h2>
      {boxes.length === 0 && <EmptyState message={<Trans>Chưa có thông báo nào từ kho.</Trans>} />}
      {boxes.map((box) => {
        const sku = box.box_id
        return (
          <section key={box.id} className={styles.box} data-testid="owning-box" data-box-id={sku} aria-label={`SKU ${sku}`}>
            <h3 className={styles.boxTitle}>
              <Trans>SKU: {sku}</Trans>
            </h3>
            {box.weighing && <BoxWeighingLine weighing={box.weighing} />}
            {box.notifications.length === 0 ? (
              <p className={styles.note}>
                <Trans>Chưa có thông báo.</Trans>
              </p>
            ) : (
              <ol className={styles.timeline}>
                {box.notifications.map((notification) => (
                  <li key={notification.id} className={styles.timelineItem} data-testid="box-notification">
                    <time className={styles.time} dateTime={isoDateTime(notification.created_at)}>
                      {formatDateTime(notification.created_at)}
                    </time>
                    <BoxEvent notification={notification} />
                  </li>
                ))}
              </ol>
            )}
          </section>
        )
      })}
    </Card>
  )
}

/** A box weighed at the Vietnamese warehouse: its weight, size and the freight it pays. */
function BoxWeighingLine({ weighing }: { weighing: BoxWeighing }) {
  const weight = gramsAsKg(weighing.weight_grams)
  const size = `${weighing.length_cm}×${weighing.width_cm}×${weighing.height_cm}`
  const charge = <Amount>{formatDong(weighing.freight_charge)}</Amount>
  return (
    <p className={styles.note} data-testid="box-weighing">
      <Trans>
        {weight} kg · {size} cm · {charge}
      </Trans>
    </p>
  )
}
