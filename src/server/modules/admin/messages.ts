import { defineMessages } from '@server/i18n/define-messages'

/** Messages of the admin module (the owner's staff screen), in each interface language. */
export const adminMessages = defineMessages({
  staffRoleUnknown: {
    vi: 'Vai trò không hợp lệ.',
    en: 'There is no such staff role.',
    ja: 'そのスタッフ権限はありません。',
  },
  staffRolesRequired: {
    vi: 'Chọn ít nhất một vai trò (hoặc xoá nhân viên).',
    en: 'Choose at least one role (or remove the staff member).',
    ja: '権限を少なくとも1つ選んでください（またはスタッフを削除してください）。',
  },
  staffMemberNotFound: {
    vi: 'Không có nhân viên này.',
    en: 'There is no such staff member.',
    ja: 'そのスタッフはいません。',
  },
  staffOwnerSelf: {
    vi: 'Bạn không thể tự bỏ vai trò chủ cửa hàng hay tự xoá mình; hãy nhờ một chủ cửa hàng khác.',
    en: 'You cannot drop your own owner role or remove yourself; ask another owner.',
    ja: '自分のオーナー権限の解除や自分の削除はできません。別のオーナーに依頼してください。',
  },
})
