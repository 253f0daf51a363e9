import type { Locale } from '../../shared/i18n/locales'

/** Messages the API answers with, in each interface language. */
const vi = {
  notFound: 'Không tìm thấy nội dung yêu cầu.',
  routeNotFound: 'Không có địa chỉ API này.',
  invalidRequest: 'Yêu cầu không hợp lệ. Vui lòng kiểm tra lại thông tin.',
  invalidQueryParameter: 'Tham số truy vấn "{name}" không hợp lệ.',
  unknownQueryParameter: 'Không hỗ trợ tham số truy vấn "{name}".',
  unauthenticated: 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn. Vui lòng đăng nhập lại.',
  forbidden: 'Bạn không có quyền truy cập nội dung này.',
  internalError: 'Đã có lỗi xảy ra. Vui lòng thử lại sau.',
  unknownOrganization: 'Phạm vi tổ chức không hợp lệ.',
  rateNotFound: 'Chưa có tỉ giá cho cặp tiền tệ này.',
  tooManyRequests: 'Bạn gửi quá nhiều yêu cầu. Vui lòng thử lại sau.',
  fieldRequired: 'Trường này là bắt buộc.',
  fieldInvalid: 'Giá trị không hợp lệ.',
  fieldTooShort: 'Giá trị quá ngắn hoặc quá nhỏ.',
  fieldTooLong: 'Giá trị quá dài hoặc quá lớn.',
  fieldWrongType: 'Kiểu dữ liệu không đúng.',
  fieldInvalidEmail: 'Địa chỉ e-mail không hợp lệ.',
}

export type MessageKey = keyof typeof vi
type Catalog = Record<MessageKey, string>

const en: Catalog = {
  notFound: 'The requested item was not found.',
  routeNotFound: 'There is no such API address.',
  invalidRequest: 'The request is invalid. Please check the data you sent.',
  invalidQueryParameter: 'The query parameter "{name}" is invalid.',
  unknownQueryParameter: 'The query parameter "{name}" is not supported.',
  unauthenticated: 'Your sign-in is invalid or has expired. Please sign in again.',
  forbidden: 'You are not allowed to access this.',
  internalError: 'Something went wrong. Please try again later.',
  unknownOrganization: 'The organisation scope is invalid.',
  rateNotFound: 'There is no exchange rate for this currency pair yet.',
  tooManyRequests: 'Too many requests. Please try again later.',
  fieldRequired: 'This field is required.',
  fieldInvalid: 'This value is invalid.',
  fieldTooShort: 'This value is too short or too small.',
  fieldTooLong: 'This value is too long or too large.',
  fieldWrongType: 'This value has the wrong type.',
  fieldInvalidEmail: 'This e-mail address is invalid.',
}

const ja: Catalog = {
  notFound: 'お探しの項目は見つかりませんでした。',
  routeNotFound: 'この API アドレスは存在しません。',
  invalidRequest: 'リクエストが正しくありません。送信内容をご確認ください。',
  invalidQueryParameter: 'クエリパラメータ「{name}」が正しくありません。',
  unknownQueryParameter: 'クエリパラメータ「{name}」には対応していません。',
  unauthenticated: 'ログイン情報が無効か期限切れです。もう一度ログインしてください。',
  forbidden: 'このコンテンツにアクセスする権限がありません。',
  internalError: 'エラーが発生しました。しばらくしてから再度お試しください。',
  unknownOrganization: '組織スコープが正しくありません。',
  rateNotFound: 'この通貨ペアの為替レートはまだありません。',
  tooManyRequests: 'リクエストが多すぎます。しばらくしてから再度お試しください。',
  fieldRequired: 'この項目は必須です。',
  fieldInvalid: '値が正しくありません。',
  fieldTooShort: '値が短すぎるか小さすぎます。',
  fieldTooLong: '値が長すぎるか大きすぎます。',
  fieldWrongType: '値の型が正しくありません。',
  fieldInvalidEmail: 'メールアドレスが正しくありません。',
}

const catalogs: Record<Locale, Catalog> = { vi, en, ja }

export function translate(locale: Locale, key: MessageKey, params: Record<string, string> = {}): string {
  return catalogs[locale][key].replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '')
}

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(vi, value)
}
