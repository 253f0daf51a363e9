import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { orderCode } from '@shared/contracts/order'
import { formatDong } from '@shared/money/money'
import { ORDER_STATUS } from '@shared/orders/statuses'
import { orderGrandTotal } from '@shared/orders/totals'
import { formatDateTime } from '@shared/time'
import { usePageTitle } from '@client/app/use-page-title'
import { OrderStatusBadge, useOrderStatusLabel } from '@client/features/orders'
import { Card } from '@client/ui'
import * as form from '@client/ui/form.css'
import type { AdminOrderList } from '@shared/contracts/admin/orders'
import { ConsoleLink } from './console-link'
import type { OrdersSearch } from './console-search'
import { ListScreen, type ListColumn } from './ListScreen'
import { BulkMoves } from './BulkMoves'
import { ExportControls } from './ExportControls'
import { useMay } from './staff-access'
import * as styles from './admin.css'
import { adminOrdersQueryOptions } from './orders-query'

type AdminOrder = AdminOrderList['data'][number]

const DAY_SECONDS = 86_400
const dayStart = (day: string | undefined) => (day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) / 1000 : undefined)

/** The order list's query for the route's search (its loader starts the same one). */
export function ordersListQueryOptions(search: OrdersSearch) {
  const to = dayStart(search.to)
  return adminOrdersQueryOptions({
    page: search.page ?? 1,
    statusId: search.status,
    search: search.q,
    from: dayStart(search.from),
    to: to === undefined ? undefined : to + DAY_SECONDS - 1,
    customerId: search.customer,
  })
}

/** /admin/orders: every order, by status, customer, date and a search (id or code, e-mail, consignee, phone). */
export function OrdersPage({ search, onSearchChange }: { search: OrdersSearch; onSearchChange: (next: OrdersSearch) => void }) {
  const { t } = useLingui()
  usePageTitle(t`Đơn hàng`)
  const statusLabel = useOrderStatusLabel()
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
  const orders = useQuery(ordersListQueryOptions(search))
  const filter = (next: Partial<OrdersSearch>) => onSearchChange({ ...search, ...next, page: undefined })
  const columns: ListColumn<AdminOrder>[] = [
    ...(mayMove
      ? [
          {
            key: 'select',
            header: <Trans>Chọn</Trans>,
            label: t`Chọn`,
            cell: (order: AdminOrder) => (
              <input
                type="checkbox"
                aria-label={t`Chọn đơn ${orderCode(order.id)}`}
                checked={selection.has(order.id)}
                onChange={(event) => toggle(order.id, order.status_id, event.target.checked)}
              />
            ),
          },
        ]
      : []),
    {
      key: 'code',
      header: <Trans>Mã đơn</Trans>,
      label: t`Mã đơn`,
      cell: (order) => (
        <ConsoleLink to="/admin/orders/$id" params={{ id: order.id }}>
          {orderCode(order.id)}
        </ConsoleLink>
      ),
    },
    {
      key: 'status',
      header: <Trans>Trạng thái</Trans>,
      label: t`Trạng thái`,
      cell: (order) => <OrderStatusBadge statusId={order.status_id} />,
    },
    {
      key: 'customer',
      header: <Trans>Khách hàng</Trans>,
      label: t`Khách hàng`,
      cell: (order) => order.customer?.email ?? order.customer?.id,
    },
    { key: 'created', header: <Trans>Ngày tạo</Trans>, label: t`Ngày tạo`, cell: (order) => formatDateTime(order.created_at) },
    {
      key: 'total',
      header: <Trans>Tổng tiền</Trans>,
      label: t`Tổng tiền`,
      numeric: true,
      cell: (order) => formatDong(orderGrandTotal(order)),
    },
  ]
  return (
    <ListScreen
      title={<Trans>Đơn hàng</Trans>}
      search={search}
      onSearchChange={onSearchChange}
      filterLabel={t`Tìm đơn hàng`}
      textFilter={{ label: <Trans>Tìm kiếm</Trans>, placeholder: t`Mã đơn, e-mail, người nhận, điện thoại`, testId: 'admin-order-search' }}
      fieldsBefore={
        <label className={form.field}>
          <span className={form.label}>
            <Trans>Trạng thái</Trans>
          </span>
          <select
            className={form.control}
            value={search.status ?? ''}
            onChange={(event) => filter({ status: event.target.value ? Number(event.target.value) : undefined })}
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
      }
      fieldsAfter={
        <>
          <label className={form.field}>
            <span className={form.label}>
              <Trans>Từ ngày</Trans>
            </span>
            <input
              className={form.control}
              type="date"
              value={search.from ?? ''}
              onChange={(event) => filter({ from: event.target.value || undefined })}
            />
          </label>
          <label className={form.field}>
            <span className={form.label}>
              <Trans>Đến ngày</Trans>
            </span>
            <input
              className={form.control}
              type="date"
              value={search.to ?? ''}
              onChange={(event) => filter({ to: event.target.value || undefined })}
            />
          </label>
        </>
      }
      beforeList={
        <>
          <Card>
            <ExportControls kinds={['orders', 'boxes']} defaultFrom={search.from} defaultTo={search.to} />
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
        </>
      }
      query={orders}
      itemKey={(order) => order.id}
      columns={columns}
      tableTestId="admin-orders"
      rowTestId="admin-order-row"
      aboveTable={(list) =>
        mayMove && (
          <label className={styles.row}>
            <input
              type="checkbox"
              checked={list.every((order) => selection.has(order.id))}
              onChange={(event) => {
                for (const order of list) toggle(order.id, order.status_id, event.target.checked)
              }}
            />
            <Trans>Chọn tất cả trên trang này</Trans>
          </label>
        )
      }
    />
  )
}
