import type { ComponentPropsWithRef } from 'react'
import { cx } from './cx'
import { container } from './Container.css'

/** Centres page content at the storefront's maximum width with side padding. */
export function Container({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={cx(container, className)} {...props} />
}
