import type { CategoryLines } from '@server/seed/catalog/product-line'

export const BABY: CategoryLines[] = [
  {
    categoryId: 301,
    lines: [
      {
        brand: 'Merries',
        name: 'Bỉm Merries',
        ja: 'メリーズ',
        variants: [
          ['size NB 90 miếng', 1980],
          ['size S 82 miếng', 1980],
          ['size M 64 miếng', 1980],
          ['size L 54 miếng', 1980],
        ],
      },
      {
        brand: 'Moony',
        name: 'Bỉm quần Moony Man',
        ja: 'ムーニーマン',
        variants: [
          ['size M 58 miếng', 1780],
          ['size L 44 miếng', 1780],
        ],
      },
      {
        brand: 'Goo.N',
        name: 'Bỉm Goo.N Plus',
        variants: [
          ['size M 64 miếng', 1680],
          ['size XL 38 miếng', 1680],
        ],
      },
      { brand: 'Pampers', name: 'Bỉm quần Pampers Premium Care nội địa Nhật', variants: [['size L 44 miếng', 2380]] },
    ],
  },
  {
    categoryId: 302,
    lines: [
      {
        brand: 'Meiji',
        name: 'Sữa bột Meiji Hohoemi',
        ja: '明治ほほえみ',
        variants: [
          ['lon 800g', 2680],
          ['hộp 24 thanh 27g', 2980],
        ],
        ingredients: 'Lactose, dầu thực vật, whey protein, DHA, ARA, vitamin và khoáng chất',
      },
      { brand: 'Meiji', name: 'Sữa bột Meiji Step cho bé 1–3 tuổi', ja: '明治ステップ', variants: [['lon 800g', 2080]] },
      { brand: 'Morinaga', name: 'Sữa bột Morinaga Hagukumi', ja: '森永 はぐくみ', variants: [['lon 800g', 2580]] },
      { brand: 'Wakodo', name: 'Cháo ăn dặm Wakodo vị rau củ', picture: 'box', ja: '和光堂 ベビーフード', variants: [['hộp 6 gói', 780]] },
      { brand: 'Pigeon', name: 'Bánh ăn dặm Pigeon vị bí đỏ', picture: 'box', variants: [['túi 7 gói', 350]] },
    ],
  },
  {
    categoryId: 303,
    lines: [
      {
        brand: 'Pigeon',
        name: 'Bình sữa Pigeon cổ rộng nhựa PPSU',
        ja: 'ピジョン 母乳実感 哺乳びん',
        variants: [
          ['160ml', 1650],
          ['240ml', 1870],
        ],
      },
      { brand: 'Combi', name: 'Máy tiệt trùng bình sữa Combi', picture: 'toaster', variants: [['1 bộ', 5980]] },
      { brand: 'Richell', name: 'Cốc tập uống Richell 3 giai đoạn', variants: [['200ml', 1430]] },
      {
        brand: 'Aprica',
        name: 'Xe đẩy em bé Aprica Luxuna',
        picture: 'stroller',
        ja: 'アップリカ ラクーナ',
        variants: [['1 chiếc', 49500]],
      },
      { brand: 'Pigeon', name: 'Nhiệt kế điện tử Pigeon cho bé', picture: 'thermometer', variants: [['1 chiếc', 1980]] },
    ],
  },
  {
    categoryId: 304,
    lines: [
      { brand: 'Pigeon', name: 'Sữa tắm gội toàn thân Pigeon cho bé', variants: [['500ml', 748]] },
      {
        brand: 'Atopita',
        name: 'Kem dưỡng ẩm Atopita cho bé',
        picture: 'jar',
        ja: 'アトピタ 保湿クリーム',
        variants: [['60g', 1100]],
        ingredients: 'Nước, Glycerin, Squalane, Ceramide, chiết xuất lá ngải cứu',
      },
      { brand: 'Mama&Kids', name: 'Sữa dưỡng ẩm Mama&Kids Baby Milky Lotion', variants: [['150ml', 1650]] },
      { brand: 'Wakodo', name: 'Phấn rôm Wakodo Siccarol', picture: 'can', ja: 'シッカロール', variants: [['140g', 440]] },
      { brand: 'Merries', name: 'Khăn ướt Merries cho bé', picture: 'box', variants: [['lốc 3 gói x 54 tờ', 748]] },
    ],
  },
]
