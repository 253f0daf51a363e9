import { defineMessages } from '@server/i18n/define-messages'

/** Messages of the rates module, in each interface language. */
export const ratesMessages = defineMessages({
  rateNotFound: {
    vi: 'Chưa có tỉ giá cho cặp tiền tệ này.',
    en: 'There is no exchange rate for this currency pair yet.',
    ja: 'この通貨ペアの為替レートはまだありません。',
  },
})
