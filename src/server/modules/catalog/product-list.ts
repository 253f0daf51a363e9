import { and, asc, count, desc, gte, inArray, lte, sql, type SQL } from 'drizzle-orm'
import type { Database } from '@server/db/client'
import { foldSearchText } from '@shared/catalog/search-text'
import type { ProductList, productListContract } from '@shared/contracts/catalog'
import type { ParsedListQuery } from '@shared/http/list-contract'
import type { Locale } from '@shared/i18n/locales'
import { paginated } from '@server/http/list-query'
import { cached } from './cache'
import { allCategories, withDescendants } from './categories'
import { cardColumns, toCards } from './product-cards'
import { productCategories, products } from './tables'

type ProductListQuery = ParsedListQuery<typeof productListContract>

/** What narrows the list, normalised (category branches expanded, name folded): also the count cache key. */
type ProductFilter = {
  suppliers?: number[]
  categories?: number[]
  origins?: number[]
  name?: string
  price?: [number, number]
}

async function normaliseFilter(db: Database, query: ProductListQuery): Promise<ProductFilter> {
  const filter: ProductFilter = {}
  const { filter: raw } = query
  if (raw['suppliers.id']) filter.suppliers = raw['suppliers.id']
  if (raw.origin) filter.origins = raw.origin
  if (raw.categories) filter.categories = withDescendants(await allCategories(db), raw.categories).sort((a, b) => a - b)
  if (raw.name) filter.name = foldSearchText(raw.name)
  if (query.between.price) filter.price = query.between.price
  return filter
}

/** LIKE pattern for a substring: the user's %, _ and \ match themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

function whereOf(filter: ProductFilter): SQL | undefined {
  const conditions: SQL[] = []
  if (filter.suppliers) conditions.push(inArray(products.supplierId, filter.suppliers))
  if (filter.origins) conditions.push(inArray(products.originId, filter.origins))
  if (filter.categories) {
    const inCategory = and(sql`${productCategories.productId} = ${products.id}`, inArray(productCategories.categoryId, filter.categories))
    conditions.push(sql`exists (select 1 from ${productCategories} where ${inCategory})`)
  }
  if (filter.name) conditions.push(sql`${products.searchText} like ${containsPattern(filter.name)}`)
  if (filter.price) conditions.push(gte(products.price, filter.price[0]), lte(products.price, filter.price[1]))
  return conditions.length > 0 ? and(...conditions) : undefined
}

function orderOf(query: ProductListQuery): SQL[] {
  const column = query.sort?.field === 'price' ? products.price : products.updatedAt
  const direction = query.sort?.descending ? desc : asc
  return [direction(column), direction(products.id)]
}

/**
 * One page in two steps: the page's ids first (for the default sort an index-only scan of
 * products_updated_cover_idx, filters checked on the index entries), then those rows' card columns.
 */
export async function listProducts(db: Database, query: ProductListQuery, locale: Locale): Promise<ProductList> {
  const filter = await normaliseFilter(db, query)
  const where = whereOf(filter)
  const order = orderOf(query)
  const pageIds = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage)
  const [rows, total] = await Promise.all([
    db
      .select(cardColumns(query.include.has('categories')))
      .from(products)
      .where(inArray(products.id, pageIds))
      .orderBy(...order),
    cached(
      db,
      `count:${JSON.stringify(filter)}`,
      async () => {
        const [row] = await db.select({ total: count() }).from(products).where(where)
        return row.total
      },
      'total',
    ),
  ])
  return paginated(await toCards(db, rows, query.include, locale), total, query.page, query.perPage)
}
