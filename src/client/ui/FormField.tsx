import { useId, type ReactNode } from 'react'
import * as styles from './form.css'

type ControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string; 'aria-required'?: true }

export type FormFieldProps = {
  label: ReactNode
  /** Server messages for this field, shown under it. */
  errors?: readonly string[]
  required?: boolean
  hint?: ReactNode
  /** Renders the control with the id and aria attributes that tie it to the label and the errors. */
  children: (control: ControlProps) => ReactNode
}

/** A labelled form control with its error messages underneath. */
export function FormField({ label, errors, required, hint, children }: FormFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const invalid = Boolean(errors?.length)
  const describedBy = [invalid && errorId, hint && hintId].filter(Boolean).join(' ') || undefined
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({
        id,
        'aria-invalid': invalid || undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {invalid && (
        <p id={errorId} className={styles.fieldError}>
          {errors!.join(' ')}
        </p>
      )}
    </div>
  )
}
