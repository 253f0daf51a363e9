import { and, eq, inArray } from 'drizzle-orm'
import { isSoldByBidding, isSoldOnce } from '@shared/shops/registry'
import type { Database } from '@server/db/client'
import { AppError } from '@server/http/app-error'
import type { PurchasableSource } from '@server/modules/purchasing'
import { soldItems } from './tables'

type SoldLine = { shopId: number; itemRef: string; name: string }

/**
 * Claims, in the order's transaction, each unique item among its lines (auction lots, flea-market
 * and used-goods listings) for this order. An item another order already holds refuses the whole
 * order (422), so it is sold once whichever path writes the order; the database's key decides
 * between concurrent writers.
 */
export async function claimSoldOnceItems(tx: Database, orderId: number, lines: readonly SoldLine[], field = 'items'): Promise<void> {
  for (const [index, line] of lines.entries()) {
    if (!isSoldOnce(line.shopId)) continue
    const [claimed] = await tx
      .insert(soldItems)
      .values({ shopId: line.shopId, itemRef: line.itemRef, orderId })
      .onConflictDoNothing()
      .returning({ orderId: soldItems.orderId })
    if (claimed) continue
    // A lot another order holds has ended; a flea-market item is being bought by another customer.
    const key = isSoldByBidding(line.shopId) ? 'cartProductEnded' : 'cartItemHeld'
    throw new AppError(422, key, { product: line.name }, { [`${field}.${index}`]: [key] })
  }
}

/** A cancelled order lets go of its unique items: they can be bought again (the lot's own state still rules auctions). */
export async function releaseSoldOnceItems(tx: Database, orderId: number): Promise<void> {
  await tx.delete(soldItems).where(eq(soldItems.orderId, orderId))
}

/** The order that bought this unique item, if one did. */
export async function soldItemOrder(db: Database, shopId: number, itemRef: string): Promise<number | null> {
  const [row] = await db
    .select({ orderId: soldItems.orderId })
    .from(soldItems)
    .where(and(eq(soldItems.shopId, shopId), eq(soldItems.itemRef, itemRef)))
  return row?.orderId ?? null
}

/**
 * A source whose unique items say when an order already holds them, so the cart refuses them and
 * their pages can say so; the order's claim above still decides a race.
 */
export function withSoldOnceItems(source: PurchasableSource, db: Database): PurchasableSource {
  return {
    shopIds: source.shopIds,
    async quote(shopId, itemRefs) {
      const quotes = await source.quote(shopId, itemRefs)
      if (!isSoldOnce(shopId) || quotes.size === 0) return quotes
      const held = await db
        .select({ itemRef: soldItems.itemRef })
        .from(soldItems)
        .where(and(eq(soldItems.shopId, shopId), inArray(soldItems.itemRef, [...quotes.keys()])))
      for (const { itemRef } of held) {
        const quote = quotes.get(itemRef)
        if (quote) quotes.set(itemRef, { ...quote, heldByOrder: true })
      }
      return quotes
    },
  }
}
