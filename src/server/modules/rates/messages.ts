import { defineMessages } from '@server/i18n/define-messages'

/** Messages of the rates module, in each interface language. */
export const ratesMessages = defineMessages({
  rateNotFound: {
    vi: 'Chưa có tỉ giá cho cặp tiền tệ này.',
    en: 'There is no exchange rate for this currency pair yet.',
    ja: 'この通貨ペアの為替レートはまだありません。',
  },
  rateInvalid: {
    vi: 'Tỉ giá phải là một số từ 1 đến 10.000 (tối đa 6 chữ số thập phân).',
    en: 'The rate must be a number from 1 to 10,000 (at most 6 decimals).',
    ja: 'レートは 1〜10,000 の数値で入力してください（小数点以下 6 桁まで）。',
  },
})
