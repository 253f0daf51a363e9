import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import type { Review, TranslateResult } from '@shared/contracts/catalog'
import { formatDate } from '@shared/time'
import { Alert, Button, EmptyState, Skeleton } from '@client/ui'
import { latestReviewsQueryOptions, translateReview } from './review-query'
import { Stars } from './Stars'
import * as styles from './reviews.css'

type TranslationState = { status: 'idle' } | { status: 'loading' } | { status: 'failed' } | ({ status: 'done' } & TranslateResult)

/** One review: name, stars, date and the comment as plain text, with a one-time Translate link. */
function ReviewItem({ review }: { review: Review }) {
  const [translation, setTranslation] = useState<TranslationState>({ status: 'idle' })
  const translate = async () => {
    setTranslation({ status: 'loading' })
    try {
      setTranslation({ status: 'done', ...(await translateReview(review.comment)) })
    } catch {
      setTranslation({ status: 'failed' })
    }
  }
  const text = translation.status === 'done' ? translation.text : review.comment
  const date = formatDate(review.created_at)
  return (
    <li className={styles.review} data-review-id={review.id}>
      <div className={styles.reviewHead}>
        <span className={styles.reviewer}>{review.reviewer?.name ?? review.username}</span>
        <Stars value={review.star} size="sm" />
        <time className={styles.reviewDate} dateTime={new Date(review.created_at * 1000).toISOString()}>
          {date}
        </time>
      </div>
      {/* Plain text: React escapes it, so a comment can never become markup. */}
      <p className={styles.comment} data-translated={translation.status === 'done' && translation.translated}>
        {text}
      </p>
      {(translation.status === 'idle' || translation.status === 'loading') && (
        <button type="button" className={styles.translateLink} onClick={() => void translate()} disabled={translation.status === 'loading'}>
          {translation.status === 'loading' ? <Trans>Đang dịch…</Trans> : <Trans>Dịch</Trans>}
        </button>
      )}
      {translation.status === 'done' && (
        <p className={styles.translateNote}>
          {translation.translated ? <Trans>Đã dịch tự động</Trans> : <Trans>Chưa có bản dịch, đây là nội dung gốc.</Trans>}
        </p>
      )}
      {translation.status === 'failed' && (
        <p className={styles.translateNote} role="status">
          <Trans>Không dịch được, đây là nội dung gốc.</Trans>
        </p>
      )}
    </li>
  )
}

/** The latest reviews of a product, newest first. */
export function ReviewsList({ productId }: { productId: number }) {
  const reviews = useQuery(latestReviewsQueryOptions(productId))
  if (reviews.isPending) {
    return (
      <div aria-busy="true" className={styles.list}>
        <Skeleton height="4em" />
        <Skeleton height="4em" />
      </div>
    )
  }
  if (reviews.isError) {
    return (
      <div className={styles.list}>
        <Alert variant="danger">
          <Trans>Không tải được đánh giá.</Trans>
        </Alert>
        <Button variant="outline" size="sm" onClick={() => void reviews.refetch()}>
          <Trans>Thử lại</Trans>
        </Button>
      </div>
    )
  }
  if (reviews.data.data.length === 0) return <EmptyState message={<Trans>Chưa có đánh giá</Trans>} />
  return (
    <ul className={styles.list} aria-labelledby="latest-reviews-title" data-testid="review-list">
      {reviews.data.data.map((review) => (
        <ReviewItem key={review.id} review={review} />
      ))}
    </ul>
  )
}
