import type { ComponentPropsWithRef, MouseEvent } from 'react'
import { cx } from './cx'
import * as styles from './Button.css'
import { Spinner } from './Spinner'

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger'
export type ButtonSize = 'sm' | 'md' | 'lg'

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant
  size?: ButtonSize
  /** Shows a spinner, sets aria-busy and ignores clicks (the button keeps focus). */
  loading?: boolean
  fullWidth?: boolean
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  type = 'button',
  className,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // Also stops a form from being submitted twice while the first submission runs.
    if (loading) return event.preventDefault()
    onClick?.(event)
  }
  return (
    <button
      type={type}
      className={cx(styles.base, styles.variant[variant], styles.size[size], fullWidth && styles.fullWidth, className)}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      {loading && <Spinner size="sm" label={null} />}
      {children}
    </button>
  )
}
