import { defineMessages } from '@server/i18n/define-messages'

/** Messages of the support module, in each interface language. */
export const supportMessages = defineMessages({
  supportDescriptionRequired: {
    vi: 'Vui lòng nhập mô tả vấn đề của bạn.',
    en: 'Please describe your problem.',
    ja: 'お問い合わせ内容を入力してください。',
  },
  supportDescriptionTooLong: {
    vi: 'Nội dung quá dài (tối đa 5000 ký tự).',
    en: 'The description is too long (5000 characters at most).',
    ja: '内容が長すぎます（最大 5000 文字）。',
  },
  supportIdRequired: {
    vi: 'Thiếu yêu cầu hỗ trợ cần đính kèm.',
    en: 'The support request to attach to is missing.',
    ja: '添付先のサポートリクエストが指定されていません。',
  },
  supportAttachmentRequired: {
    vi: 'Vui lòng chọn một ảnh để đính kèm.',
    en: 'Please choose an image to attach.',
    ja: '添付する画像を選択してください。',
  },
  supportAttachmentNotImage: {
    vi: 'Tệp đính kèm phải là ảnh JPEG, PNG, GIF hoặc WebP.',
    en: 'The attachment must be a JPEG, PNG, GIF or WebP image.',
    ja: '添付ファイルは JPEG、PNG、GIF、WebP の画像にしてください。',
  },
  supportAttachmentTooLarge: {
    vi: 'Ảnh quá lớn (tối đa {max}).',
    en: 'The image is too large ({max} at most).',
    ja: '画像が大きすぎます（最大 {max}）。',
  },
  supportAttachmentTooLargeField: {
    vi: 'Ảnh quá lớn.',
    en: 'The image is too large.',
    ja: '画像が大きすぎます。',
  },
  supportAttachmentLimit: {
    vi: 'Yêu cầu hỗ trợ này đã có đủ ảnh đính kèm.',
    en: 'This support request already has the most attachments allowed.',
    ja: 'このサポートリクエストには、これ以上画像を添付できません。',
  },
  supportOrderNotYours: {
    vi: 'Không tìm thấy đơn hàng này trong tài khoản của bạn.',
    en: 'This order is not one of yours.',
    ja: 'この注文はお客様のアカウントにありません。',
  },
  supportStateInvalid: {
    vi: 'Trạng thái không hợp lệ (open, answered hoặc closed).',
    en: 'Unknown status (open, answered or closed).',
    ja: 'ステータスが不正です（open、answered、closed）。',
  },
})
