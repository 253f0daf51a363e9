import type { CategoryLines } from '@server/seed/catalog/product-line'

export const FASHION: CategoryLines[] = [
  {
    categoryId: 601,
    lines: [
      {
        brand: 'Uniqlo',
        name: 'Áo giữ nhiệt Uniqlo Heattech cổ tròn',
        ja: 'ユニクロ ヒートテック',
        variants: [
          ['size M', 1500],
          ['size L', 1500],
        ],
        origin: 'cn',
      },
      {
        brand: 'Uniqlo',
        name: 'Áo khoác lông vũ Uniqlo Ultra Light Down',
        variants: [
          ['size M', 5990],
          ['size L', 5990],
        ],
        origin: 'vn',
      },
      { brand: 'GU', name: 'Quần jeans ống rộng GU', picture: 'trousers', variants: [['size 67', 2990]], origin: 'cn' },
      { brand: 'Muji', name: 'Áo sơ mi vải lanh Muji', variants: [['size M', 3990]], origin: 'vn' },
      { brand: 'Beams', name: 'Áo thun Beams in logo', variants: [['size L', 5500]] },
    ],
  },
  {
    categoryId: 602,
    lines: [
      {
        brand: 'Asics',
        name: 'Giày chạy bộ Asics Gel-Kayano 31',
        variants: [
          ['size 26', 17600],
          ['size 27', 17600],
        ],
        origin: 'vn',
      },
      {
        brand: 'Onitsuka Tiger',
        name: 'Giày Onitsuka Tiger Mexico 66',
        ja: 'オニツカタイガー メキシコ66',
        variants: [
          ['size 24.5', 15400],
          ['size 26', 15400],
        ],
        origin: 'vn',
      },
      { brand: 'Mizuno', name: 'Giày chạy bộ Mizuno Wave Rider 28', variants: [['size 26.5', 15950]], origin: 'vn' },
      { brand: 'Moonstar', name: 'Giày vải Moonstar 810s', ja: 'ムーンスター', variants: [['size 25', 6600]] },
    ],
  },
  {
    categoryId: 603,
    lines: [
      { brand: 'Porter', name: 'Túi đeo chéo Porter Tanker', ja: 'ポーター タンカー', variants: [['màu đen', 28600]] },
      {
        brand: 'Anello',
        name: 'Balo Anello miệng khóa kim loại',
        variants: [
          ['cỡ thường', 5940],
          ['cỡ mini', 4620],
        ],
        origin: 'cn',
      },
      { brand: 'Tsuchiya Kaban', name: 'Ví da dài Tsuchiya Kaban', picture: 'bag', ja: '土屋鞄', variants: [['màu nâu', 39600]] },
      { brand: 'Longchamp', name: 'Túi Longchamp Le Pliage', variants: [['cỡ M', 19800]], origin: 'fr' },
    ],
  },
  {
    categoryId: 604,
    lines: [
      { brand: 'Casio', name: 'Đồng hồ Casio G-Shock GA-2100', ja: 'G-SHOCK カシオーク', variants: [['màu đen', 15950]], origin: 'th' },
      { brand: 'Seiko', name: 'Đồng hồ Seiko Presage Cocktail Time', variants: [['mặt xanh', 66000]] },
      { brand: 'Citizen', name: 'Đồng hồ Citizen Eco-Drive dây da', variants: [['mặt trắng', 33000]] },
      { brand: 'Grand Seiko', name: 'Đồng hồ Grand Seiko SBGA211 Snowflake', ja: 'グランドセイコー 雪白', variants: [['1 chiếc', 946000]] },
      { brand: 'Zoff', name: 'Gọng kính Zoff Smart', picture: 'glasses', variants: [['màu đen', 9900]], origin: 'cn' },
    ],
  },
]
