import type { InputHTMLAttributes, ReactNode } from 'react'
import * as styles from './auth.css'

type AuthFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  id: string
  label: ReactNode
  /** Shown under the input (point the input's aria-describedby at it). */
  hint?: ReactNode
}

/** A labelled input of the sign-in, register and forgot-password forms. */
export function AuthField({ id, label, hint, ...input }: AuthFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input id={id} className={styles.input} {...input} />
      {hint}
    </div>
  )
}
