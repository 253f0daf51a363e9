import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { isApiRequestError, shouldRetryRequest } from '@client/app/api-client'
import { usePageTitle } from '@client/app/use-page-title'
import { Alert, OfflineUnavailable, Skeleton, isOfflineGap } from '@client/ui'
import { OfflineNote } from '@client/ui/OfflineNote'
import { orderQueryOptions } from './order-query'
import type { OrderDetailSearch } from './order-search'
import {
  BoxNotificationsSection,
  CouponSection,
  OrderInfoSection,
  OrderItemsSection,
  PaymentInfoSection,
  ShipmentInfoSection,
} from './OrderDetailSections'
import * as styles from './orders.css'

type OrderDetailPageProps = {
  /** 0 when the address does not hold an order id. */
  orderId: number
  search: OrderDetailSearch
  onSearchChange: (search: OrderDetailSearch) => void
}

function BackToOrders() {
  return (
    <Link to="/customer/orders" className={styles.back}>
      ‹ <Trans>Đơn hàng của tôi</Trans>
    </Link>
  )
}

function OrderNotFound() {
  return (
    <section className={styles.page}>
      <BackToOrders />
      <h1 className={styles.title}>
        <Trans>Không tìm thấy đơn hàng</Trans>
      </h1>
      <p className={styles.note}>
        <Trans>Đơn hàng này không tồn tại hoặc không thuộc tài khoản của bạn.</Trans>
      </p>
    </section>
  )
}

function OrderDetailSkeleton() {
  return (
    <div className={styles.detailGrid} aria-busy="true" data-testid="order-loading">
      <div className={styles.column}>
        <Skeleton height="12rem" radius="8px" />
        <Skeleton height="16rem" radius="8px" />
      </div>
      <div className={styles.column}>
        <Skeleton height="14rem" radius="8px" />
      </div>
    </div>
  )
}

/** /customer/orders/{id}: order info, items, payment, shipment, coupon (not wired) and the boxes' notifications. */
export function OrderDetailPage({ orderId, search, onSearchChange }: OrderDetailPageProps) {
  const { t } = useLingui()
  const order = useQuery({ ...orderQueryOptions(orderId), enabled: orderId > 0, retry: shouldRetryRequest })
  const code = order.data?.code
  const offlineWithoutCopy = isOfflineGap(order)
  usePageTitle(code ? t`Đơn hàng ${code}` : t`Chi tiết đơn hàng`)

  if (orderId <= 0 || (isApiRequestError(order.error) && order.error.status === 404 && !order.data)) return <OrderNotFound />
  const data = order.data

  return (
    <section className={styles.page} aria-labelledby="order-title" data-testid="order-detail" data-order-id={orderId}>
      <BackToOrders />
      <h1 id="order-title" className={styles.title}>
        {code ? <Trans>Đơn hàng {code}</Trans> : <Trans>Chi tiết đơn hàng</Trans>}
      </h1>
      <OfflineNote savedAt={data ? order.dataUpdatedAt : undefined} />
      {offlineWithoutCopy && <OfflineUnavailable />}
      {order.isPending && !offlineWithoutCopy && <OrderDetailSkeleton />}
      {order.isError && !data && !offlineWithoutCopy && (
        <Alert variant="danger">
          <Trans>Không tải được đơn hàng.</Trans> {order.error.message}
        </Alert>
      )}
      {data && (
        <div className={styles.detailGrid}>
          <div className={styles.column}>
            <OrderInfoSection order={data} />
            <OrderItemsSection
              orderId={data.id}
              page={search.items_page ?? 1}
              onPageChange={(page) => onSearchChange({ ...search, items_page: page > 1 ? page : undefined })}
            />
            <BoxNotificationsSection boxes={data.owning_boxes ?? []} />
          </div>
          <div className={styles.column}>
            <PaymentInfoSection order={data} />
            <ShipmentInfoSection order={data} />
            <CouponSection />
          </div>
        </div>
      )}
    </section>
  )
}
