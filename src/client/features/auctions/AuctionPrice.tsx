import { useQuery } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import type { AuctionLive } from '@shared/auctions/contracts'
import type { AuctionFacts } from '@shared/contracts/market'
import { Price, visuallyHidden } from '@client/ui'
import { useExchangeRate } from '@client/features/rates'
import { auctionLiveQueryOptions } from './auction-query'
import * as styles from './auctions.css'

/** The lot as it is now: its live state (kept fresh by the event stream), the market's facts until it arrives. */
export function useLotState(auctionId: string, facts: AuctionFacts): AuctionLive {
  const live = useQuery(auctionLiveQueryOptions(auctionId))
  return live.data ?? fromFacts(auctionId, facts)
}

/**
 * The lot page's title price: the same live figure as the panel's "current price" (one query, one
 * stream), never the listing's mirrored price next to a live one. A one-term list so a screen reader
 * (and a test) reads it as "Giá: …". In the lot page's first load; the panel below it is not (issue 25).
 */
export function AuctionPrice({ auctionId, facts, className }: { auctionId: string; facts: AuctionFacts; className?: string }) {
  const rate = useExchangeRate()
  const state = useLotState(auctionId, facts)
  return (
    <dl className={styles.titlePrice}>
      <dt className={visuallyHidden}>
        <Trans>Giá</Trans>
      </dt>
      <dd className={styles.titlePrice} data-yen={state.current_price}>
        <Price yen={state.current_price} rate={rate} className={className} />
      </dd>
    </dl>
  )
}

/** Until GET /auction/state answers: the market's facts, nobody leading, the start price as the minimum. */
function fromFacts(id: string, facts: AuctionFacts): AuctionLive {
  return { id, ...facts, leader: null, minimum_bid: facts.bid_count === 0 ? facts.start_price : facts.current_price }
}
