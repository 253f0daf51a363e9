import type { PictogramName } from './pictograms'

/** A promotional banner: Vietnamese text baked into the picture, as shop banners are. Titles ≤ 20 characters a line, subtitles ≤ 46. */
export type BannerDefinition = {
  tag: string
  title: string[]
  subtitle: string
  cta: string
  hue: number
  pictograms: [PictogramName, PictogramName, PictogramName]
}

/** Banners the home page uses (see src/server/seed/home-content.ts). */
export const BANNERS: Record<string, BannerDefinition> = {
  'home-ikom-beauty': {
    tag: 'ikom',
    title: ['Mỹ phẩm Nhật', 'chính hãng'],
    subtitle: 'Giảm đến 35% cho Hada Labo, Anessa, Shiseido',
    cta: 'Mua ngay',
    hue: 340,
    pictograms: ['pump', 'tube', 'lipstick'],
  },
  'home-awond-kitchen': {
    tag: 'awond',
    title: ['Đồ gia dụng', 'Nhật Bản'],
    subtitle: 'Nồi cơm Zojirushi, bình giữ nhiệt Thermos',
    cta: 'Khám phá',
    hue: 28,
    pictograms: ['pot', 'pan', 'cup'],
  },
  'home-health': {
    tag: 'ikom',
    title: ['Sống khỏe', 'mỗi ngày'],
    subtitle: 'Thực phẩm chức năng DHC, Fancl, Meiji',
    cta: 'Xem ưu đãi',
    hue: 150,
    pictograms: ['pillBottle', 'dropper', 'can'],
  },
  'home-shipping': {
    tag: 'Vận chuyển',
    title: ['Mua hàng Nhật,', 'giao tận Việt Nam'],
    subtitle: 'Đường hàng không hoặc đường biển tiết kiệm',
    cta: 'Tìm hiểu',
    hue: 210,
    pictograms: ['box', 'bag', 'camera'],
  },
  'promo-baby': {
    tag: 'Mẹ & bé',
    title: ['Tuần lễ Mẹ & bé'],
    subtitle: 'Bỉm Merries, sữa Meiji giá tốt',
    cta: 'Mua ngay',
    hue: 45,
    pictograms: ['diaper', 'babyBottle', 'can'],
  },
  'promo-gadgets': {
    tag: 'Điện tử',
    title: ['Đồ điện tử Nhật'],
    subtitle: 'Máy ảnh, tai nghe, máy chơi game',
    cta: 'Mua ngay',
    hue: 262,
    pictograms: ['camera', 'headphones', 'gamepad'],
  },
  'shop-ikom': {
    tag: 'ikom',
    title: ['Sức khỏe & sắc đẹp'],
    subtitle: 'Mỹ phẩm, thực phẩm chức năng, mẹ & bé',
    cta: 'Vào cửa hàng',
    hue: 160,
    pictograms: ['pump', 'pillBottle', 'diaper'],
  },
  'shop-awond': {
    tag: 'awond',
    title: ['Nhà cửa & công nghệ'],
    subtitle: 'Gia dụng, thời trang, điện tử, đồ chơi',
    cta: 'Vào cửa hàng',
    hue: 35,
    pictograms: ['pot', 'headphones', 'robot'],
  },
  'block-ikom': {
    tag: 'ikom',
    title: ['Hàng mới về', 'mỗi tuần'],
    subtitle: 'Chọn lọc từ nhà thuốc và cửa hàng Nhật',
    cta: 'Xem tất cả',
    hue: 168,
    pictograms: ['tube', 'pillBottle', 'can'],
  },
  'block-awond': {
    tag: 'awond',
    title: ['Chất lượng Nhật', 'cho mọi nhà'],
    subtitle: 'Miễn phí giao hàng cho đơn từ 30.000 yên',
    cta: 'Xem tất cả',
    hue: 30,
    pictograms: ['drawers', 'shoe', 'blocks'],
  },
}
