import { useQuery } from '@tanstack/react-query'
import { formatCount } from '@shared/money/numbers'
import { Trans, useLingui } from '@lingui/react/macro'
import { usePageTitle } from '@client/app/use-page-title'
import { Alert, EmptyState, OfflineUnavailable, Pagination, Skeleton, isOfflineGap } from '@client/ui'
import { OfflineNote } from '@client/ui/OfflineNote'
import { OrderCard } from './OrderCard'
import { useOrderStatusLabel } from './order-labels'
import { orderStatusesQueryOptions, ordersQueryOptions } from './order-query'
import type { OrderListSearch } from './order-search'
import * as styles from './orders.css'

const SKELETON_CARDS = 4

type OrderListPageProps = {
  search: OrderListSearch
  /** Navigates to new search parameters (the URL is the list's state). */
  onSearchChange: (search: OrderListSearch) => void
}

/** /customer/orders: my orders, newest first, with a status filter and pagination. */
export function OrderListPage({ search, onSearchChange }: OrderListPageProps) {
  const { t } = useLingui()
  usePageTitle(t`Đơn hàng của tôi`)
  const page = search.page ?? 1
  const orders = useQuery(ordersQueryOptions({ page, statusId: search.status }))
  const list = orders.data
  const offlineWithoutCopy = isOfflineGap(orders)

  return (
    <section className={styles.page} aria-labelledby="orders-title">
      <h1 id="orders-title" className={styles.title}>
        <Trans>Đơn hàng của tôi</Trans>
      </h1>
      <OfflineNote savedAt={list ? orders.dataUpdatedAt : undefined} />
      <div className={styles.toolbar}>
        <StatusFilter value={search.status} onChange={(status) => onSearchChange({ status, page: undefined })} />
        {list && list.total > 0 && <ShowingLine from={list.from ?? 0} to={list.to ?? 0} total={list.total} />}
      </div>
      {offlineWithoutCopy && <OfflineUnavailable />}
      {orders.isPending && !offlineWithoutCopy && <OrderListSkeleton />}
      {orders.isError && !list && !offlineWithoutCopy && (
        <Alert variant="danger">
          <Trans>Không tải được danh sách đơn hàng.</Trans> {orders.error.message}
        </Alert>
      )}
      {list && list.data.length > 0 && (
        <ul
          className={styles.list}
          aria-labelledby="orders-title"
          data-testid="order-list"
          aria-busy={orders.isPlaceholderData || undefined}
        >
          {list.data.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </ul>
      )}
      {list && list.data.length === 0 && (
        <EmptyState
          message={search.status ? <Trans>Không có đơn hàng nào ở trạng thái này.</Trans> : <Trans>Bạn chưa có đơn hàng nào.</Trans>}
        />
      )}
      {list && (
        <Pagination
          currentPage={list.current_page}
          lastPage={list.last_page}
          onPageChange={(next) => onSearchChange({ ...search, page: next > 1 ? next : undefined })}
        />
      )}
    </section>
  )
}

/** Spec §2: 'Showing: from - to / total orders'. */
function ShowingLine(numbers: { from: number; to: number; total: number }) {
  const from = formatCount(numbers.from)
  const to = formatCount(numbers.to)
  const total = formatCount(numbers.total)
  return (
    <p className={styles.showing}>
      <Trans>
        Hiển thị: {from} - {to} / {total} đơn hàng
      </Trans>
    </p>
  )
}

function StatusFilter({ value, onChange }: { value: number | undefined; onChange: (status: number | undefined) => void }) {
  const { t } = useLingui()
  const statuses = useQuery(orderStatusesQueryOptions())
  const label = useOrderStatusLabel()
  return (
    <div className={styles.filter}>
      <label htmlFor="order-status-filter" className={styles.filterLabel}>
        <Trans>Trạng thái</Trans>
      </label>
      <select
        id="order-status-filter"
        className={styles.select}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}
        data-testid="order-status-filter"
      >
        <option value="">{t`Tất cả`}</option>
        {statuses.data?.map((status) => (
          <option key={status.id} value={status.id}>
            {label(status.id, status.name)}
          </option>
        ))}
        {value !== undefined && !statuses.data?.some((status) => status.id === value) && <option value={value}>{label(value)}</option>}
      </select>
    </div>
  )
}

function OrderListSkeleton() {
  return (
    <ul className={styles.list} aria-busy="true" data-testid="orders-loading">
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <li key={index}>
          <Skeleton height="7.5rem" radius="8px" />
        </li>
      ))}
    </ul>
  )
}
