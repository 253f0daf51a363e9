import { defineMessages } from '@server/i18n/define-messages'

/** Messages of the wallets module (the staff ledger's), in each interface language. */
export const walletsMessages = defineMessages({
  customerNotFound: {
    vi: 'Không tìm thấy khách hàng.',
    en: 'Customer not found.',
    ja: '顧客が見つかりません。',
  },
  ledgerKindInvalid: {
    vi: 'Loại giao dịch phải là nạp tiền, trừ tiền mua hàng hoặc hoàn tiền.',
    en: 'The entry must be a deposit, a purchase debit or a refund.',
    ja: '取引の種類は入金・購入代金の引き落とし・返金のいずれかです。',
  },
  ledgerAmountInvalid: {
    vi: 'Số tiền phải là số nguyên dương.',
    en: 'The amount must be a positive whole number.',
    ja: '金額は正の整数で入力してください。',
  },
  ledgerBankReferenceRequired: {
    vi: 'Vui lòng nhập mã giao dịch ngân hàng của khoản nạp.',
    en: 'Please give the bank transfer reference of the deposit.',
    ja: '入金の銀行取引番号を入力してください。',
  },
  ledgerOrderRequired: {
    vi: 'Vui lòng nhập mã đơn hàng của khoản trừ tiền hoặc hoàn tiền.',
    en: 'Please give the order the debit or refund is for.',
    ja: '引き落としまたは返金の対象注文を入力してください。',
  },
  ledgerOrderNotFound: {
    vi: 'Khách hàng này không có đơn hàng này.',
    en: 'This customer has no such order.',
    ja: 'この顧客にその注文はありません。',
  },
  ledgerBankReferenceRecorded: {
    vi: 'Giao dịch ngân hàng {reference} đã được ghi nhận trước đó.',
    en: 'The bank transfer {reference} has already been recorded.',
    ja: '銀行取引 {reference} はすでに記録されています。',
  },
})
