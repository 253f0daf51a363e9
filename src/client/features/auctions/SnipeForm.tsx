import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Snipe } from '@shared/auctions/contracts'
import { AUCTION_ERROR_CODES, SNIPE_LEAD_CHOICES, SNIPE_LEAD_MAX_SECONDS, SNIPE_LEAD_MIN_SECONDS } from '@shared/auctions/statuses'
import { formatYen } from '@shared/money/money'
import { isApiRequestError } from '@client/app/api-client'
import { HrefLink } from '@client/app/HrefLink'
import { Alert, Button } from '@client/ui'
import { useOnlineStatus } from '@client/ui/use-online-status'
import { OfflineBidNote, describedBy } from './OfflineBidNote'
import { digitsOnly, digitsValue } from './bid-input'
import { formatDateTimeSeconds as formatDateTime } from '@shared/time'
import type { BidderState } from './permission-query'
import { useSnipeFailureReason } from './bid-log-labels'
import { TOP_UP_PATH } from './BidModals'
import { useCancelSnipe, useChangeSnipe, useCreateSnipe } from './snipe-query'
import * as styles from './auctions.css'

type SnipeFormProps = {
  auctionId: string
  url: string
  bidder: BidderState
  snipe: Snipe | null
  minimumBid: number
  /** The lot moves its end on a late price rise: the snipe's time moves with it. */
  autoExtension: boolean
}

const CUSTOM = 'custom'

/**
 * A snipe: a maximum placed by the server a few minutes (or seconds) before the end. It can be changed
 * or cancelled until it is placed; auto-extension may move the end after a last-minute bid.
 */
export function SnipeForm({ auctionId, url, bidder, snipe, minimumBid, autoExtension }: SnipeFormProps) {
  const scheduled = snipe?.status === 'scheduled' ? snipe : null
  const [editing, setEditing] = useState(false)
  return (
    <section className={styles.form} aria-labelledby="snipe-title" data-testid="snipe-section">
      <h3 id="snipe-title" className={styles.label}>
        <Trans>Đặt giá phút chót (snipe)</Trans>
      </h3>
      <p className={styles.hint}>
        <Trans>Hệ thống sẽ đặt giá tối đa của bạn ngay trước khi kết thúc.</Trans>
      </p>
      {snipe && !scheduled && <SnipeOutcome snipe={snipe} />}
      {scheduled && !editing ? (
        <ScheduledSnipe auctionId={auctionId} snipe={scheduled} bidder={bidder} onChange={() => setEditing(true)} />
      ) : (
        <SnipeEditor
          auctionId={auctionId}
          url={url}
          bidder={bidder}
          snipe={scheduled}
          minimumBid={minimumBid}
          autoExtension={autoExtension}
          onDone={() => setEditing(false)}
        />
      )}
    </section>
  )
}

function ScheduledSnipe({
  auctionId,
  snipe,
  bidder,
  onChange,
}: {
  auctionId: string
  snipe: Snipe
  bidder: BidderState
  onChange: () => void
}) {
  const cancel = useCancelSnipe(auctionId)
  const online = useOnlineStatus()
  const offlineNote = online ? undefined : 'snipe-scheduled-offline'
  const price = formatYen(snipe.max_price)
  const at = formatDateTime(snipe.place_at)
  return (
    <div className={styles.form} data-testid="snipe-scheduled">
      <p className={styles.leader.me}>
        <Trans>
          Đã lên lịch: giá tối đa {price}, đặt lúc {at}.
        </Trans>
      </p>
      <div className={styles.actions}>
        <Button variant="outline" onClick={onChange} disabled={!bidder.permitted || !online} aria-describedby={offlineNote}>
          <Trans>Thay đổi</Trans>
        </Button>
        <Button
          variant="danger"
          onClick={() => cancel.mutate(snipe.id)}
          loading={cancel.isPending}
          disabled={!online}
          aria-describedby={offlineNote}
        >
          <Trans>Hủy đặt giá phút chót</Trans>
        </Button>
      </div>
      {offlineNote && <OfflineBidNote id={offlineNote} />}
    </div>
  )
}

function SnipeOutcome({ snipe }: { snipe: Snipe }) {
  const reason = useSnipeFailureReason()
  if (snipe.status === 'placed')
    return (
      <Alert variant="success">
        <Trans>Giá phút chót đã được đặt.</Trans>
      </Alert>
    )
  if (snipe.status === 'failed')
    return (
      <Alert variant="danger">
        <Trans>Đặt giá phút chót thất bại:</Trans> {reason(snipe.failure_reason)}
      </Alert>
    )
  return null
}

type SnipeEditorProps = {
  auctionId: string
  url: string
  bidder: BidderState
  snipe: Snipe | null
  minimumBid: number
  autoExtension: boolean
  onDone: () => void
}

function SnipeEditor({ auctionId, url, bidder, snipe, minimumBid, autoExtension, onDone }: SnipeEditorProps) {
  const { t } = useLingui()
  const [digits, setDigits] = useState(snipe ? String(snipe.max_price) : '')
  const initialLead = snipe?.lead_seconds ?? SNIPE_LEAD_CHOICES[0]
  const [lead, setLead] = useState<string>(SNIPE_LEAD_CHOICES.some((choice) => choice === initialLead) ? String(initialLead) : CUSTOM)
  const [customSeconds, setCustomSeconds] = useState(String(initialLead))
  const [error, setError] = useState<string | null>(null)
  const [topUp, setTopUp] = useState(false)
  const create = useCreateSnipe(auctionId)
  const change = useChangeSnipe(auctionId)
  const busy = create.isPending || change.isPending
  const online = useOnlineStatus()
  const offlineNote = online ? undefined : 'snipe-offline'
  const enabled = bidder.signedIn && bidder.permitted && !busy && online
  const leadSeconds = lead === CUSTOM ? digitsValue(customSeconds) : Number(lead)
  const maxPrice = digitsValue(digits)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!enabled || maxPrice <= 0) return
    if (leadSeconds < SNIPE_LEAD_MIN_SECONDS || leadSeconds > SNIPE_LEAD_MAX_SECONDS) {
      setError(t`Số giây phải từ ${SNIPE_LEAD_MIN_SECONDS} đến ${SNIPE_LEAD_MAX_SECONDS}.`)
      return
    }
    setError(null)
    const done = {
      onSuccess: onDone,
      onError: (failure: Error) => {
        setError(isApiRequestError(failure) ? failure.message : t`Có lỗi xảy ra`)
        setTopUp(isApiRequestError(failure) && failure.code === AUCTION_ERROR_CODES.depositShort)
      },
    }
    if (snipe) change.mutate({ id: snipe.id, max_price: maxPrice, lead_seconds: leadSeconds }, done)
    else create.mutate({ url, max_price: maxPrice, lead_seconds: leadSeconds }, done)
  }

  const minutes = (seconds: number) => seconds / 60
  return (
    <form className={styles.form} onSubmit={submit} data-testid="snipe-form" noValidate>
      <label htmlFor="snipe-price" className={styles.label}>
        <Trans>Giá tối đa đặt phút chót (¥)</Trans>
      </label>
      <input
        id="snipe-price"
        className={styles.input}
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        value={digits}
        onChange={(event) => setDigits(digitsOnly(event.target.value))}
        disabled={!enabled}
        aria-describedby={describedBy(offlineNote, 'snipe-price-hint')}
      />
      <p id="snipe-price-hint" className={styles.hint}>
        <Trans>Giá tối thiểu hiện tại: {formatYen(minimumBid)}.</Trans>
      </p>
      <fieldset className={styles.choices} disabled={!enabled}>
        <legend className={styles.label}>
          <Trans>Đặt trước khi kết thúc</Trans>
        </legend>
        {SNIPE_LEAD_CHOICES.map((choice) => (
          <label key={choice} className={styles.choice}>
            <input
              type="radio"
              name="snipe-lead"
              value={choice}
              checked={lead === String(choice)}
              onChange={() => setLead(String(choice))}
            />
            <Trans>{minutes(choice)} phút</Trans>
          </label>
        ))}
        <label className={styles.choice}>
          <input type="radio" name="snipe-lead" value={CUSTOM} checked={lead === CUSTOM} onChange={() => setLead(CUSTOM)} />
          <Trans>Tự chọn</Trans>
        </label>
        <p className={styles.hint}>
          {autoExtension ? (
            <Trans>
              Tự động gia hạn: giá tăng trong 5 phút cuối thì giờ kết thúc và giờ đặt cùng lùi 5 phút, nên giá phút chót vẫn có thể bị vượt.
            </Trans>
          ) : (
            <Trans>Không gia hạn: giá được đặt đúng thời điểm đã chọn.</Trans>
          )}
        </p>
      </fieldset>
      {lead === CUSTOM && (
        <>
          <label htmlFor="snipe-seconds" className={styles.label}>
            <Trans>Số giây trước khi kết thúc</Trans>
          </label>
          <input
            id="snipe-seconds"
            className={styles.input}
            inputMode="numeric"
            pattern="[0-9]*"
            value={customSeconds}
            onChange={(event) => setCustomSeconds(digitsOnly(event.target.value))}
            disabled={!enabled}
          />
        </>
      )}
      {error && <Alert variant="danger">{error}</Alert>}
      {error && topUp && (
        <HrefLink href={TOP_UP_PATH}>
          <Trans>Nạp tiền</Trans>
        </HrefLink>
      )}
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" disabled={!enabled || maxPrice <= 0} loading={busy} aria-describedby={offlineNote}>
          {snipe ? <Trans>Lưu thay đổi</Trans> : <Trans>Lên lịch đặt giá</Trans>}
        </Button>
        {snipe && (
          <Button variant="ghost" onClick={onDone}>
            <Trans>Hủy</Trans>
          </Button>
        )}
      </div>
      {offlineNote && <OfflineBidNote id={offlineNote} />}
    </form>
  )
}
