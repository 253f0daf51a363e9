import { useId, useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { REVIEW_COMMENT_MAX_LENGTH, REVIEW_STAR_DEFAULT, REVIEW_STAR_MAX, REVIEW_STAR_MIN } from '@shared/contracts/catalog'
import { isApiRequestError } from '@client/app/api-client'
import { Alert, Button, Modal, useToast } from '@client/ui'
import { useCreateReview } from './review-query'
import * as styles from './reviews.css'

const STAR_CHOICES = Array.from({ length: REVIEW_STAR_MAX - REVIEW_STAR_MIN + 1 }, (_, index) => REVIEW_STAR_MAX - index)

type ReviewsFormProps = { productId: number; open: boolean; onOpenChange: (open: boolean) => void; onSignInNeeded: () => void }

/** The Leave a review dialog: a rating 1–5 (default 5) and a required comment (spec §5 Review). */
export function ReviewsForm({ productId, open, onOpenChange, onSignInNeeded }: ReviewsFormProps) {
  const { t } = useLingui()
  const toast = useToast()
  const starId = useId()
  const commentId = useId()
  const errorId = useId()
  const [star, setStar] = useState(REVIEW_STAR_DEFAULT)
  const [comment, setComment] = useState('')
  const [missingComment, setMissingComment] = useState(false)
  const create = useCreateReview(productId)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (comment.trim() === '') {
      setMissingComment(true)
      return
    }
    create.mutate(
      { star, comment: comment.trim() },
      {
        onSuccess: () => {
          setComment('')
          setStar(REVIEW_STAR_DEFAULT)
          onOpenChange(false)
          toast.show(t`Cảm ơn bạn đã đánh giá sản phẩm!`, { variant: 'success' })
        },
        onError: (error) => {
          if (isApiRequestError(error) && error.status === 401) onSignInNeeded()
        },
      },
    )
  }

  const serverError = create.error
  const serverMessage = isApiRequestError(serverError) && serverError.status > 0 ? serverError.message : null
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) create.reset()
        onOpenChange(next)
      }}
      title={<Trans>Viết đánh giá</Trans>}
    >
      <form className={styles.form} onSubmit={submit} noValidate data-testid="review-form">
        <label htmlFor={starId} className={styles.label}>
          <Trans>Số sao</Trans>
        </label>
        <select id={starId} className={styles.select} value={star} onChange={(event) => setStar(Number(event.target.value))}>
          {STAR_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {'★'.repeat(choice)} {t`${choice} sao`}
            </option>
          ))}
        </select>
        <label htmlFor={commentId} className={styles.label}>
          <Trans>Nội dung đánh giá</Trans>
        </label>
        <textarea
          id={commentId}
          className={styles.textarea}
          rows={5}
          required
          maxLength={REVIEW_COMMENT_MAX_LENGTH}
          value={comment}
          aria-invalid={missingComment || undefined}
          aria-describedby={missingComment ? errorId : undefined}
          onChange={(event) => {
            setComment(event.target.value)
            if (event.target.value.trim() !== '') setMissingComment(false)
          }}
        />
        {missingComment && (
          <p id={errorId} className={styles.fieldError}>
            <Trans>Vui lòng nhập nội dung đánh giá.</Trans>
          </p>
        )}
        {create.isError && (
          <Alert variant="danger">{serverMessage ?? <Trans>Không gửi được đánh giá. Vui lòng kiểm tra kết nối và thử lại.</Trans>}</Alert>
        )}
        <Button type="submit" loading={create.isPending}>
          <Trans>Gửi đánh giá</Trans>
        </Button>
      </form>
    </Modal>
  )
}
