import { defineMessages } from '@server/i18n/define-messages'

/** Messages of the auctions module (spec §6, §8: bid and permission messages), in each interface language. */
export const auctionsMessages = defineMessages({
  auctionNoPermission: {
    vi: 'Tài khoản của bạn chưa có quyền đấu giá. Vui lòng đăng ký quyền đấu giá.',
    en: 'You have not auction permission. Please register for it.',
    ja: '入札権限がありません。入札権限を申請してください。',
  },
  ecoringNoPermission: {
    vi: 'Tài khoản của bạn chưa có quyền đấu giá Ecoring. Vui lòng đăng ký quyền đấu giá.',
    en: 'You have not Ecoring auction permission. Please register for it.',
    ja: 'Ecoringの入札権限がありません。入札権限を申請してください。',
  },
  auctionSuccess: {
    vi: 'Đặt giá thành công. Cập nhật phiên đấu giá sẽ có trong mục Thông báo (và thông báo đẩy nếu bạn đã bật).',
    en: 'Your bid is placed. Auction updates arrive in your Notifications (and as push notifications if you turned them on).',
    ja: '入札しました。オークションの最新情報は「お知らせ」に届きます（プッシュ通知を有効にしている場合は通知でも届きます）。',
  },
  auctionOutbidAtOnce: {
    vi: 'Đã đặt giá, nhưng một người khác đặt mức tối đa cao hơn. Giá hiện tại: {price}.',
    en: 'Your bid was placed, but another bidder’s maximum is higher. Current price: {price}.',
    ja: '入札しましたが、他の入札者の上限額の方が高いです。現在価格: {price}。',
  },
  auctionBought: {
    vi: 'Bạn đã mua ngay với giá {price}.',
    en: 'You won at the buy-now price of {price}.',
    ja: '即決価格 {price} で落札しました。',
  },
  auctionEnded: { vi: 'Phiên đấu giá đã kết thúc.', en: 'Auction ended.', ja: 'オークションは終了しました。' },
  auctionBelowMinimum: {
    vi: 'Giá đặt phải từ {minimum} trở lên.',
    en: 'Your bid must be at least {minimum}.',
    ja: '入札額は {minimum} 以上にしてください。',
  },
  auctionNotAboveOwnMax: {
    vi: 'Bạn đang dẫn đầu; giá mới phải cao hơn mức tối đa {max} của bạn.',
    en: 'You are leading; a new bid must be above your maximum of {max}.',
    ja: '最高額入札者です。新しい入札はあなたの上限額 {max} を超える必要があります。',
  },
  auctionDepositShort: {
    vi: 'Ví cần thêm {missing} để giữ cọc {hold} cho giá này.',
    en: 'Your wallet needs {missing} more to hold the {hold} deposit for this bid.',
    ja: 'この入札の保証金 {hold} には、ウォレットにあと {missing} 必要です。',
  },
  auctionOverLimit: {
    vi: 'Giá đặt vượt hạn mức đấu giá {limit} của bạn.',
    en: 'The bid is above your bidding limit of {limit}.',
    ja: '入札額があなたの入札上限 {limit} を超えています。',
  },
  auctionRateMissing: {
    vi: 'Chưa có tỷ giá hôm nay để tính tiền cọc. Vui lòng thử lại sau.',
    en: 'Today’s exchange rate is not set yet, so the deposit cannot be priced. Please try again later.',
    ja: '本日の為替レートが未設定のため保証金を計算できません。後でもう一度お試しください。',
  },
  auctionNotFound: { vi: 'Không tìm thấy phiên đấu giá.', en: 'The auction was not found.', ja: 'オークションが見つかりません。' },
  auctionFail: { vi: 'Đấu giá thất bại.', en: 'Auction fail.', ja: '入札に失敗しました。' },
  auctionPriceRequired: { vi: 'Vui lòng nhập giá đặt.', en: 'Please enter your bid.', ja: '入札額を入力してください。' },
  auctionPriceInvalid: {
    vi: 'Giá đặt phải là số nguyên yên từ 0 trở lên.',
    en: 'The bid must be a whole number of yen, 0 or more.',
    ja: '入札額は0以上の整数（円）で入力してください。',
  },
  auctionUrlRequired: { vi: 'Thiếu đường dẫn phiên đấu giá.', en: 'The auction’s link is missing.', ja: 'オークションのURLがありません。' },
  auctionUrlInvalid: {
    vi: 'Đường dẫn không phải phiên đấu giá Yahoo Auction.',
    en: 'The link is not a Yahoo Auction listing.',
    ja: 'ヤフオクの出品URLではありません。',
  },
  snipeLeadInvalid: {
    vi: 'Thời điểm đặt giá tự động phải từ 5 giây đến 24 giờ trước khi kết thúc.',
    en: 'A snipe is placed between 5 seconds and 24 hours before the end.',
    ja: 'スナイプ入札は終了の5秒前から24時間前までの間に設定してください。',
  },
  snipeScheduled: {
    vi: 'Đã hẹn đặt giá tự động {lead} trước khi kết thúc. Phiên có thể được gia hạn nếu có người đặt giá vào phút cuối.',
    en: 'Snipe scheduled {lead} before the end. A last-minute bid can extend the auction.',
    ja: '終了の{lead}前にスナイプ入札を予約しました。終了間際の入札で終了時間が延長されることがあります。',
  },
  snipeNotFound: { vi: 'Không tìm thấy lượt đặt giá tự động.', en: 'The snipe was not found.', ja: 'スナイプ入札が見つかりません。' },
  snipeNotChangeable: {
    vi: 'Lượt đặt giá tự động này đã được thực hiện hoặc đã hủy.',
    en: 'This snipe was already placed or cancelled.',
    ja: 'このスナイプ入札は実行済みか取り消し済みです。',
  },
  snipeTooLate: {
    vi: 'Đã quá thời điểm đặt giá tự động cho phiên này.',
    en: 'It is too late to schedule this snipe.',
    ja: 'このスナイプ入札の予約時刻を過ぎています。',
  },
  permissionPhoneRequired: {
    vi: 'Vui lòng nhập số điện thoại.',
    en: 'Please enter your phone number.',
    ja: '電話番号を入力してください。',
  },
  permissionPhoneInvalid: {
    vi: 'Số điện thoại không hợp lệ.',
    en: 'The phone number is not valid.',
    ja: '電話番号が正しくありません。',
  },
  permissionRequested: {
    vi: 'Đăng ký thành công. Chúng tôi sẽ liên hệ với bạn trong vòng 24 giờ.',
    en: 'Registered. We will contact you within 24 hours.',
    ja: '申請を受け付けました。24時間以内にご連絡します。',
  },
  permissionAlreadyGranted: {
    vi: 'Tài khoản của bạn đã có quyền đấu giá.',
    en: 'Your account can already bid.',
    ja: 'すでに入札権限があります。',
  },
  permissionRequestDecided: {
    vi: 'Yêu cầu này đã được xử lý.',
    en: 'This request was already decided.',
    ja: 'この申請は処理済みです。',
  },
  ecoringStepInvalid: {
    vi: 'Giá đặt phải là bội số của {step}.',
    en: 'The bid must be a multiple of {step}.',
    ja: '入札額は {step} の倍数にしてください。',
  },
  ecoringNotOpen: {
    vi: 'Sản phẩm này chưa mở đấu giá.',
    en: 'This lot is not open for bids.',
    ja: 'この商品はまだ入札を受け付けていません。',
  },
  ecoringPriceNotUpdated: { vi: 'Chưa cập nhật giá', en: 'Not updated price', ja: '価格未更新' },
  deskNothingToPlace: {
    vi: 'Không khách nào của chúng ta đang dẫn đầu lô này: không có giá nào cần đặt.',
    en: 'None of our customers leads this lot: there is no bid to place.',
    ja: 'この商品で当店の顧客は最高額ではありません。入札する額はありません。',
  },
  deskPlacedAboveMax: {
    vi: 'Giá đã đặt không được cao hơn mức tối đa {max} của khách dẫn đầu.',
    en: 'The placed bid cannot be above our leader’s maximum of {max}.',
    ja: '入札額は最高額入札者の上限額 {max} を超えられません。',
  },
  deskWonPriceRequired: {
    vi: 'Hãy nhập giá thắng trên Yahoo.',
    en: 'Enter the price the lot was won at.',
    ja: '落札価格を入力してください。',
  },
  deskWonWithoutLeader: {
    vi: 'Không khách nào của chúng ta dẫn đầu lô này, nên không thể ghi là thắng.',
    en: 'None of our customers leads this lot, so it cannot have been won.',
    ja: '当店の顧客が最高額ではないため、落札として記録できません。',
  },
  deskWonAboveMax: {
    vi: 'Không thể thắng với giá cao hơn mức tối đa {max} của khách dẫn đầu.',
    en: 'A lot cannot be won above our leader’s maximum of {max}.',
    ja: '最高額入札者の上限額 {max} を超える価格では落札できません。',
  },
  deskWonBelowYahoo: {
    vi: 'Giá thắng không thể thấp hơn giá Yahoo đã ghi {yahoo}.',
    en: 'The won price cannot be below the Yahoo price recorded, {yahoo}.',
    ja: '落札価格は記録済みのヤフオク価格 {yahoo} を下回れません。',
  },
  deskResultTooEarly: {
    vi: 'Phiên này chưa kết thúc. Chỉ ghi kết quả nếu Yahoo đã kết thúc sớm.',
    en: 'This lot has not ended yet. Record a result only if Yahoo ended it early.',
    ja: 'このオークションはまだ終了していません。ヤフオクで早期終了した場合のみ結果を記録してください。',
  },
  watchListFull: {
    vi: 'Bạn đang theo dõi {max} phiên, mức tối đa. Hãy bỏ theo dõi bớt để theo dõi phiên này.',
    en: 'You follow {max} lots, the most allowed. Unfollow some to follow this one.',
    ja: 'ウォッチできるのは {max} 件までです。いくつか解除してからウォッチしてください。',
  },
  auctionDetailsPending: {
    vi: 'Cửa hàng đang đọc phiên này từ Yahoo Auction; bạn có thể đặt giá khi cửa hàng đã kiểm tra xong.',
    en: 'We are reading this lot from Yahoo Auction; you can bid once the shop has checked it.',
    ja: 'ヤフオクからこの商品の情報を確認中です。ショップの確認後に入札できます。',
  },
  linkedLotNotPending: {
    vi: 'Phiên này đã được mô tả.',
    en: 'This lot has already been described.',
    ja: 'この商品はすでに登録済みです。',
  },
  linkedLotTitleRequired: { vi: 'Vui lòng nhập tên phiên.', en: 'Enter the lot’s title.', ja: '商品名を入力してください。' },
  linkedLotImageInvalid: {
    vi: 'Địa chỉ ảnh phải bắt đầu bằng https://.',
    en: 'The picture address must start with https://.',
    ja: '画像URLは https:// で始めてください。',
  },
  linkedLotEndPassed: {
    vi: 'Thời gian kết thúc phải ở tương lai.',
    en: 'The end time must be in the future.',
    ja: '終了日時は未来の日時にしてください。',
  },
  linkedLotBuyNowTooLow: {
    vi: 'Giá mua ngay phải cao hơn giá hiện tại.',
    en: 'The buy-now price must be above the current price.',
    ja: '即決価格は現在価格より高くしてください。',
  },
})
