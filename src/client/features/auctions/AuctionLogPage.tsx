import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { BidLogItem } from '@shared/auctions/contracts'
import { BID_LOG_STATUSES } from '@shared/auctions/statuses'
import { HrefLink } from '@client/app/HrefLink'
import { usePageTitle } from '@client/app/use-page-title'
import { Alert, EmptyState, Pagination, Price, Skeleton } from '@client/ui'
import { OfflineNote } from '@client/ui/OfflineNote'
import { useCurrentUser } from '@client/features/auth'
import { useExchangeRate } from '@client/features/rates'
import type { AuctionLogSearch } from './auction-log-search'
import { bidLogItemData, bidLogQueryOptions } from './bid-log-query'
import { useBidLogStatusLabel, useSnipeFailureReason } from './bid-log-labels'
import { hasFinished } from './countdown'
import { formatDateTimeSeconds as formatDateTime } from '@shared/time'
import { formatDong } from '@shared/money/money'
import { useNow } from './use-now'
import * as styles from './auctions.css'
import { orderCode } from '@shared/contracts/order'

const SKELETON_ROWS = 4

type AuctionLogPageProps = { search: AuctionLogSearch; onSearchChange: (search: AuctionLogSearch) => void }

/** /customer/auction-log: my bids and snipes, newest first, with a status filter and pages (spec §2 Auction log). */
export function AuctionLogPage({ search, onSearchChange }: AuctionLogPageProps) {
  const { t } = useLingui()
  usePageTitle(t`Lịch sử đấu giá`)
  const me = useCurrentUser()
  const userId = me.data?.id
  const page = search.page ?? 1
  const log = useQuery({ ...bidLogQueryOptions({ userId: userId ?? 0, page, status: search.status }), enabled: userId !== undefined })
  const list = log.data
  const waiting = userId === undefined ? me.isPending && me.fetchStatus !== 'paused' : log.isPending && log.fetchStatus !== 'paused'
  return (
    <section className={styles.page} aria-labelledby="auction-log-title">
      <h1 id="auction-log-title" className={styles.title}>
        <Trans>Lịch sử đấu giá</Trans>
      </h1>
      <OfflineNote savedAt={list ? log.dataUpdatedAt : undefined} />
      <div className={styles.toolbar}>
        <StatusFilter value={search.status} onChange={(status) => onSearchChange({ status, page: undefined })} />
      </div>
      {waiting && <LogSkeleton />}
      {log.isError && !list && (
        <Alert variant="danger">
          <Trans>Không tải được lịch sử đấu giá.</Trans> {log.error.message}
        </Alert>
      )}
      {list && list.data.length > 0 && (
        <ul
          className={styles.logList}
          aria-labelledby="auction-log-title"
          data-testid="auction-log"
          aria-busy={log.isPlaceholderData || undefined}
        >
          {list.data.map((item) => (
            <LogRow key={item.id} item={item} />
          ))}
        </ul>
      )}
      {list && list.data.length === 0 && <EmptyState message={<Trans>Xin lỗi, không tìm thấy lịch sử đấu giá của bạn</Trans>} />}
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

function StatusFilter({ value, onChange }: { value: AuctionLogSearch['status']; onChange: (status: AuctionLogSearch['status']) => void }) {
  const { t } = useLingui()
  const label = useBidLogStatusLabel()
  return (
    <>
      <label htmlFor="auction-log-status" className={styles.label}>
        <Trans>Trạng thái</Trans>
      </label>
      <select
        id="auction-log-status"
        className={styles.select}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{t`Tất cả`}</option>
        {BID_LOG_STATUSES.map((status) => (
          <option key={status} value={status}>
            {label(status)}
          </option>
        ))}
        {value && !BID_LOG_STATUSES.some((status) => status === value) && <option value={value}>{label(value)}</option>}
      </select>
    </>
  )
}

function LogRow({ item }: { item: BidLogItem }) {
  const rate = useExchangeRate()
  const now = useNow()
  const label = useBidLogStatusLabel()
  const reason = useSnipeFailureReason()
  const { name, image_uri } = bidLogItemData(item)
  const badge = (styles.statusBadge as Record<string, string>)[item.status] ?? styles.statusBadge.other
  const ended = now > 0 && hasFinished(item.date_finish, now)
  const endText = formatDateTime(item.date_finish)
  const bidText = formatDateTime(item.date_bid)
  return (
    <li className={styles.logItem} data-testid="auction-log-item" data-status={item.status}>
      {image_uri ? <img src={image_uri} alt="" className={styles.logImage} loading="lazy" /> : <span className={styles.logImage} />}
      <div className={styles.logBody}>
        <span className={badge} data-testid="auction-log-status">
          {label(item.status)}
        </span>
        <HrefLink href={item.link} className={styles.logName}>
          {name || item.link}
        </HrefLink>
        <Price yen={item.price} rate={rate} />
        {item.snipe?.failure_reason && <p className={styles.logMeta}>{reason(item.snipe.failure_reason)}</p>}
        {item.held > 0 && (
          <p className={styles.logMeta} data-testid="auction-log-held">
            <Trans>Giữ cọc: {formatDong(item.held)}</Trans>
          </p>
        )}
        <p className={styles.logMeta}>{ended ? <Trans>Phiên đấu giá đã kết thúc</Trans> : <Trans>Kết thúc: {endText}</Trans>}</p>
        {item.order_id !== null && (
          <HrefLink href={`/customer/orders/${item.order_id}`} className={styles.logMeta}>
            <Trans>Đơn hàng {orderCode(item.order_id)}</Trans>
          </HrefLink>
        )}
        {item.order_id !== null && item.status === 'final-success' && (
          <HrefLink href={`/customer/won/${item.order_id}`} className={styles.logMeta}>
            <Trans>Tiếp theo là gì</Trans>
          </HrefLink>
        )}
        <p className={styles.logMeta}>
          <Trans>Thời gian đặt giá: {bidText}</Trans>
        </p>
      </div>
    </li>
  )
}

function LogSkeleton() {
  return (
    <ul className={styles.logList} aria-busy="true" data-testid="auction-log-loading">
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <li key={index}>
          <Skeleton height="6rem" radius="8px" />
        </li>
      ))}
    </ul>
  )
}
