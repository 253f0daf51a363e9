import { useQuery } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { formatYen } from '@shared/money/money'
import { useAuth } from '@client/features/auth'
import { bidListQueryOptions } from './auction-query'
import { formatDateTimeSeconds as formatDateTime } from '@shared/time'
import * as styles from './auctions.css'

type BidListProps = {
  auctionId: string
  /** The lot's bid count (live): the history accounts for every one of them. */
  bidCount: number
}

/**
 * Spec §3 Bid: who bid, their price as the market shows it (the leader at the current price), how many
 * times, when; the signed-in customer's own row marked "you" (by the server). Bids made at the market
 * before the lot opened here are not itemised: the list says how many, so it and the count agree.
 */
export function BidList({ auctionId, bidCount }: BidListProps) {
  const { user } = useAuth()
  const bids = useQuery(bidListQueryOptions(auctionId, user?.uid ?? null))
  const listed = bids.data?.reduce((sum, bid) => sum + bid.count, 0) ?? 0
  const earlier = bids.data ? Math.max(0, bidCount - listed) : 0
  return (
    <section className={styles.form} aria-labelledby="bid-list-title">
      <h3 id="bid-list-title" className={styles.label}>
        <Trans>Lịch sử trả giá ({bidCount} lượt)</Trans>
      </h3>
      {bids.data && bidCount === 0 && bids.data.length === 0 && (
        <p className={styles.hint}>
          <Trans>Chưa có lượt trả giá nào.</Trans>
        </p>
      )}
      {bids.data && bids.data.length > 0 && (
        <ul className={styles.bidList} data-testid="bid-list">
          {bids.data.map((bid, index) => (
            <li key={`${index}-${bid.username}`} className={styles.bidRow} data-testid="bid-row" data-mine={bid.mine}>
              <span>
                {bid.mine ? (
                  <strong className={styles.mine}>
                    <Trans>Bạn</Trans>
                  </strong>
                ) : (
                  bid.username
                )}{' '}
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
      {earlier > 0 && (
        <p className={styles.hint} data-testid="bid-list-earlier">
          <Trans>{earlier} lượt trả giá trên Yahoo Auction trước đó.</Trans>
        </p>
      )}
    </section>
  )
}
