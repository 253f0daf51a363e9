import { defineMessages } from '@server/i18n/define-messages'

/** Messages of the addresses module, in each interface language. */
export const addressesMessages = defineMessages({
  addressConsigneeRequired: {
    vi: 'Vui lòng nhập tên người nhận.',
    en: 'Please enter the consignee name.',
    ja: '受取人名を入力してください。',
  },
  addressConsigneeTooLong: {
    vi: 'Tên người nhận quá dài (tối đa 100 ký tự).',
    en: 'The consignee name is too long (100 characters at most).',
    ja: '受取人名が長すぎます（最大 100 文字）。',
  },
  addressTelRequired: {
    vi: 'Vui lòng nhập số điện thoại.',
    en: 'Please enter a phone number.',
    ja: '電話番号を入力してください。',
  },
  addressTelInvalid: {
    vi: 'Số điện thoại phải là số Việt Nam hợp lệ, ví dụ 0912345678.',
    en: 'The phone number must be a valid Vietnamese number, e.g. 0912345678.',
    ja: '電話番号はベトナムの有効な番号で入力してください（例: 0912345678）。',
  },
  addressWardRequired: {
    vi: 'Vui lòng chọn phường/xã.',
    en: 'Please choose a ward.',
    ja: '坊・社（ward）を選択してください。',
  },
  addressWardNotFound: {
    vi: 'Phường/xã đã chọn không tồn tại.',
    en: 'The chosen ward does not exist.',
    ja: '選択した坊・社（ward）は存在しません。',
  },
  addressDetailRequired: {
    vi: 'Vui lòng nhập số nhà, tên đường.',
    en: 'Please enter the house number and street.',
    ja: '番地と通り名を入力してください。',
  },
  addressDetailTooLong: {
    vi: 'Địa chỉ chi tiết quá dài (tối đa 255 ký tự).',
    en: 'The address detail is too long (255 characters at most).',
    ja: '住所の詳細が長すぎます（最大 255 文字）。',
  },
  addressNoteTooLong: {
    vi: 'Ghi chú quá dài (tối đa 500 ký tự).',
    en: 'The note is too long (500 characters at most).',
    ja: 'メモが長すぎます（最大 500 文字）。',
  },
  addressLimitReached: {
    vi: 'Sổ địa chỉ đã đủ {max} địa chỉ. Vui lòng xoá bớt trước khi thêm mới.',
    en: 'Your address book already holds {max} addresses. Please remove one before adding another.',
    ja: '住所録はすでに {max} 件あります。追加する前にいずれかを削除してください。',
  },
})
