import type { MarketFilterGroup } from '@shared/markets/filters'
import { type Random, integerBetween } from '@server/seed/random'

/**
 * How each demo market lists: flea markets (individual sellers, used goods, who pays shipping),
 * stores (new goods from shops, reviews, free shipping, pack-size variants), the auction, Nike's
 * own models in sizes, and Hard Off's used goods by rank from its branches.
 */
export type ListingStyle = 'flea' | 'store' | 'auction' | 'nike' | 'used-store'

export type SellerSeed = {
  id: string
  name: string
  verified: boolean
  rating: number
  good: number
  normal: number
  bad: number
}

export type MarketProfile = {
  path: string
  style: ListingStyle
  /** Departments (./departments.ts) whose goods this market lists; Nike lists its own models. */
  departments: string[]
  /** Listings per good. */
  copies: number
  filters: MarketFilterGroup[]
  sellers: SellerSeed[]
  /** The item's code on this market (its address rule is in src/shared/catalog/marketplace-url.ts). */
  itemCode: (random: Random, key: string) => string
  /** Rakuten and Yahoo! Shopping: sellers are stores, and the store's code is part of the reference. */
  storeCodes?: boolean
  /** Rakuma's fashion drills down by women's and men's before the kind of goods. */
  genderLevel?: boolean
}

const digits = (random: Random, count: number) => Array.from({ length: count }, () => integerBetween(random, 0, 9)).join('')
const chars = (random: Random, alphabet: string, count: number) =>
  Array.from({ length: count }, () => alphabet[integerBetween(random, 0, alphabet.length - 1)]).join('')

const seller = (id: string, name: string, verified: boolean, rating: number, good: number, normal = 0, bad = 0): SellerSeed => ({
  id,
  name,
  verified,
  rating,
  good,
  normal,
  bad,
})

const FLEA_FILTERS: MarketFilterGroup[] = ['price', 'status', 'shipping', 'colors']
const STORE_FILTERS: MarketFilterGroup[] = ['price', 'reviews', 'shipping', 'discount']

export const MARKET_PROFILES: MarketProfile[] = [
  {
    path: 'tonoike',
    style: 'store',
    departments: ['food', 'home', 'beauty', 'health', 'electronics', 'watches'],
    // A store lists each of its products once (two copies listed the same product twice at two prices).
    copies: 1,
    filters: ['price', 'new_arrivals', 'discount'],
    sellers: [seller('tonoike', 'トノイケ オンラインショップ', true, 4.6, 5210, 80, 12)],
    itemCode: (random) => `T${digits(random, 6)}`,
  },
  {
    path: 'nike',
    style: 'nike',
    departments: [],
    copies: 1,
    filters: ['price', 'colors', 'gender', 'age', 'discount'],
    sellers: [seller('nike-japan', 'Nike Japan', true, 4.7, 12840, 310, 95)],
    itemCode: () => '',
  },
  {
    path: 'amazon',
    style: 'store',
    departments: ['electronics', 'games', 'home', 'beauty', 'food', 'health'],
    copies: 1,
    filters: ['price', 'reviews', 'discount', 'shippingMethod'],
    sellers: [
      seller('AN1VRQENFRJN5', 'Amazon.co.jp', true, 4.8, 98000, 1200, 400),
      seller('A2T8KQ3XRM7P1', 'ジャパンセレクト', true, 4.6, 3120, 60, 25),
      seller('A1Y5ZLD0C9W3E', 'トウキョウ家電ストア', false, 4.3, 880, 40, 22),
    ],
    itemCode: (random) => `B0${chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 8)}`,
  },
  {
    path: 'mercari',
    style: 'flea',
    departments: ['fashion', 'watches', 'electronics', 'games', 'beauty'],
    copies: 2,
    filters: FLEA_FILTERS,
    sellers: [
      seller('483920175', 'さくら古着店', true, 4.9, 812, 3, 1),
      seller('227381904', 'カメラ好きのおじさん', true, 5, 356),
      seller('905512736', 'ゆうき', false, 4.7, 58, 2, 1),
      seller('318860442', 'ハル＠断捨離中', true, 4.8, 143, 1),
      seller('774019283', 'もも', false, 4.5, 21, 1, 1),
      seller('650228391', 'リユース大阪', true, 4.9, 2031, 12, 4),
    ],
    itemCode: (random) => `m${digits(random, 11)}`,
  },
  {
    path: 'rakuma',
    style: 'flea',
    departments: ['fashion', 'watches', 'games', 'beauty'],
    copies: 1,
    filters: FLEA_FILTERS,
    genderLevel: true,
    sellers: [
      seller('38817206', 'ことり雑貨', true, 4.9, 402, 2),
      seller('51920377', 'みさき', false, 4.6, 37, 1, 1),
      seller('20493118', 'たけちゃん', true, 4.8, 96),
      seller('66702954', 'ブランド古着ラボ', true, 4.9, 1288, 9, 3),
    ],
    itemCode: (random) => chars(random, '0123456789abcdef', 32),
  },
  {
    path: 'rakuten',
    style: 'store',
    departments: ['beauty', 'food', 'home', 'fashion', 'health'],
    copies: 1,
    filters: STORE_FILTERS,
    storeCodes: true,
    sellers: [
      seller('tokyo-kitchen', '東京キッチン雑貨 楽天市場店', true, 4.6, 8420, 210, 61),
      seller('beauty-garden', 'ビューティーガーデン', true, 4.7, 15302, 280, 90),
      seller('nihon-oishii', 'にっぽん美味しいもの市場', true, 4.5, 6210, 190, 70),
      seller('style-closet', 'スタイルクローゼット', false, 4.3, 2210, 120, 58),
    ],
    itemCode: (random, key) => `${key.slice(0, 14)}-${digits(random, 4)}`,
  },
  {
    path: 'yahoo-shopping',
    style: 'store',
    departments: ['electronics', 'beauty', 'food', 'health', 'games'],
    copies: 1,
    filters: STORE_FILTERS,
    storeCodes: true,
    sellers: [
      seller('yoshida-kaden', 'ヨシダ家電 Yahoo!店', true, 4.5, 4410, 150, 66),
      seller('kirei-cosme', 'キレイコスメ', true, 4.7, 9950, 160, 40),
      seller('osaka-dagashi', '大阪だがし本舗', false, 4.4, 1320, 60, 31),
      seller('baby-tsumiki', 'ベビーつみき', true, 4.8, 3012, 44, 9),
    ],
    itemCode: (random, key) => `${key.slice(0, 14)}-${digits(random, 5)}`,
  },
  {
    path: 'yahoo-auction',
    style: 'auction',
    departments: ['electronics', 'watches', 'games', 'fashion', 'music'],
    copies: 1,
    filters: ['price', 'status', 'shipping', 'new_arrivals'],
    sellers: [
      seller('kyoto_camera_koubou', '京都カメラ工房', true, 5, 3380, 4, 1),
      seller('retro_game_base', 'レトロゲームベース', true, 4.9, 1942, 11, 3),
      seller('vintage_watch_jp', 'ヴィンテージウォッチJP', false, 4.8, 611, 5, 2),
      seller('tokyo_hobby_ichiba', '東京ホビー市場', true, 4.9, 2710, 8, 2),
      seller('brand_reuse_ginza', 'ブランドリユース銀座', true, 4.7, 5220, 40, 18),
    ],
    itemCode: (random) => `x${digits(random, 10)}`,
  },
  {
    path: 'paypay',
    style: 'flea',
    departments: ['fashion', 'games', 'electronics', 'beauty'],
    copies: 1,
    filters: FLEA_FILTERS,
    sellers: [
      seller('aoi_closet', 'あおいのクローゼット', true, 4.8, 211, 2),
      seller('kaitori_nagoya', '名古屋買取センター', true, 4.9, 1703, 10, 2),
      seller('ren0813', 'れん', false, 4.6, 34, 1),
      seller('hobby_kobo', 'ホビー工房', true, 4.9, 544, 3, 1),
    ],
    itemCode: (random) => `z${digits(random, 9)}`,
  },
  {
    path: 'netmall',
    style: 'used-store',
    departments: ['electronics', 'games', 'music', 'watches'],
    copies: 2,
    filters: ['price', 'rank', 'new_arrivals'],
    sellers: [
      seller('ho-shinjuku', 'ハードオフ 新宿店', true, 4.5, 1820, 90, 30),
      seller('ho-nipponbashi', 'ハードオフ 大阪日本橋店', true, 4.6, 2260, 80, 25),
      seller('ho-osu', 'ハードオフ 名古屋大須店', true, 4.4, 1410, 70, 28),
      seller('ho-tenjin', 'ハードオフ 福岡天神店', true, 4.6, 990, 30, 12),
    ],
    itemCode: (random) => `7000${digits(random, 8)}`,
  },
  {
    path: 'yodobashi',
    style: 'store',
    departments: ['electronics', 'games', 'home', 'beauty'],
    copies: 1,
    filters: ['price', 'reviews', 'new_arrivals', 'discount'],
    sellers: [seller('yodobashi', 'ヨドバシカメラ', true, 4.7, 40500, 600, 180)],
    itemCode: (random) => `1000${digits(random, 14)}`,
  },
]
