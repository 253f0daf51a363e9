import { Trans } from '@lingui/react/macro'
import type { AuctionFacts as Facts } from '@shared/contracts/market'
import { Price } from '@client/ui'
import { useExchangeRate } from '@client/features/rates'
import { formatEndTime } from './markets'
import * as styles from './other-market.css'

/** Yahoo Auction's facts: current, start and buy-now prices, bids, end time and auto-extension (bidding comes with the auctions). */
export function AuctionFacts({ auction }: { auction: Facts }) {
  const rate = useExchangeRate()
  const bids = auction.bid_count
  return (
    <dl className={styles.facts} data-testid="auction-facts">
      <dt className={styles.factLabel}>
        <Trans>Giá hiện tại</Trans>
      </dt>
      <dd className={styles.factValue} data-testid="auction-current-price">
        <Price yen={auction.current_price} rate={rate} />
      </dd>
      <dt className={styles.factLabel}>
        <Trans>Giá khởi điểm</Trans>
      </dt>
      <dd className={styles.factValue}>
        <Price yen={auction.start_price} rate={rate} />
      </dd>
      <dt className={styles.factLabel}>
        <Trans>Giá mua ngay</Trans>
      </dt>
      <dd className={styles.factValue} data-testid="auction-buy-now">
        {auction.buy_now_price === null ? <Trans>Không có</Trans> : <Price yen={auction.buy_now_price} rate={rate} />}
      </dd>
      <dt className={styles.factLabel}>
        <Trans>Lượt đấu giá</Trans>
      </dt>
      <dd className={styles.factValue} data-testid="auction-bids">
        {bids}
      </dd>
      <dt className={styles.factLabel}>
        <Trans>Kết thúc</Trans>
      </dt>
      <dd className={styles.factValue} data-testid="auction-end">
        {auction.ended ? <Trans>Phiên đấu giá đã kết thúc</Trans> : formatEndTime(auction.end_time)}
      </dd>
      <dt className={styles.factLabel}>
        <Trans>Tự động gia hạn</Trans>
      </dt>
      <dd className={styles.factValue}>{auction.auto_extension ? <Trans>Có</Trans> : <Trans>Không</Trans>}</dd>
    </dl>
  )
}
