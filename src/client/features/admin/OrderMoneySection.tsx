import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { transactionTypeName } from '@shared/contracts/wallet'
import { DEFAULT_LOCALE, isLocale } from '@shared/i18n/locales'
import type { Order } from '@shared/contracts/order'
import { formatDong } from '@shared/money/money'
import { showsEstimatedFreight } from '@shared/orders/statuses'
import { formatDateTime } from '@shared/time'
import { Card } from '@client/ui'
import * as form from '@client/ui/form.css'
import { ConsoleLink } from './console-link'
import * as styles from './admin.css'
import { customerWalletsQueryOptions, orderEntriesQueryOptions } from './ledger-query'

/**
 * The order's money position as the customer sees it (the API's amount_paid / amount_due, computed by
 * src/shared/orders/money-position.ts) and every wallet entry that names the order.
 */
export function OrderMoneySection({ order }: { order: Order }) {
  const freightActual = order.freight_actual
  return (
    <Card className={styles.stack} role="region" aria-labelledby="order-money-title">
      <h2 id="order-money-title" className={form.sectionTitle}>
        <Trans>Tiền của đơn</Trans>
      </h2>
      <dl className={styles.facts} data-testid="admin-order-money">
        <dt>
          <Trans>Tiền hàng + phí dịch vụ</Trans>
        </dt>
        <dd>{formatDong(order.total_payment)}</dd>
        <dt>{freightActual === null ? <Trans>Phí vận chuyển (dự kiến)</Trans> : <Trans>Phí vận chuyển (thực tế)</Trans>}</dt>
        <dd>
          {formatDong(freightActual ?? order.estimated_freight_charge)}
          {freightActual === null && !showsEstimatedFreight(order.status_id) && (
            <span className={styles.muted}>
              {' '}
              <Trans>(không còn hiển thị cho khách)</Trans>
            </span>
          )}
        </dd>
        <dt>
          <Trans>Đã thanh toán</Trans>
        </dt>
        <dd data-testid="admin-order-paid">{formatDong(order.amount_paid)}</dd>
        <dt>
          <Trans>Đã hoàn</Trans>
        </dt>
        <dd>{formatDong(order.amount_refunded)}</dd>
        <dt>
          <Trans>Còn phải trả</Trans>
        </dt>
        <dd>
          <strong>{formatDong(order.amount_due)}</strong>
        </dd>
        {order.price_pending && (
          <>
            <dt>
              <Trans>Giá hàng mua theo link</Trans>
            </dt>
            <dd>
              <ConsoleLink to="/admin/link-items">
                <Trans>Chờ xác nhận: khách chưa thể thanh toán</Trans>
              </ConsoleLink>
            </dd>
          </>
        )}
        {order.paid_override_reason && (
          <>
            <dt>
              <Trans>Đặt “Đã thanh toán” khi chưa đủ tiền, lý do</Trans>
            </dt>
            <dd data-testid="admin-order-override">{order.paid_override_reason}</dd>
          </>
        )}
      </dl>
      {order.customer && <OrderEntries customerId={order.customer.id} orderId={order.id} />}
    </Card>
  )
}

function OrderEntries({ customerId, orderId }: { customerId: number; orderId: number }) {
  const wallets = useQuery(customerWalletsQueryOptions(customerId))
  const walletId = wallets.data?.wallets.find((wallet) => wallet.currency_id === 'VND')?.id ?? 0
  const entries = useQuery({ ...orderEntriesQueryOptions(walletId, orderId), enabled: walletId > 0 })
  const { i18n, t } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const list = entries.data?.data ?? []
  if (list.length === 0)
    return (
      <p className={styles.muted}>
        <Trans>Chưa có giao dịch nào gắn với đơn.</Trans>
      </p>
    )
  return (
    <div style={{ overflowX: 'auto' }}>
      <table className={styles.table} data-testid="admin-order-entries">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Ngày</Trans>
            </th>
            <th scope="col">
              <Trans>Loại</Trans>
            </th>
            <th scope="col" className={styles.number}>
              <Trans>Số tiền</Trans>
            </th>
            <th scope="col">
              <Trans>Tham chiếu</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {list.map((entry) => (
            <tr key={entry.id}>
              <td data-label={t`Ngày`}>{formatDateTime(entry.voucher_date)}</td>
              <td data-label={t`Loại`}>
                {entry.transaction_type ? transactionTypeName(entry.transaction_type, locale) : entry.transaction_type_id}
              </td>
              <td className={styles.number} data-label={t`Số tiền`}>
                {formatDong(entry.amount)}
              </td>
              <td data-label={t`Tham chiếu`}>
                {(entry.references ?? [])
                  .filter((reference) => reference.receiptable_type === 'bank_transfer')
                  .map((reference) => reference.receiptable_id)
                  .join(', ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
