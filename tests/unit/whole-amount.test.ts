import { describe, expect, it } from 'vitest'
import { parseWholeAmount } from '@shared/money/whole-amount'

describe('parseWholeAmount: one reading of a money field for vi, en and full-width keys', () => {
  it.each([
    ['110000', { ok: 110_000 }],
    ['110.000', { ok: 110_000 }],
    ['110,000', { ok: 110_000 }],
    ['995.862', { ok: 995_862 }],
    ['1.234.567', { ok: 1_234_567 }],
    ['1,234,567', { ok: 1_234_567 }],
    ['1 234 567', { ok: 1_234_567 }],
    ['１２３', { ok: 123 }],
    ['１１０．０００', { ok: 110_000 }],
    ['１１０，０００', { ok: 110_000 }],
    ['  1210 ', { ok: 1210 }],
    ['110.000 đ', { ok: 110_000 }],
    ['¥1,210', { ok: 1210 }],
    ['1210¥', { ok: 1210 }],
    ['0', { ok: 0 }],
    ['12.5', { error: 'decimal' }],
    ['11.00', { error: 'decimal' }],
    ['1,5', { error: 'decimal' }],
    ['1.234,56', { error: 'decimal' }],
    ['1,234.56', { error: 'decimal' }],
    ['1.2345', { error: 'decimal' }],
    ['1.234,567', { error: 'decimal' }],
    ['-100', { error: 'negative' }],
    ['−100', { error: 'negative' }],
    ['－１００', { error: 'negative' }],
    ['', { error: 'empty' }],
    ['   ', { error: 'empty' }],
    ['abc', { error: 'invalid' }],
    ['12a', { error: 'invalid' }],
    ['.500', { error: 'invalid' }],
    ['1e5', { error: 'invalid' }],
    ['99999999999999999999', { error: 'invalid' }],
  ])('%j → %j', (text, expected) => {
    expect(parseWholeAmount(text)).toEqual(expected)
  })
})
