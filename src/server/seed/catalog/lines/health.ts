import type { CategoryLines } from '@server/seed/catalog/product-line'

export const HEALTH: CategoryLines[] = [
  {
    categoryId: 201,
    lines: [
      {
        brand: 'DHC',
        name: 'Viên uống DHC Vitamin C Hard Capsule',
        ja: 'DHC ビタミンC ハードカプセル',
        variants: [
          ['30 ngày', 298],
          ['60 ngày', 496],
          ['90 ngày', 668],
        ],
        ingredients: 'Vitamin C (L-ascorbic acid), Vitamin B2, gelatin, chất tạo màu caramel',
      },
      {
        brand: 'DHC',
        name: 'Viên uống DHC Multi Vitamin',
        ja: 'DHC マルチビタミン',
        variants: [
          ['30 ngày', 598],
          ['90 ngày', 1580],
        ],
      },
      { brand: 'Nature Made', name: 'Viên uống Nature Made Super Multi Vitamin & Mineral', variants: [['120 viên', 1580]], origin: 'us' },
      {
        brand: 'Fancl',
        name: 'Viên uống Fancl vitamin tổng hợp cho nam 40+',
        ja: 'ファンケル 40代からのサプリメント 男性用',
        variants: [['30 gói', 4860]],
      },
      { brand: 'Kobayashi', name: 'Viên uống bổ sung sắt và axit folic Kobayashi', variants: [['30 ngày', 990]] },
    ],
  },
  {
    categoryId: 202,
    lines: [
      {
        brand: 'DHC',
        name: 'Viên uống DHC Collagen',
        ja: 'DHC コラーゲン',
        variants: [
          ['20 ngày', 698],
          ['60 ngày', 1880],
        ],
        ingredients: 'Collagen peptide từ cá, Vitamin B1, Vitamin B2, gelatin, glycerin',
      },
      {
        brand: 'Shiseido',
        name: 'Nước uống Shiseido The Collagen',
        picture: 'box',
        ja: '資生堂 ザ・コラーゲン ドリンク',
        variants: [['hộp 10 chai 50ml', 3240]],
      },
      {
        brand: 'Meiji',
        name: 'Bột Meiji Amino Collagen Premium',
        picture: 'can',
        ja: '明治 アミノコラーゲン プレミアム',
        variants: [
          ['hộp 196g (28 ngày)', 2138],
          ['hộp 30 gói 5g', 2400],
        ],
        ingredients: 'Collagen peptide, Hyaluronic acid, Glucosamine, Ceramide, Vitamin C',
      },
      { brand: 'Fancl', name: 'Viên uống Fancl HTC Collagen DX', variants: [['30 ngày', 3240]] },
      {
        brand: 'Transino',
        name: 'Viên uống trắng da Transino White C Clear',
        ja: 'トランシーノ ホワイトCクリア',
        variants: [['120 viên', 2640]],
        alsoIn: 201,
      },
    ],
  },
  {
    categoryId: 203,
    lines: [
      { brand: 'Orihiro', name: 'Viên uống Glucosamine Orihiro', ja: 'オリヒロ グルコサミン', variants: [['900 viên', 2980]] },
      { brand: 'DHC', name: 'Viên uống dầu cá DHC EPA DHA', variants: [['30 ngày', 1380]] },
      {
        brand: 'Suntory',
        name: 'Viên uống Suntory Glucosamine Active',
        ja: 'サントリー グルコサミン アクティブ',
        variants: [['360 viên', 6480]],
      },
      { brand: 'Kobayashi', name: 'Viên uống Nattokinase Kobayashi', ja: '小林製薬 ナットウキナーゼ', variants: [['30 ngày', 1980]] },
      { brand: 'Sakamoto', name: 'Viên uống giấm đen Sakamoto Kurozu', ja: '坂元のくろず', variants: [['180 viên', 3240]] },
    ],
  },
  {
    categoryId: 204,
    lines: [
      { brand: 'Rohto', name: 'Thuốc nhỏ mắt V Rohto Premium', ja: 'Vロート プレミアム', variants: [['15ml', 1650]] },
      { brand: 'Santen', name: 'Nước nhỏ mắt Santen FX Neo', ja: 'サンテFX ネオ', variants: [['12ml', 880]] },
      {
        brand: 'Lion',
        name: 'Kem đánh răng Lion Clinica Advantage',
        picture: 'tube',
        ja: 'クリニカ アドバンテージ ハミガキ',
        variants: [
          ['130g', 330],
          ['lốc 3 tuýp', 880],
        ],
      },
      { brand: 'Sunstar', name: 'Nước súc miệng Sunstar GUM Dental Rinse', picture: 'sauceBottle', variants: [['500ml', 880]] },
      {
        brand: 'DHC',
        name: 'Viên uống bổ mắt DHC Blueberry',
        picture: 'pillBottle',
        ja: 'DHC ブルーベリーエキス',
        variants: [['30 ngày', 1080]],
        alsoIn: 201,
      },
    ],
  },
]
