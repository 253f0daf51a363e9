import { defineMessages } from '@server/i18n/define-messages'

/** Messages of the notifications module (push subscriptions), in each interface language. */
export const notificationsMessages = defineMessages({
  pushEndpointInvalid: {
    vi: 'Địa chỉ nhận thông báo đẩy không hợp lệ.',
    en: 'The push subscription endpoint is invalid.',
    ja: 'プッシュ通知の送信先が正しくありません。',
  },
  pushKeyInvalid: {
    vi: 'Khóa mã hóa của thông báo đẩy không hợp lệ.',
    en: 'The push subscription keys are invalid.',
    ja: 'プッシュ通知の暗号鍵が正しくありません。',
  },
  pushEndpointTaken: {
    vi: 'Thiết bị này đang nhận thông báo cho một tài khoản khác. Hãy bật lại thông báo.',
    en: 'This device receives notifications for another account. Please turn notifications on again.',
    ja: 'この端末は別のアカウントの通知を受け取っています。もう一度通知をオンにしてください。',
  },
  pushEndpointNotAllowed: {
    vi: 'Trình duyệt này dùng một dịch vụ thông báo đẩy mà chúng tôi không hỗ trợ.',
    en: 'This browser uses a push service we do not support.',
    ja: 'このブラウザーのプッシュサービスには対応していません。',
  },
  notificationIdsInvalid: {
    vi: 'Hãy chọn từ 1 đến 100 thông báo.',
    en: 'Choose between 1 and 100 notifications.',
    ja: '通知を1件から100件まで選んでください。',
  },
})
