import { useId, type ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatDong, formatYen } from '@shared/money/money'
import { parseWholeAmount, type WholeAmountError } from '@shared/money/whole-amount'
import { Button, FormField } from '@client/ui'
import * as form from '@client/ui/form.css'
import * as styles from './admin.css'

export type MoneyCurrency = 'VND' | 'JPY'

export const formatMoney = (amount: number, currency: MoneyCurrency) => (currency === 'VND' ? formatDong(amount) : formatYen(amount))

/** What a money field typed as `text` is: a whole amount, or null (empty or refused). */
export function moneyValue(text: string): number | null {
  const parsed = parseWholeAmount(text)
  return 'ok' in parsed ? parsed.ok : null
}

function useMoneyErrorText() {
  const { t } = useLingui()
  return (error: WholeAmountError): string | null =>
    error === 'decimal'
      ? t`Số tiền là số nguyên: không có phần thập phân (dấu . hoặc , chỉ để tách hàng nghìn).`
      : error === 'negative'
        ? t`Số tiền không được âm.`
        : error === 'invalid'
          ? t`Chỉ nhập chữ số, ví dụ 110.000.`
          : null
}

type MoneyFieldProps = {
  label: ReactNode
  currency: MoneyCurrency
  value: string
  onChange: (text: string) => void
  /** Server messages for this field. */
  errors?: readonly string[]
  name?: string
  placeholder?: string
  required?: boolean
  disabled?: boolean
}

/**
 * The one money input of the console (VND and JPY are whole numbers, see @shared/money/whole-amount):
 * `110.000`, `110,000` and `１１００００` read the same; a decimal or a minus sign is refused with a
 * message, never silently changed; the amount read is shown under the field.
 */
export function MoneyField({ label, currency, value, onChange, errors, name, placeholder, required, disabled }: MoneyFieldProps) {
  const errorText = useMoneyErrorText()
  const parsed = parseWholeAmount(value)
  const local = 'error' in parsed ? errorText(parsed.error) : null
  const shown = [...(local ? [local] : []), ...(errors ?? [])]
  const reading = 'ok' in parsed ? formatMoney(parsed.ok, currency) : null
  return (
    <FormField label={label} errors={shown} required={required} hint={reading ? <Trans>Đọc là: {reading}</Trans> : undefined}>
      {(control) => (
        <input
          {...control}
          className={form.control}
          name={name}
          placeholder={placeholder}
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          required={required}
          disabled={disabled}
        />
      )}
    </FormField>
  )
}

export type MoneyChange = { label: ReactNode; before: string; after: string }

/** Old → new of each change a staff save would make, with Confirm and Cancel (nothing is saved before Confirm). */
export function ConfirmChanges({
  changes,
  onConfirm,
  onCancel,
  busy,
  children,
}: {
  changes: readonly MoneyChange[]
  onConfirm: () => void
  onCancel: () => void
  busy?: boolean
  children?: ReactNode
}) {
  const titleId = useId()
  return (
    <div role="alertdialog" aria-labelledby={titleId} className={styles.stack} data-testid="confirm-changes">
      <p id={titleId}>
        <strong>
          <Trans>Kiểm tra trước khi lưu</Trans>
        </strong>
      </p>
      <ul>
        {changes.map((change, index) => (
          <li key={index}>
            {change.label}: {change.before} → {change.after}
          </li>
        ))}
      </ul>
      {children}
      <div className={form.actions}>
        <Button type="button" variant="outline" onClick={onCancel}>
          <Trans>Huỷ</Trans>
        </Button>
        <Button type="button" loading={busy} onClick={onConfirm}>
          <Trans>Xác nhận và lưu</Trans>
        </Button>
      </div>
    </div>
  )
}
