import { defineMessages } from '@server/i18n/define-messages'

/** Messages of the translate module, in each interface language. */
export const translateMessages = defineMessages({
  translateTextTooLong: {
    vi: 'Văn bản cần dịch quá dài (tối đa 5000 ký tự).',
    en: 'The text to translate is too long (5000 characters at most).',
    ja: '翻訳するテキストが長すぎます（最大 5000 文字）。',
  },
})
