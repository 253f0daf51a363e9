import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { BulkTransitionResult } from '@shared/contracts/admin/orders'
import { orderCode } from '@shared/contracts/order'
import { ORDER_STATUS } from '@shared/orders/statuses'
import { mayMoveOrderTo } from '@shared/staff/roles'
import { useOrderStatusLabel } from '@client/features/orders'
import { Alert, Button } from '@client/ui'
import * as form from '@client/ui/form.css'
import * as styles from './admin.css'
import { useBulkTransition } from './bulk-query'
import { useStaffRoles } from './staff-access'

/** Targets that refund to the wallet (reason told to the customer, required as for one order). */
const REFUND_TARGETS: readonly number[] = [ORDER_STATUS.Cancelled, ORDER_STATUS.OutOfStock]
/** Targets that take money from the wallet: confirmed; Paid takes a reason to override what the wallet cannot cover. */
const MONEY_TARGETS: readonly number[] = [...REFUND_TARGETS, ORDER_STATUS.Paid, ORDER_STATUS.Debited]

/** The selected orders: id → the status they were seen in. */
export type Selection = ReadonlyMap<number, number>

/**
 * The bar under the order list once orders are selected: a target status (those the member's roles may
 * move to), then a confirmation showing each old → new and the count, then the server's summary (what moved,
 * what was refused and why). Each order moves as one move would (state machine, role, money rules).
 */
export function BulkMoves({ selection, onDone }: { selection: Selection; onDone: () => void }) {
  const { t } = useLingui()
  const label = useOrderStatusLabel()
  const roles = useStaffRoles()
  const move = useBulkTransition()
  const [target, setTarget] = useState<number | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [reason, setReason] = useState('')
  const [summary, setSummary] = useState<BulkTransitionResult | null>(null)
  const targets = Object.values(ORDER_STATUS).filter((id) => mayMoveOrderTo(roles, id))
  const count = selection.size

  if (summary) return <BulkSummary summary={summary} onClose={() => setSummary(null)} />
  if (count === 0) return null

  const refund = target !== null && REFUND_TARGETS.includes(target)
  const money = target !== null && MONEY_TARGETS.includes(target)
  const groups = new Map<number, number>()
  for (const from of selection.values()) groups.set(from, (groups.get(from) ?? 0) + 1)
  const reset = () => {
    setConfirming(false)
    setReason('')
  }
  const submit = () => {
    if (target === null) return
    move.mutate(
      { order_ids: [...selection.keys()], to_status_id: target, ...(reason.trim() ? { reason: reason.trim() } : {}) },
      {
        onSuccess: (result) => {
          setSummary(result)
          reset()
          setTarget(null)
          onDone()
        },
      },
    )
  }

  if (confirming && target !== null) {
    const status = label(target)
    return (
      <div className={styles.stack} role="group" aria-label={t`Xác nhận chuyển trạng thái`}>
        <p>
          <Trans>
            Chuyển {count} đơn hàng sang {status}?
          </Trans>
        </p>
        <ul className={styles.changes} aria-label={t`Thay đổi`}>
          {[...groups].map(([from, howMany]) => (
            <li key={from}>
              {howMany} × {label(from)} → {status}
            </li>
          ))}
        </ul>
        {money && (
          <Alert variant="warning">
            {refund ? (
              <Trans>Tiền đã trả của mỗi đơn được hoàn vào ví khách; khách được báo kèm lý do.</Trans>
            ) : target === ORDER_STATUS.Paid ? (
              <Trans>Số còn thiếu của mỗi đơn được trừ từ ví khách; đơn nào ví không đủ chỉ chuyển khi có lý do.</Trans>
            ) : (
              <Trans>Phí vận chuyển thực tế của mỗi đơn được trừ từ ví khách.</Trans>
            )}
          </Alert>
        )}
        {(refund || target === ORDER_STATUS.Paid) && (
          <label className={form.field}>
            <span className={form.label}>{refund ? <Trans>Lý do (gửi cho khách)</Trans> : <Trans>Lý do (nếu ví không đủ)</Trans>}</span>
            <input className={form.control} value={reason} onChange={(event) => setReason(event.target.value)} maxLength={500} />
          </label>
        )}
        <div className={styles.row}>
          <Button loading={move.isPending} disabled={refund && !reason.trim()} onClick={submit}>
            <Trans>Xác nhận</Trans>
          </Button>
          <Button variant="outline" disabled={move.isPending} onClick={reset}>
            <Trans>Hủy</Trans>
          </Button>
        </div>
        {move.isError && <Alert variant="danger">{move.error.message}</Alert>}
      </div>
    )
  }

  return (
    <div className={styles.row} role="group" aria-label={t`Thao tác hàng loạt`}>
      <span>
        <Trans>Đã chọn {count} đơn</Trans>
      </span>
      <label className={form.field}>
        <span className={form.label}>
          <Trans>Chuyển sang trạng thái</Trans>
        </span>
        <select
          className={form.control}
          value={target ?? ''}
          onChange={(event) => setTarget(event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">{t`Chọn trạng thái`}</option>
          {targets.map((id) => (
            <option key={id} value={id}>
              {label(id)}
            </option>
          ))}
        </select>
      </label>
      <Button disabled={target === null} onClick={() => setConfirming(true)}>
        <Trans>Chuyển trạng thái</Trans>
      </Button>
    </div>
  )
}

function BulkSummary({ summary, onClose }: { summary: BulkTransitionResult; onClose: () => void }) {
  const { t } = useLingui()
  const moved = summary.moved.length
  const refused = summary.refused.length
  return (
    <section className={styles.stack} aria-label={t`Kết quả chuyển trạng thái`} aria-live="polite">
      <Alert variant={refused === 0 ? 'success' : 'warning'}>
        <Trans>
          Đã chuyển {moved} đơn · bị từ chối {refused} đơn
        </Trans>
      </Alert>
      {refused > 0 && (
        <ul className={styles.changes} aria-label={t`Đơn bị từ chối`}>
          {summary.refused.map((entry) => (
            <li key={entry.id}>
              <strong>{orderCode(entry.id)}</strong>: {entry.message}
            </li>
          ))}
        </ul>
      )}
      <div className={styles.row}>
        <Button variant="outline" onClick={onClose}>
          <Trans>Đóng</Trans>
        </Button>
      </div>
    </section>
  )
}
