import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { WatchItem } from '@shared/auctions/contracts'
import { HrefLink } from '@client/app/HrefLink'
import { usePageTitle } from '@client/app/use-page-title'
import { Alert, EmptyState, Price, Skeleton } from '@client/ui'
import { OfflineNote } from '@client/ui/OfflineNote'
import { useExchangeRate } from '@client/features/rates'
import { useBidLogStatusLabel } from './bid-log-labels'
import { Countdown } from './Countdown'
import { watchListQueryOptions } from './watch-query'
import * as styles from './auctions.css'

const SKELETON_ROWS = 3

/** /customer/watchlist: the lots I follow, the soonest end first, ended ones last, each linking to its page. */
export function WatchListPage() {
  const { t } = useLingui()
  usePageTitle(t`Đang theo dõi`)
  const list = useQuery(watchListQueryOptions())
  const items = list.data
  return (
    <section className={styles.page} aria-labelledby="watchlist-title">
      <h1 id="watchlist-title" className={styles.title}>
        <Trans>Đang theo dõi</Trans>
      </h1>
      <OfflineNote savedAt={items ? list.dataUpdatedAt : undefined} />
      {list.isPending && list.fetchStatus !== 'paused' && (
        <ul className={styles.logList} aria-busy="true">
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <li key={index}>
              <Skeleton height="6rem" radius="8px" />
            </li>
          ))}
        </ul>
      )}
      {list.isError && !items && (
        <Alert variant="danger">
          <Trans>Không tải được danh sách theo dõi.</Trans> {list.error.message}
        </Alert>
      )}
      {items && items.length > 0 && (
        <ul className={styles.logList} aria-label={t`Phiên đang theo dõi`}>
          {items.map((item) => (
            <WatchRow key={`${item.venue}:${item.id}`} item={item} />
          ))}
        </ul>
      )}
      {items && items.length === 0 && <EmptyState message={<Trans>Bạn chưa theo dõi phiên đấu giá nào.</Trans>} />}
    </section>
  )
}

function WatchRow({ item }: { item: WatchItem }) {
  const rate = useExchangeRate()
  const label = useBidLogStatusLabel()
  return (
    <li className={styles.logItem} data-ended={item.ended}>
      {item.image_uri ? (
        <img src={item.image_uri} alt="" className={styles.logImage} loading="lazy" />
      ) : (
        <span className={styles.logImage} />
      )}
      <div className={styles.logBody}>
        {item.my_status && <span className={(styles.statusBadge as Record<string, string>)[item.my_status]}>{label(item.my_status)}</span>}
        <HrefLink href={item.link} className={styles.logName}>
          {item.name || item.id}
        </HrefLink>
        {!item.details_pending && <Price yen={item.current_price} rate={rate} />}
        <p className={styles.logMeta}>
          {item.details_pending ? (
            <Trans>Cửa hàng đang đọc phiên này từ Yahoo Auction.</Trans>
          ) : item.ended ? (
            <span data-testid="countdown" data-ended="true">
              <Trans>Phiên đấu giá đã kết thúc</Trans>
            </span>
          ) : (
            <Countdown endTime={item.end_time} />
          )}
        </p>
      </div>
    </li>
  )
}
