import { sql, type SQL } from 'drizzle-orm'
import { foldSearchText } from '@shared/catalog/search-text'
import type { MarketSort } from '@shared/markets/listing-facts'
import type { Database } from '@server/db/client'
import { queryRows } from '@server/db/rows'
import { cached, containsPattern } from '@server/modules/catalog'
import { type ListingRow, listingJson, listingRowOf } from './mirror-rows'
import { marketListings, marketSellers } from './tables'

/** The distinct words of a search term, folded as search_text is: the keys of the word index. */
export function searchWords(term: string): string[] {
  return [...new Set(foldSearchText(term).split(' ').filter(Boolean))]
}

/** A shorter word has no trigram to find the indexed words containing it by: looked up only when the term has no longer one. */
const MIN_TRIGRAM_LENGTH = 3
/** A word inside more indexed words than this (a digit, a common syllable) is only checked, not walked. */
const MAX_WORDS_CONTAINING = 64
/** Enough to tell a rare word from a common one when choosing which word's listings to walk. */
const LISTINGS_COUNT_CAP = 20_000
/** The first batch is the page itself: most listings of a query's rarest word hold its other words too. */
const MIN_BATCH = 30
const MAX_BATCH = 4096

type ListingKey = { price: number; shopId: number; itemRef: string }

/** The indexed words containing a query word, and how many listings have them (capped). */
type WalkableWord = { indexedWords: string[]; listings: number }

type WordSearch = {
  terms: readonly string[]
  shopIds?: readonly number[]
  sort: MarketSort
  limit: number
  /** Ended auctions (by status or by the clock) are walked past unless this is true. */
  includeEnded: boolean
  now: Date
}

/** A listing still to be had or seen as sold: not an auction that has ended (the mirror's status or the clock). */
export function notEnded(now: Date): SQL {
  return sql`(${marketListings.saleStatus} <> 'ended' and (${marketListings.endTime} is null or ${marketListings.endTime} > ${now.toISOString()}::timestamptz))`
}

/**
 * The first `limit` listings (by price, then shop and item) whose folded names contain every word
 * of any of the terms, as a LIKE on search_text would find them; null when a term has no word the
 * index can walk (each is inside too many indexed words, like a digit).
 *
 * Per term it walks the listings of its rarest word in price order through the word index, a
 * growing batch at a time, and keeps those whose search_text contains the other words too, until
 * it has `limit` or the word's listings end: a common word costs a page, not every match.
 */
export async function searchWordIndex(db: Database, search: WordSearch): Promise<ListingRow[] | null> {
  const termWords = [...new Set(search.terms.map((term) => searchWords(term)).filter((words) => words.length > 0))]
  if (termWords.length === 0 || search.limit <= 0) return []
  const walked: ListingRow[][] = []
  for (const words of termWords) {
    const driver = await rarestWord(db, words)
    if (!driver) return null
    walked.push(await walkTerm(db, driver, words, search))
  }
  const unique = new Map(walked.flat().map((key) => [`${key.shopId}/${key.itemRef}`, key]))
  return [...unique.values()].sort(byKey(search.sort)).slice(0, search.limit)
}

async function rarestWord(db: Database, words: readonly string[]): Promise<WalkableWord | null> {
  const isLong = (word: string) => [...word].length >= MIN_TRIGRAM_LENGTH
  return (
    (await rarestOf(db, words.filter(isLong))) ??
    rarestOf(
      db,
      words.filter((word) => !isLong(word)),
    )
  )
}

async function rarestOf(db: Database, words: readonly string[]): Promise<WalkableWord | null> {
  const walkable = (await Promise.all(words.map((word) => walkableWord(db, word)))).filter((word) => word !== null)
  if (walkable.length === 0) return null
  return walkable.reduce((rarest, word) => (word.listings < rarest.listings ? word : rarest))
}

/** Which indexed words contain `word` changes only with the listings: kept like the search counts. */
function walkableWord(db: Database, word: string): Promise<WalkableWord | null> {
  return cached(
    db,
    `market-search-word:${word}`,
    async () => {
      const found = await queryRows<{ word: string }>(
        db,
        sql`select word from market_search_words where word like ${containsPattern(word)} limit ${MAX_WORDS_CONTAINING + 1}`,
      )
      if (found.length > MAX_WORDS_CONTAINING) return null
      const indexedWords = found.map((row) => row.word)
      if (indexedWords.length === 0) return { indexedWords, listings: 0 }
      const [counted] = await queryRows<{ listings: number }>(
        db,
        sql`select count(*)::int as listings from (select 1 from market_listing_words
          where word in (${sql.join(
            indexedWords.map((indexed) => sql`${indexed}`),
            sql`, `,
          )}) limit ${LISTINGS_COUNT_CAP}) as capped`,
      )
      return { indexedWords, listings: counted.listings }
    },
    'total',
  )
}

/** A walked listing: its key in the walk, and its card's columns (listingJson) when it holds every word of the term (null otherwise). */
type WalkedRow = { walkedPrice: number; walkedShopId: number; walkedItemRef: string; listing: unknown[] | null }

async function walkTerm(db: Database, driver: WalkableWord, words: readonly string[], search: WordSearch): Promise<ListingRow[]> {
  if (driver.indexedWords.length === 0) return []
  const matched: ListingRow[] = []
  let after: ListingKey | null = null
  for (let batch = Math.max(MIN_BATCH, search.limit); ; batch = Math.min(batch * 2, MAX_BATCH)) {
    const walked: WalkedRow[] = await queryRows<WalkedRow>(db, walkQuery(driver.indexedWords, words, search, after, batch))
    for (const row of walked) if (row.listing !== null) matched.push(listingRowOf(row.listing))
    const last: WalkedRow | undefined = walked.at(-1)
    if (matched.length >= search.limit || walked.length < batch || !last) return matched.slice(0, search.limit)
    after = { price: last.walkedPrice, shopId: last.walkedShopId, itemRef: last.walkedItemRef }
  }
}

/**
 * The next `batch` listings having one of the indexed words, in price order after `after`, with
 * their card's columns where search_text holds every word of the term. strpos rather than LIKE, so
 * the planner checks the batch's rows by key and never turns to the trigram index of every listing.
 */
function walkQuery(
  indexedWords: readonly string[],
  words: readonly string[],
  search: WordSearch,
  after: ListingKey | null,
  batch: number,
): SQL {
  const descending = search.sort === 'price_desc'
  const direction = descending ? sql.raw('desc') : sql.raw('asc')
  const order = sql`price ${direction}, shop_id ${direction}, item_ref ${direction}`
  const afterKey = after
    ? sql` and (price, shop_id, item_ref) ${sql.raw(descending ? '<' : '>')} (${after.price}::int, ${after.shopId}::int, ${after.itemRef}::text)`
    : sql``
  const inShops = search.shopIds
    ? sql` and shop_id in (${sql.join(
        search.shopIds.map((shopId) => sql`${shopId}::int`),
        sql`, `,
      )})`
    : sql``
  const perWord = indexedWords.map(
    (indexed) =>
      sql`(select price, shop_id, item_ref from market_listing_words where word = ${indexed}${afterKey}${inShops} order by ${order} limit ${batch})`,
  )
  const holdsEveryWord = sql.join(
    [
      ...words.map((word) => sql`strpos(${marketListings.searchText}, ${word}) > 0`),
      ...(search.includeEnded ? [] : [notEnded(search.now)]),
    ],
    sql` and `,
  )
  return sql`with candidates as materialized (
      select distinct price, shop_id, item_ref from (${sql.join(perWord, sql` union all `)}) as walked order by ${order} limit ${batch}
    )
    select candidates.price as "walkedPrice", candidates.shop_id as "walkedShopId", candidates.item_ref as "walkedItemRef",
      case when ${marketListings.itemRef} is null then null else ${listingJson} end as listing
    from candidates
      left join ${marketListings} on ${marketListings.shopId} = candidates.shop_id and ${marketListings.itemRef} = candidates.item_ref
        and ${holdsEveryWord}
      left join ${marketSellers} on ${marketSellers.shopId} = ${marketListings.shopId} and ${marketSellers.id} = ${marketListings.sellerId}
    order by candidates.price ${direction}, candidates.shop_id ${direction}, candidates.item_ref ${direction}`
}

function byKey(sort: MarketSort) {
  const sign = sort === 'price_desc' ? -1 : 1
  return (a: ListingRow, b: ListingRow) =>
    sign * (a.price - b.price || a.shopId - b.shopId || (a.itemRef < b.itemRef ? -1 : a.itemRef > b.itemRef ? 1 : 0))
}
