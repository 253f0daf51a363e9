/**
 * How every money field of the console reads what staff type: VND and JPY are whole numbers. The
 * thousands separators of vi (`110.000`) and en (`110,000`), spaces and full-width digits (`１１０．０００`)
 * are read the same way; a decimal (`12.5`, `11.00`) or a minus sign is refused, never silently changed.
 */
export type WholeAmountError = 'decimal' | 'negative' | 'invalid' | 'empty'
export type WholeAmount = { ok: number } | { error: WholeAmountError }

const GROUPED = /^\d{1,3}(?:\.\d{3})+$|^\d{1,3}(?:,\d{3})+$/
const DIGITS_AND_MARKS = /^[\d.,]+$/

export function parseWholeAmount(text: string): WholeAmount {
  const plain = text
    .normalize('NFKC')
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/^(?:¥|₫)|(?:đ|₫|¥|vnd|jpy)$/gi, '')
  if (plain === '') return { error: 'empty' }
  if (/^[-\u2212]/.test(plain)) return { error: 'negative' }
  if (!DIGITS_AND_MARKS.test(plain) || !/^\d/.test(plain)) return { error: 'invalid' }
  let digits: string
  if (/^\d+$/.test(plain)) digits = plain
  else if (GROUPED.test(plain)) digits = plain.replace(/[.,]/g, '')
  else return { error: 'decimal' }
  const amount = Number(digits)
  return Number.isSafeInteger(amount) ? { ok: amount } : { error: 'invalid' }
}
