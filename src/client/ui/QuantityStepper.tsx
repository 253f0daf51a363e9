import { useId, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { CART_MAX_QUANTITY } from '@shared/orders/cart-rules'
import { CART_MIN_QUANTITY, quantityDraft, quantityFromText } from '@shared/orders/quantity'
import * as styles from './QuantityStepper.css'

export const QUANTITY_MIN = CART_MIN_QUANTITY

type QuantityStepperProps = {
  value: number
  onChange: (value: number) => void
  /** The most the shop sells per line (default the cart's cap). */
  max?: number
  disabled?: boolean
  /** When given, − stays enabled at the minimum and calls this instead (the cart asks to remove the line). */
  onDecreaseAtMin?: () => void
}

/** − [n] + : a whole number from 1 to `max` (spec §5); disabled when the shop cannot buy more. */
export function QuantityStepper({ value, onChange, max = CART_MAX_QUANTITY, disabled = false, onDecreaseAtMin }: QuantityStepperProps) {
  const { t } = useLingui()
  const inputId = useId()
  // What the customer is typing; committed (and made a whole number within bounds) on blur or Enter.
  const [draft, setDraft] = useState<string | null>(null)
  const commit = () => {
    if (draft === null) return
    onChange(quantityFromText(draft, max))
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
          autoComplete="off"
          maxLength={String(max).length + 3}
          value={draft ?? String(value)}
          disabled={disabled}
          onChange={(event) => setDraft(quantityDraft(event.target.value))}
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
          disabled={disabled || value >= max}
          onClick={() => onChange(Math.min(max, value + 1))}
          data-testid="quantity-increase"
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  )
}
