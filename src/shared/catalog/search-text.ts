/**
 * The folded form of a product name used for search: Vietnamese without diacritics ("Nước hoa" →
 * "nuoc hoa", đ → d), lower-case, compatibility forms unified (full-width "ＡＢＣ" → "abc",
 * half-width katakana → full-width), whitespace collapsed. The same fold is applied to the stored
 * column and to the query, so a substring match on the two is diacritics- and case-insensitive.
 *
 * Only Latin combining marks (U+0300–U+036F) are removed: Japanese voiced marks (U+3099/U+309A)
 * recombine, so "ガ" stays distinct from "カ".
 */
const LATIN_COMBINING_MARKS = /[\u0300-\u036f]/g
const WHITESPACE = /\s+/g

export function foldSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(LATIN_COMBINING_MARKS, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .normalize('NFKC')
    .toLowerCase()
    .replace(WHITESPACE, ' ')
    .trim()
}
