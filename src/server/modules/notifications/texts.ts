import { defineMessages } from '@server/i18n/define-messages'

/**
 * How each notification reads, in every interface language (push and the header bell alike);
 * `{name}` marks a fact of the event. Not API error messages: these are rendered by render.ts.
 */
export const notificationTexts = defineMessages({
  outbidTitle: { vi: 'Bạn đã bị trả giá cao hơn', en: 'You have been outbid', ja: '高値を更新されました' },
  outbidBody: {
    vi: '{item} — giá hiện tại {price}, giá của bạn {bid}. Hãy đặt lại trước khi phiên kết thúc.',
    en: '{item} — now {price}, your bid {bid}. Bid again before the auction ends.',
    ja: '{item} — 現在 {price}、あなたの入札 {bid}。終了前に再入札してください。',
  },
  wonTitle: { vi: 'Bạn đã thắng đấu giá', en: 'You won the auction', ja: 'オークションで落札しました' },
  wonBody: { vi: '{item} — giá thắng {price}.', en: '{item} — winning price {price}.', ja: '{item} — 落札価格 {price}。' },
  wonNextBody: {
    vi: '{item} — giá thắng {price}. Hãy thanh toán trước {payBy}; sau đó chúng tôi mua hàng và gửi về Việt Nam cho bạn.',
    en: '{item} — winning price {price}. Pay by {payBy}; we then buy it and ship it to you in Vietnam.',
    ja: '{item} — 落札価格 {price}。{payBy}までにお支払いください。その後、当店が購入しベトナムへお届けします。',
  },
  lostTitle: { vi: 'Bạn chưa thắng phiên đấu giá', en: 'You did not win the auction', ja: '落札できませんでした' },
  lostBody: { vi: '{item} — giá cuối {price}.', en: '{item} — final price {price}.', ja: '{item} — 最終価格 {price}。' },
  lotReadyTitle: { vi: 'Phiên đấu giá đã sẵn sàng', en: 'The lot is ready for bids', ja: '入札できるようになりました' },
  lotReadyBody: {
    vi: '{item} — cửa hàng đã kiểm tra xong, giá hiện tại {price}. Bạn có thể đặt giá.',
    en: '{item} — the shop has checked it; current price {price}. You can bid now.',
    ja: '{item} — ショップの確認が完了しました。現在価格 {price}。入札できます。',
  },
  endingSoonTitle: { vi: 'Còn {minutes} phút nữa là kết thúc', en: 'Ending in {minutes} minutes', ja: '残り{minutes}分で終了' },
  endingSoonBody: {
    vi: '{item} sắp kết thúc. Hãy xem lại giá của bạn.',
    en: '{item} ends soon. Check your bid before it closes.',
    ja: '{item}がまもなく終了します。入札額をご確認ください。',
  },
  snipePlacedTitle: { vi: 'Đã đặt giá phút chót', en: 'Snipe bid placed', ja: 'スナイプ入札しました' },
  snipePlacedBody: { vi: '{item} — đã đặt {price}.', en: '{item} — bid {price} placed.', ja: '{item} — {price}で入札しました。' },
  snipeFailedTitle: { vi: 'Không đặt được giá phút chót', en: 'Snipe bid not placed', ja: 'スナイプ入札できませんでした' },
  snipeFailedBody: { vi: '{item} — {reason}.', en: '{item} — {reason}.', ja: '{item} — {reason}。' },
  snipeBelowMinimumTitle: {
    vi: 'Giá phút chót thấp hơn mức tối thiểu',
    en: 'Your snipe is below the minimum',
    ja: 'スナイプ額が最低入札額を下回りました',
  },
  snipeBelowMinimumBody: {
    vi: '{item} — bạn đặt {price}, giá tối thiểu giờ là {minimum}. Hãy nâng giá để không bị hỏng.',
    en: '{item} — your snipe is {price}, the minimum is now {minimum}. Raise it or it will fail.',
    ja: '{item} — スナイプ額{price}、最低入札額は{minimum}になりました。上げないと失敗します。',
  },
  snipeReasonOutbidBeyondLimit: {
    vi: 'giá hiện tại đã vượt mức bạn đặt',
    en: 'the price was already above your limit',
    ja: '現在価格が上限を超えていました',
  },
  snipeReasonBelowMinimum: {
    vi: 'mức bạn đặt thấp hơn giá tối thiểu lúc đặt',
    en: 'your limit was below the minimum bid at that moment',
    ja: '上限がその時点の最低入札額を下回っていました',
  },
  snipeReasonDepositShort: {
    vi: 'ví không đủ tiền cọc hoặc vượt hạn mức',
    en: 'your wallet could not hold its deposit, or it was above your limit',
    ja: 'ウォレットの保証金が不足、または上限を超えていました',
  },
  depositReleasedTitle: { vi: 'Đã hoàn tiền cọc đấu giá', en: 'Auction deposit released', ja: 'オークション保証金を解除しました' },
  depositReleasedBody: {
    vi: '{item} — {amount} đã trở lại số dư khả dụng.',
    en: '{item} — {amount} is available again in your wallet.',
    ja: '{item} — {amount} が再び利用可能になりました。',
  },
  depositAppliedTitle: { vi: 'Tiền cọc đã trừ vào đơn', en: 'Deposit paid towards your order', ja: '保証金を注文の支払いに充てました' },
  depositAppliedBody: {
    vi: '{item} — {amount} tiền cọc đã thanh toán cho đơn hàng thắng đấu giá.',
    en: '{item} — your {amount} deposit paid towards the won lot’s order.',
    ja: '{item} — 保証金 {amount} を落札商品の注文の支払いに充てました。',
  },
  snipeReasonAuctionEnded: { vi: 'phiên đấu giá đã kết thúc', en: 'the auction had ended', ja: 'オークションは終了していました' },
  snipeReasonNoPermission: {
    vi: 'tài khoản của bạn chưa có quyền đấu giá',
    en: 'your account cannot bid in auctions yet',
    ja: 'アカウントに入札権限がありません',
  },
  snipeReasonVenueError: {
    vi: 'sàn đấu giá không nhận giá',
    en: 'the auction site did not accept the bid',
    ja: 'オークションサイトが入札を受け付けませんでした',
  },
  permissionGrantedTitle: {
    vi: 'Bạn đã được cấp quyền đấu giá',
    en: 'You can now bid in auctions',
    ja: 'オークションに入札できるようになりました',
  },
  permissionGrantedBody: {
    vi: 'Cập nhật đấu giá sẽ có trong mục Thông báo (và thông báo đẩy nếu bạn đã bật). Chúc bạn đấu giá thành công!',
    en: 'Auction updates arrive in your Notifications (and as push notifications if you turned them on). Good luck with your bids!',
    ja: 'オークションの最新情報は「お知らせ」に届きます（プッシュ通知を有効にしている場合は通知でも届きます）。',
  },
  supportReplyTitle: {
    vi: 'Chúng tôi đã trả lời yêu cầu hỗ trợ của bạn',
    en: 'We replied to your support request',
    ja: 'サポートリクエストに返信しました',
  },
  supportReplyBody: {
    vi: 'Mở để xem câu trả lời.',
    en: 'Open it to read the answer.',
    ja: '開いて返信をご確認ください。',
  },
  orderStatusTitle: { vi: 'Đơn {code}: {status}', en: 'Order {code}: {status}', ja: '注文 {code}: {status}' },
  orderStatusBody: {
    vi: 'Trạng thái đơn hàng của bạn đã chuyển sang "{status}".',
    en: 'Your order is now "{status}".',
    ja: 'ご注文のステータスが「{status}」になりました。',
  },
  boxEventVoided: {
    vi: 'Đã hủy thông báo kho «{event}»: {reason}',
    en: 'Warehouse update withdrawn, “{event}”: {reason}',
    ja: '倉庫のお知らせ「{event}」を取り消しました: {reason}',
  },
  warehouseBody: { vi: 'Đơn {code} · SKU {box}', en: 'Order {code} · SKU {box}', ja: '注文 {code} · SKU {box}' },
  paymentPaidTitle: { vi: 'Đơn {code} đã thanh toán đủ', en: 'Order {code} is paid', ja: '注文 {code} の支払いが完了しました' },
  paymentPartialTitle: {
    vi: 'Đã nhận {amount} cho đơn {code}',
    en: 'Received {amount} for order {code}',
    ja: '注文 {code} に {amount} を受領しました',
  },
  paymentWalletTitle: { vi: 'Đã nạp {amount} vào ví', en: '{amount} added to your wallet', ja: 'ウォレットに {amount} を入金しました' },
  paymentReceivedBody: { vi: 'Đã nhận {amount}.', en: 'We received {amount}.', ja: '{amount} を受領しました。' },
  paymentDueBody: { vi: 'Còn phải trả {due}.', en: 'Still due: {due}.', ja: '残りのお支払い: {due}。' },
  paymentRefundTitle: {
    vi: 'Đã hoàn {amount} vào ví — đơn {code}',
    en: '{amount} refunded to your wallet — order {code}',
    ja: '{amount} をウォレットに返金しました — 注文 {code}',
  },
  paymentRemainderBody: {
    vi: '{remainder} được giữ trong ví của bạn.',
    en: '{remainder} stays in your wallet.',
    ja: '{remainder} はウォレットに残ります。',
  },
  walletDebitTitle: {
    vi: 'Đã trừ {amount} từ ví',
    en: '{amount} debited from your wallet',
    ja: 'ウォレットから {amount} を引き落としました',
  },
  walletPayoutTitle: {
    vi: 'Đã chuyển {amount} từ ví về tài khoản ngân hàng của bạn',
    en: '{amount} sent from your wallet to your bank account',
    ja: 'ウォレットから {amount} を銀行口座へ送金しました',
  },
  walletFreightTitle: {
    vi: 'Đã trừ phí vận chuyển thực tế {amount} từ ví',
    en: 'Actual freight of {amount} debited from your wallet',
    ja: '実際の送料 {amount} をウォレットから引き落としました',
  },
  walletRefundTitle: { vi: 'Đã hoàn {amount} vào ví', en: '{amount} refunded to your wallet', ja: 'ウォレットに {amount} を返金しました' },
  walletVoidTitle: {
    vi: 'Đã hủy một giao dịch ví {amount}',
    en: 'A wallet entry of {amount} was voided',
    ja: 'ウォレットの取引 {amount} を取り消しました',
  },
  walletOrderBody: { vi: 'Đơn {code}. ', en: 'Order {code}. ', ja: '注文 {code}。' },
  walletBalanceBody: { vi: 'Số dư ví: {balance}.', en: 'Wallet balance: {balance}.', ja: 'ウォレット残高: {balance}。' },
  adjustmentTitle: {
    vi: 'Đơn {code}: phí đã được điều chỉnh',
    en: 'Order {code}: charges adjusted',
    ja: '注文 {code}: 料金が調整されました',
  },
  adjustmentBody: {
    vi: 'Tổng mới {total}, còn phải trả {due}. Lý do: {reason}',
    en: 'New total {total}, due now {due}. Reason: {reason}',
    ja: '新しい合計 {total}、お支払い残高 {due}。理由: {reason}',
  },
  priceConfirmedTitle: {
    vi: 'Đơn {code}: giá đã được xác nhận',
    en: 'Order {code}: price confirmed',
    ja: '注文 {code}: 価格が確定しました',
  },
  priceConfirmedBody: {
    vi: 'Tổng {total}, còn phải trả {due}.',
    en: 'Total {total}, due now {due}.',
    ja: '合計 {total}、お支払い残高 {due}。',
  },
  pricePendingBody: {
    vi: 'Đơn {code} đang chờ xác nhận giá: {amount} được giữ trong ví của bạn.',
    en: 'Order {code} awaits price confirmation: {amount} stays in your wallet.',
    ja: '注文 {code} は価格確認待ちです。{amount} はウォレットに残ります。',
  },
  statusNewish: { vi: 'Mới tạo', en: 'New', ja: '新規' },
  statusPending: { vi: 'Chờ xử lý', en: 'Pending', ja: '処理待ち' },
  statusWaitingToReceive: { vi: 'Chờ nhận hàng', en: 'Waiting to receive', ja: '入荷待ち' },
  statusReceivedAtWarehouse: { vi: 'Đã về kho', en: 'Received at warehouse', ja: '倉庫に到着' },
  statusPaid: { vi: 'Đã thanh toán', en: 'Paid', ja: '支払済み' },
  statusFinish: { vi: 'Hoàn thành', en: 'Finished', ja: '完了' },
  statusOutOfStock: { vi: 'Hết hàng', en: 'Sold out', ja: '売り切れ' },
  statusCancelled: { vi: 'Đã hủy', en: 'Cancelled', ja: 'キャンセル済み' },
  statusDebited: { vi: 'Đã trừ tiền', en: 'Debited', ja: '引き落とし済み' },
  statusPaidToSupplier: { vi: 'Đã thanh toán cho nhà cung cấp', en: 'Paid to supplier', ja: '仕入先へ支払済み' },
  boxDistributed: { vi: 'Đã phân phối tại kho: {area}', en: 'Distributed in warehouse: {area}', ja: '倉庫で仕分け済み: {area}' },
  boxPickInContainer: {
    vi: 'Đang chuyển giữa các kho: {from} → {to}',
    en: 'Shipping between warehouses: {from} → {to}',
    ja: '倉庫間で輸送中: {from} → {to}',
  },
  boxPickOutContainer: { vi: 'Đã nhận tại kho: {area}', en: 'Received in a warehouse: {area}', ja: '倉庫で受領: {area}' },
  boxShipping: { vi: 'Đã giao cho đối tác vận chuyển', en: 'Delivered to a shipping partner', ja: '配送業者に引き渡し済み' },
  boxCancelDistributed: { vi: 'Hủy phân phối', en: 'Distribution cancelled', ja: '仕分けキャンセル' },
  boxReceived: { vi: 'Đã nhận hàng', en: 'Received', ja: '受取済み' },
  boxRefunded: { vi: 'Đã hoàn tiền', en: 'Refunded', ja: '返金済み' },
  boxCancelled: { vi: 'Đã hủy', en: 'Cancelled', ja: 'キャンセル済み' },
  boxUndefined: { vi: 'Không xác định', en: 'Undefined', ja: '不明' },
})

export type NotificationTextKey = keyof typeof notificationTexts
