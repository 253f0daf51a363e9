import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { AuctionLive } from '@shared/auctions/contracts'
import { AUCTION_ERROR_CODES } from '@shared/auctions/statuses'
import { formatYen } from '@shared/money/money'
import { isApiRequestError } from '@client/app/api-client'
import { Button, Price, cx } from '@client/ui'
import { useExchangeRate } from '@client/features/rates'
import { BidAlertModal, ConfirmBidModal, type BidAlert } from './BidModals'
import { RequestPermissionModal } from './RequestPermissionModal'
import { dateFinishText, usePlaceBid } from './auction-query'
import { digitsOnly, digitsValue } from './bid-input'
import type { BidderState } from './permission-query'
import * as styles from './auctions.css'

type BidFormProps = { live: AuctionLive; url: string; bidder: BidderState }

/** Spec §5 Auction price: digits only, min 0; enabled only signed in, permitted, not busy, not finished; confirmed first. */
export function BidForm({ live, url, bidder }: BidFormProps) {
  const { t } = useLingui()
  const rate = useExchangeRate()
  const [digits, setDigits] = useState('')
  const [confirming, setConfirming] = useState(false)
  const [alert, setAlert] = useState<BidAlert | null>(null)
  const [requestOpen, setRequestOpen] = useState(false)
  const bid = usePlaceBid(live.id)
  const amount = digitsValue(digits)
  const enabled = bidder.signedIn && bidder.permitted && !bid.isPending && !live.ended

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!enabled || amount <= 0) return
    if (amount < live.minimum_bid) {
      setAlert({ variant: 'warning', message: t`Giá đặt phải từ ${formatYen(live.minimum_bid)} trở lên.` })
      return
    }
    setConfirming(true)
  }

  const place = () => {
    if (bidder.userId === undefined) return
    bid.mutate(
      { url, user_id: bidder.userId, price: amount, date_finish: dateFinishText(live.end_time) },
      {
        onSuccess: (answer) => {
          setDigits('')
          setAlert({
            variant: answer.type === 'success' ? 'success' : 'warning',
            message: answer.message || t`Chúng tôi sẽ gửi cập nhật đấu giá tới số điện thoại của bạn`,
          })
        },
        onError: (error) => {
          // Spec §6: the server's "no auction permission" answer opens the request form.
          if (isApiRequestError(error) && error.code === AUCTION_ERROR_CODES.noPermission) {
            bidder.recheck()
            return setRequestOpen(true)
          }
          const serverMessage = isApiRequestError(error) ? error.body?.message : undefined
          setAlert({ variant: 'danger', message: serverMessage ?? t`Tài khoản của bạn không thể đấu giá` })
        },
        onSettled: () => setConfirming(false),
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
            aria-describedby="bid-price-hint"
          />
          <span className={styles.unit} aria-hidden="true">
            ¥
          </span>
          <Button type="submit" disabled={!enabled || amount <= 0} loading={bid.isPending}>
            <Trans>Đặt giá</Trans>
          </Button>
        </div>
        <p id="bid-price-hint" className={styles.hint} data-testid="bid-minimum" data-yen={live.minimum_bid}>
          <Trans>Giá tối thiểu: {formatYen(live.minimum_bid)}.</Trans>{' '}
          <Trans>Giá bạn đặt là giá tối đa bí mật: hệ thống tự trả giá thay bạn, mỗi lần một bước giá, tới mức này.</Trans>
        </p>
      </form>
      <ConfirmBidModal
        open={confirming}
        onOpenChange={setConfirming}
        busy={bid.isPending}
        onConfirm={place}
        summary={
          <p>
            <Trans>Giá tối đa:</Trans> <Price yen={amount} rate={rate} />
          </p>
        }
      />
      <BidAlertModal alert={alert} onClose={() => setAlert(null)} />
      {/* Outside the form: React bubbles a dialog's submit through the portal to the form around it. */}
      <RequestPermissionModal kind="auction" open={requestOpen} onOpenChange={setRequestOpen} />
    </>
  )
}
