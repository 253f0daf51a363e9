import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { orderCode } from '@shared/contracts/order'
import { formatDong, formatYen } from '@shared/money/money'
import { freightToDebit, isVoidedOrderStatus } from '@shared/orders'
import { ORDER_STATUS } from '@shared/orders/statuses'
import { mayMoveOrderTo } from '@shared/staff/roles'
import { formatDateTime } from '@shared/time'
import { usePageTitle } from '@client/app/use-page-title'
import { LineOrigin, OrderStatusBadge, useOrderStatusLabel, useShipmentMethodLabel } from '@client/features/orders'
import { Alert, Button, Card, Spinner } from '@client/ui'
import * as form from '@client/ui/form.css'
import { ConsoleLink } from './console-link'
import * as styles from './admin.css'
import { BoxesSection } from './BoxesSection'
import { ChargesForm } from './ChargesForm'
import { OrderMoneySection } from './OrderMoneySection'
import { adminOrderQueryOptions, useTransitionOrder } from './orders-query'
import { useMay, useStaffRoles } from './staff-access'

/** /admin/orders/{id}: one order — its moves along the state machine, charges, lines, boxes and warehouse events. */
export function OrderPage({ orderId }: { orderId: number }) {
  const { t } = useLingui()
  usePageTitle(t`Đơn hàng ${orderCode(orderId)}`)
  const detail = useQuery(adminOrderQueryOptions(orderId))
  const roles = useStaffRoles()
  const finance = useMay('finance')
  const methodLabel = useShipmentMethodLabel()
  if (detail.isPending) return <Spinner />
  if (detail.isError) return <Alert variant="danger">{detail.error.message}</Alert>
  const { order, items, next_status_ids: allNext } = detail.data
  // Warehouse moves goods up to delivery; moves that move money are finance's (@shared/staff/roles).
  const next = allNext.filter((to) => mayMoveOrderTo(roles, to))
  return (
    <section className={form.page} aria-labelledby="order-title" data-testid="admin-order">
      <div className={styles.header}>
        <h1 id="order-title" className={form.title}>
          <Trans>Đơn hàng {orderCode(order.id)}</Trans>
        </h1>
        <span role="status">
          <OrderStatusBadge statusId={order.status_id} />
        </span>
      </div>
      <Card className={styles.stack}>
        <dl className={styles.facts}>
          <dt>
            <Trans>Khách hàng</Trans>
          </dt>
          <dd>
            {order.customer && (
              <>
                <ConsoleLink to="/admin/customers/$id" params={{ id: order.customer.id }}>
                  {order.customer.name ?? order.customer.email ?? order.customer.id}
                </ConsoleLink>
                {' · '}
                <ConsoleLink to="/admin/wallets" search={{ customer: order.customer.id }}>
                  <Trans>Ví</Trans>
                </ConsoleLink>
              </>
            )}
          </dd>
          <dt>
            <Trans>Ngày tạo</Trans>
          </dt>
          <dd>{formatDateTime(order.created_at)}</dd>
          <dt>
            <Trans>Vận chuyển</Trans>
          </dt>
          <dd>{methodLabel(order.shipment_method_id)}</dd>
          <dt>
            <Trans>Người nhận</Trans>
          </dt>
          <dd>
            {order.shipment_info?.consignee} · {order.shipment_info?.tel} · {order.shipment_info?.full_address}
          </dd>
          {order.note && (
            <>
              <dt>
                <Trans>Ghi chú</Trans>
              </dt>
              <dd>{order.note}</dd>
            </>
          )}
        </dl>
        <ConsoleLink to="/admin/audit" search={{ subject_type: 'order', subject_id: order.id }}>
          <Trans>Nhật ký thao tác của đơn</Trans>
        </ConsoleLink>
      </Card>
      <Card className={styles.stack}>
        <h2 className={form.sectionTitle}>
          <Trans>Chuyển trạng thái</Trans>
        </h2>
        {next.length === 0 && allNext.length > 0 ? (
          <p className={styles.muted}>
            <Trans>Các bước tiếp theo của đơn này do bộ phận tài chính thực hiện.</Trans>
          </p>
        ) : (
          <StatusMoves
            orderId={order.id}
            statusId={order.status_id}
            next={next}
            paid={order.amount_paid}
            due={order.amount_due}
            freightActual={order.freight_actual}
          />
        )}
      </Card>
      {finance && <OrderMoneySection order={order} />}
      {finance && (
        <Card className={styles.stack}>
          <h2 className={form.sectionTitle}>
            <Trans>Thanh toán</Trans>
          </h2>
          <ChargesForm order={order} />
        </Card>
      )}
      <Card className={styles.stack}>
        <h2 className={form.sectionTitle}>
          <Trans>Sản phẩm</Trans>
        </h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Sản phẩm</Trans>
              </th>
              <th scope="col" className={styles.number}>
                <Trans>Số lượng</Trans>
              </th>
              <th scope="col" className={styles.number}>
                <Trans>Đơn giá (gồm thuế)</Trans>
              </th>
              <th scope="col" className={styles.number}>
                <Trans>Thành tiền</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>
                <td data-label={t`Sản phẩm`}>
                  {item.product?.name ?? item.item_ref}
                  <LineOrigin item={item} />
                </td>
                <td className={styles.number} data-label={t`Số lượng`}>
                  {item.quantity}
                </td>
                <td className={styles.number} data-label={t`Đơn giá (gồm thuế)`}>
                  {formatYen(item.price_with_tax)}
                </td>
                <td className={styles.number} data-label={t`Thành tiền`}>
                  {formatYen(item.balance)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.muted}>
          <Trans>
            Tiền hàng {formatYen(order.purchase_cost)} · tổng thanh toán {formatDong(order.total_payment)}
          </Trans>
        </p>
      </Card>
      <BoxesSection orderId={order.id} boxes={order.owning_boxes ?? []} />
    </section>
  )
}

type MovesProps = { orderId: number; statusId: number; next: number[]; paid: number; due: number; freightActual: number | null }

/**
 * Only the moves the state machine allows from here are offered. Cancelling or marking sold out an order
 * with money applied refunds it to the wallet: that move asks for the reason (told to the customer) and
 * to confirm the amount first. Paid with something still due takes it from the customer's wallet, or
 * needs a reason to override (the server refuses it otherwise, naming what is missing). Debited takes the
 * actual freight from the customer's wallet: the amount and due now old → new are shown and confirmed first.
 */
function StatusMoves({ orderId, statusId, next, paid, due, freightActual }: MovesProps) {
  const { t } = useLingui()
  const label = useOrderStatusLabel()
  const move = useTransitionOrder(orderId)
  const [refundTo, setRefundTo] = useState<number | null>(null)
  const [reason, setReason] = useState('')
  if (next.length === 0) {
    return (
      <p className={styles.muted}>
        <Trans>Đơn hàng đã kết thúc.</Trans>
      </p>
    )
  }
  if (refundTo === ORDER_STATUS.Debited) {
    const debit = freightToDebit({ freight_actual: freightActual, amount_due: due })
    const status = label(refundTo)
    const amount = formatDong(debit ?? 0)
    return (
      <div className={styles.stack} role="group" aria-label={t`Xác nhận`}>
        {debit === null ? (
          <Alert variant="warning">
            <Trans>Chưa có phí vận chuyển thực tế: hãy cân mọi kiện của đơn trước.</Trans>
          </Alert>
        ) : (
          <>
            <p>
              <Trans>
                Trừ phí vận chuyển thực tế {amount} từ ví khách và chuyển sang {status}?
              </Trans>
            </p>
            <ul className={styles.changes} data-testid="admin-order-debit-changes">
              <li>
                <Trans>Còn phải trả</Trans>: {formatDong(due)} → {formatDong(due - debit)}
              </li>
            </ul>
          </>
        )}
        <div className={styles.row}>
          <Button
            loading={move.isPending}
            disabled={debit === null}
            onClick={() => move.mutate({ from_status_id: statusId, to_status_id: refundTo }, { onSuccess: () => setRefundTo(null) })}
            data-testid="admin-order-move-confirm"
          >
            <Trans>Xác nhận</Trans>
          </Button>
          <Button variant="outline" disabled={move.isPending} onClick={() => setRefundTo(null)}>
            <Trans>Hủy</Trans>
          </Button>
        </div>
        {move.isError && <Alert variant="danger">{move.error.message}</Alert>}
      </div>
    )
  }
  if (refundTo !== null) {
    const toPaid = refundTo === ORDER_STATUS.Paid
    const amount = formatDong(toPaid ? due : paid)
    const status = label(refundTo)
    return (
      <div className={styles.stack} role="group" aria-label={t`Xác nhận`}>
        <p>
          {toPaid ? (
            <Trans>
              Còn phải trả {amount}: trừ từ ví khách nếu đủ; nếu không, ghi lý do để vẫn chuyển sang {status}.
            </Trans>
          ) : (
            <Trans>
              Hoàn {amount} vào ví khách và chuyển sang {status}?
            </Trans>
          )}
        </p>
        <label className={form.field}>
          <span className={form.label}>{toPaid ? <Trans>Lý do (nếu ví không đủ)</Trans> : <Trans>Lý do (gửi cho khách)</Trans>}</span>
          <input
            className={form.control}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            data-testid="admin-order-reason"
          />
        </label>
        <div className={styles.row}>
          <Button
            loading={move.isPending}
            disabled={!toPaid && !reason.trim()}
            onClick={() =>
              move.mutate(
                { from_status_id: statusId, to_status_id: refundTo, ...(reason.trim() ? { reason: reason.trim() } : {}) },
                { onSuccess: () => setRefundTo(null) },
              )
            }
            data-testid="admin-order-move-confirm"
          >
            <Trans>Xác nhận</Trans>
          </Button>
          <Button variant="outline" disabled={move.isPending} onClick={() => setRefundTo(null)}>
            <Trans>Hủy</Trans>
          </Button>
        </div>
        {move.isError && <Alert variant="danger">{move.error.message}</Alert>}
      </div>
    )
  }
  return (
    <div className={styles.stack}>
      <div className={styles.row}>
        {next.map((to) => (
          <Button
            key={to}
            variant="outline"
            loading={move.isPending && move.variables?.to_status_id === to}
            disabled={move.isPending}
            onClick={() =>
              (paid > 0 && isVoidedOrderStatus(to)) || (to === ORDER_STATUS.Paid && due > 0) || to === ORDER_STATUS.Debited
                ? setRefundTo(to)
                : move.mutate({ from_status_id: statusId, to_status_id: to })
            }
            data-testid="admin-order-move"
            data-status-id={to}
          >
            <Trans>→ {label(to)}</Trans>
          </Button>
        ))}
      </div>
      {move.isError && <Alert variant="danger">{move.error.message}</Alert>}
    </div>
  )
}
