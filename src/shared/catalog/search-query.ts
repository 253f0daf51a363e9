import type { Locale } from '@shared/i18n/locales'
import { foldSearchText } from './search-text'

/**
 * What a search searches for (issue 27): the words a shopper typed, without symbols and emoji
 * ("🎧 tai nghe" searches "tai nghe"), cut to SEARCH_QUERY_MAX_LENGTH characters (the page says
 * so) rather than refused. The client cuts before asking; the server cuts whatever reaches it.
 */
export const SEARCH_QUERY_MAX_LENGTH = 100
/** The longest query text taken at all (src/shared/contracts/market.ts): past it, no search but a 400. */
export const SEARCH_QUERY_MAX_INPUT = 2000

/**
 * Kept inside words: letters, marks, digits and the joiners of model names ("WH-1000XM5", "f/1.8",
 * "Levi's", "AT&T"). Everything else — emoji, symbols, other punctuation, controls — is a space.
 */
const NOT_KEPT = /[^\p{L}\p{M}\p{N}\s\-./'&+#]/gu
/** Marks left alone once their base went (an emoji's variation selector or keycap), and joiners. */
const LONE_MARKS = /(^|[^\p{L}\p{N}\p{M}])[\p{M}\u200c\u200d]+/gu
/** Keycap emoji ("1️⃣"): a digit, #, or * with the enclosing keycap. */
const KEYCAPS = /[0-9#*]\uFE0F?\u20E3/g
/** Joiners at a word's edge ("- tai nghe", "bag.") join nothing. */
const EDGE_JOINERS = /(^|\s)[-./'&+#]+|[-./'&+#]+(?=\s|$)/g

export type CleanedQuery = {
  /** The words searched for, in the shopper's own spelling (accents kept), single spaces. */
  text: string
  /** True when the words were longer than SEARCH_QUERY_MAX_LENGTH and only their beginning is searched. */
  cut: boolean
}

export function cleanSearchQuery(raw: string): CleanedQuery {
  const words = raw
    .normalize('NFC')
    .replace(KEYCAPS, ' ')
    .replace(/[\uFE00-\uFE0F]/g, '')
    .replace(NOT_KEPT, ' ')
    .replace(LONE_MARKS, '$1 ')
    .replace(/\s+/g, ' ')
    .replace(EDGE_JOINERS, '$1')
    .replace(/\s+/g, ' ')
    .trim()
  const characters = [...words]
  if (characters.length <= SEARCH_QUERY_MAX_LENGTH) return { text: words, cut: false }
  const head = characters.slice(0, SEARCH_QUERY_MAX_LENGTH + 1).join('')
  // At the last space when there is one in the second half: no word is cut in two.
  const space = head.lastIndexOf(' ')
  const text = space >= SEARCH_QUERY_MAX_LENGTH / 2 ? head.slice(0, space) : characters.slice(0, SEARCH_QUERY_MAX_LENGTH).join('')
  return { text: text.trim(), cut: true }
}

const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\u30fc]/u

/**
 * The languages a text may be in: Japanese when it has kana or kanji; Vietnamese when its letters
 * carry Vietnamese accents; plain Latin letters may be either Vietnamese typed without accents
 * or English.
 */
export function languagesOf(text: string): Locale[] {
  if (JAPANESE.test(text)) return ['ja']
  return hasAccents(text) ? ['vi'] : ['vi', 'en']
}

/** Whether the text carries accents its folded form drops (Vietnamese marks, đ). */
export function hasAccents(text: string): boolean {
  const lower = text.normalize('NFC').toLowerCase()
  return foldSearchText(lower) !== lower.replace(/\s+/g, ' ').trim().normalize('NFKC')
}
