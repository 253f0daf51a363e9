import { defineMessages } from './define-messages'

/** Messages of the HTTP layer and shared field errors, in each interface language. */
export const commonMessages = defineMessages({
  notFound: {
    vi: 'Không tìm thấy nội dung yêu cầu.',
    en: 'The requested item was not found.',
    ja: 'お探しの項目は見つかりませんでした。',
  },
  routeNotFound: {
    vi: 'Không có địa chỉ API này.',
    en: 'There is no such API address.',
    ja: 'この API アドレスは存在しません。',
  },
  invalidRequest: {
    vi: 'Yêu cầu không hợp lệ. Vui lòng kiểm tra lại thông tin.',
    en: 'The request is invalid. Please check the data you sent.',
    ja: 'リクエストが正しくありません。送信内容をご確認ください。',
  },
  invalidValue: {
    vi: 'Yêu cầu chứa một giá trị không hợp lệ. Vui lòng kiểm tra lại thông tin.',
    en: 'The request holds a value that is not valid. Please check the data you sent.',
    ja: 'リクエストに正しくない値が含まれています。送信内容をご確認ください。',
  },
  invalidQueryParameter: {
    vi: 'Tham số truy vấn "{name}" không hợp lệ.',
    en: 'The query parameter "{name}" is invalid.',
    ja: 'クエリパラメータ「{name}」が正しくありません。',
  },
  unknownQueryParameter: {
    vi: 'Không hỗ trợ tham số truy vấn "{name}".',
    en: 'The query parameter "{name}" is not supported.',
    ja: 'クエリパラメータ「{name}」には対応していません。',
  },
  unauthenticated: {
    vi: 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn. Vui lòng đăng nhập lại.',
    en: 'Your sign-in is invalid or has expired. Please sign in again.',
    ja: 'ログイン情報が無効か期限切れです。もう一度ログインしてください。',
  },
  forbidden: {
    vi: 'Bạn không có quyền truy cập nội dung này.',
    en: 'You are not allowed to access this.',
    ja: 'このコンテンツにアクセスする権限がありません。',
  },
  staffRoleMissing: {
    vi: 'Vai trò của bạn không được làm việc này. Hãy nhờ chủ cửa hàng cấp quyền.',
    en: 'Your staff role does not allow this. Ask the owner for access.',
    ja: 'あなたのスタッフ権限ではこの操作はできません。オーナーに権限を依頼してください。',
  },
  internalError: {
    vi: 'Đã có lỗi xảy ra. Vui lòng thử lại sau.',
    en: 'Something went wrong. Please try again later.',
    ja: 'エラーが発生しました。しばらくしてから再度お試しください。',
  },
  serviceUnavailable: {
    vi: 'Hệ thống đang tạm thời gián đoạn. Vui lòng thử lại sau ít phút.',
    en: 'The service is briefly unavailable. Please try again in a few moments.',
    ja: 'ただいま一時的にご利用いただけません。しばらくしてから再度お試しください。',
  },
  unknownOrganization: {
    vi: 'Phạm vi tổ chức không hợp lệ.',
    en: 'The organisation scope is invalid.',
    ja: '組織スコープが正しくありません。',
  },
  tooManyRequests: {
    vi: 'Bạn gửi quá nhiều yêu cầu. Vui lòng thử lại sau.',
    en: 'Too many requests. Please try again later.',
    ja: 'リクエストが多すぎます。しばらくしてから再度お試しください。',
  },
  rateLimited: {
    vi: 'Bạn gửi quá nhiều yêu cầu. Vui lòng thử lại sau {wait}.',
    en: 'Too many requests. Please try again in {wait}.',
    ja: 'リクエストが多すぎます。{wait}後に再度お試しください。',
  },
  fieldRequired: {
    vi: 'Trường này là bắt buộc.',
    en: 'This field is required.',
    ja: 'この項目は必須です。',
  },
  fieldInvalid: {
    vi: 'Giá trị không hợp lệ.',
    en: 'This value is invalid.',
    ja: '値が正しくありません。',
  },
  fieldTooShort: {
    vi: 'Giá trị quá ngắn hoặc quá nhỏ.',
    en: 'This value is too short or too small.',
    ja: '値が短すぎるか小さすぎます。',
  },
  fieldTooLong: {
    vi: 'Giá trị quá dài hoặc quá lớn.',
    en: 'This value is too long or too large.',
    ja: '値が長すぎるか大きすぎます。',
  },
  fieldWrongType: {
    vi: 'Kiểu dữ liệu không đúng.',
    en: 'This value has the wrong type.',
    ja: '値の型が正しくありません。',
  },
  fieldInvalidEmail: {
    vi: 'Địa chỉ e-mail không hợp lệ.',
    en: 'This e-mail address is invalid.',
    ja: 'メールアドレスが正しくありません。',
  },
  fieldInvalidCharacters: {
    vi: 'Giá trị chứa ký tự không được phép.',
    en: 'This value contains characters that are not allowed.',
    ja: '使用できない文字が含まれています。',
  },
  multipartInvalid: {
    vi: 'Biểu mẫu tải lên bị lỗi. Vui lòng chọn lại tệp và gửi lại.',
    en: 'The upload form is malformed. Please choose the file again and resend it.',
    ja: 'アップロードフォームが正しくありません。ファイルを選び直して再送信してください。',
  },
})
