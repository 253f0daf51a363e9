import { asc, eq } from 'drizzle-orm'
import type { Database } from '@server/db/client'
import { orderItems } from './tables'

/** The picture of the order's first line (what the order list shows), or null. */
export async function firstItemImage(db: Database, orderId: number): Promise<string | null> {
  const [line] = await db
    .select({ imageUrl: orderItems.imageUrl })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position))
    .limit(1)
  return line?.imageUrl || null
}
