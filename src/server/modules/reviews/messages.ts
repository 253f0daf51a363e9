import { defineMessages } from '@server/i18n/define-messages'

/** Messages of the reviews module, in each interface language. */
export const reviewsMessages = defineMessages({
  reviewCommentRequired: {
    vi: 'Vui lòng nhập nội dung đánh giá.',
    en: 'Please write your review.',
    ja: 'レビューの内容を入力してください。',
  },
  reviewCommentTooLong: {
    vi: 'Nội dung đánh giá quá dài (tối đa 2000 ký tự).',
    en: 'The review is too long (2000 characters at most).',
    ja: 'レビューが長すぎます（最大 2000 文字）。',
  },
  reviewStarRange: {
    vi: 'Số sao phải từ 1 đến 5.',
    en: 'The rating must be from 1 to 5 stars.',
    ja: '評価は 1〜5 の星で指定してください。',
  },
  reviewProductNotReviewable: {
    vi: 'Sản phẩm này chưa mở bán nên chưa thể đánh giá.',
    en: 'This product is not on sale yet, so it cannot be reviewed.',
    ja: 'この商品はまだ販売されていないため、レビューできません。',
  },
})
