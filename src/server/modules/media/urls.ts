import type { Locale } from '@shared/i18n/locales'
import type { PictogramName } from './pictograms'

/** Addresses of the locally served images (routes in ./routes). */
export function shopLogoUrl(path: string): string {
  return `/media/shops/${encodeURIComponent(path)}.svg`
}

/**
 * The product key is its SKU, and the drawing of its kind of goods when that is not its
 * category's usual one (a flask among kitchen tools); `n` counts the product's images from 1.
 */
export function productImageUrl(sku: string, n: number, picture?: PictogramName): string {
  const product = picture ? `${sku}_${picture}` : sku
  return `/media/products/${encodeURIComponent(`${product}-${n}`)}.svg`
}

/** A banner with its words in `locale` (each language its own picture, so caches keep them apart). */
export function bannerUrl(key: string, locale: Locale): string {
  return `/media/banners/${locale}/${encodeURIComponent(key)}.svg`
}

/** A market listing's (or category's) illustration: the drawing named, `key` telling listings apart, `n` the view. */
export function marketImageUrl(pictogram: string, key: string, n: number): string {
  return `/media/products/${encodeURIComponent(`MK-${pictogram}-${key.replace(/[^A-Za-z0-9_-]/g, '_')}-${n}`)}.svg`
}
