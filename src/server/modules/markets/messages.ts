import { defineMessages } from '@server/i18n/define-messages'

/** Messages of the markets module, in each interface language. */
export const marketsMessages = defineMessages({
  marketNotFound: {
    vi: 'Xin lỗi, hiện không tìm thấy nhà cung cấp này.',
    en: 'Sorry, the supplier cannot be found at the moment.',
    ja: '申し訳ありません。現在この仕入れ先が見つかりません。',
  },
  marketSellerNotFound: { vi: 'Không tìm thấy người bán.', en: 'The seller was not found.', ja: '出品者が見つかりません。' },
  marketFilterUnknown: {
    vi: 'Bộ lọc không hợp lệ ở sàn này.',
    en: 'This filter does not exist on this market.',
    ja: 'このマーケットにはない絞り込み条件です。',
  },
  marketRecordKind: {
    vi: 'Trường kind phải là category, seller, filter_option hoặc listing.',
    en: 'kind must be category, seller, filter_option or listing.',
    ja: 'kind は category、seller、filter_option、listing のいずれかにしてください。',
  },
  marketDeliveryDays: { vi: 'Người bán gửi hàng trong {days} ngày', en: 'The seller ships within {days} days', ja: '{days}日以内に発送' },
  marketDeliveryAsSeller: {
    vi: 'Thời gian gửi hàng theo người bán',
    en: 'Shipping time as the seller states',
    ja: '発送までの日数は出品者によります',
  },
  marketFreeShipping: { vi: 'Miễn phí vận chuyển nội địa Nhật', en: 'Free shipping within Japan', ja: '送料無料（日本国内）' },
  marketShippingMethod: { vi: 'Cách gửi: {method}', en: 'Shipped by {method}', ja: '配送方法: {method}' },
})
