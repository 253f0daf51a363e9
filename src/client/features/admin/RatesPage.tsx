import { useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { RATE_MAX, RATE_MIN, type RateDay } from '@shared/contracts/admin/rates'
import { formatRate } from '@shared/money/numbers'
import { RATE_MAX_DAYS_AHEAD, daysAhead, rateDeviationPercent, rateNeedsConfirmation } from '@shared/money/rate-rules'
import { isApiRequestError } from '@client/app/api-client'
import { usePageTitle } from '@client/app/use-page-title'
import { Alert, Button, Card, FormField, Spinner, useToast } from '@client/ui'
import * as form from '@client/ui/form.css'
import { ConfirmChanges } from './MoneyInput'
import { RateChart } from './RateChart'
import * as styles from './admin.css'
import { rateHistoryQueryOptions, rateProposalQueryOptions, useSetRate } from './rates-query'
import * as rateStyles from './rates.css'

const today = () => new Date().toISOString().slice(0, 10)

/** /admin/rates: today's JPY → VND rate, set by staff; the scheduled ones; the last 60 days as a chart. */
export function RatesPage() {
  const { t } = useLingui()
  usePageTitle(t`Tỉ giá`)
  const history = useQuery(rateHistoryQueryOptions())
  const past = history.data?.filter((day) => !day.scheduled) ?? []
  const scheduled = history.data?.filter((day) => day.scheduled) ?? []
  const latest = past.at(-1)
  return (
    <section className={form.page} aria-labelledby="rates-title">
      <h1 id="rates-title" className={form.title}>
        <Trans>Tỉ giá hôm nay</Trans>
      </h1>
      <Card className={styles.stack}>
        {latest && (
          <p className={rateStyles.current} data-testid="admin-current-rate">
            <Trans>
              1 ¥ = {latest.rate} đ <span className={styles.muted}>({latest.effective_on})</span>
            </Trans>
          </p>
        )}
        <SetRateForm days={history.data ?? []} />
      </Card>
      {scheduled.length > 0 && (
        <Card>
          <h2 className={form.sectionTitle} id="rates-scheduled">
            <Trans>Đã lên lịch</Trans>
          </h2>
          <ul aria-labelledby="rates-scheduled" data-testid="admin-scheduled-rates">
            {scheduled.map((day) => (
              <li key={day.effective_on}>
                <Trans>
                  Từ {day.effective_on}: 1 ¥ = {formatRate(day.rate)} đ
                </Trans>
              </li>
            ))}
          </ul>
        </Card>
      )}
      <Card>
        <h2 className={form.sectionTitle}>
          <Trans>60 ngày gần nhất</Trans>
        </h2>
        {history.isPending ? (
          <Spinner />
        ) : history.isError ? (
          <Alert variant="danger">{history.error.message}</Alert>
        ) : (
          <RateChart days={past} />
        )}
      </Card>
    </section>
  )
}

/** The rate that would be in force on `day` without a new one: the latest set on or before it. */
const rateInForce = (days: readonly RateDay[], day: string) => days.filter((entry) => entry.effective_on <= day).at(-1) ?? null

function SetRateForm({ days }: { days: readonly RateDay[] }) {
  const { t } = useLingui()
  const toast = useToast()
  const setRate = useSetRate()
  const [rate, setRateText] = useState('')
  const [day, setDay] = useState(today)
  /** A rate more than 5 % away from the rate in force, waiting for staff to confirm it. */
  const [pending, setPending] = useState<{ current: number; next: number } | null>(null)
  const errors = isApiRequestError(setRate.error) ? (setRate.error.body?.errors ?? {}) : {}
  const tooFar = daysAhead(day, today()) > RATE_MAX_DAYS_AHEAD

  const save = (next: number, confirmDeviation: boolean) => {
    setRate.mutate(
      { rate: next, effective_on: day, ...(confirmDeviation ? { confirm_deviation: true } : {}) },
      {
        onSuccess: (saved) => {
          toast.show(t`Đã đặt tỉ giá ${saved.rate} cho ngày ${saved.effective_on}`, { variant: 'success' })
          setRateText('')
          setPending(null)
        },
      },
    )
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const next = Number(rate.trim().replace(',', '.'))
    const current = rateInForce(days, day)?.rate ?? null
    if (current !== null && rateNeedsConfirmation(current, next)) {
      setPending({ current, next })
      return
    }
    save(next, false)
  }

  return (
    <form className={form.form} onSubmit={submit} data-testid="rate-form">
      <div className={form.grid}>
        <FormField label={t`Tỉ giá (đ cho 1 ¥)`} errors={errors.rate} required hint={t`Từ ${RATE_MIN} đến ${RATE_MAX}`}>
          {(control) => (
            <input
              {...control}
              className={form.control}
              name="rate"
              inputMode="decimal"
              value={rate}
              onChange={(event) => {
                setRateText(event.target.value)
                setPending(null)
              }}
              required
            />
          )}
        </FormField>
        <FormField
          label={t`Áp dụng từ ngày`}
          errors={tooFar ? [t`Tối đa ${RATE_MAX_DAYS_AHEAD} ngày sau hôm nay.`] : errors.effective_on}
          hint={t`Tỉ giá của một ngày sau hôm nay được lên lịch (tối đa ${RATE_MAX_DAYS_AHEAD} ngày).`}
        >
          {(control) => (
            <input
              {...control}
              className={form.control}
              type="date"
              name="effective_on"
              value={day}
              onChange={(event) => {
                setDay(event.target.value)
                setPending(null)
              }}
            />
          )}
        </FormField>
      </div>
      <FeedProposal onUse={setRateText} />
      {setRate.isError && !errors.rate && !errors.effective_on && <Alert variant="danger">{setRate.error.message}</Alert>}
      {pending ? (
        <ConfirmChanges
          changes={[{ label: t`Tỉ giá (đ cho 1 ¥)`, before: String(pending.current), after: String(pending.next) }]}
          busy={setRate.isPending}
          onCancel={() => setPending(null)}
          onConfirm={() => save(pending.next, true)}
        >
          <Alert variant="warning">
            <Trans>
              Tỉ giá mới lệch {rateDeviationPercent(pending.current, pending.next)}% so với tỉ giá đang áp dụng (hơn 5%). Mọi đơn mới sẽ
              được tính theo tỉ giá này: hãy kiểm tra dấu thập phân.
            </Trans>
          </Alert>
        </ConfirmChanges>
      ) : (
        <div className={form.actions}>
          <Button type="submit" loading={setRate.isPending} disabled={!rate.trim() || tooFar}>
            <Trans>Lưu tỉ giá</Trans>
          </Button>
        </div>
      )}
    </form>
  )
}

/** The configured bank feed's rate for today, which staff may take into the form (nothing when no feed answers). */
function FeedProposal({ onUse }: { onUse: (rate: string) => void }) {
  const proposal = useQuery(rateProposalQueryOptions()).data
  if (!proposal) return null
  const { rate, source } = proposal
  return (
    <p className={styles.muted} data-testid="rate-proposal">
      <Trans>
        {source} đề xuất hôm nay: 1 ¥ = {rate} đ
      </Trans>{' '}
      <Button type="button" variant="outline" size="sm" onClick={() => onUse(String(rate))}>
        <Trans>Dùng tỉ giá này</Trans>
      </Button>
    </p>
  )
}
