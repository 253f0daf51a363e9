import { describe, expect, it } from 'vitest'
import { discountPercent, formatDong, formatDongForTransfer, formatYen, formatYenAsDong, yenToDong } from '@shared/money/money'
import { formatCount, formatRate, formatRating } from '@shared/money/numbers'

describe('formatYen', () => {
  it('uses the ja-JP currency format with the full-width yen sign and grouping', () => {
    expect(formatYen(12345)).toBe('￥12,345')
    expect(formatYen(1234567)).toBe('￥1,234,567')
    expect(formatYen(999)).toBe('￥999')
  })

  it('shows zero and negative amounts', () => {
    expect(formatYen(0)).toBe('￥0')
    expect(formatYen(-500)).toBe('-￥500')
  })

  it('has no decimals: fractions of a yen are rounded', () => {
    expect(formatYen(12.4)).toBe('￥12')
    expect(formatYen(12.5)).toBe('￥13')
  })
})

describe('formatDong', () => {
  it('groups thousands with commas and ends with đ', () => {
    expect(formatDong(1234567)).toBe('1,234,567đ')
    expect(formatDong(20000)).toBe('20,000đ')
    expect(formatDong(999)).toBe('999đ')
  })

  it('rounds to whole dong', () => {
    expect(formatDong(1234.4)).toBe('1,234đ')
    expect(formatDong(1234.5)).toBe('1,235đ')
  })

  it('shows zero and negative amounts', () => {
    expect(formatDong(0)).toBe('0đ')
    expect(formatDong(-20000)).toBe('-20,000đ')
  })
})

describe('yenToDong', () => {
  it('is rate × yen', () => {
    expect(yenToDong(1000, 171)).toBe(171000)
    expect(yenToDong(12345, 170)).toBe(2098650)
  })

  it('rounds to whole dong, halves up', () => {
    expect(yenToDong(1234, 171.56)).toBe(211705) // 211705.04
    expect(yenToDong(3, 172.5)).toBe(518) // 517.5
    expect(yenToDong(1, 0.4)).toBe(0)
  })

  it('is zero for a zero amount or a zero rate', () => {
    expect(yenToDong(0, 171)).toBe(0)
    expect(yenToDong(1000, 0)).toBe(0)
  })

  it('keeps the sign of a negative amount (refunds)', () => {
    expect(yenToDong(-100, 171)).toBe(-17100)
  })
})

describe('formatYenAsDong', () => {
  it('formats rate × yen in dong', () => {
    expect(formatYenAsDong(12345, 171.5)).toBe('2,117,168đ') // 2117167.5 rounded
    expect(formatYenAsDong(1000, 171)).toBe('171,000đ')
    expect(formatYenAsDong(0, 171)).toBe('0đ')
  })

  it('agrees with formatDong(yenToDong(...))', () => {
    for (const [yen, rate] of [
      [1, 171.23],
      [980, 168.9],
      [54321, 172.05],
    ]) {
      expect(formatYenAsDong(yen, rate)).toBe(formatDong(yenToDong(yen, rate)))
    }
  })
})

describe('formatDongForTransfer', () => {
  it('drops the dong sign and appends the letter d', () => {
    expect(formatDongForTransfer(1500000)).toBe('1,500,000d')
    expect(formatDongForTransfer(1500000)).not.toContain('đ')
  })

  it('rounds to whole dong and shows zero', () => {
    expect(formatDongForTransfer(1500000.6)).toBe('1,500,001d')
    expect(formatDongForTransfer(0)).toBe('0d')
  })
})

describe('discountPercent', () => {
  it('rounds (initial - price) / initial up to a whole percent', () => {
    expect(discountPercent(667, 1000)).toBe(34) // 33.3
    expect(discountPercent(999, 1000)).toBe(1) // 0.1
    expect(discountPercent(1, 1000)).toBe(100) // 99.9
  })

  it('keeps an exact percentage', () => {
    expect(discountPercent(500, 1000)).toBe(50)
    expect(discountPercent(750, 1000)).toBe(25)
    expect(discountPercent(70, 100)).toBe(30)
  })

  it('is 100 for a free item', () => {
    expect(discountPercent(0, 1000)).toBe(100)
  })

  it('is 0 when there is no discount', () => {
    expect(discountPercent(1000, 1000)).toBe(0)
    expect(discountPercent(1200, 1000)).toBe(0)
  })

  it('is 0 when the initial price is zero, negative or not a number', () => {
    expect(discountPercent(0, 0)).toBe(0)
    expect(discountPercent(100, 0)).toBe(0)
    expect(discountPercent(-50, -10)).toBe(0)
    expect(discountPercent(100, Number.NaN)).toBe(0)
  })
})

describe('money edge cases', () => {
  it('keeps exact percentages that floating point overshoots', () => {
    expect(discountPercent(860, 1000)).toBe(14)
    expect(discountPercent(9, 20)).toBe(55)
  })

  it('does not show a minus sign on amounts that round to zero', () => {
    expect(formatDong(-0.4)).toBe('0đ')
  })
})

describe('one way of writing each kind of number: thousands with commas, a decimal point', () => {
  it.each([
    [173.2, '173.2'],
    [172.456, '172.46'],
    [170, '170'],
    [1234.5, '1,234.5'],
    [0.5, '0.5'],
  ])('formatRate(%s) = %s', (rate, text) => {
    expect(formatRate(rate)).toBe(text)
  })

  it.each([
    [4, '4.0'],
    [4.26, '4.3'],
    [5, '5.0'],
    [0, '0.0'],
  ])('formatRating(%s) = %s', (star, text) => {
    expect(formatRating(star)).toBe(text)
  })

  it.each([
    [0, '0'],
    [157, '157'],
    [12345, '12,345'],
    [1000000, '1,000,000'],
  ])('formatCount(%s) = %s', (count, text) => {
    expect(formatCount(count)).toBe(text)
  })

  it('writes money, rates and counts alike: no decimal comma beside a thousands comma', () => {
    const texts = [formatDong(190520), formatYen(12345), formatRate(173.2), formatCount(1234), formatDongForTransfer(1926148)]
    expect(texts).toEqual(['190,520đ', '￥12,345', '173.2', '1,234', '1,926,148d'])
    for (const text of texts) expect(text).not.toMatch(/\d\.\d{3}(?!\d)|\d,\d{1,2}(?!\d)/)
  })
})
