import { useQuery } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import type { AuctionLive } from '@shared/auctions/contracts'
import type { LotCostFacts } from '@shared/auctions/lot-cost'
import { formatYen } from '@shared/money/money'
import type { AuctionFacts } from '@shared/contracts/market'
import { Price } from '@client/ui'
import { useExchangeRate } from '@client/features/rates'
import { BidForm } from './BidForm'
import { BidList } from './BidList'
import { Countdown } from './Countdown'
import { DeliveryAddressNotice } from './DeliveryAddressNotice'
import { PermissionNotice } from './PermissionNotice'
import { SignInToBid } from './SignInToBid'
import { SnipeForm } from './SnipeForm'
import { WatchButton } from './WatchButton'
import { useLotState } from './AuctionPrice'
import { clockSkewQueryOptions, myStandingQueryOptions, type MyStanding } from './auction-query'
import { secondsLeft } from './countdown'
import { formatDateTimeSeconds as formatDateTime } from '@shared/time'
import { type BidderState, useBidder } from './permission-query'
import { useAuctionStream } from './use-auction-stream'
import { useClockReading } from './use-now'
import * as styles from './auctions.css'

type AuctionPanelProps = {
  /** The lot's id at Yahoo Auction (the listing's item code). */
  auctionId: string
  /** The lot's page at Yahoo Auction: what a bid names. */
  url: string
  /** The listing's facts from the market detail, shown until the live state arrives. */
  facts: AuctionFacts
}

/** Yahoo Auction bidding on a listing's page: live price, countdown, bid and snipe forms, bids (spec §2, §4). */
export function AuctionPanel({ auctionId, url, facts }: AuctionPanelProps) {
  useAuctionStream(auctionId)
  const state = useLotState(auctionId, facts)
  const skew = useQuery(clockSkewQueryOptions(auctionId, state.end_time)).data ?? 0
  const pastEnd = useClockReading((now) => now > 0 && secondsLeft(state.end_time, now - skew) === 0)
  const ended = state.ended || pastEnd
  const bidder = useBidder('auction')
  return (
    <section className={styles.panel} aria-labelledby="auction-title" data-testid="auction-panel" data-ended={ended}>
      <h2 id="auction-title" className={styles.panelTitle}>
        <Trans>Đấu giá</Trans>
      </h2>
      {ended && (
        <p className={styles.leader.other} role="status" data-testid="auction-result">
          {state.bid_count > 0 ? (
            <Trans>Đã kết thúc: có người thắng với {formatYen(state.current_price)}.</Trans>
          ) : (
            <Trans>Đã kết thúc: không có người mua.</Trans>
          )}
        </p>
      )}
      <LiveFacts state={state} skew={skew} ended={ended} />
      {bidder.signedIn && <MyStandingLine auctionId={auctionId} ended={ended} />}
      {bidder.signedIn && !ended && <WatchButton auctionId={auctionId} />}
      {bidder.signedOut && !ended && <SignInToBid watch />}
      {ended ? null : (
        <Bidding
          auctionId={auctionId}
          url={url}
          state={state}
          bidder={bidder}
          costFacts={{ weightGrams: facts.weight_grams, buyerPaysDomesticShipping: facts.buyer_pays_shipping }}
        />
      )}
      <BidList auctionId={auctionId} bidCount={state.bid_count} />
    </section>
  )
}

function LiveFacts({ state, skew, ended }: { state: AuctionLive; skew: number; ended: boolean }) {
  const rate = useExchangeRate()
  // The live values (price, bids, leader) are statuses named by their terms: a bid elsewhere is announced
  // as it arrives, and each can be found as "the current price", "the bids", … (one panel a page).
  const id = 'auction-fact'
  return (
    <dl className={styles.facts} data-testid="auction-live">
      <dt id={`${id}-price`} className={styles.factLabel}>
        {ended ? <Trans>Giá cuối</Trans> : <Trans>Giá hiện tại</Trans>}
      </dt>
      <dd className={styles.factValue} data-testid="auction-live-price" data-yen={state.current_price}>
        <span role="status" aria-labelledby={`${id}-price`} data-yen={state.current_price}>
          <Price yen={state.current_price} rate={rate} className={styles.currentPrice} />
        </span>
      </dd>
      <dt className={styles.factLabel}>
        <Trans>Giá khởi điểm</Trans>
      </dt>
      <dd className={styles.factValue}>
        <Price yen={state.start_price} rate={rate} />
      </dd>
      <dt className={styles.factLabel}>
        <Trans>Giá mua ngay</Trans>
      </dt>
      <dd className={styles.factValue}>
        {state.buy_now_price === null ? <Trans>Không có</Trans> : <Price yen={state.buy_now_price} rate={rate} />}
      </dd>
      <dt id={`${id}-bids`} className={styles.factLabel}>
        <Trans>Lượt đấu giá</Trans>
      </dt>
      <dd className={styles.factValue} data-testid="auction-live-bids">
        <span role="status" aria-labelledby={`${id}-bids`}>
          {state.bid_count}
        </span>
      </dd>
      <dt id={`${id}-leader`} className={styles.factLabel}>
        <Trans>Người dẫn đầu</Trans>
      </dt>
      <dd className={styles.factValue} data-testid="auction-live-leader">
        <span role="status" aria-labelledby={`${id}-leader`}>
          {state.leader ?? <Trans>Chưa có</Trans>}
        </span>
      </dd>
      <dt className={styles.factLabel}>
        <Trans>Kết thúc lúc</Trans>
      </dt>
      <dd className={styles.factValue} data-testid="auction-live-end" data-end-time={state.end_time}>
        {formatDateTime(state.end_time)}
      </dd>
      <dt className={styles.factLabel}>
        <Trans>Thời gian còn lại</Trans>
      </dt>
      <dd className={styles.factValue} aria-live="off">
        {ended ? (
          <span role="timer" data-testid="countdown" data-ended="true">
            <Trans>Phiên đấu giá đã kết thúc</Trans>
          </span>
        ) : (
          <Countdown endTime={state.end_time} skewMs={skew} />
        )}
      </dd>
      <dt className={styles.factLabel}>
        <Trans>Tự động gia hạn</Trans>
      </dt>
      <dd className={styles.factValue}>
        {state.auto_extension ? (
          <>
            <Trans>Có</Trans>
            <p className={styles.hint}>
              <Trans>Khi giá tăng trong 5 phút cuối, thời gian kết thúc được lùi thêm 5 phút.</Trans>
            </p>
          </>
        ) : (
          <Trans>Không</Trans>
        )}
      </dd>
    </dl>
  )
}

function MyStandingLine({ auctionId, ended }: { auctionId: string; ended: boolean }) {
  const mine = useQuery(myStandingQueryOptions(auctionId)).data
  if (!mine?.status) return null
  return <StandingText standing={mine} ended={ended} />
}

function StandingText({ standing, ended }: { standing: MyStanding; ended: boolean }) {
  const max = standing.max_price === null ? '' : formatYen(standing.max_price)
  const leads = standing.status === 'success' || standing.status === 'final-success'
  return (
    <p className={leads ? styles.leader.me : styles.leader.other} role="status" data-testid="my-standing" data-status={standing.status}>
      {leads && !ended && <Trans>Bạn đang dẫn đầu (giá tối đa {max}).</Trans>}
      {leads && ended && <Trans>Bạn đã thắng phiên đấu giá này.</Trans>}
      {!leads && !ended && <Trans>Bạn đã bị vượt giá (giá tối đa {max}).</Trans>}
      {!leads && ended && <Trans>Bạn đã thua phiên đấu giá này.</Trans>}
    </p>
  )
}

type BiddingProps = { auctionId: string; url: string; state: AuctionLive; bidder: BidderState; costFacts: LotCostFacts }

function Bidding({ auctionId, url, state, bidder, costFacts }: BiddingProps) {
  const mine = useQuery({ ...myStandingQueryOptions(auctionId), enabled: bidder.signedIn })
  return (
    <>
      {bidder.signedOut && <SignInToBid />}
      {bidder.signedIn && !bidder.checking && !bidder.permitted && <PermissionNotice kind="auction" />}
      {bidder.signedIn && <DeliveryAddressNotice />}
      <BidForm live={state} url={url} bidder={bidder} costFacts={costFacts} />
      <SnipeForm
        auctionId={auctionId}
        url={url}
        bidder={bidder}
        snipe={mine.data?.snipe ?? null}
        minimumBid={state.minimum_bid}
        autoExtension={state.auto_extension}
      />
    </>
  )
}
