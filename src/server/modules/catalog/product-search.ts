import { and, asc, desc, inArray, sql } from 'drizzle-orm'
import { foldSearchText } from '@shared/catalog/search-text'
import type { ProductCard } from '@shared/contracts/catalog'
import type { Locale } from '@shared/i18n/locales'
import type { Database } from '@server/db/client'
import { cached } from './cache'
import { cardColumns, toCards } from './product-cards'
import { containsPattern } from './product-list'
import { products } from './tables'

/**
 * Up to this many matches, a search gathers them all through the trigram index and sorts them by
 * price; past it, matches are common enough that walking the price index finds a page quickly.
 */
const GATHER_AT_MOST = 5_000

export type OwnProductSearch = {
  text: string
  shopIds: readonly number[]
  descending: boolean
  /** How many of the cheapest (dearest) matches to answer; 0 for the counts alone. */
  limit: number
  locale: Locale
}

/**
 * The cross-shop search's part for our own shops: the first `limit` products by price whose folded
 * name contains the text, over all the shops at once, and how many each shop has (issue 25). One
 * statement for the page; the counts are one more, cached like the lists' totals. The page's plan
 * is chosen by the counts: a sparse text never walks products_price_idx throwing rows away.
 */
export async function searchOwnProducts(
  db: Database,
  search: OwnProductSearch,
): Promise<{ cards: ProductCard[]; counts: Map<number, number> }> {
  const name = foldSearchText(search.text)
  const shopIds = [...search.shopIds].sort((a, b) => a - b)
  if (shopIds.length === 0) return { cards: [], counts: new Map() }
  const where = and(inArray(products.supplierId, shopIds), sql`${products.searchText} like ${containsPattern(name)}`)
  const counts = await matchCounts(db, name, shopIds, where)
  const matches = [...counts.values()].reduce((sum, count) => sum + count, 0)
  if (matches === 0 || search.limit <= 0) return { cards: [], counts }
  const direction = search.descending ? desc : asc
  const order = [direction(products.price), direction(products.id)]
  const rows = await db
    .select(cardColumns(false))
    .from(products)
    .where(inArray(products.id, matches <= GATHER_AT_MOST ? gatheredPage(where, search) : walkedPage(db, where, order, search.limit)))
    .orderBy(...order)
  return { cards: await toCards(db, rows, new Set(), search.locale), counts }
}

/** Every match first (`offset 0` keeps the planner from pushing the order into the scan), then the page. */
function gatheredPage(where: ReturnType<typeof and>, search: OwnProductSearch) {
  const direction = sql.raw(search.descending ? 'desc' : 'asc')
  return sql`(select matched.id from (select ${products.id} as id, ${products.price} as price from ${products} where ${where} offset 0) as matched
    order by matched.price ${direction}, matched.id ${direction} limit ${search.limit})`
}

function walkedPage(db: Database, where: ReturnType<typeof and>, order: ReturnType<typeof asc>[], limit: number) {
  return db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(limit)
}

function matchCounts(db: Database, name: string, shopIds: number[], where: ReturnType<typeof and>): Promise<Map<number, number>> {
  return cached(
    db,
    `own-search-counts:${shopIds.join(',')}:${name}`,
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
