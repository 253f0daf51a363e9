import { useId, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import * as styles from './QuantityStepper.css'

export const QUANTITY_MIN = 1
const QUANTITY_MAX_DIGITS = 4

/** Spec §5 Quantity: digits only; anything that is not 1 or more becomes 1. */
export function normalizeQuantity(text: string): number {
  const value = Number.parseInt(text.replace(/\D/g, ''), 10)
  return Number.isFinite(value) && value >= QUANTITY_MIN ? value : QUANTITY_MIN
}

type QuantityStepperProps = {
  value: number
  onChange: (value: number) => void
  disabled?: boolean
  /** When given, − stays enabled at the minimum and calls this instead (the cart asks to remove the line). */
  onDecreaseAtMin?: () => void
}

/** − [n] + : minimum 1, digits only; disabled when the shop cannot buy more. */
export function QuantityStepper({ value, onChange, disabled = false, onDecreaseAtMin }: QuantityStepperProps) {
  const { t } = useLingui()
  const inputId = useId()
  // What the customer is typing; committed (and normalised) on blur or Enter.
  const [draft, setDraft] = useState<string | null>(null)
  const commit = () => {
    if (draft === null) return
    onChange(normalizeQuantity(draft))
    setDraft(null)
  }
  return (
    <div className={styles.quantity}>
      <label htmlFor={inputId} className={styles.quantityLabel}>
        <Trans>Số lượng</Trans>
      </label>
      <div className={styles.stepper} data-testid="quantity-stepper">
        <button
          type="button"
          className={styles.stepButton}
          aria-label={t`Giảm số lượng`}
          disabled={disabled || (value <= QUANTITY_MIN && !onDecreaseAtMin)}
          onClick={() => (value <= QUANTITY_MIN && onDecreaseAtMin ? onDecreaseAtMin() : onChange(Math.max(QUANTITY_MIN, value - 1)))}
          data-testid="quantity-decrease"
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={inputId}
          className={styles.stepInput}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          maxLength={QUANTITY_MAX_DIGITS}
          value={draft ?? String(value)}
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit()
          }}
          data-testid="quantity-input"
        />
        <button
          type="button"
          className={styles.stepButton}
          aria-label={t`Tăng số lượng`}
          disabled={disabled || String(value + 1).length > QUANTITY_MAX_DIGITS}
          onClick={() => onChange(value + 1)}
          data-testid="quantity-increase"
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  )
}
