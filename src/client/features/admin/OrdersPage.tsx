import { useEffect, useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { orderCode } from '@shared/contracts/order'
import { formatDong } from '@shared/money/money'
import { ORDER_STATUS } from '@shared/orders/statuses'
import { orderGrandTotal } from '@shared/orders/totals'
import { formatDateTime } from '@shared/time'
import { usePageTitle } from '@client/app/use-page-title'
import { OrderStatusBadge, useOrderStatusLabel } from '@client/features/orders'
import { Alert, Button, Card, EmptyState, Pagination, Spinner } from '@client/ui'
import * as form from '@client/ui/form.css'
import { AdminLink, useAdminNavigate, useAdminSearch } from './admin-navigation'
import { BulkMoves } from './BulkMoves'
import { ExportControls } from './ExportControls'
import { useMay } from './staff-access'
import { positiveInt, text } from './admin-search'
import * as styles from './admin.css'
import { adminOrdersQueryOptions } from './orders-query'

const DAY_SECONDS = 86_400
const dayStart = (day: string | undefined) => (day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) / 1000 : undefined)

type Filters = { status?: number; q?: string; from?: string; to?: string; customer?: number }

/** /admin/orders: every order, by status, customer, date and a search (id or code, e-mail, consignee, phone). */
export function OrdersPage() {
  const { t } = useLingui()
  usePageTitle(t`Đơn hàng`)
  const raw = useAdminSearch()
  const filters: Filters = {
    status: positiveInt(raw.status),
    q: text(raw.q),
    from: text(raw.from),
    to: text(raw.to),
    customer: positiveInt(raw.customer),
  }
  const page = positiveInt(raw.page) ?? 1
  const navigate = useAdminNavigate()
  const to = dayStart(filters.to)
  // Bulk moves are for members who move orders (finance, warehouse); every listed member may export.
  const mayMove = useMay('finance', 'warehouse')
  const [selection, setSelection] = useState<Map<number, number>>(() => new Map())
  const toggle = (id: number, statusId: number, on: boolean) =>
    setSelection((current) => {
      const next = new Map(current)
      if (on) next.set(id, statusId)
      else next.delete(id)
      return next
    })
  const orders = useQuery(
    adminOrdersQueryOptions({
      page,
      statusId: filters.status,
      search: filters.q,
      from: dayStart(filters.from),
      to: to === undefined ? undefined : to + DAY_SECONDS - 1,
      customerId: filters.customer,
    }),
  )
  return (
    <section className={form.page} aria-labelledby="orders-title">
      <h1 id="orders-title" className={form.title}>
        <Trans>Đơn hàng</Trans>
      </h1>
      <Card>
        <OrderFilters filters={filters} onChange={(next) => navigate('orders', next, { replace: true })} />
      </Card>
      <Card>
        <ExportControls kinds={['orders', 'boxes']} defaultFrom={filters.from} defaultTo={filters.to} />
      </Card>
      {mayMove && (
        <Card>
          <BulkMoves selection={selection} onDone={() => setSelection(new Map())} />
          {selection.size === 0 && (
            <p className={styles.muted}>
              <Trans>Chọn đơn hàng trong danh sách để chuyển trạng thái hàng loạt.</Trans>
            </p>
          )}
        </Card>
      )}
      <Card>
        {orders.isPending ? (
          <Spinner />
        ) : orders.isError ? (
          <Alert variant="danger">{orders.error.message}</Alert>
        ) : orders.data.data.length === 0 ? (
          <EmptyState />
        ) : (
          <>
            {mayMove && (
              <label className={styles.row}>
                <input
                  type="checkbox"
                  checked={orders.data.data.every((order) => selection.has(order.id))}
                  onChange={(event) => {
                    for (const order of orders.data.data) toggle(order.id, order.status_id, event.target.checked)
                  }}
                />
                <Trans>Chọn tất cả trên trang này</Trans>
              </label>
            )}
            <table className={styles.table} data-testid="admin-orders">
              <thead>
                <tr>
                  {mayMove && (
                    <th scope="col">
                      <Trans>Chọn</Trans>
                    </th>
                  )}
                  <th scope="col">
                    <Trans>Mã đơn</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Trạng thái</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Khách hàng</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Ngày tạo</Trans>
                  </th>
                  <th scope="col" className={styles.number}>
                    <Trans>Tổng tiền</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {orders.data.data.map((order) => (
                  <tr key={order.id} data-testid="admin-order-row">
                    {mayMove && (
                      <td data-label={t`Chọn`}>
                        <input
                          type="checkbox"
                          aria-label={t`Chọn đơn ${orderCode(order.id)}`}
                          checked={selection.has(order.id)}
                          onChange={(event) => toggle(order.id, order.status_id, event.target.checked)}
                        />
                      </td>
                    )}
                    <td data-label={t`Mã đơn`}>
                      <AdminLink path={`orders/${order.id}`}>{orderCode(order.id)}</AdminLink>
                    </td>
                    <td data-label={t`Trạng thái`}>
                      <OrderStatusBadge statusId={order.status_id} />
                    </td>
                    <td data-label={t`Khách hàng`}>{order.customer?.email ?? order.customer?.id}</td>
                    <td data-label={t`Ngày tạo`}>{formatDateTime(order.created_at)}</td>
                    <td className={styles.number} data-label={t`Tổng tiền`}>
                      {formatDong(orderGrandTotal(order))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </Card>
      {orders.data && (
        <Pagination
          currentPage={orders.data.current_page}
          lastPage={orders.data.last_page}
          onPageChange={(next) => navigate('orders', { ...filters, page: next }, { replace: true })}
        />
      )}
    </section>
  )
}

function OrderFilters({ filters, onChange }: { filters: Filters; onChange: (next: Filters) => void }) {
  const { t } = useLingui()
  const statusLabel = useOrderStatusLabel()
  const [q, setQ] = useState(filters.q ?? '')
  useEffect(() => setQ(filters.q ?? ''), [filters.q])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onChange({ ...filters, q: q.trim() || undefined })
  }
  return (
    <form className={styles.filters} onSubmit={submit} role="search" aria-label={t`Tìm đơn hàng`}>
      <label className={form.field}>
        <span className={form.label}>
          <Trans>Trạng thái</Trans>
        </span>
        <select
          className={form.control}
          value={filters.status ?? ''}
          onChange={(event) => onChange({ ...filters, status: event.target.value ? Number(event.target.value) : undefined })}
          data-testid="admin-order-status-filter"
        >
          <option value="">{t`Tất cả`}</option>
          {Object.values(ORDER_STATUS).map((id) => (
            <option key={id} value={id}>
              {statusLabel(id)}
            </option>
          ))}
        </select>
      </label>
      <label className={form.field}>
        <span className={form.label}>
          <Trans>Tìm kiếm</Trans>
        </span>
        <input
          className={form.control}
          type="search"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          placeholder={t`Mã đơn, e-mail, người nhận, điện thoại`}
          data-testid="admin-order-search"
        />
      </label>
      <label className={form.field}>
        <span className={form.label}>
          <Trans>Từ ngày</Trans>
        </span>
        <input
          className={form.control}
          type="date"
          value={filters.from ?? ''}
          onChange={(event) => onChange({ ...filters, from: event.target.value || undefined })}
        />
      </label>
      <label className={form.field}>
        <span className={form.label}>
          <Trans>Đến ngày</Trans>
        </span>
        <input
          className={form.control}
          type="date"
          value={filters.to ?? ''}
          onChange={(event) => onChange({ ...filters, to: event.target.value || undefined })}
        />
      </label>
      <Button type="submit" variant="secondary">
        <Trans>Tìm</Trans>
      </Button>
    </form>
  )
}
