import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { WON_LOT_STEPS, type WonLot, type WonLotStep } from '@shared/auctions/won-lot'
import { formatDong, formatDongForTransfer, formatYen } from '@shared/money/money'
import { canPayOrder } from '@shared/orders'
import { formatDateTime } from '@shared/time'
import { HrefLink } from '@client/app/HrefLink'
import { usePageTitle } from '@client/app/use-page-title'
import { ChooseOrderAddress } from '@client/features/orders'
import { Alert, Amount, Card, Skeleton, VisuallyHidden, cx } from '@client/ui'
import * as buttonStyles from '@client/ui/Button.css'
import { OfflineNote } from '@client/ui/OfflineNote'
import { wonLotQueryOptions } from './won-lot-query'
import * as styles from './auctions.css'

/**
 * /customer/won/{order id}: what happens next with a lot I won (the won notification opens it): the lot
 * and its price, the order's code, the steps from paying to delivery with the current one marked, what
 * is owed now (the deposit already applied shown; the money as the server read it), the Pay button to
 * the order's payment page, and a delivery address to choose when the order waits for one.
 */
export function WonLotPage({ orderId }: { orderId: number }) {
  const { t } = useLingui()
  usePageTitle(t`Sau khi thắng đấu giá`)
  const won = useQuery(wonLotQueryOptions(orderId))
  const data = won.data
  return (
    <section className={styles.page} aria-labelledby="won-title" data-testid="won-lot">
      <h1 id="won-title" className={styles.title}>
        <Trans>Bạn đã thắng đấu giá</Trans>
      </h1>
      <OfflineNote savedAt={data ? won.dataUpdatedAt : undefined} />
      {won.isPending && won.fetchStatus !== 'paused' && <Skeleton height="12rem" radius="8px" />}
      {won.isError && !data && (
        <Alert variant="danger">
          <Trans>Không tải được thông tin lô đã thắng.</Trans> {won.error.message}
        </Alert>
      )}
      {data && <WonLotDetails won={data} />}
    </section>
  )
}

function WonLotDetails({ won }: { won: WonLot }) {
  const { order, lot, progress } = won
  const payBy = formatDateTime(won.pay_by)
  const method = order.shipment_method?.name ?? ''
  const stepText: Record<WonLotStep, ReactNode> = {
    pay: <Trans>Thanh toán trước {payBy}</Trans>,
    buy: <Trans>Chúng tôi mua lô hàng trên {lot.venue_name}</Trans>,
    warehouse: <Trans>Hàng về kho của chúng tôi tại Nhật Bản</Trans>,
    ship: <Trans>Gửi về Việt Nam bằng {method}</Trans>,
    delivered: <Trans>Giao đến địa chỉ của bạn</Trans>,
  }
  const current = WON_LOT_STEPS.indexOf(progress.step)
  return (
    <>
      <Card className={styles.panel}>
        <div className={styles.wonHead}>
          {lot.image_url ? <img src={lot.image_url} alt="" className={styles.logImage} /> : <span className={styles.logImage} />}
          <div className={styles.logBody}>
            <HrefLink href={lot.link} className={styles.logName}>
              {lot.name || lot.id}
            </HrefLink>
            <p className={styles.factValue}>
              <Trans>Giá thắng: {formatYen(lot.price)}</Trans>
            </p>
            <Link to="/customer/orders/$id" params={{ id: String(order.id) }} className={styles.logMeta}>
              <Trans>Đơn hàng {order.code}</Trans>
            </Link>
          </div>
        </div>
      </Card>

      <Card className={styles.panel} role="region" aria-labelledby="won-steps-title">
        <h2 id="won-steps-title" className={styles.panelTitle}>
          <Trans>Tiếp theo là gì</Trans>
        </h2>
        {progress.stopped ? (
          <Alert variant="warning">
            <Trans>Đơn hàng này đã dừng (đã huỷ hoặc hết hàng). Xem chi tiết trong đơn hàng.</Trans>
          </Alert>
        ) : (
          <ol className={styles.steps}>
            {WON_LOT_STEPS.map((step, index) => {
              const state = index < current || progress.done ? 'done' : index === current ? 'current' : 'upcoming'
              return (
                <li
                  key={step}
                  className={cx(styles.step, styles.stepState[state])}
                  aria-current={state === 'current' ? 'step' : undefined}
                  data-step={step}
                >
                  <span className={styles.stepMark} aria-hidden="true">
                    {state === 'done' ? '✓' : index + 1}
                  </span>
                  <p className={styles.stepText}>
                    {stepText[step]}
                    {state === 'done' && (
                      <VisuallyHidden>
                        {' '}
                        <Trans>(đã xong)</Trans>
                      </VisuallyHidden>
                    )}
                    {state === 'current' && (
                      <VisuallyHidden>
                        {' '}
                        <Trans>(bước hiện tại)</Trans>
                      </VisuallyHidden>
                    )}
                  </p>
                </li>
              )
            })}
          </ol>
        )}
      </Card>

      <Card className={styles.panel} role="region" aria-labelledby="won-money-title">
        <h2 id="won-money-title" className={styles.panelTitle}>
          <Trans>Số tiền cần trả</Trans>
        </h2>
        <dl className={styles.facts}>
          <dt className={styles.factLabel}>
            <Trans>Tiền hàng và phí dịch vụ</Trans>
          </dt>
          <dd className={styles.factValue}>
            <Amount>{formatDong(order.total_payment)}</Amount>
          </dd>
          <dt className={styles.factLabel}>
            <Trans>Tiền cọc đã trừ vào đơn</Trans>
          </dt>
          <dd className={styles.factValue}>
            <Amount>{formatDong(won.deposit_applied)}</Amount>
          </dd>
          <dt className={styles.factLabel}>
            <Trans>Đã thanh toán</Trans>
          </dt>
          <dd className={styles.factValue}>
            <Amount>{formatDong(order.amount_paid)}</Amount>
          </dd>
          <dt className={styles.factLabel}>
            <Trans>Còn phải trả</Trans>
          </dt>
          <dd className={cx(styles.factValue, styles.currentPrice)}>
            <Amount>{formatDong(order.amount_due)}</Amount>
          </dd>
        </dl>
        <p className={styles.hint}>
          <Trans>Phí vận chuyển quốc tế được tính khi hàng được cân ở kho.</Trans>
        </p>
        {order.needs_address && <ChooseOrderAddress order={order} />}
        {canPayOrder(order, order.status_id) && (
          <Link
            to="/payment-information"
            search={{ price: formatDongForTransfer(order.amount_due), order_id: order.id }}
            className={cx(buttonStyles.base, buttonStyles.variant.primary, buttonStyles.size.lg, styles.payNow)}
          >
            <Trans context="pay an order">Thanh toán</Trans>
          </Link>
        )}
      </Card>
    </>
  )
}
