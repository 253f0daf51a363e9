import type { CSSProperties } from 'react'
import { Trans } from '@lingui/react/macro'
import { cx } from './cx'
import * as styles from './Skeleton.css'
import { vars } from './tokens.css'
import { VisuallyHidden } from './VisuallyHidden'

type Length = number | string

export type SkeletonProps = {
  width?: Length
  height?: Length
  radius?: Length
  className?: string
}

/** A shimmering placeholder block; hidden from assistive technology (data-skeleton: found by the offline route walk). */
export function Skeleton({ width = '100%', height = '1em', radius = vars.radius.sm, className }: SkeletonProps) {
  const size: CSSProperties = { width, height, borderRadius: radius }
  return <span className={cx(styles.skeleton, className)} style={size} aria-hidden="true" data-skeleton="" />
}

/** Placeholder shaped like a product card: image, two name lines, price. */
export function SkeletonCard() {
  return (
    <div className={styles.card} aria-hidden="true" data-testid="skeleton-card">
      <Skeleton className={styles.image} height="auto" />
      <Skeleton height="0.9em" />
      <Skeleton height="0.9em" width="70%" />
      <Skeleton height="1.1em" width="50%" />
    </div>
  )
}

export type SkeletonGridProps = { count: number; className?: string }

/** `count` product-card placeholders in the product grid, announced as loading. */
export function SkeletonGrid({ count, className }: SkeletonGridProps) {
  return (
    <div className={cx(styles.region, className)} aria-busy="true" data-testid="skeleton-grid">
      <VisuallyHidden role="status">
        <Trans>Đang tải…</Trans>
      </VisuallyHidden>
      <div className={styles.grid}>
        {Array.from({ length: count }, (_, index) => (
          <SkeletonCard key={index} />
        ))}
      </div>
    </div>
  )
}
