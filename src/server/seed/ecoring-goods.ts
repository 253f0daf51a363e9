/**
 * Ecoring's demo goods (DEMO_DATA, issue 27): each category names the brands it sells, and each
 * good one of them, its name in Japanese (as Ecoring lists it), Vietnamese and English, and the
 * yen a used one fetches at auction (the lot's start price lies within it, lower for worse ranks).
 * A lot is one good in one rank, so no name mixes a brand with another's goods.
 */
export type Texts = { ja: string; vi: string; en: string }

export type EcoringGood = { brand: string; name: Texts; priceRange: readonly [number, number] }

export type EcoringDemoCategory = {
  id: string
  name: Texts
  pictogram: string
  brands: readonly string[]
  /** What comes with the category's goods (the description's accessories line). */
  accessories: Texts
  goods: readonly EcoringGood[]
}

export const ECORING_DEMO_CATEGORIES: readonly EcoringDemoCategory[] = [
  {
    id: 'bags',
    name: { vi: 'Túi xách', en: 'Bags', ja: 'バッグ' },
    pictogram: 'bag',
    brands: ['LOUIS VUITTON', 'HERMES', 'CHANEL', 'COACH', 'PRADA'],
    accessories: { ja: '保存袋', vi: 'Túi bảo quản', en: 'Dust bag' },
    goods: [
      {
        brand: 'LOUIS VUITTON',
        name: {
          ja: 'LOUIS VUITTON モノグラム ネヴァーフルMM トートバッグ',
          vi: 'Túi tote Louis Vuitton Neverfull MM Monogram',
          en: 'Louis Vuitton Neverfull MM Monogram tote bag',
        },
        priceRange: [80_000, 180_000],
      },
      {
        brand: 'HERMES',
        name: {
          ja: 'HERMES ガーデンパーティ36 トートバッグ',
          vi: 'Túi tote Hermès Garden Party 36',
          en: 'Hermès Garden Party 36 tote bag',
        },
        priceRange: [120_000, 300_000],
      },
      {
        brand: 'CHANEL',
        name: {
          ja: 'CHANEL マトラッセ チェーンショルダーバッグ',
          vi: 'Túi đeo vai dây xích Chanel Matelassé',
          en: 'Chanel Matelassé chain shoulder bag',
        },
        priceRange: [250_000, 600_000],
      },
      {
        brand: 'COACH',
        name: {
          ja: 'COACH シグネチャー ショルダーバッグ',
          vi: 'Túi đeo vai Coach Signature',
          en: 'Coach Signature shoulder bag',
        },
        priceRange: [8_000, 25_000],
      },
      {
        brand: 'PRADA',
        name: { ja: 'PRADA ナイロン リュック', vi: 'Ba lô vải dù Prada', en: 'Prada nylon backpack' },
        priceRange: [40_000, 110_000],
      },
    ],
  },
  {
    id: 'watches',
    name: { vi: 'Đồng hồ', en: 'Watches', ja: '時計' },
    pictogram: 'watch',
    brands: ['ROLEX', 'OMEGA', 'SEIKO', 'CASIO', 'TAG HEUER'],
    accessories: { ja: '箱・保証書', vi: 'Hộp, thẻ bảo hành', en: 'Box, warranty card' },
    goods: [
      {
        brand: 'ROLEX',
        name: {
          ja: 'ROLEX デイトジャスト36 自動巻き 腕時計',
          vi: 'Đồng hồ Rolex Datejust 36 tự động',
          en: 'Rolex Datejust 36 automatic watch',
        },
        priceRange: [800_000, 1_600_000],
      },
      {
        brand: 'OMEGA',
        name: {
          ja: 'OMEGA スピードマスター プロフェッショナル 手巻き',
          vi: 'Đồng hồ Omega Speedmaster Professional lên cót tay',
          en: 'Omega Speedmaster Professional hand-wound watch',
        },
        priceRange: [450_000, 900_000],
      },
      {
        brand: 'SEIKO',
        name: {
          ja: 'SEIKO プレザージュ 自動巻き メンズ',
          vi: 'Đồng hồ nam Seiko Presage tự động',
          en: "Seiko Presage automatic men's watch",
        },
        priceRange: [25_000, 60_000],
      },
      {
        brand: 'CASIO',
        name: {
          ja: 'CASIO G-SHOCK GW-M5610 電波ソーラー',
          vi: 'Đồng hồ Casio G-Shock GW-M5610 năng lượng mặt trời',
          en: 'Casio G-Shock GW-M5610 solar radio-controlled watch',
        },
        priceRange: [8_000, 18_000],
      },
      {
        brand: 'TAG HEUER',
        name: {
          ja: 'TAG HEUER アクアレーサー クォーツ',
          vi: 'Đồng hồ TAG Heuer Aquaracer máy quartz',
          en: 'TAG Heuer Aquaracer quartz watch',
        },
        priceRange: [90_000, 200_000],
      },
    ],
  },
  {
    id: 'shoes',
    name: { vi: 'Giày', en: 'Shoes', ja: 'シューズ' },
    pictogram: 'shoe',
    brands: ['NIKE', 'ADIDAS', 'DR.MARTENS', "CHURCH'S"],
    accessories: { ja: '箱', vi: 'Hộp giày', en: 'Shoe box' },
    goods: [
      {
        brand: 'NIKE',
        name: {
          ja: 'NIKE エアジョーダン1 レトロ ハイ 27cm',
          vi: 'Giày Nike Air Jordan 1 Retro High 27cm',
          en: 'Nike Air Jordan 1 Retro High sneakers 27cm',
        },
        priceRange: [15_000, 60_000],
      },
      {
        brand: 'ADIDAS',
        name: {
          ja: 'ADIDAS スタンスミス スニーカー 26.5cm',
          vi: 'Giày thể thao Adidas Stan Smith 26.5cm',
          en: 'Adidas Stan Smith sneakers 26.5cm',
        },
        priceRange: [4_000, 10_000],
      },
      {
        brand: 'DR.MARTENS',
        name: { ja: 'DR.MARTENS 1460 8ホールブーツ UK8', vi: 'Bốt Dr.Martens 1460 8 lỗ UK8', en: 'Dr.Martens 1460 8-eye boots UK8' },
        priceRange: [8_000, 18_000],
      },
      {
        brand: "CHURCH'S",
        name: {
          ja: "CHURCH'S シャノン レザーシューズ UK8",
          vi: "Giày da Church's Shannon UK8",
          en: "Church's Shannon leather shoes UK8",
        },
        priceRange: [30_000, 70_000],
      },
    ],
  },
  {
    id: 'apparel',
    name: { vi: 'Quần áo', en: 'Apparel', ja: 'アパレル' },
    pictogram: 'shirt',
    brands: ['MONCLER', 'BURBERRY', 'THE NORTH FACE', "LEVI'S"],
    accessories: { ja: 'なし', vi: 'Không có', en: 'None' },
    goods: [
      {
        brand: 'MONCLER',
        name: { ja: 'MONCLER ダウンジャケット サイズ2', vi: 'Áo phao Moncler size 2', en: 'Moncler down jacket size 2' },
        priceRange: [60_000, 150_000],
      },
      {
        brand: 'BURBERRY',
        name: { ja: 'BURBERRY トレンチコート 38', vi: 'Áo khoác trench Burberry size 38', en: 'Burberry trench coat size 38' },
        priceRange: [30_000, 90_000],
      },
      {
        brand: 'THE NORTH FACE',
        name: {
          ja: 'THE NORTH FACE ヌプシ ダウンジャケット L',
          vi: 'Áo phao The North Face Nuptse size L',
          en: 'The North Face Nuptse down jacket size L',
        },
        priceRange: [15_000, 35_000],
      },
      {
        brand: "LEVI'S",
        name: { ja: "LEVI'S 501 デニムパンツ W32", vi: "Quần jeans Levi's 501 W32", en: "Levi's 501 jeans W32" },
        priceRange: [3_000, 12_000],
      },
    ],
  },
  {
    id: 'cameras',
    name: { vi: 'Máy ảnh', en: 'Cameras', ja: 'カメラ' },
    pictogram: 'camera',
    brands: ['CANON', 'NIKON', 'FUJIFILM', 'SONY', 'OLYMPUS'],
    accessories: { ja: 'バッテリー・充電器', vi: 'Pin, bộ sạc', en: 'Battery, charger' },
    goods: [
      {
        brand: 'CANON',
        name: {
          ja: 'CANON EOS R6 ミラーレス一眼 ボディ',
          vi: 'Thân máy ảnh mirrorless Canon EOS R6',
          en: 'Canon EOS R6 mirrorless camera body',
        },
        priceRange: [150_000, 230_000],
      },
      {
        brand: 'NIKON',
        name: {
          ja: 'NIKON Z 6II ミラーレス一眼 ボディ',
          vi: 'Thân máy ảnh mirrorless Nikon Z 6II',
          en: 'Nikon Z 6II mirrorless camera body',
        },
        priceRange: [120_000, 190_000],
      },
      {
        brand: 'FUJIFILM',
        name: { ja: 'FUJIFILM X100V コンパクトデジタルカメラ', vi: 'Máy ảnh compact Fujifilm X100V', en: 'Fujifilm X100V compact camera' },
        priceRange: [150_000, 220_000],
      },
      {
        brand: 'SONY',
        name: { ja: 'SONY FE 50mm F1.8 単焦点レンズ', vi: 'Ống kính Sony FE 50mm F1.8', en: 'Sony FE 50mm F1.8 prime lens' },
        priceRange: [15_000, 25_000],
      },
      {
        brand: 'OLYMPUS',
        name: { ja: 'OLYMPUS OM-1 フィルムカメラ', vi: 'Máy ảnh phim Olympus OM-1', en: 'Olympus OM-1 film camera' },
        priceRange: [20_000, 50_000],
      },
    ],
  },
]

/** Ecoring's ranks, best first: the note each language reads and the share of a good's top price it fetches. */
export const ECORING_DEMO_RANKS: readonly { rank: string; note: Texts; priceShare: number }[] = [
  { rank: 'N', note: { ja: '未使用品', vi: 'Hàng chưa sử dụng', en: 'Unused' }, priceShare: 1 },
  { rank: 'S', note: { ja: 'ランクS・新品同様', vi: 'Hạng S · như mới', en: 'Rank S · as new' }, priceShare: 0.92 },
  { rank: 'SA', note: { ja: 'ランクSA・極美品', vi: 'Hạng SA · rất đẹp', en: 'Rank SA · near mint' }, priceShare: 0.85 },
  { rank: 'A', note: { ja: 'ランクA・美品', vi: 'Hạng A · đẹp', en: 'Rank A · excellent' }, priceShare: 0.75 },
  {
    rank: 'AB',
    note: { ja: 'ランクAB・使用感少なめ', vi: 'Hạng AB · ít dấu hiệu sử dụng', en: 'Rank AB · light signs of use' },
    priceShare: 0.6,
  },
  { rank: 'B', note: { ja: 'ランクB・中古品', vi: 'Hạng B · đã qua sử dụng', en: 'Rank B · used' }, priceShare: 0.45 },
  { rank: 'C', note: { ja: 'ランクC・難あり', vi: 'Hạng C · có khuyết điểm', en: 'Rank C · with flaws' }, priceShare: 0.3 },
]

/** The description's labels. */
export const ECORING_DEMO_LABELS = {
  rank: { ja: 'ランク', vi: 'Hạng', en: 'Rank' },
  brand: { ja: 'ブランド', vi: 'Thương hiệu', en: 'Brand' },
  accessories: { ja: '付属品', vi: 'Phụ kiện kèm theo', en: 'Accessories' },
} as const
