/**
 * Money rules (spec §1, §9): suppliers are paid in yen; customers see dong.
 * Displayed VND = rate × JPY, rounded to whole dong. Yen uses the ja-JP currency
 * format; dong is written with a trailing "đ".
 * Other numbers are written the same way (./numbers.ts).
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

/** Whole dong; `|| 0` turns the -0 that Math.round gives for small negatives into 0. */
function wholeDong(dong: number): number {
  return Math.round(dong) || 0
}

export function formatDong(dong: number): string {
  return `${dongDigits.format(wholeDong(dong))}đ`
}

export function formatYenAsDong(yen: number, rate: number): string {
  return formatDong(yenToDong(yen, rate))
}

/** Payment page price text: VND without the dong sign, with a trailing letter d. */
export function formatDongForTransfer(dong: number): string {
  return `${dongDigits.format(wholeDong(dong))}d`
}

/** Discount percent rounds up from (initial - price) / initial. */
export function discountPercent(price: number, initialPrice: number): number {
  if (!(initialPrice > 0) || price >= initialPrice) return 0
  // Multiply before dividing: (initial - price) / initial * 100 overshoots (14.000000000000002 → 15).
  return Math.ceil(((initialPrice - price) * 100) / initialPrice)
}
