import type { Locale } from '@shared/i18n/locales'
import type { PictogramName } from './pictograms'

/**
 * A banner's words in one language, baked into the picture as shop banners are. Titles ≤ 20
 * characters a line (≤ 11 in Japanese), subtitles ≤ 46 (≤ 24 in Japanese).
 */
export type BannerText = { tag: string; title: string[]; subtitle: string; cta: string }

/** A promotional banner: its colours and goods, and its words in each interface language. */
export type BannerDefinition = {
  hue: number
  pictograms: [PictogramName, PictogramName, PictogramName]
  text: Record<Locale, BannerText>
}

const SHOP_NOW = { vi: 'Mua ngay', en: 'Shop now', ja: '今すぐ購入' }
const VISIT_SHOP = { vi: 'Vào cửa hàng', en: 'Visit the shop', ja: 'ショップへ' }
const SEE_ALL = { vi: 'Xem tất cả', en: 'See all', ja: 'すべて見る' }

/** Banners the home page uses (see src/server/seed/home-content.ts). */
export const BANNERS: Record<string, BannerDefinition> = {
  'home-ikom-beauty': {
    hue: 340,
    pictograms: ['pump', 'tube', 'lipstick'],
    text: {
      vi: {
        tag: 'ikom',
        title: ['Mỹ phẩm Nhật', 'chính hãng'],
        subtitle: 'Giảm đến 35% cho Hada Labo, Anessa, Shiseido',
        cta: SHOP_NOW.vi,
      },
      en: {
        tag: 'ikom',
        title: ['Genuine Japanese', 'cosmetics'],
        subtitle: 'Up to 35% off Hada Labo, Anessa, Shiseido',
        cta: SHOP_NOW.en,
      },
      ja: { tag: 'ikom', title: ['日本の正規品', 'コスメ'], subtitle: '肌ラボ・アネッサ・資生堂が最大35%オフ', cta: SHOP_NOW.ja },
    },
  },
  'home-awond-kitchen': {
    hue: 28,
    pictograms: ['pot', 'pan', 'cup'],
    text: {
      vi: { tag: 'awond', title: ['Đồ gia dụng', 'Nhật Bản'], subtitle: 'Nồi cơm Zojirushi, bình giữ nhiệt Thermos', cta: 'Khám phá' },
      en: { tag: 'awond', title: ['Japanese', 'household goods'], subtitle: 'Zojirushi rice cookers, Thermos flasks', cta: 'Explore' },
      ja: { tag: 'awond', title: ['日本の', '生活用品'], subtitle: '象印の炊飯器、サーモスの水筒', cta: '見てみる' },
    },
  },
  'home-health': {
    hue: 150,
    pictograms: ['pillBottle', 'dropper', 'can'],
    text: {
      vi: { tag: 'ikom', title: ['Sống khỏe', 'mỗi ngày'], subtitle: 'Thực phẩm chức năng DHC, Fancl, Meiji', cta: 'Xem ưu đãi' },
      en: { tag: 'ikom', title: ['Healthy', 'every day'], subtitle: 'Supplements by DHC, Fancl and Meiji', cta: 'See offers' },
      ja: { tag: 'ikom', title: ['毎日を', '健康に'], subtitle: 'DHC・ファンケル・明治のサプリ', cta: 'セールを見る' },
    },
  },
  'home-shipping': {
    hue: 210,
    pictograms: ['box', 'bag', 'camera'],
    text: {
      vi: {
        tag: 'Vận chuyển',
        title: ['Mua hàng Nhật,', 'giao tận Việt Nam'],
        subtitle: 'Đường hàng không hoặc đường biển tiết kiệm',
        cta: 'Tìm hiểu',
      },
      en: { tag: 'Shipping', title: ['Buy in Japan,', 'delivered to Vietnam'], subtitle: 'By air, or by sea to save', cta: 'Learn more' },
      ja: { tag: '配送', title: ['日本で買って', 'ベトナムへお届け'], subtitle: '航空便、またはお得な船便で', cta: '詳しく見る' },
    },
  },
  'promo-baby': {
    hue: 45,
    pictograms: ['diaper', 'babyBottle', 'can'],
    text: {
      vi: { tag: 'Mẹ & bé', title: ['Tuần lễ Mẹ & bé'], subtitle: 'Bỉm Merries, sữa Meiji giá tốt', cta: SHOP_NOW.vi },
      en: {
        tag: 'Mother & baby',
        title: ['Mother & baby week'],
        subtitle: 'Merries diapers, Meiji formula at good prices',
        cta: SHOP_NOW.en,
      },
      ja: { tag: 'ママ・ベビー', title: ['ママ&ベビー週間'], subtitle: 'メリーズのおむつ、明治のミルクがお得', cta: SHOP_NOW.ja },
    },
  },
  'promo-gadgets': {
    hue: 262,
    pictograms: ['camera', 'headphones', 'gamepad'],
    text: {
      vi: { tag: 'Điện tử', title: ['Đồ điện tử Nhật'], subtitle: 'Máy ảnh, tai nghe, máy chơi game', cta: SHOP_NOW.vi },
      en: { tag: 'Electronics', title: ['Japanese electronics'], subtitle: 'Cameras, headphones, game consoles', cta: SHOP_NOW.en },
      ja: { tag: '家電', title: ['日本の家電'], subtitle: 'カメラ・ヘッドホン・ゲーム機', cta: SHOP_NOW.ja },
    },
  },
  'shop-ikom': {
    hue: 160,
    pictograms: ['pump', 'pillBottle', 'diaper'],
    text: {
      vi: { tag: 'ikom', title: ['Sức khỏe & sắc đẹp'], subtitle: 'Mỹ phẩm, thực phẩm chức năng, mẹ & bé', cta: VISIT_SHOP.vi },
      en: { tag: 'ikom', title: ['Health & beauty'], subtitle: 'Cosmetics, supplements, mother & baby', cta: VISIT_SHOP.en },
      ja: { tag: 'ikom', title: ['ヘルス&ビューティー'], subtitle: '化粧品・サプリ・ママ&ベビー', cta: VISIT_SHOP.ja },
    },
  },
  'shop-awond': {
    hue: 35,
    pictograms: ['pot', 'headphones', 'robot'],
    text: {
      vi: { tag: 'awond', title: ['Nhà cửa & công nghệ'], subtitle: 'Gia dụng, thời trang, điện tử, đồ chơi', cta: VISIT_SHOP.vi },
      en: { tag: 'awond', title: ['Home & technology'], subtitle: 'Household, fashion, electronics, toys', cta: VISIT_SHOP.en },
      ja: { tag: 'awond', title: ['暮らしとテクノロジー'], subtitle: '生活用品・ファッション・家電・おもちゃ', cta: VISIT_SHOP.ja },
    },
  },
  'block-ikom': {
    hue: 168,
    pictograms: ['tube', 'pillBottle', 'can'],
    text: {
      vi: { tag: 'ikom', title: ['Hàng mới về', 'mỗi tuần'], subtitle: 'Chọn lọc từ nhà thuốc và cửa hàng Nhật', cta: SEE_ALL.vi },
      en: { tag: 'ikom', title: ['New arrivals', 'every week'], subtitle: 'Picked from Japanese pharmacies and shops', cta: SEE_ALL.en },
      ja: { tag: 'ikom', title: ['毎週', '新着入荷'], subtitle: '日本のドラッグストアから厳選', cta: SEE_ALL.ja },
    },
  },
  'block-awond': {
    hue: 30,
    pictograms: ['drawers', 'shoe', 'blocks'],
    text: {
      vi: {
        tag: 'awond',
        title: ['Chất lượng Nhật', 'cho mọi nhà'],
        subtitle: 'Miễn phí giao hàng cho đơn từ 30.000 yên',
        cta: SEE_ALL.vi,
      },
      en: {
        tag: 'awond',
        title: ['Japanese quality', 'for every home'],
        subtitle: 'Free delivery on orders from ¥30,000',
        cta: SEE_ALL.en,
      },
      ja: { tag: 'awond', title: ['日本の品質を', 'すべての家庭に'], subtitle: '3万円以上のご注文で送料無料', cta: SEE_ALL.ja },
    },
  },
}
