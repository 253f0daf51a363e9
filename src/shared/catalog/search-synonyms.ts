import type { Locale } from '@shared/i18n/locales'
import { hasAccents, languagesOf } from './search-query'
import { foldSearchText } from './search-text'

/**
 * The words shoppers use for a category, in each interface language (issue 27): a search naming
 * one of them also searches the others, so "túi xách", "tui xach", "handbag" and "バッグ" find the
 * same bags whatever language a listing is named in. Maintained by hand: add a word where shoppers
 * type one that finds nothing. The first word of each language is the category's own name.
 */
export type SynonymGroup = { category: string; words: Record<Locale, readonly string[]> }

export const SEARCH_SYNONYMS: readonly SynonymGroup[] = [
  {
    category: 'bags',
    words: { vi: ['túi xách', 'túi', 'giỏ xách'], en: ['handbag', 'bag'], ja: ['バッグ', 'かばん', '鞄'] },
  },
  {
    category: 'shoes',
    words: {
      vi: ['giày', 'giày thể thao', 'giày dép'],
      en: ['shoes', 'shoe', 'sneakers', 'sneaker'],
      ja: ['靴', 'くつ', 'シューズ', 'スニーカー'],
    },
  },
  {
    category: 'cosmetics',
    words: {
      vi: ['mỹ phẩm', 'đồ trang điểm', 'dưỡng da'],
      en: ['cosmetics', 'makeup', 'skincare'],
      ja: ['化粧品', 'コスメ', 'スキンケア'],
    },
  },
  {
    category: 'headphones',
    words: {
      vi: ['tai nghe'],
      en: ['headphones', 'headphone', 'earphones', 'earbuds'],
      ja: ['ヘッドホン', 'イヤホン', 'ヘッドフォン'],
    },
  },
  {
    category: 'cameras',
    words: { vi: ['máy ảnh', 'máy chụp ảnh'], en: ['camera'], ja: ['カメラ', 'キャメラ'] },
  },
  {
    category: 'watches',
    words: { vi: ['đồng hồ', 'đồng hồ đeo tay'], en: ['watch', 'wristwatch'], ja: ['腕時計', '時計', 'ウォッチ'] },
  },
]

/** One way of searching a query: as typed, or with its category word swapped for a synonym. */
export type SearchVariant = {
  /** The words, as typed or with the synonym in (accents kept). */
  text: string
  /** The languages these words may be in. */
  languages: Locale[]
  /** The shopper's own words (not a synonym's). */
  typed: boolean
  /** The synonym group the variant came from, if any. */
  category: string | null
}

/** Beyond this many variants a query's synonyms are not searched (a query names one category). */
const MAX_VARIANTS = 16

const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\u30fc]/u
const lower = (text: string) => text.normalize('NFC').toLowerCase()

type Found = { group: SynonymGroup; start: number; end: number; length: number; inToken?: { token: number; from: number; to: number } }

/** Each group's words with what matching them needs, folded once (a search asks on every request). */
const GROUP_WORDS = SEARCH_SYNONYMS.flatMap((group) =>
  Object.values(group.words)
    .flat()
    .map((word) => ({
      group,
      length: [...word].length,
      japanese: JAPANESE.test(word),
      folded: foldSearchText(word),
      parts: word.split(' ').map((part) => ({ part, folded: foldSearchText(part) })),
    })),
)

/**
 * A Latin group word matches whole typed words: folded alike, and where the shopper typed accents,
 * the same accents ("giay" and "giày" are the shoes' word, "giấy" — paper — is not). A Japanese
 * word matches inside a typed word ("ナイキの靴").
 */
function findGroup(tokens: string[]): Found | null {
  const folded = tokens.map((token) => foldSearchText(token))
  let best: Found | null = null
  for (const { group, length, japanese, folded: foldedWord, parts } of GROUP_WORDS) {
    if (best && length <= best.length) continue
    if (japanese) {
      const index = folded.findIndex((token) => token.includes(foldedWord))
      if (index >= 0) {
        const from = folded[index].indexOf(foldedWord)
        best = { group, start: index, end: index + 1, length, inToken: { token: index, from, to: from + foldedWord.length } }
      }
      continue
    }
    for (let start = 0; start + parts.length <= tokens.length; start++) {
      const same = parts.every(({ part, folded: foldedPart }, offset) => {
        const typed = tokens[start + offset]
        if (folded[start + offset] !== foldedPart) return false
        return !hasAccents(typed) || lower(typed) === lower(part)
      })
      if (same) {
        best = { group, start, end: start + parts.length, length }
        break
      }
    }
  }
  return best
}

/**
 * The query as typed and, when it names a category of the synonym table, the query with that
 * name replaced by each of the category's words in every language ("may anh canon" → "camera
 * canon", "カメラ canon", …). Typed first; no two variants fold alike.
 */
export function searchVariants(text: string): SearchVariant[] {
  const typed: SearchVariant = { text, languages: languagesOf(text), typed: true, category: null }
  const tokens = text.split(' ').filter(Boolean)
  if (tokens.length === 0) return []
  const found = findGroup(tokens)
  if (!found) return [typed]
  typed.category = found.group.category
  const variants = [typed]
  const seen = new Set([foldSearchText(text)])
  for (const [language, words] of Object.entries(found.group.words) as [Locale, readonly string[]][]) {
    for (const word of words) {
      let replaced: string[]
      if (found.inToken) {
        const token = foldSearchText(tokens[found.inToken.token])
        const swapped = `${token.slice(0, found.inToken.from)} ${word} ${token.slice(found.inToken.to)}`.trim()
        replaced = [...tokens.slice(0, found.start), swapped, ...tokens.slice(found.end)]
      } else replaced = [...tokens.slice(0, found.start), word, ...tokens.slice(found.end)]
      const variant = replaced.join(' ').replace(/\s+/g, ' ').trim()
      const key = foldSearchText(variant)
      if (seen.has(key) || variants.length >= MAX_VARIANTS) continue
      seen.add(key)
      variants.push({ text: variant, languages: [language], typed: false, category: found.group.category })
    }
  }
  return variants
}
