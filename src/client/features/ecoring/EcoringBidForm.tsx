import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { EcoringProduct } from '@shared/auctions/contracts'
import { ecoringBidAmount, ecoringStep, ecoringZeroUnits } from '@shared/auctions/ecoring'
import { AUCTION_ERROR_CODES } from '@shared/auctions/statuses'
import { formatYen } from '@shared/money/money'
import { BID_TOAST_MS } from '@shared/ui/constants'
import { isApiRequestError } from '@client/app/api-client'
import { Button, Price, useToast } from '@client/ui'
import { useOnlineStatus } from '@client/ui/use-online-status'
import {
  ConfirmBidModal,
  DeliveryAddressNotice,
  OfflineBidNote,
  PermissionNotice,
  SignInToBid,
  TOP_UP_PATH,
  digitsOnly,
  digitsValue,
  useBidder,
} from '@client/features/auctions'
import { HrefLink } from '@client/app/HrefLink'
import { useExchangeRate } from '@client/features/rates'
import { useEcoringBid } from './ecoring-query'
import * as styles from './ecoring.css'

/**
 * Spec §5: the bid is the entered number times the lot's smallest bid step; the step's zeros follow
 * the input as fixed boxes, then the yen unit. Answers come as a 5-second toast (spec §8, §9).
 */
export function EcoringBidForm({ lot }: { lot: EcoringProduct }) {
  const { t } = useLingui()
  const toast = useToast()
  const rate = useExchangeRate()
  const bidder = useBidder('ecoring')
  const [digits, setDigits] = useState('')
  const [confirming, setConfirming] = useState(false)
  /** The wallet could not hold the last bid's deposit: a link to top up stays under the form. */
  const [topUp, setTopUp] = useState(false)
  const bid = useEcoringBid(lot.id)
  const amount = ecoringBidAmount(digitsValue(digits), lot.bid_step_unit)
  const step = ecoringStep(lot.bid_step_unit)
  const zeros = ecoringZeroUnits(lot.bid_step_unit)
  const multiplier = step / 10 ** zeros
  const online = useOnlineStatus()
  const offlineNote = online ? undefined : 'ecoring-bid-offline'
  const enabled = bidder.signedIn && bidder.permitted && !bid.isPending && online

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (enabled && amount > 0) setConfirming(true)
  }
  const place = () => {
    if (bidder.userId === undefined) return
    bid.mutate(
      { item: lot.id, bid_price: amount, user_id: bidder.userId, device_token: '' },
      {
        onSuccess: (answer) => {
          setDigits('')
          toast.show(answer.message || t`Đấu giá thành công`, { variant: 'success', durationMs: BID_TOAST_MS })
        },
        onError: (error) => {
          // The permission was withdrawn meanwhile: the notice with Register now comes back.
          if (isApiRequestError(error) && error.code === AUCTION_ERROR_CODES.ecoringNoPermission) bidder.recheck()
          const message = isApiRequestError(error) && error.status > 0 ? error.message : t`Tài khoản của bạn không thể đấu giá`
          setTopUp(isApiRequestError(error) && error.code === AUCTION_ERROR_CODES.depositShort)
          toast.show(message, { variant: 'danger', durationMs: BID_TOAST_MS })
        },
        onSettled: () => setConfirming(false),
      },
    )
  }

  return (
    <section className={styles.section} aria-labelledby="ecoring-bid-title">
      <h2 id="ecoring-bid-title" className={styles.sectionTitle}>
        <Trans>Đặt giá</Trans>
      </h2>
      {bidder.signedOut && <SignInToBid />}
      {bidder.signedIn && !bidder.checking && !bidder.permitted && <PermissionNotice kind="ecoring" />}
      {bidder.signedIn && <DeliveryAddressNotice />}
      <form className={styles.section} onSubmit={submit} data-testid="ecoring-bid-form" noValidate>
        <label htmlFor="ecoring-bid" className={styles.factLabel}>
          <Trans>Số tiền (bước giá {formatYen(step)})</Trans>
        </label>
        <div className={styles.bidRow}>
          <input
            id="ecoring-bid"
            className={styles.bidInput}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            value={digits}
            onChange={(event) => setDigits(digitsOnly(event.target.value))}
            disabled={!enabled}
            aria-describedby={offlineNote ? `${offlineNote} ecoring-bid-amount` : 'ecoring-bid-amount'}
          />
          {multiplier > 1 && <span className={styles.unit}>× {multiplier}</span>}
          {Array.from({ length: zeros }, (_, index) => (
            <span key={index} className={styles.zeroBox} aria-hidden="true" data-testid="ecoring-zero-unit">
              0
            </span>
          ))}
          <span className={styles.unit}>
            <Trans>JPY</Trans>
          </span>
        </div>
        <p id="ecoring-bid-amount" className={styles.note} data-testid="ecoring-bid-amount" data-yen={amount}>
          <Trans>Giá đặt:</Trans> <Price yen={amount} rate={rate} />
        </p>
        <Button type="submit" disabled={!enabled || amount <= 0} loading={bid.isPending} aria-describedby={offlineNote}>
          <Trans>Đấu giá ngay</Trans>
        </Button>
        {offlineNote && <OfflineBidNote id={offlineNote} />}
      </form>
      {topUp && (
        <HrefLink href={TOP_UP_PATH}>
          <Trans>Nạp tiền</Trans>
        </HrefLink>
      )}
      <ConfirmBidModal
        open={confirming}
        onOpenChange={setConfirming}
        busy={bid.isPending}
        onConfirm={place}
        summary={
          <p>
            <Trans>Giá đặt:</Trans> <Price yen={amount} rate={rate} />
          </p>
        }
      />
    </section>
  )
}
