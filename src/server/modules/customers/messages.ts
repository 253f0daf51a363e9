import { defineMessages } from '@server/i18n/define-messages'

/** Messages of the customers module (the console's search and customer page), in each interface language. */
export const customersMessages = defineMessages({
  searchQueryRequired: {
    vi: 'Nhập nội dung cần tìm.',
    en: 'Type what to look for.',
    ja: '検索する内容を入力してください。',
  },
  customerNoteRequired: {
    vi: 'Nhập nội dung ghi chú.',
    en: 'Write the note.',
    ja: 'メモを入力してください。',
  },
  customerNoteTooLong: {
    vi: 'Ghi chú quá dài (tối đa 2000 ký tự).',
    en: 'The note is too long (2,000 characters at most).',
    ja: 'メモが長すぎます（2000文字まで）。',
  },
})
