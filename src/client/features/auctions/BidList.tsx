import { useQuery } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { formatYen } from '@shared/money/money'
import { bidListQueryOptions } from './auction-query'
import { formatDateTimeSeconds as formatDateTime } from '@shared/time'
import * as styles from './auctions.css'

/** Spec §3 Bid: who bid, the price after their bid, how many times, when. */
export function BidList({ auctionId }: { auctionId: string }) {
  const bids = useQuery(bidListQueryOptions(auctionId))
  return (
    <section className={styles.form} aria-labelledby="bid-list-title">
      <h3 id="bid-list-title" className={styles.label}>
        <Trans>Lịch sử trả giá</Trans>
      </h3>
      {bids.data?.length === 0 && (
        <p className={styles.hint}>
          <Trans>Chưa có lượt trả giá nào.</Trans>
        </p>
      )}
      {bids.data && bids.data.length > 0 && (
        <ul className={styles.bidList} data-testid="bid-list">
          {bids.data.map((bid) => (
            <li key={`${bid.username}-${bid.updated_at}`} className={styles.bidRow} data-testid="bid-row">
              <span>
                {bid.username}{' '}
                <span className={styles.hint}>
                  <Trans>({bid.count} lần)</Trans>
                </span>
              </span>
              <strong>{formatYen(bid.price)}</strong>
              <span className={styles.hint}>{formatDateTime(bid.updated_at)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
