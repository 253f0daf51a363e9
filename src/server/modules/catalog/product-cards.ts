import { sql } from 'drizzle-orm'
import type { Database } from '@server/db/client'
import type { CategoryRef, ProductCard, Supplier } from '@shared/contracts/catalog'
import { discountPercent } from '@shared/money/money'
import { findShop } from '@shared/shops/registry'
import type { Locale } from '@shared/i18n/locales'
import { allCategories, allOrigins, nameIn, toOrigin } from './categories'
import { productCategories, products } from './tables'

export const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000)

/**
 * The columns of a card, with its category ids as a sub-select when asked for: a page of cards is
 * one round trip to the database (the list's cost is mostly per query, not per row).
 */
export function cardColumns(withCategories: boolean) {
  return {
    id: products.id,
    sku: products.sku,
    name: products.name,
    brand: products.brand,
    price: products.price,
    initialPrice: products.initialPrice,
    imageUrl: products.imageUrl,
    star: products.star,
    reviewsCount: products.reviewsCount,
    supplierId: products.supplierId,
    saleStatus: products.saleStatus,
    capacity: products.capacity,
    taxPercent: products.taxPercent,
    originId: products.originId,
    updatedAt: products.updatedAt,
    categoryIds: withCategories ? categoryIds() : sql<null>`null`,
  }
}

/** Only the ids (an index-only probe): names come from the cached category list. */
function categoryIds() {
  return sql<
    number[] | null
  >`(select array_agg(pc.category_id order by pc.category_id) from ${productCategories} pc where pc.product_id = ${products.id})`
}

type CardRow = {
  [K in keyof ReturnType<typeof cardColumns>]: K extends 'categoryIds'
    ? number[] | null
    : (typeof products.$inferSelect)[K & keyof typeof products.$inferSelect]
}

export function supplierOf(shopId: number): Supplier {
  const shop = findShop(shopId)
  return { id: shopId, name: shop?.name ?? String(shopId), path: shop?.path ?? String(shopId) }
}

/** The card fields every list answers with (spec §3 Product card). reviews_count is a stored column. */
function baseCard(row: CardRow): ProductCard {
  return {
    id: row.id,
    product_id: row.id,
    sku: row.sku,
    name: row.name,
    brand: row.brand,
    price: row.price,
    initial_price: row.initialPrice,
    discount: discountPercent(row.price, row.initialPrice),
    image_url: row.imageUrl,
    star: Math.min(5, Number(row.star)),
    reviews_count: row.reviewsCount,
    supplier_id: row.supplierId,
    shop_id: row.supplierId,
    sale_status: row.saleStatus,
    capacity: row.capacity,
    tax_percent: row.taxPercent,
    updated_at: unixSeconds(row.updatedAt),
  }
}

/** Cards with the requested relations (category ids come with the row; names and origins from cached lists). */
export async function toCards(db: Database, rows: CardRow[], include: ReadonlySet<string>, locale: Locale): Promise<ProductCard[]> {
  const originMap = include.has('origin') ? new Map((await allOrigins(db)).map((origin) => [origin.id, toOrigin(origin, locale)])) : null
  const categoryNames = include.has('categories')
    ? new Map((await allCategories(db)).map((category) => [category.id, nameIn(category, locale)]))
    : null
  return rows.map((row) => {
    const card = baseCard(row)
    if (include.has('suppliers')) card.suppliers = [supplierOf(row.supplierId)]
    if (originMap) card.origin = row.originId === null ? null : (originMap.get(row.originId) ?? null)
    if (categoryNames) card.categories = categoryRefs(row.categoryIds ?? [], categoryNames)
    return card
  })
}

function categoryRefs(ids: number[], names: Map<number, string>): CategoryRef[] {
  return ids.flatMap((id) => (names.has(id) ? [{ id, name: names.get(id)! }] : []))
}
