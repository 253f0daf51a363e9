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
  statementRequired: {
    vi: 'Chọn tệp sao kê (CSV).',
    en: 'Choose the statement file (CSV).',
    ja: '明細ファイル（CSV）を選んでください。',
  },
  statementTooLarge: {
    vi: 'Tệp sao kê quá lớn (tối đa {max}).',
    en: 'The statement file is too large (at most {max}).',
    ja: '明細ファイルが大きすぎます（最大 {max}）。',
  },
  statementTooManyRows: {
    vi: 'Sao kê có quá nhiều dòng (tối đa {max}). Hãy chia thành nhiều tệp.',
    en: 'The statement has too many rows (at most {max}). Split it into several files.',
    ja: '明細の行数が多すぎます（最大 {max}）。複数のファイルに分けてください。',
  },
  statementEncoding: {
    vi: 'Tệp sao kê phải là văn bản UTF-8 (xuất lại dưới dạng CSV UTF-8).',
    en: 'The statement must be UTF-8 text (export it again as CSV UTF-8).',
    ja: '明細は UTF-8 のテキストである必要があります（CSV UTF-8 で書き出し直してください）。',
  },
  statementMalformed: {
    vi: 'Tệp không phải CSV hợp lệ (dòng {line}).',
    en: 'The file is not valid CSV (line {line}).',
    ja: 'ファイルが正しい CSV ではありません（{line} 行目）。',
  },
  statementHeader: {
    vi: 'Dòng đầu phải là: date,amount,content,reference',
    en: 'The first row must be: date,amount,content,reference',
    ja: '1 行目は date,amount,content,reference である必要があります。',
  },
  statementEmpty: {
    vi: 'Sao kê không có giao dịch nào.',
    en: 'The statement holds no transfer.',
    ja: '明細に取引がありません。',
  },
  statementRowsInvalid: {
    vi: '{count} dòng không hợp lệ; chưa ghi nhận dòng nào. Sửa các dòng được nêu rồi nhập lại.',
    en: '{count} row(s) are not valid; nothing was recorded. Fix the rows named and import again.',
    ja: '{count} 行が不正なため、何も記録していません。指摘された行を直して再度取り込んでください。',
  },
  statementRowColumns: {
    vi: 'Dòng phải có đúng 4 cột: ngày, số tiền, nội dung, mã tham chiếu.',
    en: 'The row needs exactly 4 columns: date, amount, content, reference.',
    ja: '行には日付・金額・内容・参照番号の 4 列が必要です。',
  },
  statementRowDate: { vi: 'Thiếu ngày giao dịch.', en: 'The date is missing.', ja: '日付がありません。' },
  statementRowAmount: {
    vi: 'Số tiền phải là số đồng nguyên dương (ví dụ 1.000.000).',
    en: 'The amount must be a positive whole number of dong (e.g. 1.000.000).',
    ja: '金額は正の整数のドンで入力してください（例: 1.000.000）。',
  },
  statementRowContent: {
    vi: 'Nội dung quá dài hoặc có ký tự không hợp lệ.',
    en: 'The content is too long or holds invalid characters.',
    ja: '内容が長すぎるか、不正な文字を含みます。',
  },
  statementRowReference: {
    vi: 'Thiếu mã tham chiếu ngân hàng hoặc mã không hợp lệ.',
    en: 'The bank reference is missing or not valid.',
    ja: '銀行の参照番号がないか、不正です。',
  },
  statementRowDuplicate: {
    vi: 'Mã tham chiếu này đã có ở một dòng trước trong tệp.',
    en: 'This bank reference is already on an earlier row of the file.',
    ja: 'この参照番号はファイルの前の行にもあります。',
  },
})
