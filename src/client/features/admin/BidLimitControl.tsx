import { useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatYen } from '@shared/money/money'
import { Alert, Button } from '@client/ui'
import * as styles from './admin.css'
import { MoneyField, moneyValue } from './MoneyInput'
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
  const empty = digits.trim() === ''
  const next = empty ? null : moneyValue(digits)
  const refused = !empty && next === null
  const shown = (value: number | null) => (value === null ? t`Không giới hạn` : formatYen(value))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (refused || next === current) return
    if (!window.confirm(t`Hạn mức đấu giá: ${shown(current)} → ${shown(next)}?`)) return
    save.mutate(next, { onSuccess: () => setDigits('') })
  }
  const id = `bid-limit-${customerId}`
  return (
    <form className={styles.row} onSubmit={submit} data-testid="admin-bid-limit">
      <MoneyField
        label={<Trans>Hạn mức mỗi lần đặt giá (¥), hiện tại: {shown(current)}</Trans>}
        currency="JPY"
        name={id}
        placeholder={t`Để trống: không giới hạn`}
        value={digits}
        onChange={setDigits}
      />
      <Button type="submit" variant="outline" loading={save.isPending} disabled={limit.isPending || refused || next === current}>
        <Trans>Lưu hạn mức</Trans>
      </Button>
      {save.isError && <Alert variant="danger">{save.error.message}</Alert>}
    </form>
  )
}
