/**
 * A minimal Code 128 encoder, code set B only (printable ASCII 32–126: box codes are letters, digits,
 * `.`, `_` and `-`), for the console's box labels. No barcode library is installed; the symbology is
 * small: each symbol is 3 bars and 3 spaces over 11 modules (the stop 4 bars over 13), a start symbol,
 * the data, a check symbol (start value + Σ position × value, mod 103) and the stop.
 */

/** Bar/space widths (in modules, bar first) of the symbol values 0–105; 106 is the stop. */
const PATTERNS = (
  '212222 222122 222221 121223 121322 131222 122213 122312 132212 221213 221312 231212 112232 122132 122231 113222 ' +
  '123122 123221 223211 221132 221231 213212 223112 312131 311222 321122 321221 312212 322112 322211 212123 212321 ' +
  '232121 111323 131123 131321 112313 132113 132311 211313 231113 231311 112133 112331 132131 113123 113321 133121 ' +
  '313121 211331 231131 213113 213311 213131 311123 311321 331121 312113 312311 332111 314111 221411 431111 111224 ' +
  '111422 121124 121421 141122 141221 112214 112412 122114 122411 142112 142211 241211 221114 413111 241112 134111 ' +
  '111242 121142 121241 114212 124112 124211 411212 421112 421211 212141 214121 412121 111143 111341 131141 114113 ' +
  '114311 411113 411311 113141 114131 311141 411131 211412 211214 211232 2331112'
).split(' ')

export const CODE128_START_B = 104
export const CODE128_STOP = 106

/** Whether Code 128-B can carry the text (printable ASCII, at least one character). */
export const code128BEncodable = (text: string) => text.length > 0 && /^[\x20-\x7e]+$/.test(text)

/** The symbol values of the text in code set B: start, data, check, stop. */
export function code128BValues(text: string): number[] {
  if (!code128BEncodable(text)) throw new RangeError('Code 128-B carries printable ASCII only')
  const data = [...text].map((character) => character.charCodeAt(0) - 32)
  const check = data.reduce((sum, value, index) => sum + value * (index + 1), CODE128_START_B) % 103
  return [CODE128_START_B, ...data, check, CODE128_STOP]
}

/** The widths of the symbol of a value, bar first (6 numbers; 7 for the stop). */
export const code128Pattern = (value: number): number[] => [...PATTERNS[value]].map(Number)

/** The modules of the whole barcode, left to right: true for a bar (no quiet zone). */
export function code128BModules(text: string): boolean[] {
  const modules: boolean[] = []
  for (const value of code128BValues(text)) {
    code128Pattern(value).forEach((width, index) => {
      for (let module = 0; module < width; module++) modules.push(index % 2 === 0)
    })
  }
  return modules
}

/** The bars as rectangles in module units ({ x, width }), for an SVG of height of one's choosing. */
export function code128BBars(text: string): { x: number; width: number }[] {
  const bars: { x: number; width: number }[] = []
  code128BModules(text).forEach((bar, x) => {
    if (!bar) return
    const last = bars[bars.length - 1]
    if (last && last.x + last.width === x) last.width += 1
    else bars.push({ x, width: 1 })
  })
  return bars
}
