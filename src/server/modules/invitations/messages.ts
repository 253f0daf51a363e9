import { defineMessages } from '@server/i18n/define-messages'

/** Messages of the invitations module, in each interface language. */
export const invitationsMessages = defineMessages({
  invitationCodeRequired: {
    vi: 'Vui lòng nhập mã giới thiệu.',
    en: 'Please enter an invitation code.',
    ja: '招待コードを入力してください。',
  },
  invitationCodeInvalid: {
    vi: 'Xin lỗi, mã giới thiệu này không hợp lệ.',
    en: 'Sorry, this invitation code is not valid.',
    ja: '申し訳ありません。この招待コードは無効です。',
  },
  invitationOwnCode: {
    vi: 'Bạn không thể nhập mã giới thiệu của chính mình.',
    en: 'You cannot enter your own invitation code.',
    ja: 'ご自身の招待コードは入力できません。',
  },
  invitationAlreadyRedeemed: {
    vi: 'Tài khoản này đã nhập một mã giới thiệu.',
    en: 'This account has already entered an invitation code.',
    ja: 'このアカウントはすでに招待コードを入力済みです。',
  },
  invitationDeviceUsed: {
    vi: 'Thiết bị này đã được dùng để nhập một mã giới thiệu.',
    en: 'This device has already been used to enter an invitation code.',
    ja: 'この端末ではすでに招待コードが入力されています。',
  },
  invitationDeviceRequired: {
    vi: 'Không nhận diện được thiết bị. Vui lòng tải lại trang.',
    en: 'The device could not be identified. Please reload the page.',
    ja: '端末を識別できませんでした。ページを再読み込みしてください。',
  },
})
