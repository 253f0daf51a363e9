import { useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatDong } from '@shared/money/money'
import { isApiRequestError } from '@client/app/api-client'
import { usePageTitle } from '@client/app/use-page-title'
import { Alert, Button, Card, FormField, OfflineUnavailable, Skeleton, isOfflineGap } from '@client/ui'
import { InvitationCodeCard } from '@client/features/account'
import * as form from '@client/ui/form.css'
import { invitationStatusQueryOptions, useRedeemInvitation } from './invitation-query'
import * as styles from './invitation.css'

/** /customer/gift: share my code, see my reward, enter someone else's code. */
export function InvitationPage() {
  const { t } = useLingui()
  usePageTitle(t`Mã giới thiệu`)
  const status = useQuery(invitationStatusQueryOptions())
  const offlineGap = isOfflineGap(status)

  return (
    <section className={form.page} aria-labelledby="invitation-title">
      <h1 id="invitation-title" className={form.title}>
        <Trans>Mã giới thiệu</Trans>
      </h1>
      <Card className={styles.rewards}>
        {offlineGap ? (
          <OfflineUnavailable />
        ) : status.isPending ? (
          <Skeleton height="4rem" />
        ) : status.isError ? (
          <Alert variant="danger">{status.error.message}</Alert>
        ) : (
          <>
            <InvitationCodeCard code={status.data.code} />
            <RewardSummary
              codes={status.data.credit.activated_codes}
              amount={status.data.credit.amount}
              perCode={status.data.reward_per_code}
            />
          </>
        )}
      </Card>
      <Card>
        <RedeemForm redeemedCode={status.data?.redeemed?.code} />
      </Card>
    </section>
  )
}

function RewardSummary({ codes, amount, perCode }: { codes: number; amount: number; perCode: number }) {
  const reward = formatDong(perCode)
  const total = formatDong(amount)
  return (
    <>
      <p className={form.hint}>
        <Trans>Mỗi người nhập mã của bạn giúp bạn được giảm {reward} phí vận chuyển cho đơn hàng tiếp theo.</Trans>
      </p>
      <p className={form.hint} data-testid="invitation-activated" data-count={codes}>
        <Trans>Số mã đã được kích hoạt: {codes}</Trans>
      </p>
      <p className={styles.figure} data-testid="invitation-credit" data-amount={amount}>
        <Trans>Giảm phí vận chuyển đơn tiếp theo: {total}</Trans>
      </p>
    </>
  )
}

function RedeemForm({ redeemedCode }: { redeemedCode?: string }) {
  const [code, setCode] = useState('')
  const redeem = useRedeemInvitation()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!code.trim()) return
    redeem.mutate(code.trim(), { onSuccess: () => setCode('') })
  }

  return (
    <form className={form.form} onSubmit={submit} data-testid="invitation-form">
      <h2 className={form.sectionTitle}>
        <Trans>Nhập mã giới thiệu</Trans>
      </h2>
      {redeemedCode && (
        <Alert variant="info">
          <Trans>Bạn đã nhập mã giới thiệu {redeemedCode}.</Trans>
        </Alert>
      )}
      {redeem.isSuccess && (
        <Alert variant="success">
          <Trans>Đã kích hoạt mã giới thiệu.</Trans>
        </Alert>
      )}
      {/* One code per account: once it has entered one, there is nothing more to enter. */}
      {!redeemedCode && <CodeEntry code={code} onCodeChange={setCode} busy={redeem.isPending} failure={redeem.error} />}
    </form>
  )
}

type CodeEntryProps = { code: string; onCodeChange: (code: string) => void; busy: boolean; failure: Error | null }

function CodeEntry({ code, onCodeChange, busy, failure }: CodeEntryProps) {
  const { t } = useLingui()
  const serverDetail = isApiRequestError(failure) && failure.code !== 'invitationCodeInvalid' ? failure.message : null
  return (
    <>
      <div className={styles.row}>
        <div className={styles.grow}>
          <FormField label={t`Mã giới thiệu của người giới thiệu`} required>
            {(control) => (
              <input
                {...control}
                className={form.control}
                value={code}
                inputMode="numeric"
                autoComplete="off"
                required
                onChange={(event) => onCodeChange(event.target.value)}
                data-testid="invitation-input"
              />
            )}
          </FormField>
        </div>
        <Button type="submit" loading={busy} disabled={!code.trim()}>
          <Trans>Xác nhận</Trans>
        </Button>
      </div>
      {failure && (
        <Alert variant="danger">
          <span>
            {isApiRequestError(failure) && failure.status >= 400 && failure.status < 500 ? (
              <Trans>Xin lỗi, mã giới thiệu này không hợp lệ</Trans>
            ) : (
              failure.message
            )}
          </span>
          {serverDetail && <span> — {serverDetail}</span>}
        </Alert>
      )}
    </>
  )
}
