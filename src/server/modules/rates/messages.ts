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
  rateDeviationUnconfirmed: {
    vi: 'Tỉ giá mới {next} lệch {percent}% so với tỉ giá đang áp dụng {current}. Hãy kiểm tra lại và xác nhận nếu đúng.',
    en: 'The new rate {next} is {percent}% away from the rate in force {current}. Check it, and confirm if it is right.',
    ja: '新しいレート {next} は適用中のレート {current} から {percent}% 離れています。確認し、正しければ承認してください。',
  },
  rateTooFarAhead: {
    vi: 'Ngày áp dụng tối đa {days} ngày sau hôm nay.',
    en: 'The effective date is at most {days} days after today.',
    ja: '適用日は今日から {days} 日後までです。',
  },
})
