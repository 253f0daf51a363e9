import { useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { RATE_MAX, RATE_MIN } from '@shared/contracts/admin/rates'
import { isApiRequestError } from '@client/app/api-client'
import { usePageTitle } from '@client/app/use-page-title'
import { Alert, Button, Card, FormField, Spinner, useToast } from '@client/ui'
import * as form from '@client/ui/form.css'
import { RateChart } from './RateChart'
import * as styles from './admin.css'
import { rateHistoryQueryOptions, rateProposalQueryOptions, useSetRate } from './rates-query'
import * as rateStyles from './rates.css'

const today = () => new Date().toISOString().slice(0, 10)

/** /admin/rates: today's JPY → VND rate, set by staff; the last 60 days as a chart. */
export function RatesPage() {
  const { t } = useLingui()
  usePageTitle(t`Tỉ giá`)
  const history = useQuery(rateHistoryQueryOptions())
  const latest = history.data?.at(-1)
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
        <SetRateForm />
      </Card>
      <Card>
        <h2 className={form.sectionTitle}>
          <Trans>60 ngày gần nhất</Trans>
        </h2>
        {history.isPending ? (
          <Spinner />
        ) : history.isError ? (
          <Alert variant="danger">{history.error.message}</Alert>
        ) : (
          <RateChart days={history.data} />
        )}
      </Card>
    </section>
  )
}

function SetRateForm() {
  const { t } = useLingui()
  const toast = useToast()
  const setRate = useSetRate()
  const [rate, setRateText] = useState('')
  const [day, setDay] = useState(today)
  const errors = isApiRequestError(setRate.error) ? (setRate.error.body?.errors ?? {}) : {}

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setRate.mutate(
      { rate: Number(rate.replace(',', '.')), effective_on: day },
      {
        onSuccess: (saved) => {
          toast.show(t`Đã đặt tỉ giá ${saved.rate} cho ngày ${saved.effective_on}`, { variant: 'success' })
          setRateText('')
        },
      },
    )
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
              onChange={(event) => setRateText(event.target.value)}
              required
            />
          )}
        </FormField>
        <FormField label={t`Áp dụng từ ngày`} errors={errors.effective_on}>
          {(control) => (
            <input
              {...control}
              className={form.control}
              type="date"
              name="effective_on"
              value={day}
              onChange={(event) => setDay(event.target.value)}
            />
          )}
        </FormField>
      </div>
      <FeedProposal onUse={setRateText} />
      {setRate.isError && !errors.rate && <Alert variant="danger">{setRate.error.message}</Alert>}
      <div className={form.actions}>
        <Button type="submit" loading={setRate.isPending} disabled={!rate.trim()}>
          <Trans>Lưu tỉ giá</Trans>
        </Button>
      </div>
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
