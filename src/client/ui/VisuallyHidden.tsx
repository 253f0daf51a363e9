import type { ComponentPropsWithRef } from 'react'
import { cx } from './cx'
import { visuallyHidden } from './VisuallyHidden.css'

/** Text for screen readers only. */
export function VisuallyHidden({ className, ...props }: ComponentPropsWithRef<'span'>) {
  return <span className={cx(visuallyHidden, className)} {...props} />
}
