import { Link } from '@tanstack/react-router'
import { Plural, Trans } from '@lingui/react/macro'
import type { Order } from '@shared/contracts/order'
import { formatDate, isoDateTime } from '@shared/time'
import { Card, orMissing } from '@client/ui'
import { LineOrigin } from './LineOrigin'
import { formatMoney } from './order-format'
import { OrderStatusBadge, ShipmentIcon } from './order-labels'
import * as styles from './orders.css'

/** One order of the list: first item's image and name, code, method, status, costs, date and note. */
export function OrderCard({ order }: { order: Order }) {
  const first = order.first_item
  const more = (order.items_count ?? 0) - 1
  const note = order.note
  return (
    <li data-testid="order-card" data-order-id={order.id}>
      <Card className={styles.card}>
        <div className={styles.imageBox}>
          {first?.product?.image_url ? (
            <img src={first.product.image_url} alt="" className={styles.image} width={72} height={72} loading="lazy" />
          ) : (
            <span className={styles.image} aria-hidden="true" />
          )}
          {more > 0 && (
            <span className={styles.moreTag}>
              <Plural value={more} one="+# sản phẩm" other="+# sản phẩm" />
            </span>
          )}
        </div>
        <div className={styles.cardBody}>
          <div className={styles.cardHead}>
            <Link to="/customer/orders/$id" params={{ id: String(order.id) }} className={styles.code}>
              {order.code}
            </Link>
            <ShipmentIcon method={order.shipment_method_id} />
            <OrderStatusBadge statusId={order.status_id} name={order.status?.name} />
          </div>
          <p className={styles.itemName}>{orMissing(first?.product?.name)}</p>
          {first && <LineOrigin item={first} />}
          <dl className={styles.figures}>
            <dt className={styles.figureLabel}>
              <Trans>Tiền hàng</Trans>
            </dt>
            <dd className={styles.figureValue}>{formatMoney(order.purchase_cost, order.purchase_cost_currency_id)}</dd>
            <dt className={styles.figureLabel}>
              <Trans>Phí dịch vụ</Trans>
            </dt>
            <dd className={styles.figureValue} data-testid="order-service-fee">
              {formatMoney(order.service_fee, order.service_fee_currency_id)}
            </dd>
            {order.amount_due > 0 && (
              <>
                <dt className={styles.figureLabel}>
                  <Trans>Còn phải trả</Trans>
                </dt>
                <dd className={styles.figureValue} data-testid="order-due">
                  {formatMoney(order.amount_due, 'VND')}
                </dd>
              </>
            )}
            {order.amount_paid > 0 && (
              <>
                <dt className={styles.figureLabel}>
                  <Trans>Đã thanh toán</Trans>
                </dt>
                <dd className={styles.figureValue} data-testid="order-paid">
                  {formatMoney(order.amount_paid, 'VND')}
                </dd>
              </>
            )}
            <dt className={styles.figureLabel}>
              <Trans>Ngày tạo</Trans>
            </dt>
            <dd className={styles.figureValue}>
              <time dateTime={isoDateTime(order.created_at)}>{formatDate(order.created_at)}</time>
            </dd>
          </dl>
          {note && (
            <p className={styles.note}>
              <Trans>Ghi chú: {note}</Trans>
            </p>
          )}
        </div>
      </Card>
    </li>
  )
}
