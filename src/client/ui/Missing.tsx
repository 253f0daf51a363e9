import type { ReactNode } from 'react'
import { missing } from './Missing.css'

/** Spec §8: missing data shows '...'. */
export const MISSING_TEXT = '...'

export function Missing() {
  return (
    <span className={missing} data-missing="true">
      {MISSING_TEXT}
    </span>
  )
}

function isMissing(value: unknown): value is null | undefined {
  return value === null || value === undefined || value === '' || (typeof value === 'number' && Number.isNaN(value))
}

/** The value itself, or '...' when it is null, undefined, empty or NaN. */
export function orMissing(value: ReactNode): ReactNode {
  return isMissing(value) ? <Missing /> : value
}
