import { CONDITIONS, SHIPPING_PAYERS, type Condition, type Localized, type ShippingPayer } from '@shared/markets/listing-facts'
import type { Good } from './goods'
import type { ListingStyle } from './profiles'

/** The words of demo listings and sellers, as the markets write them, with our translations. */
type Names = Pick<Good, 'ja' | 'vi' | 'en' | 'brand'>

export function fleaDescription(good: Names, condition: Condition, payer: ShippingPayer): Localized {
  const state = CONDITIONS[condition]
  const shipping = SHIPPING_PAYERS[payer]
  return {
    ja: `ご覧いただきありがとうございます。\n${good.ja}です。\n\n状態: ${state.ja}\n${shipping.ja}\n\n即購入OKです。気になる点はコメントでお気軽にどうぞ。`,
    vi: `Cảm ơn bạn đã xem tin.\n${good.vi}.\n\nTình trạng: ${state.vi}\n${shipping.vi}\n\nCó thể mua ngay. Có thắc mắc gì xin cứ bình luận.`,
    en: `Thank you for looking.\n${good.en}.\n\nCondition: ${state.en}\n${shipping.en}\n\nFeel free to buy right away; ask in the comments if anything is unclear.`,
  }
}

export function storeDescription(good: Names, days: number): Localized {
  return {
    ja: `${good.ja}\n\nメーカー: ${good.brand}\n正規品・新品です。ご注文から${days}営業日以内に発送いたします。\n※海外への発送は代行業者様経由でお願いいたします。`,
    vi: `${good.vi}\n\nNhà sản xuất: ${good.brand}\nHàng chính hãng, mới 100%. Gửi hàng trong vòng ${days} ngày làm việc kể từ khi đặt.\n* Gửi ra nước ngoài qua đơn vị mua hộ.`,
    en: `${good.en}\n\nMaker: ${good.brand}\nGenuine and brand new. Ships within ${days} business days of the order.\n* Overseas shipping through a purchasing agent.`,
  }
}

export function auctionDescription(good: Names, condition: Condition, autoExtension: boolean): Localized {
  const state = CONDITIONS[condition]
  const extension = autoExtension
    ? { ja: '自動延長あり。', vi: 'Có tự động gia hạn khi có giá thầu phút chót.', en: 'Auto-extension on.' }
    : { ja: '自動延長なし。', vi: 'Không tự động gia hạn.', en: 'No auto-extension.' }
  return {
    ja: `${good.ja}の出品です。\n状態: ${state.ja}\n動作確認済み。写真にあるものが全てです。\n${extension.ja}ノークレーム・ノーリターンでお願いいたします。`,
    vi: `Đấu giá ${good.vi}.\nTình trạng: ${state.vi}\nĐã kiểm tra hoạt động. Gồm đúng những gì trong ảnh.\n${extension.vi} Không khiếu nại, không đổi trả.`,
    en: `Auction of the ${good.en}.\nCondition: ${state.en}\nTested and working. What you see in the photos is all you get.\n${extension.en} No claims, no returns.`,
  }
}

export function usedStoreDescription(good: Names, rank: string, branch: string): Localized {
  return {
    ja: `${good.ja}\n\nランク: ${rank}\n${branch}の在庫です。動作確認済み、付属品は写真のものが全てです。`,
    vi: `${good.vi}\n\nHạng: ${rank}\nHàng tồn kho của ${branch}. Đã kiểm tra hoạt động, phụ kiện đúng như trong ảnh.`,
    en: `${good.en}\n\nRank: ${rank}\nIn stock at ${branch}. Tested; accessories are those in the photos.`,
  }
}

export function nikeDescription(good: Names): Localized {
  return {
    ja: `${good.ja}。\nクラシックなデザインに、一日中快適な履き心地を。ナイキ公式オンラインストアの正規品です。`,
    vi: `${good.vi}.\nThiết kế kinh điển, êm ái cả ngày. Hàng chính hãng từ cửa hàng trực tuyến chính thức của Nike.`,
    en: `${good.en}.\nA classic design, comfortable all day. Genuine, from Nike's official online store.`,
  }
}

const SELLER_DESCRIPTIONS: Record<ListingStyle, Localized> = {
  flea: {
    ja: 'プロフィールをご覧いただきありがとうございます。喫煙者・ペットなしの家庭です。丁寧な梱包を心がけています。',
    vi: 'Cảm ơn bạn đã xem trang. Nhà không hút thuốc, không nuôi thú cưng. Luôn đóng gói cẩn thận.',
    en: 'Thanks for visiting. Smoke-free, pet-free home. I pack every item with care.',
  },
  store: {
    ja: '正規品のみを取り扱うショップです。平日14時までのご注文は当日発送いたします。',
    vi: 'Cửa hàng chỉ bán hàng chính hãng. Đơn đặt trước 14 giờ ngày thường được gửi ngay trong ngày.',
    en: 'We sell genuine goods only. Orders before 2 pm on weekdays ship the same day.',
  },
  auction: {
    ja: '中古品の出品が中心です。落札後48時間以内のご連絡をお願いいたします。',
    vi: 'Chủ yếu đăng bán hàng đã qua sử dụng. Xin liên hệ trong vòng 48 giờ sau khi thắng đấu giá.',
    en: 'Mostly second-hand goods. Please get in touch within 48 hours of winning.',
  },
  nike: {
    ja: 'ナイキ公式オンラインストア。',
    vi: 'Cửa hàng trực tuyến chính thức của Nike.',
    en: "Nike's official online store.",
  },
  'used-store': {
    ja: 'リユースショップ ハードオフの店舗在庫です。全品動作確認済み。',
    vi: 'Hàng tồn kho của chuỗi cửa hàng đồ cũ Hard Off. Mọi món đều đã được kiểm tra hoạt động.',
    en: 'Stock of the Hard Off reuse shops. Every item is tested.',
  },
}

export function sellerDescription(style: ListingStyle): Localized {
  return SELLER_DESCRIPTIONS[style]
}

/** Words the flea markets put before a name to say its condition. */
export const CONDITION_PREFIX: Partial<Record<Condition, Localized>> = {
  new: { ja: '【新品未使用】', vi: '[Mới, chưa dùng] ', en: '[New] ' },
  like_new: { ja: '【美品】', vi: '[Như mới] ', en: '[Like new] ' },
  junk: { ja: '【ジャンク】', vi: '[Hàng hỏng] ', en: '[For parts] ' },
}

export const ONE_YEN_START: Localized = { ja: '【1円スタート】', vi: '[Khởi điểm 1 yên] ', en: '[Starts at ¥1] ' }
