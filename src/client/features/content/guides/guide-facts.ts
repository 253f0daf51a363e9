import { SERVICE_FEE_BANDS } from '@shared/content/service-facts'
import { formatYen } from '@shared/money/money'
import { serviceFeeBand, serviceFeeYen } from '@shared/orders/totals'

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
  return {
    goods: formatYen(yen),
    percent: `${serviceFeeBand(yen).percent}%`,
    fee: formatYen(serviceFeeYen(yen, 'market')),
  }
}
