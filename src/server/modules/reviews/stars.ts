import { count, eq } from 'drizzle-orm'
import type { Database } from '@server/db/client'
import type { ProductStars, StarCounts } from '@server/modules/catalog'
import { productReviews } from './tables'

/** The catalogue's star histogram, answered from the reviews (wired by the composition root). */
export function reviewStars(db: Database): ProductStars {
  return {
    async starCounts(productId) {
      const rows = await db
        .select({ star: productReviews.star, count: count() })
        .from(productReviews)
        .where(eq(productReviews.productId, productId))
        .groupBy(productReviews.star)
      const counts: StarCounts = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }
      for (const row of rows) counts[row.star as keyof StarCounts] = row.count
      return counts
    },
  }
}
