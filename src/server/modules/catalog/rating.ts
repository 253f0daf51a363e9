import { eq } from 'drizzle-orm'
import type { SaleStatus } from '@shared/contracts/catalog'
import type { Database } from '@server/db/client'
import { products } from './tables'

export type StarCounts = Record<1 | 2 | 3 | 4 | 5, number>

/**
 * How many reviews gave each number of stars (a product page's `append=star_counts`): a port the
 * reviews module answers (the composition root wires it), so the catalogue never imports reviews.
 */
export type ProductStars = { starCounts(productId: number): Promise<StarCounts> }

/**
 * What the reviews module may do to a product, inside its own transaction: lock the row (so two
 * reviews at once each see the other's) and store the recomputed star and count. The locked
 * product's sale status, or null when there is no such product.
 */
export async function lockProduct(tx: Database, productId: number): Promise<{ sale_status: SaleStatus } | null> {
  const [row] = await tx.select({ sale_status: products.saleStatus }).from(products).where(eq(products.id, productId)).for('update')
  return row ?? null
}

/** Star is the average of the reviews, two decimals, capped at 5 (spec §9). */
export async function setProductRating(tx: Database, productId: number, rating: { average: number; count: number }): Promise<void> {
  const star = Math.min(5, Math.round(rating.average * 100) / 100)
  await tx.update(products).set({ star, reviewsCount: rating.count }).where(eq(products.id, productId))
}

export async function productExists(db: Database, productId: number): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).where(eq(products.id, productId))
  return rows.length > 0
}
