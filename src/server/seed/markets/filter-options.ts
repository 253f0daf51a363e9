import type { MarketRecordInput } from '@shared/contracts/market-import'
import type { MarketFilterGroup } from '@shared/markets/filters'
import { AGES, COLOURS, CONDITIONS, GENDERS, SHIPPING_PAYERS, type Localized } from '@shared/markets/listing-facts'
import { findShop } from '@shared/shops/registry'

type Option = [value: string, label: Localized]

const PRICE: Option[] = [
  ['0-1000', { vi: 'Dưới 1.000 yên', en: 'Under ¥1,000', ja: '1,000円以下' }],
  ['1000-3000', { vi: '1.000 – 3.000 yên', en: '¥1,000 – ¥3,000', ja: '1,000円〜3,000円' }],
  ['3000-10000', { vi: '3.000 – 10.000 yên', en: '¥3,000 – ¥10,000', ja: '3,000円〜10,000円' }],
  ['10000-30000', { vi: '10.000 – 30.000 yên', en: '¥10,000 – ¥30,000', ja: '10,000円〜30,000円' }],
  ['30000-100000', { vi: '30.000 – 100.000 yên', en: '¥30,000 – ¥100,000', ja: '30,000円〜100,000円' }],
  ['100000-', { vi: 'Trên 100.000 yên', en: 'Over ¥100,000', ja: '100,000円以上' }],
]

const FREE_SHIPPING: Option = ['free', { vi: 'Miễn phí vận chuyển', en: 'Free shipping', ja: '送料無料' }]

const REVIEWS: Option[] = [
  ['4', { vi: 'Từ 4 sao trở lên', en: '4 stars & up', ja: '星4つ以上' }],
  ['3', { vi: 'Từ 3 sao trở lên', en: '3 stars & up', ja: '星3つ以上' }],
]

const DISCOUNT: Option[] = [10, 30, 50].map((percent) => [
  String(percent),
  { vi: `Giảm từ ${percent}%`, en: `${percent}% off or more`, ja: `${percent}%OFF以上` },
])

const NEW_ARRIVALS: Option[] = [3, 7, 30].map((days) => [
  String(days),
  { vi: `Đăng trong ${days} ngày qua`, en: `Listed in the last ${days} days`, ja: `${days}日以内に出品` },
])

/** Hard Off's ranks, best first, with the condition each stands for (./listings.ts). */
export const HARD_OFF_RANKS = {
  A: { condition: 'like_new', label: { vi: 'Hạng A: như mới', en: 'Rank A: like new', ja: 'Aランク：美品' } },
  B: { condition: 'good', label: { vi: 'Hạng B: ít dấu hiệu sử dụng', en: 'Rank B: lightly used', ja: 'Bランク：使用感少' } },
  C: { condition: 'fair', label: { vi: 'Hạng C: có dấu hiệu sử dụng', en: 'Rank C: used', ja: 'Cランク：使用感あり' } },
  D: { condition: 'poor', label: { vi: 'Hạng D: có khuyết điểm', en: 'Rank D: flawed', ja: 'Dランク：難あり' } },
  J: { condition: 'junk', label: { vi: 'Hạng J: hàng hỏng', en: 'Rank J: for parts', ja: 'ジャンク' } },
} as const

const entries = (labels: Record<string, Localized>): Option[] => Object.entries(labels)

/** What each group offers on a market (flea markets say who pays shipping; shops whether it is free). */
function optionsOf(group: MarketFilterGroup, path: string): Option[] {
  switch (group) {
    case 'price':
      return PRICE
    case 'status':
      return entries(CONDITIONS)
    case 'shipping':
      return findShop(path)?.can_buy_more ? [FREE_SHIPPING] : entries(SHIPPING_PAYERS)
    case 'colors':
      return entries(COLOURS)
    case 'reviews':
      return REVIEWS
    case 'discount':
      return DISCOUNT
    case 'new_arrivals':
      return NEW_ARRIVALS
    case 'age':
      return entries(AGES)
    case 'gender':
      return entries(GENDERS)
    case 'shippingMethod':
      return [['prime', { vi: 'Amazon Prime', en: 'Amazon Prime', ja: 'Amazonプライム' }]]
    case 'rank':
      return Object.entries(HARD_OFF_RANKS).map(([rank, { label }]) => [rank, label])
    case 'cfs_pt':
      return []
  }
}

export function filterOptionRecords(path: string, groups: readonly MarketFilterGroup[]): MarketRecordInput[] {
  let position = 0
  return groups.flatMap((group) =>
    optionsOf(group, path).map(
      ([value, label]): MarketRecordInput => ({ kind: 'filter_option', shop: path, group, value, label, position: position++ }),
    ),
  )
}
