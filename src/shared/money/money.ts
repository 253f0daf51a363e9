/**
 * Money rules (spec §1, §9): suppliers are paid in yen; customers see dong.
 * Displayed VND = rate × JPY, rounded to whole dong. Yen uses the ja-JP currency
 * format; dong is written with a trailing "đ".
 */
export type Currency = 'JPY' | 'VND'

const yenFormat = new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' })
const dongDigits = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 0 })

export function yenToDong(yen: number, rate: number): number {
  return Math.round(yen * rate)
}

export function formatYen(yen: number): string {
  return yenFormat.format(yen)
}

export function formatDong(dong: number): string {
  return `${dongDigits.format(Math.round(dong))}đ`
}

export function formatYenAsDong(yen: number, rate: number): string {
  return formatDong(yenToDong(yen, rate))
}

/** Payment page price text: VND without the dong sign, with a trailing letter d. */
export function formatDongForTransfer(dong: number): string {
  return `${dongDigits.format(Math.round(dong))}d`
}

/** Discount percent rounds up from (initial - price) / initial. */
export function discountPercent(price: number, initialPrice: number): number {
  if (!(initialPrice > 0) || price >= initialPrice) return 0
  return Math.ceil(((initialPrice - price) / initialPrice) * 100)
}
