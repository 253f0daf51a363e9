import { defineMessages } from '@server/i18n/define-messages'

/** Messages of the wallets module (the staff ledger's), in each interface language. */
export const walletsMessages = defineMessages({
  customerNotFound: {
    vi: 'Không tìm thấy khách hàng.',
    en: 'Customer not found.',
    ja: '顧客が見つかりません。',
  },
  ledgerKindInvalid: {
    vi: 'Loại giao dịch phải là nạp tiền, trừ tiền mua hàng, hoàn tiền hoặc chi trả về ngân hàng.',
    en: 'The entry must be a deposit, a purchase debit, a refund or a payout.',
    ja: '取引の種類は入金・購入代金の引き落とし・返金・払い戻しのいずれかです。',
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
  ledgerPayoutReferenceRequired: {
    vi: 'Vui lòng nhập mã giao dịch ngân hàng của khoản chi trả.',
    en: 'Please give the bank reference of the payout transfer.',
    ja: '払い戻し送金の銀行取引番号を入力してください。',
  },
  ledgerPayoutNoOrder: {
    vi: 'Khoản chi trả về ngân hàng lấy từ ví, không gắn với đơn hàng.',
    en: 'A payout comes out of the wallet and names no order.',
    ja: '銀行への払い戻しはウォレットから行い、注文には紐付けません。',
  },
  ledgerPayoutDongOnly: {
    vi: 'Chỉ chi trả về ngân hàng từ ví VND.',
    en: 'Payouts to a bank are made from the VND wallet only.',
    ja: '銀行への払い戻しは VND ウォレットからのみ行えます。',
  },
  ledgerPayoutShort: {
    vi: 'Ví không đủ tiền để chi trả: còn thiếu {missing}.',
    en: 'The wallet cannot cover this payout: {missing} is missing.',
    ja: 'ウォレットの残高が払い戻しに足りません: 不足額 {missing}。',
  },
  ledgerDebitShort: {
    vi: 'Ví không đủ tiền: còn thiếu {missing}.',
    en: 'The wallet cannot cover this debit: {missing} is missing.',
    ja: 'ウォレットの残高が不足しています: 不足額 {missing}。',
  },
  ledgerRefundAbove: {
    vi: 'Chỉ có thể hoàn tối đa {most} cho đơn này (đã thanh toán trừ các lần hoàn trước).',
    en: 'At most {most} can be refunded for this order (paid less earlier refunds).',
    ja: 'この注文で返金できるのは最大 {most} です（支払額から過去の返金を差し引いた額）。',
  },
  ledgerVoidReasonRequired: {
    vi: 'Vui lòng nhập lý do hủy giao dịch.',
    en: 'Please give the reason for the void.',
    ja: '取り消しの理由を入力してください。',
  },
  ledgerVoidNotAllowed: {
    vi: 'Không thể hủy giao dịch này: chỉ hủy được giao dịch đã ghi sổ (không phải tiền cọc hay bút toán hủy).',
    en: 'This entry cannot be voided: only a posted entry can (not a hold, not a reversal).',
    ja: 'この取引は取り消せません: 取り消せるのは記帳済みの取引のみです（保証金や取消仕訳は不可）。',
  },
  ledgerAlreadyVoided: {
    vi: 'Giao dịch này đã được hủy trước đó.',
    en: 'This entry has already been voided.',
    ja: 'この取引はすでに取り消されています。',
  },
  ledgerVoidShort: {
    vi: 'Hủy giao dịch này sẽ làm số dư khả dụng bị âm: còn thiếu {missing}.',
    en: 'Voiding this entry would take the available balance below zero: {missing} is missing.',
    ja: 'この取引を取り消すと利用可能残高がマイナスになります: 不足額 {missing}。',
  },
  ledgerNotAwaitingApproval: {
    vi: 'Giao dịch này không còn chờ duyệt.',
    en: 'This entry is not awaiting approval.',
    ja: 'この取引は承認待ちではありません。',
  },
  ledgerApprovalSameStaff: {
    vi: 'Giao dịch phải được một nhân viên khác duyệt.',
    en: 'Another staff member must approve this entry.',
    ja: 'この取引は別のスタッフが承認する必要があります。',
  },
  ledgerBankReferenceRecorded: {
    vi: 'Giao dịch ngân hàng {reference} đã được ghi nhận trước đó.',
    en: 'The bank transfer {reference} has already been recorded.',
    ja: '銀行取引 {reference} はすでに記録されています。',
  },
})
