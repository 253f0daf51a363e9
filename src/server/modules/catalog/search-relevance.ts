import { hasAccents } from '@shared/catalog/search-query'
import type { SearchVariant } from '@shared/catalog/search-synonyms'
import { foldSearchText } from '@shared/catalog/search-text'
import type { Locale } from '@shared/i18n/locales'

/**
 * The cross-shop search's relevance order (issue 27), applied to the bounded set of matches each
 * source returns (no statement per row). A listing scores by its best way of matching the query:
 * the shopper's own words over a synonym's, whole words over parts of words, accent-exact over
 * folded alike ("giày" over "giấy"), a name in the query's language, a name starting with the words;
 * then a category named by the words (shoulder bags over tea bags for "バッグ"), then whether it
 * can be bought. Ended listings come after every other. Ties go to the cheaper.
 */
export type RelevanceItem = {
  /** Its names by language (a source names what it has). */
  names: Partial<Record<Locale, string>>
  /** Its category's names and those of the categories above it, in any language. */
  categories: readonly string[]
  status: 'available' | 'sold_out' | 'ended'
}

export type RelevanceVariant = SearchVariant & {
  /** Folded words, each a substring a match holds. */
  words: string[]
  /** The typed words as typed (lower-case), when they carry accents: an accent-exact match holds them. */
  exact: string[] | null
}

export type RelevanceQuery = readonly RelevanceVariant[]

const POINTS = {
  typed: 40,
  synonym: 30,
  wholeWords: 20,
  accentExact: 15,
  language: 10,
  startsName: 5,
  category: 60,
  /** A match through its category alone (a source that also matches category names). */
  categoryOnly: 30,
  available: 20,
  soldOut: 5,
  /** Puts ended listings after all others. */
  ended: -1000,
} as const

/** The trigram indexes find only words of this many characters or more. */
const MIN_INDEXED_LENGTH = 3

const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\u30fc]/u
const lower = (text: string) => text.normalize('NFC').toLowerCase()

export function relevanceQuery(variants: readonly SearchVariant[]): RelevanceQuery {
  return variants
    .map((variant) => ({
      ...variant,
      words: [...new Set(foldSearchText(variant.text).split(' ').filter(Boolean))],
      exact: variant.typed && hasAccents(variant.text) ? lower(variant.text).split(/\s+/).filter(Boolean) : null,
    }))
    .filter((variant) => variant.words.length > 0)
}

/**
 * The texts to match (any of them): the variants less those another makes redundant — a variant
 * each of whose words holds a word of a more general one ("handbag" under "bag", "túi xách" under
 * "túi") finds nothing that one does not.
 */
export function matchingTerms(query: RelevanceQuery): string[] {
  const general = (a: RelevanceVariant, b: RelevanceVariant) => a.words.every((word) => b.words.some((other) => other.includes(word)))
  // A synonym none of whose words is long enough for the trigram indexes ("靴", "時計") would make
  // every count a scan of every row: matched only when typed (still weighed by the relevance).
  const searched = query.filter((variant) => variant.typed || variant.words.some((word) => [...word].length >= MIN_INDEXED_LENGTH))
  const kept = searched.filter(
    (variant, index) =>
      !searched.some(
        (other, otherIndex) => otherIndex !== index && general(other, variant) && (!general(variant, other) || otherIndex < index),
      ),
  )
  return kept.map((variant) => variant.text)
}

function wholeWord(word: string, tokens: readonly string[]): boolean {
  if (tokens.includes(word)) return true
  // Japanese runs words together: a word at either end of a run counts as half whole.
  return JAPANESE.test(word) && tokens.some((token) => token.startsWith(word) || token.endsWith(word))
}

/** A name, folded and split once for every variant. */
type PreparedName = { language: Locale; folded: string; tokens: string[]; lower: string }

const TOKEN_SEPARATORS = /[\s\-./'&+#()[\]「」【】・,、:;!?"]+/

function prepareName(language: Locale, name: string): PreparedName {
  const folded = foldSearchText(name)
  return { language, folded, tokens: folded.split(TOKEN_SEPARATORS).filter(Boolean), lower: lower(name) }
}

function variantScore(variant: RelevanceVariant, names: readonly PreparedName[]): number | null {
  let best: number | null = null
  for (const { language, folded, tokens, lower: named } of names) {
    if (!variant.words.every((word) => folded.includes(word))) continue
    const whole = variant.words.reduce((sum, word) => sum + (tokens.includes(word) ? 1 : wholeWord(word, tokens) ? 0.5 : 0), 0)
    let score = (variant.typed ? POINTS.typed : POINTS.synonym) + (POINTS.wholeWords * whole) / variant.words.length
    if (variant.exact?.every((word) => named.includes(word))) score += POINTS.accentExact
    if (variant.languages.includes(language)) score += POINTS.language
    if (tokens[0] === variant.words[0] || folded.startsWith(variant.words.join(' '))) score += POINTS.startsName
    if (best === null || score > best) best = score
  }
  return best
}

/**
 * The scorer of one query: names are folded once per item, category names once per search (a
 * market's few dozen categories stand behind every listing of it).
 */
export function relevanceScorer(query: RelevanceQuery): (item: RelevanceItem) => number {
  const categoryMatches = new Map<string, boolean>()
  const inCategory = (name: string) => {
    let matches = categoryMatches.get(name)
    if (matches === undefined) {
      const folded = foldSearchText(name)
      matches = folded !== '' && query.some((variant) => variant.words.every((word) => folded.includes(word)))
      categoryMatches.set(name, matches)
    }
    return matches
  }
  return (item) => {
    const names = (Object.entries(item.names) as [Locale, string | undefined][]).flatMap(([language, name]) =>
      name ? [prepareName(language, name)] : [],
    )
    let text: number | null = null
    for (const variant of query) {
      const score = variantScore(variant, names)
      if (score !== null && (text === null || score > text)) text = score
    }
    // Every word of a variant in one of its categories' names ("Túi xách", "Bags", "バッグ").
    const category = item.categories.some(inCategory)
    const status = item.status === 'available' ? POINTS.available : item.status === 'sold_out' ? POINTS.soldOut : POINTS.ended
    return (text ?? (category ? POINTS.categoryOnly : 0)) + (category ? POINTS.category : 0) + status
  }
}

export function relevanceOf(query: RelevanceQuery, item: RelevanceItem): number {
  return relevanceScorer(query)(item)
}

/** Sorts scored items: the most relevant first, then the cheaper (a price not known yet, 0, last), then by the given key. */
export function byRelevance<T extends { score: number; price: number; key: string }>(a: T, b: T): number {
  return (
    b.score - a.score || Number(a.price === 0) - Number(b.price === 0) || a.price - b.price || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)
  )
}
