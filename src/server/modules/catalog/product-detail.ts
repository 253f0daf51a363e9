import { eq, sql } from 'drizzle-orm'
import type { Database } from '@server/db/client'
import type { ProductDetail, productDetailContract } from '@shared/contracts/catalog'
import type { ParsedListQuery } from '@shared/http/list-contract'
import { productTagName } from '@shared/catalog/product-tags'
import type { Locale } from '@shared/i18n/locales'
import { AppError } from '@server/http/app-error'
import type { ProductStars } from './rating'
import { cardColumns, toCards, unixSeconds } from './product-cards'
import { productImages, products, productTags } from './tables'

type ProductDetailQuery = ParsedListQuery<typeof productDetailContract>

export const productNotFound = () => new AppError(404, 'productNotFound')

const imageUrls = sql<
  string[] | null
>`(select array_agg(i.url order by i.position) from ${productImages} i where i.product_id = ${products.id})`
const tagIds = sql<string[] | null>`(select array_agg(t.tag order by t.tag) from ${productTags} t where t.product_id = ${products.id})`

/** One product with its relations, in one query (plus the star histogram, from the reviews, when appended). */
export async function productDetail(
  db: Database,
  stars: ProductStars,
  id: number,
  query: ProductDetailQuery,
  locale: Locale,
): Promise<ProductDetail> {
  const { include } = query
  const [[row], counts] = await Promise.all([
    db
      .select({
        ...cardColumns(include.has('categories')),
        ingredients: products.ingredients,
        description: products.description,
        weightGrams: products.weightGrams,
        createdAt: products.createdAt,
        imageUrls: include.has('images') ? imageUrls : sql<null>`null`,
        tagIds: include.has('tags') ? tagIds : sql<null>`null`,
      })
      .from(products)
      .where(eq(products.id, id)),
    query.append.has('star_counts') ? stars.starCounts(id) : undefined,
  ])
  if (!row) throw productNotFound()
  const [card] = await toCards(db, [row], include, locale)
  const detail: ProductDetail = {
    ...card,
    ingredients: row.ingredients,
    description: row.description,
    weight_grams: row.weightGrams,
    created_at: unixSeconds(row.createdAt),
  }
  if (include.has('images')) detail.images = (row.imageUrls ?? []).map((url) => ({ url }))
  if (include.has('tags')) detail.tags = (row.tagIds ?? []).map((tag) => ({ id: tag, name: productTagName(tag, locale) }))
  if (counts) detail.star_counts = counts
  return detail
}
