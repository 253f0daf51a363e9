import {
  SERVICE_FEE_BANDS,
  SERVICE_FEE_MIN_YEN,
  DEPOSIT_PERCENT,
} from '../../../../shared/content/service-facts'
import { formatYen } from '../../../../shared/money/money'

type BandWords = { below: (yen: string) => string; between: (from: string, to: string) => string; andAbove: (yen: string) => string }

/** The service fee table's rows, worded in one language: [order value, fee]. */
export function serviceFeeRows(words: BandWords): string[][] {
  return SERVICE_FEE_BANDS.map((band) => {
    const value =
      band.fromYen === 0
        ? words.below(formatYen(band.toYen))
        : band.toYen === null
          ? words.andAbove(formatYen(band.fromYen))
          : words.between(formatYen(band.fromYen), formatYen(band.toYen))
    return [value, `${band.percent}%`]
  })
}

/** The worked example of the service price table: an order of `yen` from a marketplace. */
export function serviceFeeExample(yen: number) {
  const band = SERVICE_FEE_BANDS.find((entry) => yen >= entry.fromYen && (entry.toYen === null || yen < entry.toYen))!
  const fee = Math.max(Math.round((yen * band.percent) / 100), SERVICE_FEE_MIN_YEN)
  return {
    goods: formatYen(yen),
    percent: `${band.percent}%`,
    fee: formatYen(fee),
    deposit: formatYen(Math.round((yen * DEPOSIT_PERCENT) / 100)),
  }
}
