import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { daysInRange, EXPORT_MAX_DAYS, type ExportKind } from '@shared/contracts/admin/exports'
import { Alert, Button } from '@client/ui'
import * as form from '@client/ui/form.css'
import * as styles from './admin.css'
import { downloadExport } from './bulk-query'

const vietnamDay = (at: number) => new Date(at + 7 * 3_600_000).toISOString().slice(0, 10)

/**
 * A date range (Vietnam days, at most EXPORT_MAX_DAYS) and a download button per export: the CSV
 * (UTF-8 with BOM, opens in Excel with Vietnamese intact) comes with the member's token, as a file.
 */
export function ExportControls({
  kinds,
  defaultFrom,
  defaultTo,
}: {
  kinds: readonly ExportKind[]
  defaultFrom?: string
  defaultTo?: string
}) {
  const { t } = useLingui()
  const [from, setFrom] = useState(defaultFrom ?? vietnamDay(Date.now() - 29 * 86_400_000))
  const [to, setTo] = useState(defaultTo ?? vietnamDay(Date.now()))
  const [busy, setBusy] = useState<ExportKind | null>(null)
  const [error, setError] = useState<string | null>(null)
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to)
  const days = valid ? daysInRange(from, to) : 0
  const rangeError = !valid
    ? null
    : days < 1
      ? t`Ngày kết thúc phải sau ngày bắt đầu.`
      : days > EXPORT_MAX_DAYS
        ? t`Mỗi lần xuất tối đa 366 ngày.`
        : null
  const labels: Record<ExportKind, string> = {
    orders: t`Tải CSV đơn hàng`,
    ledger: t`Tải CSV sổ ví`,
    boxes: t`Tải CSV kiện hàng`,
  }
  const download = async (kind: ExportKind) => {
    setBusy(kind)
    setError(null)
    try {
      await downloadExport(kind, { from, to })
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure))
    } finally {
      setBusy(null)
    }
  }
  return (
    <div className={styles.stack} role="group" aria-label={t`Xuất CSV`}>
      <div className={styles.filters}>
        <label className={form.field}>
          <span className={form.label}>
            <Trans>Xuất từ ngày</Trans>
          </span>
          <input className={form.control} type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
        </label>
        <label className={form.field}>
          <span className={form.label}>
            <Trans>Xuất đến ngày</Trans>
          </span>
          <input className={form.control} type="date" value={to} onChange={(event) => setTo(event.target.value)} />
        </label>
        {kinds.map((kind) => (
          <Button
            key={kind}
            variant="secondary"
            loading={busy === kind}
            disabled={!valid || rangeError !== null || busy !== null}
            onClick={() => void download(kind)}
          >
            {labels[kind]}
          </Button>
        ))}
      </div>
      {rangeError && <Alert variant="warning">{rangeError}</Alert>}
      {error && <Alert variant="danger">{error}</Alert>}
    </div>
  )
}
