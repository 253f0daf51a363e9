import { useEffect, useRef } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { LinkedLot } from '@shared/auctions/linked-lots'
import type { AuctionFacts } from '@shared/contracts/market'
import { isApiRequestError } from '@client/app/api-client'
import { usePageTitle } from '@client/app/use-page-title'
import { Alert, Button, ProductGallery, Skeleton } from '@client/ui'
import { AuctionPanel } from './AuctionPanel'
import { AuctionPrice } from './AuctionPrice'
import { SignInToBid } from './SignInToBid'
import { WatchButton } from './WatchButton'
import { auctionLiveQueryOptions, linkedLotQueryOptions, useOpenLinkedLot } from './auction-query'
import { useBidder } from './permission-query'
import { useAuctionStream } from './use-auction-stream'
import * as styles from './auctions.css'

type LinkedLotPageProps = {
  /** The lot's id at Yahoo Auction. */
  lotId: string
  /** Its page at Yahoo Auction. */
  venueUrl: string
}

/**
 * A Yahoo Auction lot the mirror does not list, opened by its link (issue 27): a signed-in customer's
 * visit opens it (once, whoever comes first) and follows it; while staff read it at Yahoo the page
 * says so, and when they have described it the same page shows it with its bidding panel (the live
 * stream and the "ready" notification bring it without a reload).
 */
export function LinkedLotPage({ lotId, venueUrl }: LinkedLotPageProps) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const bidder = useBidder('auction')
  const lot = useQuery(linkedLotQueryOptions(lotId))
  const unopened = lot.isError && isApiRequestError(lot.error) && lot.error.status === 404
  const open = useOpenLinkedLot(lotId)
  const asked = useRef(false)
  useEffect(() => {
    if (!unopened || !bidder.signedIn || asked.current) return
    asked.current = true
    open.mutate(lotId)
  }, [unopened, bidder.signedIn, lotId, open])
  const live = useQuery({ ...auctionLiveQueryOptions(lotId), enabled: lot.data !== undefined })
  // Described by staff while the page is open: the live stream says so first; read the lot again.
  const describedMeanwhile = lot.data?.details_pending === true && live.data?.details_pending === false
  useEffect(() => {
    if (describedMeanwhile) void queryClient.invalidateQueries({ queryKey: linkedLotQueryOptions(lotId).queryKey })
  }, [describedMeanwhile, lotId, queryClient])
  const data = lot.data
  usePageTitle(data && !data.details_pending ? data.name : t`Phiên đấu giá Yahoo ${lotId}`)

  if (data && !data.details_pending) return <DescribedLot lot={data} />
  return (
    <article className={styles.page} data-testid="linked-lot" data-pending="true">
      {/* The lot's live stream answers once the lot exists (opened): from then on it brings the description. */}
      {data && <LotStream lotId={lotId} />}
      <h1 className={styles.title}>
        <Trans>Phiên đấu giá Yahoo {lotId}</Trans>
      </h1>
      <section className={styles.panel} aria-labelledby="linked-lot-status">
        <h2 id="linked-lot-status" className={styles.panelTitle}>
          <Trans>Đang đọc phiên đấu giá</Trans>
        </h2>
        {data || open.isPending || (unopened && bidder.signedIn && !open.isError) ? (
          <p className={styles.noticeText} role="status">
            <Trans>Chúng tôi đang đọc phiên này từ Yahoo Auction; bạn có thể đặt giá khi cửa hàng đã kiểm tra xong.</Trans>
          </p>
        ) : lot.isPending ? (
          <Skeleton height="3em" />
        ) : null}
        {unopened && bidder.signedOut && (
          <>
            <p className={styles.hint}>
              <Trans>Phiên này chưa có trên trang. Đăng nhập để mở nó: cửa hàng sẽ đọc phiên từ Yahoo Auction.</Trans>
            </p>
            <SignInToBid watch />
          </>
        )}
        {open.isError && (
          <Alert variant="danger">
            {open.error.message}{' '}
            <Button variant="outline" onClick={() => open.mutate(lotId)}>
              <Trans>Thử lại</Trans>
            </Button>
          </Alert>
        )}
        {data && bidder.signedIn && (
          <>
            <p className={styles.hint}>
              <Trans>Bạn sẽ nhận thông báo khi có thể đặt giá.</Trans>
            </p>
            <WatchButton auctionId={lotId} />
          </>
        )}
        <a href={venueUrl} target="_blank" rel="noopener noreferrer">
          <Trans>Xem trên Yahoo Auction</Trans>
        </a>
      </section>
    </article>
  )
}

function LotStream({ lotId }: { lotId: string }) {
  useAuctionStream(lotId)
  return null
}

/** The lot once staff described it: its picture, title, live price and bidding panel. */
function DescribedLot({ lot }: { lot: LinkedLot }) {
  const facts: AuctionFacts = { ...lot.live, weight_grams: null, buyer_pays_shipping: false }
  return (
    <article className={styles.page} data-testid="linked-lot" data-pending="false">
      {lot.image_url && <ProductGallery images={[lot.image_url]} name={lot.name} />}
      <h1 className={styles.title}>{lot.name}</h1>
      <AuctionPrice auctionId={lot.lot_id} facts={facts} />
      <AuctionPanel auctionId={lot.lot_id} url={lot.venue_url} facts={facts} />
      <a href={lot.venue_url} target="_blank" rel="noopener noreferrer">
        <Trans>Xem trên Yahoo Auction</Trans>
      </a>
    </article>
  )
}
