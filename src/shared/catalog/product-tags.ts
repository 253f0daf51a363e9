import type { Locale } from '@shared/i18n/locales'

/** Product tag ids (spec §4) with their names in each interface language; unknown ids are shown raw. */
export const PRODUCT_TAG_NAMES = {
  new: { vi: 'Mới', en: 'New', ja: '新着' },
  faulty: { vi: 'Lỗi nhẹ', en: 'Faulty', ja: '訳あり' },
  un_used: { vi: 'Chưa sử dụng', en: 'Unused', ja: '未使用' },
  sold_out: { vi: 'Hết hàng', en: 'Sold out', ja: '売り切れ' },
  on_sale: { vi: 'Đang giảm giá', en: 'On sale', ja: 'セール中' },
  free_delivery: { vi: 'Miễn phí vận chuyển', en: 'Free delivery', ja: '送料無料' },
  anonymous_delivery: { vi: 'Giao hàng ẩn danh', en: 'Anonymous delivery', ja: '匿名配送' },
} as const satisfies Record<string, Record<Locale, string>>

export type ProductTagId = keyof typeof PRODUCT_TAG_NAMES
export const PRODUCT_TAG_IDS = Object.keys(PRODUCT_TAG_NAMES) as ProductTagId[]

export function productTagName(id: string, locale: Locale): string {
  return Object.hasOwn(PRODUCT_TAG_NAMES, id) ? PRODUCT_TAG_NAMES[id as ProductTagId][locale] : id
}
