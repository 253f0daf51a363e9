import { useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatYen } from '@shared/money/money'
import { Alert, Button } from '@client/ui'
import * as form from '@client/ui/form.css'
import * as styles from './admin.css'
import { bidLimitQueryOptions, useSetBidLimit } from './permissions-query'

/**
 * A customer's bidding limit: the most yen one bid or snipe of theirs may name (empty: no limit
 * beyond the deposit their wallet can hold). Saving shows the old → new limit; the write is audited.
 */
export function BidLimitControl({ customerId }: { customerId: number }) {
  const { t } = useLingui()
  const limit = useQuery(bidLimitQueryOptions(customerId))
  const save = useSetBidLimit(customerId)
  const [digits, setDigits] = useState('')
  const current = limit.data?.max_yen ?? null
  const next = digits.trim() === '' ? null : Number(digits)
  const shown = (value: number | null) => (value === null ? t`Không giới hạn` : formatYen(value))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (next !== null && !Number.isSafeInteger(next)) return
    if (next === current) return
    if (!window.confirm(t`Hạn mức đấu giá: ${shown(current)} → ${shown(next)}?`)) return
    save.mutate(next, { onSuccess: () => setDigits('') })
  }
  const id = `bid-limit-${customerId}`
  return (
    <form className={styles.row} onSubmit={submit} data-testid="admin-bid-limit">
      <label htmlFor={id} className={styles.muted}>
        <Trans>Hạn mức mỗi lần đặt giá (¥), hiện tại: {shown(current)}</Trans>
      </label>
      <input
        id={id}
        className={form.control}
        inputMode="numeric"
        pattern="[0-9]*"
        value={digits}
        placeholder={t`Để trống: không giới hạn`}
        onChange={(event) => setDigits(event.target.value.replace(/\D/g, ''))}
      />
      <Button type="submit" variant="outline" loading={save.isPending} disabled={limit.isPending || next === current}>
        <Trans>Lưu hạn mức</Trans>
      </Button>
      {save.isError && <Alert variant="danger">{save.error.message}</Alert>}
    </form>
  )
}
