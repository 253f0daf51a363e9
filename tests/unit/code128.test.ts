import { describe, expect, it } from 'vitest'
import {
  CODE128_START_B,
  CODE128_STOP,
  code128BBars,
  code128BEncodable,
  code128BModules,
  code128BValues,
  code128Pattern,
} from '@shared/barcode/code128'

/** Reads modules back into symbol values (a decoder written apart from the encoder's table walk). */
function decode(modules: boolean[]): number[] {
  const widths: number[] = []
  for (let index = 0; index < modules.length; ) {
    let run = 1
    while (modules[index + run] === modules[index]) run++
    widths.push(run)
    index += run
  }
  const table = new Map(Array.from({ length: 107 }, (_, value) => [code128Pattern(value).join(''), value]))
  const values: number[] = []
  for (let index = 0; index < widths.length; index += 6) {
    const symbol = widths.slice(index, index + (widths.length - index === 7 ? 7 : 6)).join('')
    values.push(table.get(symbol) ?? -1)
    if (widths.length - index === 7) break
  }
  return values
}

describe('Code 128-B', () => {
  it('has a well-formed symbol table: 107 distinct symbols of 11 modules, bars even, spaces odd', () => {
    const patterns = Array.from({ length: 107 }, (_, value) => code128Pattern(value))
    expect(new Set(patterns.map((pattern) => pattern.join(''))).size).toBe(107)
    for (const [value, pattern] of patterns.entries()) {
      const bars = pattern.filter((_, index) => index % 2 === 0).reduce((sum, width) => sum + width, 0)
      const spaces = pattern.filter((_, index) => index % 2 === 1).reduce((sum, width) => sum + width, 0)
      expect(bars + spaces, String(value)).toBe(value === CODE128_STOP ? 13 : 11)
      if (value !== CODE128_STOP) {
        expect(bars % 2, `bars of ${value}`).toBe(0)
        expect(spaces % 2, `spaces of ${value}`).toBe(1)
      }
    }
  })

  it('knows the published symbols: space, A, start B, stop', () => {
    expect(code128Pattern(0).join('')).toBe('212222')
    expect(code128Pattern(33).join('')).toBe('111323')
    expect(code128Pattern(CODE128_START_B).join('')).toBe('211214')
    expect(code128Pattern(CODE128_STOP).join('')).toBe('2331112')
  })

  it('encodes start, data, check (mod 103) and stop', () => {
    // 104 + 48·1 + 42·2 + 42·3 + 17·4 + 18·5 + 19·6 + 35·7 = 879 ≡ 55 (mod 103)
    expect(code128BValues('PJJ123C')).toEqual([104, 48, 42, 42, 17, 18, 19, 35, 55, 106])
    expect(code128BValues('A')).toEqual([104, 33, 34, 106])
    expect(code128BValues('BX-001')).toEqual([
      104,
      34,
      56,
      13,
      16,
      16,
      17,
      (104 + 34 + 56 * 2 + 13 * 3 + 16 * 4 + 16 * 5 + 17 * 6) % 103,
      106,
    ])
  })

  it('draws modules a reader decodes back to the text', () => {
    const text = 'BX000123-1'
    const modules = code128BModules(text)
    // 11 modules per symbol (start, data, check) and 13 for the stop; starts and ends with a bar.
    expect(modules).toHaveLength(11 * (text.length + 2) + 13)
    expect(modules[0]).toBe(true)
    expect(modules.at(-1)).toBe(true)
    const values = decode(modules)
    expect(
      values
        .slice(1, -2)
        .map((value) => String.fromCharCode(value + 32))
        .join(''),
    ).toBe(text)
    const bars = code128BBars(text)
    expect(bars.reduce((sum, bar) => sum + bar.width, 0)).toBe(modules.filter(Boolean).length)
    expect(bars[0]).toEqual({ x: 0, width: 2 })
  })

  it('refuses what code set B cannot carry', () => {
    expect(code128BEncodable('Kiện')).toBe(false)
    expect(code128BEncodable('')).toBe(false)
    expect(() => code128BValues('Kiện')).toThrow(RangeError)
  })
})
