import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

const MESSAGES: Record<string, MessageDescriptor> = {
  'auth/invalid-credential': msg`E-mail hoặc mật khẩu không đúng.`,
  'auth/wrong-password': msg`E-mail hoặc mật khẩu không đúng.`,
  'auth/user-not-found': msg`Không có tài khoản nào với e-mail này.`,
  'auth/invalid-email': msg`Địa chỉ e-mail không hợp lệ.`,
  'auth/user-disabled': msg`Tài khoản này đã bị khóa.`,
  'auth/too-many-requests': msg`Bạn đã thử quá nhiều lần. Vui lòng thử lại sau.`,
  'auth/network-request-failed': msg`Không thể kết nối mạng. Vui lòng kiểm tra kết nối và thử lại.`,
  'auth/popup-closed-by-user': msg`Cửa sổ đăng nhập đã bị đóng trước khi hoàn tất.`,
  'auth/cancelled-popup-request': msg`Cửa sổ đăng nhập đã bị đóng trước khi hoàn tất.`,
  'auth/popup-blocked': msg`Trình duyệt đã chặn cửa sổ đăng nhập. Vui lòng cho phép cửa sổ bật lên.`,
  'auth/email-already-in-use': msg`E-mail này đã được dùng cho một tài khoản khác.`,
  'auth/weak-password': msg`Mật khẩu quá yếu: cần ít nhất 6 ký tự.`,
  'auth/missing-password': msg`Vui lòng nhập mật khẩu.`,
  'auth/missing-email': msg`Vui lòng nhập e-mail.`,
  'auth/operation-not-allowed': msg`Phương thức đăng nhập này chưa được bật.`,
  'auth/account-exists-with-different-credential': msg`E-mail này đã đăng ký bằng một phương thức đăng nhập khác.`,
  'app/auth-unavailable': msg`Dịch vụ đăng nhập tạm thời không khả dụng. Vui lòng thử lại khi có mạng.`,
}

/** The identity provider's failure as a message in the interface language (its own text if unknown). */
export function authErrorMessage(error: unknown, i18n: I18n): string {
  const code = (error as { code?: unknown } | null)?.code
  const known = typeof code === 'string' ? MESSAGES[code] : undefined
  if (known) return i18n._(known)
  if (error instanceof Error && error.message) return error.message
  return i18n._(msg`Đã có lỗi xảy ra. Vui lòng thử lại.`)
}
