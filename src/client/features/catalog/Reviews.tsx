import { useState } from 'react'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ProductDetail } from '@shared/contracts/catalog'
import { shownRating } from '@shared/catalog/rating'
import { formatRating } from '@shared/money/numbers'
import { Button } from '@client/ui'
import { useAuth } from '@client/features/auth'
import { ReviewsForm } from './ReviewsForm'
import { ReviewsList } from './ReviewsList'
import { Stars } from './Stars'
import * as styles from './reviews.css'

const STAR_ROWS = [5, 4, 3, 2, 1] as const

/** The 5-to-1 star bars: how many reviews gave each number of stars. */
function StarBars({ counts, total }: { counts: ProductDetail['star_counts']; total: number }) {
  const { t } = useLingui()
  return (
    <ul className={styles.bars} data-testid="review-bars">
      {STAR_ROWS.map((star) => {
        const count = counts?.[star] ?? 0
        const percent = total > 0 ? Math.round((count / total) * 100) : 0
        return (
          <li key={star} className={styles.barRow} data-star={star} data-count={count}>
            <span className={styles.barLabel}>
              <Trans>{star} sao</Trans>
            </span>
            <span
              className={styles.barTrack}
              role="meter"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-label={t`${star} sao: ${count} đánh giá`}
            >
              <span className={styles.barFill} style={{ width: `${percent}%` }} />
            </span>
            <span className={styles.barCount}>{count}</span>
          </li>
        )
      })}
    </ul>
  )
}

/** Reviews of a product: overall figure, star bars, Leave a review (signed in) and the latest reviews. */
export function Reviews({ product }: { product: ProductDetail }) {
  const { status } = useAuth()
  const navigate = useNavigate()
  const href = useRouterState({ select: (state) => state.location.href })
  const [open, setOpen] = useState(false)
  const count = product.reviews_count
  const rating = shownRating(product)
  const goToLogin = () => void navigate({ to: '/login', search: { redirect: href } })
  const leaveReview = () => {
    if (status === 'signed-in') setOpen(true)
    else goToLogin()
  }
  return (
    <section id="reviews" className={styles.reviews} aria-labelledby="reviews-title" data-testid="reviews">
      <h2 id="reviews-title" className={styles.title}>
        <Trans>Đánh giá sản phẩm</Trans>
      </h2>
      {rating === null ? (
        <p className={styles.count} data-count={0}>
          <Trans>Chưa có đánh giá</Trans>
        </p>
      ) : (
        <div className={styles.summary}>
          <div className={styles.overall} data-testid="review-overall">
            <p className={styles.figure}>
              <span>{formatRating(rating)}</span>
              <span className={styles.figureMax}>/5</span>
            </p>
            <Stars value={rating} size="lg" />
            <p className={styles.count} data-count={count}>
              <Trans>{count} đánh giá</Trans>
            </p>
          </div>
          <StarBars counts={product.star_counts} total={count} />
        </div>
      )}
      <Button variant="outline" onClick={leaveReview} disabled={status === 'loading'}>
        <Trans>Viết đánh giá</Trans>
      </Button>
      {status === 'signed-out' && (
        <p className={styles.signInHint}>
          <Trans>Bạn cần đăng nhập để viết đánh giá.</Trans>
        </p>
      )}
      <ReviewsForm productId={product.id} open={open} onOpenChange={setOpen} onSignInNeeded={goToLogin} />
      <h3 id="latest-reviews-title" className={styles.subtitle}>
        <Trans>Đánh giá mới nhất</Trans>
      </h3>
      <ReviewsList productId={product.id} />
    </section>
  )
}
