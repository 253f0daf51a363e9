import type { Locale } from '@shared/i18n/locales'

/** Sorts the product list accepts (spec §9); "-" means descending. */
export const PRODUCT_SORTS = ['-updated_at', 'updated_at', 'price', '-price'] as const
export type ProductSort = (typeof PRODUCT_SORTS)[number]
export const DEFAULT_PRODUCT_SORT: ProductSort = '-updated_at'

export function isProductSort(value: unknown): value is ProductSort {
  return typeof value === 'string' && (PRODUCT_SORTS as readonly string[]).includes(value)
}

/** Options of the sort menu; discount and most-bought are shown but not offered yet. */
export type SortOption = { value: string; label: Record<Locale, string>; coming_soon: boolean; default: boolean }

export const SORT_OPTIONS: readonly SortOption[] = [
  option('-updated_at', { vi: 'Mới nhất', en: 'Newest', ja: '新着順' }),
  option('updated_at', { vi: 'Cũ nhất', en: 'Oldest', ja: '古い順' }),
  option('price', { vi: 'Giá tăng dần', en: 'Price: low to high', ja: '価格の安い順' }),
  option('-price', { vi: 'Giá giảm dần', en: 'Price: high to low', ja: '価格の高い順' }),
  option('-discount', { vi: 'Giảm giá nhiều nhất', en: 'Biggest discount', ja: '割引率の高い順' }, true),
  option('-sold_count', { vi: 'Mua nhiều nhất', en: 'Most bought', ja: '購入数の多い順' }, true),
]

function option(value: string, label: Record<Locale, string>, comingSoon = false): SortOption {
  return { value, label, coming_soon: comingSoon, default: value === DEFAULT_PRODUCT_SORT }
}
