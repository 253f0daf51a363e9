import { defineMessages } from '@server/i18n/define-messages'

/** Messages of the orders module, in each interface language. */
export const ordersMessages = defineMessages({
  idempotencyKeyRequired: {
    vi: 'Thiếu mã chống trùng đơn (Idempotency-Key). Vui lòng tải lại trang và thử lại.',
    en: 'The duplicate-order guard (Idempotency-Key) is missing. Please reload the page and try again.',
    ja: '二重注文防止キー（Idempotency-Key）がありません。ページを再読み込みしてもう一度お試しください。',
  },
  idempotencyKeyInvalid: {
    vi: 'Mã chống trùng đơn (Idempotency-Key) không hợp lệ.',
    en: 'The duplicate-order guard (Idempotency-Key) is invalid.',
    ja: '二重注文防止キー（Idempotency-Key）が正しくありません。',
  },
  idempotencyKeyMismatch: {
    vi: 'Mã chống trùng đơn ở tiêu đề và trong nội dung yêu cầu khác nhau.',
    en: 'The duplicate-order guard differs between the header and the request body.',
    ja: 'ヘッダーと本文の二重注文防止キーが一致しません。',
  },
  idempotencyKeyReused: {
    vi: 'Mã chống trùng đơn này đã được dùng cho một đơn hàng khác.',
    en: 'This duplicate-order guard was already used for a different order.',
    ja: 'この二重注文防止キーはすでに別の注文に使われています。',
  },
  orderAddressRequired: {
    vi: 'Vui lòng chọn địa chỉ nhận hàng.',
    en: 'Please choose a delivery address.',
    ja: 'お届け先住所を選択してください。',
  },
  orderAddressNotFound: {
    vi: 'Địa chỉ nhận hàng không có trong sổ địa chỉ của bạn.',
    en: 'The delivery address is not in your address book.',
    ja: 'お届け先住所が住所録にありません。',
  },
  orderAddressAlreadySet: {
    vi: 'Đơn hàng này đã có địa chỉ nhận hàng. Vui lòng liên hệ cửa hàng nếu cần đổi.',
    en: 'This order already has a delivery address. Please contact the shop to change it.',
    ja: 'この注文にはすでにお届け先があります。変更はショップにお問い合わせください。',
  },
  orderShipmentMethodInvalid: {
    vi: 'Vui lòng chọn phương thức vận chuyển: đường hàng không hoặc đường biển.',
    en: 'Please choose a shipment method: air or sea.',
    ja: '配送方法（航空便または船便）を選択してください。',
  },
  orderItemsRequired: {
    vi: 'Đơn hàng cần ít nhất một sản phẩm.',
    en: 'An order needs at least one product.',
    ja: '注文には少なくとも 1 つの商品が必要です。',
  },
  orderMixedShops: {
    vi: 'Mỗi đơn hàng chỉ gồm sản phẩm của một cửa hàng.',
    en: 'Each order holds products of one shop only.',
    ja: '1 件の注文には 1 つのショップの商品のみ含められます。',
  },
  orderNotFound: {
    vi: 'Không tìm thấy đơn hàng.',
    en: 'Order not found.',
    ja: '注文が見つかりません。',
  },
  orderRateMissing: {
    vi: 'Chưa có tỉ giá JPY → VND hôm nay nên chưa thể tạo đơn. Vui lòng thử lại sau.',
    en: 'There is no JPY → VND exchange rate for today yet, so orders cannot be created. Please try again later.',
    ja: '本日の JPY → VND 為替レートがまだないため、注文を作成できません。しばらくしてから再度お試しください。',
  },
  orderTransitionNotAllowed: {
    vi: 'Không thể chuyển đơn hàng từ trạng thái {from} sang {to}.',
    en: 'An order cannot move from {from} to {to}.',
    ja: '注文を {from} から {to} に変更することはできません。',
  },
  orderPaidNotCovered: {
    vi: 'Tiền hàng chưa được thanh toán đủ: còn thiếu {missing} (kể cả số dư ví). Ghi lý do để vẫn chuyển sang Đã thanh toán.',
    en: 'The goods are not paid for: {missing} is missing (wallet included). Give a reason to mark the order Paid anyway.',
    ja: '商品代金が不足しています: 残り {missing}（ウォレット残高を含む）。それでも支払済みにする場合は理由を入力してください。',
  },
  orderChargesLocked: {
    vi: 'Đơn đã nhận {paid}: phí đã khóa. Thay đổi là một điều chỉnh, cần ghi lý do (gửi cho khách).',
    en: '{paid} was applied to this order: its charges are locked. A change is an adjustment and needs a reason (the customer is told).',
    ja: 'この注文には {paid} が充当済みのため料金はロックされています。変更は調整となり、理由（お客様に通知）が必要です。',
  },
  orderAdjustmentReasonRequired: {
    vi: 'Ghi lý do điều chỉnh.',
    en: 'Give the reason for the adjustment.',
    ja: '調整の理由を入力してください。',
  },
  orderRefundReasonRequired: {
    vi: 'Đơn đã được thanh toán {amount}: cần ghi lý do (gửi cho khách) để hoàn tiền vào ví.',
    en: '{amount} was paid on this order: give a reason (the customer is told) to refund it to the wallet.',
    ja: 'この注文には {amount} が支払われています。ウォレットへ返金する理由（お客様に通知されます）を入力してください。',
  },
  orderStatusChanged: {
    vi: 'Trạng thái đơn hàng vừa được thay đổi (hiện là {status}). Vui lòng tải lại và thử lại.',
    en: 'The order’s status has just changed (it is now {status}). Please reload and try again.',
    ja: '注文のステータスが変更されました（現在: {status}）。再読み込みしてもう一度お試しください。',
  },
  orderClosed: {
    vi: 'Đơn hàng đã kết thúc ({status}) nên không thể sửa phí.',
    en: 'The order has ended ({status}), so its charges cannot change.',
    ja: '注文は終了しているため（{status}）、料金は変更できません。',
  },
  orderChargesEmpty: {
    vi: 'Vui lòng nhập ít nhất một khoản: tỉ giá thanh toán, phí dịch vụ hoặc phí vận chuyển.',
    en: 'Please give at least one of the payment rate, the service fee or the freight.',
    ja: '支払いレート、サービス料、送料のいずれかを入力してください。',
  },
  orderStatusUnknown: {
    vi: 'Trạng thái đơn hàng không hợp lệ.',
    en: 'That is not an order status.',
    ja: '注文ステータスが正しくありません。',
  },
  bulkOrdersRequired: {
    vi: 'Hãy chọn ít nhất một đơn hàng.',
    en: 'Select at least one order.',
    ja: '注文を 1 件以上選択してください。',
  },
  bulkOrdersTooMany: {
    vi: 'Mỗi lần chỉ chuyển được tối đa 100 đơn hàng.',
    en: 'At most 100 orders can be moved at once.',
    ja: '一度に変更できる注文は 100 件までです。',
  },
  bulkOrdersRepeated: {
    vi: 'Một đơn hàng được chọn hai lần.',
    en: 'An order is selected twice.',
    ja: '同じ注文が 2 回選択されています。',
  },
  orderAlreadyInStatus: {
    vi: 'Đơn hàng đã ở trạng thái {to}.',
    en: 'The order is already {to}.',
    ja: '注文はすでに {to} です。',
  },
  exportDateInvalid: {
    vi: 'Ngày không hợp lệ (dạng NNNN-TT-NN).',
    en: 'That is not a date (YYYY-MM-DD).',
    ja: '日付が正しくありません（YYYY-MM-DD）。',
  },
  exportRangeReversed: {
    vi: 'Ngày kết thúc phải sau ngày bắt đầu.',
    en: 'The end date must not be before the start date.',
    ja: '終了日は開始日以降にしてください。',
  },
  exportRangeTooLong: {
    vi: 'Mỗi lần xuất tối đa 366 ngày.',
    en: 'An export covers at most 366 days.',
    ja: '一度に出力できるのは 366 日までです。',
  },
  boxCodeTaken: {
    vi: 'Mã kiện này đã thuộc đơn hàng {order}. Mỗi mã kiện chỉ dùng cho một đơn.',
    en: 'This box code already belongs to order {order}. A box code serves one order only.',
    ja: 'この箱番号はすでに注文 {order} のものです。箱番号は 1 つの注文にのみ使えます。',
  },
  boxIdInvalid: {
    vi: 'Mã kiện chỉ gồm chữ, số, dấu chấm, gạch ngang hoặc gạch dưới (tối đa 40 ký tự).',
    en: 'A box id holds letters, digits, dots, dashes or underscores (at most 40).',
    ja: '箱番号は英数字・ピリオド・ハイフン・アンダースコアのみ（40 文字以内）です。',
  },
  boxEventKindInvalid: {
    vi: 'Loại sự kiện kho không hợp lệ.',
    en: 'That is not a kind of warehouse event.',
    ja: '倉庫イベントの種類が正しくありません。',
  },
  carrierUnknown: {
    vi: 'Hãy chọn đối tác vận chuyển.',
    en: 'Choose the shipping partner.',
    ja: '配送業者を選んでください。',
  },
  trackingNumberInvalid: {
    vi: 'Mã vận đơn chỉ gồm chữ, số và dấu gạch ngang (4–40 ký tự).',
    en: 'A tracking number has letters, digits and dashes only (4–40 characters).',
    ja: '追跡番号は英数字とハイフンのみ（4〜40文字）です。',
  },
  boxEventNotFound: {
    vi: 'Không tìm thấy sự kiện kho này.',
    en: 'This warehouse event was not found.',
    ja: 'この倉庫イベントが見つかりません。',
  },
  boxEventAlreadyVoided: {
    vi: 'Sự kiện kho này đã được hủy trước đó.',
    en: 'This warehouse event was already voided.',
    ja: 'この倉庫イベントはすでに取り消されています。',
  },
  boxNotFound: {
    vi: 'Không tìm thấy kiện hàng.',
    en: 'Box not found.',
    ja: '箱が見つかりません。',
  },
  boxWeightInvalid: {
    vi: 'Cân nặng tính bằng kg, lớn hơn 0 và tối đa 1.000 kg, tối đa 3 chữ số thập phân (gam).',
    en: 'The weight is in kg, above 0 and at most 1,000 kg, with at most 3 decimals (grams).',
    ja: '重量は kg で、0 より大きく 1,000 kg 以下、小数点以下 3 桁（グラム）までです。',
  },
  boxSizeInvalid: {
    vi: 'Kích thước là số nguyên cm, từ 1 đến 500.',
    en: 'Each side is a whole number of cm, from 1 to 500.',
    ja: '各辺は 1〜500 の整数（cm）で入力してください。',
  },
  boxWeighAreaNotVietnam: {
    vi: 'Kiện được cân tại một kho ở Việt Nam.',
    en: 'A box is weighed at one of our Vietnamese warehouses.',
    ja: '箱の計量はベトナムの倉庫で行います。',
  },
  boxWeighOrderClosed: {
    vi: 'Không thể cân lại: đơn hàng đang ở trạng thái {status}, phí vận chuyển đã chốt.',
    en: 'The box cannot be weighed: the order is {status}, its freight is settled.',
    ja: '計量できません: 注文は {status} で、送料は確定しています。',
  },
  boxWeighNoTariff: {
    vi: 'Chưa có biểu phí vận chuyển ({method}) cho {area}: hãy thêm biểu phí trước khi cân.',
    en: 'There is no freight tariff ({method}) for {area} yet: add one before weighing.',
    ja: '{area} の送料表（{method}）がまだありません。計量の前に追加してください。',
  },
  orderFreightNotWeighed: {
    vi: 'Chưa có phí vận chuyển thực tế: hãy cân mọi kiện của đơn trước khi trừ tiền.',
    en: 'There is no actual freight yet: weigh every box of the order before debiting it.',
    ja: '実際の送料がまだありません。引き落としの前に注文のすべての箱を計量してください。',
  },
  orderFreightShort: {
    vi: 'Ví của khách không đủ để trừ phí vận chuyển {freight}: còn thiếu {missing}.',
    en: 'The customer’s wallet cannot cover the freight of {freight}: {missing} is missing.',
    ja: 'お客様のウォレットでは送料 {freight} を引き落とせません: 不足額 {missing}。',
  },
  areaNotFound: {
    vi: 'Không có kho này.',
    en: 'There is no such warehouse.',
    ja: 'その倉庫はありません。',
  },
  checkoutNotFound: {
    vi: 'Không tìm thấy lần đặt hàng này.',
    en: 'This checkout was not found.',
    ja: 'この注文手続きは見つかりません。',
  },
  checkoutNothingDue: {
    vi: 'Các đơn hàng này không còn khoản nào phải trả.',
    en: 'These orders have nothing left to pay.',
    ja: 'これらの注文に支払うものはありません。',
  },
  checkoutWalletEmpty: {
    vi: 'Ví của bạn không có số dư để thanh toán.',
    en: 'Your wallet has no balance to pay with.',
    ja: 'ウォレットに支払いに使える残高がありません。',
  },
})
