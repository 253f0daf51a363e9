import type { CategoryLines } from '@server/seed/catalog/product-line'

export const BEAUTY: CategoryLines[] = [
  {
    categoryId: 101,
    lines: [
      {
        brand: 'Hada Labo',
        name: 'Sữa rửa mặt tạo bọt Hada Labo Gokujyun',
        ja: '肌ラボ 極潤 泡洗顔',
        variants: [
          ['160ml', 715],
          ['túi refill 140ml', 605],
        ],
        ingredients: 'Nước, Glycerin, Lauroyl Glutamate, Sodium Hyaluronate, Acetyl Hyaluronate',
      },
      {
        brand: 'Hada Labo',
        name: 'Lotion dưỡng ẩm Hada Labo Gokujyun Hyaluronic',
        ja: '肌ラボ 極潤 ヒアルロン液',
        variants: [
          ['170ml', 880],
          ['400ml', 1650],
        ],
        ingredients: 'Nước, Butylene Glycol, Glycerin, Sodium Hyaluronate, Hydrolyzed Hyaluronic Acid',
      },
      {
        brand: 'Shiseido',
        name: 'Nước dưỡng Shiseido Elixir Lifting Moist Lotion',
        ja: 'エリクシール リフトモイスト ローション',
        variants: [['170ml', 3520]],
      },
      {
        brand: 'Senka',
        name: 'Sữa rửa mặt Senka Perfect Whip',
        picture: 'tube',
        ja: '専科 パーフェクトホイップ',
        variants: [
          ['120g', 550],
          ['150g', 660],
        ],
      },
      {
        brand: 'DHC',
        name: 'Dầu tẩy trang DHC Deep Cleansing Oil',
        ja: 'DHC 薬用ディープクレンジングオイル',
        variants: [
          ['120ml', 1980],
          ['200ml', 2970],
        ],
        ingredients: 'Olive Fruit Oil, Caprylic/Capric Triglyceride, Sorbeth-30 Tetraoleate, Tocopherol',
      },
      { brand: 'Kosé', name: 'Mặt nạ Kosé Clear Turn Essence Mask', picture: 'box', variants: [['hộp 30 miếng', 770]] },
      {
        brand: 'Melano CC',
        name: 'Serum Vitamin C Melano CC',
        picture: 'dropper',
        ja: 'メラノCC 薬用しみ集中対策美容液',
        variants: [['20ml', 1078]],
        ingredients: 'Ascorbic Acid, Tocopheryl Acetate, Dipotassium Glycyrrhizate, Ethanol, Glycerin',
      },
      {
        brand: 'SK-II',
        name: 'Nước thần SK-II Facial Treatment Essence',
        variants: [
          ['160ml', 25300],
          ['230ml', 33000],
        ],
      },
      { brand: 'Mediheal', name: 'Mặt nạ giấy Mediheal N.M.F Aquaring', picture: 'box', variants: [['hộp 10 miếng', 1650]], origin: 'kr' },
    ],
  },
  {
    categoryId: 102,
    lines: [
      {
        brand: 'Biore',
        name: 'Kem chống nắng Biore UV Aqua Rich Watery Essence SPF50+',
        ja: 'ビオレUV アクアリッチ ウォータリーエッセンス',
        variants: [
          ['50g', 858],
          ['70g', 1078],
        ],
        alsoIn: 101,
      },
      {
        brand: 'Anessa',
        name: 'Sữa chống nắng Anessa Perfect UV Skincare Milk SPF50+',
        ja: 'アネッサ パーフェクトUV スキンケアミルク',
        variants: [
          ['60ml', 3278],
          ['90ml', 4180],
        ],
      },
      {
        brand: 'Skin Aqua',
        name: 'Tinh chất chống nắng Skin Aqua Tone Up UV Essence',
        ja: 'スキンアクア トーンアップUV',
        variants: [['80g', 880]],
      },
      { brand: 'Allie', name: 'Gel chống nắng Allie Chrono Beauty Gel UV EX', variants: [['90g', 2178]] },
      { brand: 'Nivea', name: 'Xịt chống nắng Nivea Sun Protect Water Spray SPF50', picture: 'spray', variants: [['125g', 968]] },
    ],
  },
  {
    categoryId: 103,
    lines: [
      {
        brand: 'Canmake',
        name: 'Phấn phủ Canmake Marshmallow Finish Powder',
        picture: 'compact',
        ja: 'キャンメイク マシュマロフィニッシュパウダー',
        variants: [
          ['tông MO', 1034],
          ['tông ML', 1034],
        ],
      },
      {
        brand: 'Kate',
        name: 'Kẻ mắt nước Kate Super Sharp Liner EX',
        variants: [
          ['màu đen', 1320],
          ['màu nâu', 1320],
        ],
      },
      { brand: 'Majolica Majorca', name: 'Mascara Majolica Majorca Lash Expander', variants: [['6g', 1320]] },
      {
        brand: 'Shiseido',
        name: 'Son thỏi Shiseido VisionAiry Gel Lipstick',
        variants: [
          ['màu 204', 4400],
          ['màu 226', 4400],
        ],
      },
      {
        brand: 'Cezanne',
        name: 'Phấn má Cezanne Cheek Color',
        picture: 'compact',
        ja: 'セザンヌ チークカラー',
        variants: [
          ['màu 01', 396],
          ['màu 05', 396],
        ],
      },
      { brand: 'Dior', name: 'Son dưỡng Dior Addict Lip Glow', variants: [['màu 001', 4950]], origin: 'fr' },
      { brand: 'Laneige', name: 'Phấn nước Laneige Neo Cushion Matte', picture: 'compact', variants: [['tông 21N', 4070]], origin: 'kr' },
    ],
  },
  {
    categoryId: 104,
    lines: [
      {
        brand: 'Tsubaki',
        name: 'Dầu gội Tsubaki Premium Moist',
        ja: 'TSUBAKI プレミアムモイスト シャンプー',
        variants: [
          ['490ml', 1210],
          ['túi refill 330ml', 880],
        ],
        ingredients: 'Nước, Sodium Laureth Sulfate, Camellia Japonica Seed Oil, Glycerin, Honey',
      },
      { brand: 'Ichikami', name: 'Dầu xả Ichikami Smooth Care', ja: 'いち髪 なめらかスムースケア', variants: [['480g', 968]] },
      {
        brand: 'Fino',
        name: 'Kem ủ tóc Shiseido Fino Premium Touch',
        picture: 'jar',
        ja: 'フィーノ プレミアムタッチ ヘアマスク',
        variants: [['230g', 1045]],
      },
      { brand: 'Milbon', name: 'Dầu dưỡng tóc Milbon Elujuda', variants: [['120ml', 3300]] },
      { brand: 'Lux', name: 'Dầu gội Lux Luminique Happy Bloom', variants: [['450g', 880]], origin: 'th' },
    ],
  },
  {
    categoryId: 105,
    lines: [
      {
        brand: 'Biore',
        name: 'Sữa tắm Biore U',
        ja: 'ビオレu ボディウォッシュ',
        variants: [
          ['480ml', 598],
          ['túi refill 1.6L', 1628],
        ],
      },
      {
        brand: 'Curel',
        name: 'Kem dưỡng ẩm Curel Intensive Moisture Cream',
        picture: 'jar',
        ja: 'キュレル 潤浸保湿クリーム',
        variants: [['40g', 2420]],
      },
      { brand: 'Shiseido', name: 'Kem dưỡng da tay Shiseido Urea Cream', picture: 'tube', variants: [['100g', 715]] },
      { brand: 'Atrix', name: 'Kem dưỡng tay Atrix Beauty Charge', picture: 'tube', variants: [['80g', 550]] },
      {
        brand: 'Deonatulle',
        name: 'Lăn khử mùi Deonatulle Soft Stone W',
        picture: 'lipstick',
        ja: 'デオナチュレ ソフトストーンW',
        variants: [['20g', 1100]],
        ingredients: 'Potassium Alum, Isopropylmethylphenol, Glycerin, Talc',
      },
      { brand: 'Bathclin', name: 'Bột tắm khoáng Bathclin', picture: 'can', ja: 'バスクリン', variants: [['600g', 660]] },
    ],
  },
]
