import { defineMessages } from '@server/i18n/define-messages'

/** Messages of the payments module (bank feed and the transfers queue), in each interface language. */
export const paymentsMessages = defineMessages({
  bankWebhookKeyInvalid: {
    vi: 'Khóa API của nguồn dữ liệu ngân hàng không đúng.',
    en: 'The bank feed’s API key is not valid.',
    ja: '銀行フィードの API キーが正しくありません。',
  },
  bankTransferNotFound: { vi: 'Không tìm thấy giao dịch chuyển khoản.', en: 'Bank transfer not found.', ja: '振込が見つかりません。' },
  bankTransferResolved: {
    vi: 'Giao dịch này đã được xử lý ({status}).',
    en: 'This transfer has already been handled ({status}).',
    ja: 'この振込は処理済みです（{status}）。',
  },
  transferAssignTarget: {
    vi: 'Chọn một đơn hàng hoặc một khách hàng.',
    en: 'Choose either an order or a customer.',
    ja: '注文か顧客のどちらか一方を選んでください。',
  },
  transferReferenceRecorded: {
    vi: 'Mã tham chiếu ngân hàng này đã được ghi nhận vào ví.',
    en: 'This bank reference has already been credited to a wallet.',
    ja: 'この銀行参照番号はすでにウォレットに入金済みです。',
  },
})
