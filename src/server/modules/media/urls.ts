/** Addresses of the locally served images (routes in ./routes). */
export function shopLogoUrl(path: string): string {
  return `/media/shops/${encodeURIComponent(path)}.svg`
}

/** The product key is its SKU; `n` counts the product's images from 1. */
export function productImageUrl(sku: string, n: number): string {
  return `/media/products/${encodeURIComponent(`${sku}-${n}`)}.svg`
}

export function bannerUrl(key: string): string {
  return `/media/banners/${encodeURIComponent(key)}.svg`
}

/** A market listing's (or category's) illustration: the drawing named, `key` telling listings apart, `n` the view. */
export function marketImageUrl(pictogram: string, key: string, n: number): string {
  return `/media/products/${encodeURIComponent(`MK-${pictogram}-${key.replace(/[^A-Za-z0-9_-]/g, '_')}-${n}`)}.svg`
}
