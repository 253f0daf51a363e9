import type { ComponentPropsWithRef } from 'react'
import { cx } from './cx'
import { card } from './Card.css'

/** A white surface with rounded corners and a light shadow. */
export function Card({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={cx(card, className)} {...props} />
}
