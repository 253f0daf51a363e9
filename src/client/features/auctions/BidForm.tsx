import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { AuctionLive } from '@shared/auctions/contracts'
import type { LotCostFacts } from '@shared/auctions/lot-cost'
import { AUCTION_ERROR_CODES } from '@shared/auctions/statuses'
import { formatYen } from '@shared/money/money'
import { isApiRequestError } from '@client/app/api-client'
import { Button, Price, cx } from '@client/ui'
import { useOnlineStatus } from '@client/ui/use-online-status'
import { useExchangeRate } from '@client/features/rates'
import { BidAlertModal, ConfirmBidModal, type BidAlert } from './BidModals'
import { LotCostSummary } from './LotCostSummary'
import { OfflineBidNote, describedBy } from './OfflineBidNote'
import { RequestPermissionModal } from './RequestPermissionModal'
import { dateFinishText, usePlaceBid } from './auction-query'
import { digitsOnly, digitsValue } from './bid-input'
import type { BidderState } from './permission-query'
import * as styles from './auctions.css'
import { useClientConfig } from '@client/app/client-config'

type BidFormProps = {
  live: AuctionLive
  url: string
  bidder: BidderState
  /** What the full cost before bidding needs from the listing. */
  costFacts: LotCostFacts
}

/** A bid waiting for the customer's confirmation: a maximum they typed, or the lot's buy-now price. */
type PendingBid = { amount: number; buyNow: boolean }

/**
 * Spec §5 Auction price: digits only, min 0; enabled only signed in, permitted, not busy, not finished; confirmed first.
 * A lot with a buy-now price is bought here too, as a bid at that price (never through the cart: a lot is sold once).
 */
export function BidForm({ live, url, bidder, costFacts }: BidFormProps) {
  const { t } = useLingui()
  const rate = useExchangeRate()
  const depositPercent = useClientConfig()?.auctionDepositPercent
  const [digits, setDigits] = useState('')
  const [pending, setPending] = useState<PendingBid | null>(null)
  const [alert, setAlert] = useState<BidAlert | null>(null)
  const [requestOpen, setRequestOpen] = useState(false)
  const bid = usePlaceBid(live.id)
  const amount = digitsValue(digits)
  const online = useOnlineStatus()
  const offline = !online && !live.ended
  const enabled = bidder.signedIn && bidder.permitted && !bid.isPending && !live.ended && online
  const offlineNote = offline ? 'bid-offline' : undefined

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!enabled || amount <= 0) return
    if (amount < live.minimum_bid) {
      setAlert({ variant: 'warning', message: t`Giá đặt phải từ ${formatYen(live.minimum_bid)} trở lên.` })
      return
    }
    setPending({ amount, buyNow: false })
  }

  const place = () => {
    if (bidder.userId === undefined || !pending) return
    bid.mutate(
      { url, user_id: bidder.userId, price: pending.amount, date_finish: dateFinishText(live.end_time) },
      {
        onSuccess: (answer) => {
          setDigits('')
          setAlert({
            variant: answer.type === 'success' ? 'success' : 'warning',
            message: answer.message || t`Cập nhật phiên đấu giá sẽ có trong mục Thông báo.`,
          })
        },
        onError: (error) => {
          // Spec §6: the server's "no auction permission" answer opens the request form.
          if (isApiRequestError(error) && error.code === AUCTION_ERROR_CODES.noPermission) {
            bidder.recheck()
            return setRequestOpen(true)
          }
          const serverMessage = isApiRequestError(error) ? error.body?.message : undefined
          // The wallet cannot hold the deposit: the message names the đ missing, the alert links to the top-up page.
          const topUp = isApiRequestError(error) && error.code === AUCTION_ERROR_CODES.depositShort
          setAlert({ variant: 'danger', message: serverMessage ?? t`Tài khoản của bạn không thể đấu giá`, topUp })
        },
        onSettled: () => setPending(null),
      },
    )
  }

  return (
    <>
      <form className={styles.form} onSubmit={submit} data-testid="bid-form" noValidate>
        <label htmlFor="bid-price" className={styles.label}>
          <Trans>Giá tối đa của bạn (¥)</Trans>
        </label>
        <div className={styles.inputRow}>
          <input
            id="bid-price"
            className={cx(styles.input, styles.rowInput)}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            value={digits}
            onChange={(event) => setDigits(digitsOnly(event.target.value))}
            disabled={!enabled}
            aria-describedby={describedBy(offlineNote, 'bid-price-hint')}
          />
          <span className={styles.unit} aria-hidden="true">
            ¥
          </span>
          <Button type="submit" disabled={!enabled || amount <= 0} loading={bid.isPending} aria-describedby={offlineNote}>
            <Trans>Đặt giá</Trans>
          </Button>
        </div>
        {offline && <OfflineBidNote id="bid-offline" />}
        <p id="bid-price-hint" className={styles.hint} data-testid="bid-minimum" data-yen={live.minimum_bid}>
          <Trans>Giá tối thiểu: {formatYen(live.minimum_bid)}.</Trans>{' '}
          <Trans>Giá bạn đặt là giá tối đa bí mật: hệ thống tự trả giá thay bạn, mỗi lần một bước giá, tới mức này.</Trans>
        </p>
        <LotCostSummary amount={amount > 0 ? amount : live.minimum_bid} facts={costFacts} rate={rate} depositPercent={depositPercent} />
      </form>
      {live.buy_now_price !== null && (
        <div className={styles.buyNowRow}>
          <Button
            variant="outline"
            disabled={!enabled}
            aria-describedby={offlineNote}
            onClick={() => setPending({ amount: live.buy_now_price!, buyNow: true })}
          >
            <Trans>Mua ngay với {formatYen(live.buy_now_price)}</Trans>
          </Button>
        </div>
      )}
      <ConfirmBidModal
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        busy={bid.isPending}
        onConfirm={place}
        summary={
          <>
            <p>
              {pending?.buyNow ? <Trans>Mua ngay:</Trans> : <Trans>Giá tối đa:</Trans>} <Price yen={pending?.amount ?? 0} rate={rate} />
            </p>
            <LotCostSummary amount={pending?.amount ?? 0} facts={costFacts} rate={rate} depositPercent={depositPercent} />
          </>
        }
      />
      <BidAlertModal alert={alert} onClose={() => setAlert(null)} />
      {/* Outside the form: React bubbles a dialog's submit through the portal to the form around it. */}
      <RequestPermissionModal kind="auction" open={requestOpen} onOpenChange={setRequestOpen} />
    </>
  )
}
