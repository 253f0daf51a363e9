import { defineMessages } from '@server/i18n/define-messages'

/** Messages of the logistics module (freight tariffs), in each interface language. */
export const logisticsMessages = defineMessages({
  tariffMethodInvalid: {
    vi: 'Phương thức vận chuyển phải là đường hàng không hoặc đường biển.',
    en: 'The shipment method must be air or sea.',
    ja: '輸送方法は航空便または船便です。',
  },
  tariffPriceInvalid: {
    vi: 'Giá phải là số nguyên dương (đồng), không có phần thập phân.',
    en: 'The price must be a positive whole number of đồng.',
    ja: '料金は正の整数（ドン）で入力してください。',
  },
  tariffAreaInvalid: {
    vi: 'Biểu phí chỉ áp dụng cho một kho tại Việt Nam.',
    en: 'A tariff is for one of our Vietnamese warehouses.',
    ja: '料金表はベトナムの倉庫ごとに設定します。',
  },
  tariffDayInPast: {
    vi: 'Ngày áp dụng không được trước hôm nay: biểu phí cũ không được sửa, hãy thêm biểu phí mới.',
    en: 'The tariff cannot start before today: an old tariff is never changed, add a new one.',
    ja: '適用日は今日以降にしてください（過去の料金表は変更できません）。',
  },
  tariffDayTooFar: {
    vi: 'Ngày áp dụng tối đa một năm sau hôm nay.',
    en: 'The tariff can start at most a year from today.',
    ja: '適用日は今日から 1 年以内にしてください。',
  },
})
