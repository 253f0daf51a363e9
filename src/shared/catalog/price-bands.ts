import type { Locale } from '@shared/i18n/locales'

/**
 * The seven price bands of the product list sidebar, in yen (spec §9). The open-ended last band
 * ("above 100,000") is sent as 100000,5000000. A band's value is what goes into
 * filter_between[price] and the list page's `price` query: "min,max".
 */
export type PriceBand = { min: number; max: number; openEnded: boolean }

export const PRICE_BANDS: readonly PriceBand[] = [
  { min: 1, max: 500, openEnded: false },
  { min: 500, max: 2_500, openEnded: false },
  { min: 2_500, max: 5_000, openEnded: false },
  { min: 5_000, max: 10_000, openEnded: false },
  { min: 10_000, max: 50_000, openEnded: false },
  { min: 50_000, max: 100_000, openEnded: false },
  { min: 100_000, max: 5_000_000, openEnded: true },
]

export function priceBandValue(band: PriceBand): string {
  return `${band.min},${band.max}`
}

export function findPriceBand(value: string): PriceBand | undefined {
  return PRICE_BANDS.find((band) => priceBandValue(band) === value)
}

const yen = new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' })

/** "¥500 – ¥2,500" / "Trên ¥100,000" in each interface language (the static filter JSON carries these). */
export function priceBandLabel(band: PriceBand, locale: Locale): string {
  if (!band.openEnded) return `${yen.format(band.min)} – ${yen.format(band.max)}`
  const above = { vi: 'Trên', en: 'Above', ja: '' }[locale]
  return locale === 'ja' ? `${yen.format(band.min)} 以上` : `${above} ${yen.format(band.min)}`
}
