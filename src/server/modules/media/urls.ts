import type { Locale } from '@shared/i18n/locales'

/** Addresses of the locally served images (routes in ./routes). */
export function shopLogoUrl(path: string): string {
  return `/media/shops/${encodeURIComponent(path)}.svg`
}

/** The product key is its SKU; `n` counts the product's images from 1. */
export function productImageUrl(sku: string, n: number): string {
  return `/media/products/${encodeURIComponent(`${sku}-${n}`)}.svg`
}

/** A banner with its words in `locale` (each language its own picture, so caches keep them apart). */
export function bannerUrl(key: string, locale: Locale): string {
  return `/media/banners/${locale}/${encodeURIComponent(key)}.svg`
}
