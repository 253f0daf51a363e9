import { eq, sql } from 'drizzle-orm'
import type { Database } from '@server/db/client'
import { categories, origins, productCategories, productImages, productTags, products } from '@server/modules/catalog'
import { foldSearchText } from '@shared/catalog/search-text'
import { insertMissing, upsertRows } from './batches'
import { buildCatalogRows } from './catalog/build-products'
import { categoryRows } from './catalog/categories'
import { seedDemoReviews } from './catalog/demo-reviews'
import { originRows } from './catalog/origins'

/**
 * Categories and origins follow this code (upserted); demo products are only added when missing,
 * so edits made through the admin survive a re-seed.
 */
export async function seedCatalog(db: Database): Promise<void> {
  await upsertRows(db, categories, categories.id, categoryRows())
  await upsertRows(db, origins, origins.id, originRows())
  const rows = buildCatalogRows()
  await insertMissing(db, products, rows.products)
  await insertMissing(db, productImages, rows.images)
  await insertMissing(db, productCategories, rows.categories)
  await insertMissing(db, productTags, rows.tags)
  await seedDemoReviews(
    db,
    rows.products.map((product) => ({ id: product.id, star: Number(product.star), createdAt: product.createdAt })),
  )
  await backfillSearchText(db)
}

/** Products stored before the search column existed get their folded name. */
async function backfillSearchText(db: Database): Promise<void> {
  const stale = await db.select({ id: products.id, name: products.name }).from(products).where(eq(products.searchText, ''))
  for (const row of stale) {
    await db
      .update(products)
      .set({ searchText: foldSearchText(row.name) })
      .where(eq(products.id, row.id))
  }
  if (stale.length > 0) await db.execute(sql`analyze products`)
}
