import { and, eq } from 'drizzle-orm'
import { isSoldByBidding } from '@shared/shops/registry'
import type { Database } from '@server/db/client'
import { AppError } from '@server/http/app-error'
import { soldItems } from './tables'

type SoldLine = { shopId: number; itemRef: string; name: string }

/**
 * Claims, in the order's transaction, each unique item among its lines (auction lots) for this
 * order. A lot another order already holds refuses the whole order (422, ended), so a lot is sold
 * once whichever path writes the order; the database's key decides between concurrent writers.
 */
export async function claimSoldOnceItems(tx: Database, orderId: number, lines: readonly SoldLine[], field = 'items'): Promise<void> {
  for (const [index, line] of lines.entries()) {
    if (!isSoldByBidding(line.shopId)) continue
    const [claimed] = await tx
      .insert(soldItems)
      .values({ shopId: line.shopId, itemRef: line.itemRef, orderId })
      .onConflictDoNothing()
      .returning({ orderId: soldItems.orderId })
    if (!claimed) throw new AppError(422, 'cartProductEnded', { product: line.name }, { [`${field}.${index}`]: ['cartProductEnded'] })
  }
}

/** The order that bought this unique item, if one did. */
export async function soldItemOrder(db: Database, shopId: number, itemRef: string): Promise<number | null> {
  const [row] = await db
    .select({ orderId: soldItems.orderId })
    .from(soldItems)
    .where(and(eq(soldItems.shopId, shopId), eq(soldItems.itemRef, itemRef)))
  return row?.orderId ?? null
}
