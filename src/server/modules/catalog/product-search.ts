import { and, asc, desc, getTableName, inArray, or, sql, type SQL } from 'drizzle-orm'
import { foldSearchText } from '@shared/catalog/search-text'
import type { ProductCard } from '@shared/contracts/catalog'
import type { Locale } from '@shared/i18n/locales'
import type { Database } from '@server/db/client'
import { cached } from './cache'
import { allCategories } from './categories'
import { cardColumns, toCards } from './product-cards'
import { containsPattern } from './product-list'
import type { RelevanceItem } from './search-relevance'
import { products } from './tables'

/**
 * Up to this many matches, a search gathers them all through the trigram index and sorts them by
 * price (at 1M products: 22 ms for 10k matches, 62 ms for 34k); past it, matches are common enough
 * that walking the price index usually finds a page sooner.
 */
const GATHER_AT_MOST = 50_000
/**
 * How far that walk goes before the page is gathered instead: matches are not spread evenly over
 * prices (a brand's products are dear), and an unbounded walk past the cheap ones read 0.9M rows for
 * 2% of matches (3 s).
 */
const WALK_AT_MOST = 10_000

export type OwnProductSearch = {
  /** Any of them; each matches a name holding every one of its words (folded, in any order). */
  terms: readonly string[]
  shopIds: readonly number[]
  descending: boolean
  /** How many of the cheapest (dearest) matches to answer; 0 for the counts alone. */
  limit: number
  locale: Locale
}

/** A match with what the relevance order weighs: its name, its categories' names (all languages), whether it sells. */
export type OwnSearchMatch = { card: ProductCard; relevance: RelevanceItem }

/** Every word of one of the terms is in the folded name ("tui porter" finds "Túi đeo chéo Porter Tanker"). */
function matchesTerms(terms: readonly string[]): SQL | undefined {
  const termWords = [...new Set(terms.map((term) => foldSearchText(term)))]
    .map((term) => term.split(' ').filter(Boolean))
    .filter((words) => words.length > 0)
  if (termWords.length === 0) return undefined
  return or(...termWords.map((words) => and(...words.map((word) => sql`${products.searchText} like ${containsPattern(word)}`))))
}

/**
 * The cross-shop search's part for our own shops: the first `limit` products by price whose folded
 * name holds the words of a term, over all the shops at once, and how many each shop has (issue 25).
 * One statement for the page; the counts are one more, cached like the lists' totals. The page's plan
 * is chosen by the counts: a sparse text never walks products_price_idx throwing rows away.
 */
export async function searchOwnProducts(
  db: Database,
  search: OwnProductSearch,
): Promise<{ matches: OwnSearchMatch[]; counts: Map<number, number> }> {
  const shopIds = [...search.shopIds].sort((a, b) => a - b)
  const terms = matchesTerms(search.terms)
  if (shopIds.length === 0 || !terms) return { matches: [], counts: new Map() }
  const where = and(inArray(products.supplierId, shopIds), terms)
  const counts = await matchCounts(db, search.terms, shopIds, where)
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0)
  if (total === 0 || search.limit <= 0) return { matches: [], counts }
  const direction = search.descending ? desc : asc
  const order = [direction(products.price), direction(products.id)]
  const page = (ids: SQL | ReturnType<typeof walkedPage>) =>
    db
      .select(cardColumns(true))
      .from(products)
      .where(inArray(products.id, ids))
      .orderBy(...order)
  const walked = total > GATHER_AT_MOST ? await page(walkedPage(db, where, order, search.limit)) : []
  const rows = walked.length >= Math.min(search.limit, total) ? walked : await page(gatheredPage(where, search))
  const [cards, categories] = await Promise.all([toCards(db, rows, new Set(), search.locale), allCategories(db)])
  const byId = new Map(categories.map((category) => [category.id, category]))
  const namesOf = (ids: readonly number[]) => {
    const names: string[] = []
    const seen = new Set<number>()
    const pending = [...ids]
    while (pending.length > 0) {
      const category = byId.get(pending.pop()!)
      if (!category || seen.has(category.id)) continue
      seen.add(category.id)
      names.push(...[category.name, category.nameEn, category.nameJa].filter((name): name is string => !!name))
      if (category.parentId !== null) pending.push(category.parentId)
    }
    return names
  }
  return {
    matches: cards.map((card, index) => ({
      card,
      relevance: {
        names: { vi: card.name },
        categories: namesOf(rows[index].categoryIds ?? []),
        status: card.sale_status === 'on_sale' ? 'available' : 'sold_out',
      },
    })),
    counts,
  }
}

/** Every match first (`offset 0` keeps the planner from pushing the order into the scan), then the page. */
function gatheredPage(where: ReturnType<typeof and>, search: OwnProductSearch) {
  const direction = sql.raw(search.descending ? 'desc' : 'asc')
  return sql`(select matched.id from (select ${products.id} as id, ${products.price} as price from ${products} where ${where} offset 0) as matched
    order by matched.price ${direction}, matched.id ${direction} limit ${search.limit})`
}

/** The matches among the first WALK_AT_MOST products in the page's order (a subquery named as the table, so `where` applies unchanged). */
function walkedPage(db: Database, where: ReturnType<typeof and>, order: ReturnType<typeof asc>[], limit: number) {
  const { id, price, supplierId, searchText } = products
  const first = db
    .select({ id, price, supplierId, searchText })
    .from(products)
    .orderBy(...order)
    .limit(WALK_AT_MOST)
  return db
    .select({ id: products.id })
    .from(first.as(getTableName(products)))
    .where(where)
    .orderBy(...order)
    .limit(limit)
}

function matchCounts(
  db: Database,
  terms: readonly string[],
  shopIds: number[],
  where: ReturnType<typeof and>,
): Promise<Map<number, number>> {
  return cached(
    db,
    `own-search-counts:${shopIds.join(',')}:${JSON.stringify(terms.map((term) => foldSearchText(term)))}`,
    async () => {
      const rows = await db
        .select({ shopId: products.supplierId, count: sql<number>`count(*)::int` })
        .from(products)
        .where(where)
        .groupBy(products.supplierId)
      return new Map(shopIds.map((shopId) => [shopId, Number(rows.find((row) => row.shopId === shopId)?.count ?? 0)]))
    },
    'total',
  )
}
