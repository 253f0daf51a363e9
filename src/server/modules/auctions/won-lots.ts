import { and, eq } from 'drizzle-orm'
import { type WonLot, wonLotPayBy, wonLotProgress } from '@shared/auctions/won-lot'
import type { User } from '@shared/contracts/user'
import type { Locale } from '@shared/i18n/locales'
import { findShop } from '@shared/shops/registry'
import type { Database } from '@server/db/client'
import { findOwnOrder, type OrderMoney } from '@server/modules/orders'
import { appliedDeposit } from '@server/modules/wallets'
import { holdLotOf } from './holds'
import { lotName } from './state'
import { auctionEntries, auctions } from './tables'

/** The won lot's order as its page reads it: the order screen's own shape. */
const ORDER_SHAPE = {
  include: new Set(['type', 'status', 'shipmentInfo', 'shipmentMethod']),
  append: new Set(['first_item']),
}

/**
 * What happens next with a lot the customer won, by its order's id: the lot and its winning price,
 * the order as GET /api/orders/{id} reads it (its money by the same read: nothing recomputed here),
 * the payment deadline and the current step (src/shared/auctions/won-lot.ts), and the deposit the
 * win applied. Null when the order is no lot this customer won (someone else's, or no won lot's).
 */
export async function readWonLot(db: Database, customer: User, orderId: number, locale: Locale, money: OrderMoney): Promise<WonLot | null> {
  const [won] = await db
    .select({ lot: auctions })
    .from(auctionEntries)
    .innerJoin(auctions, eq(auctions.id, auctionEntries.auctionId))
    .where(and(eq(auctionEntries.orderId, orderId), eq(auctionEntries.customerId, customer.id), eq(auctionEntries.status, 'final-success')))
  if (!won) return null
  const order = await findOwnOrder(db, customer, orderId, { ...ORDER_SHAPE, locale }, money)
  if (!order) return null
  const { lot } = won
  return {
    order,
    lot: {
      id: lot.lotId,
      venue: lot.venue,
      venue_name: findShop(lot.shopId)?.name ?? '',
      name: lotName(lot, locale),
      image_url: lot.imageUrl,
      link: lot.link,
      price: lot.price,
    },
    pay_by: wonLotPayBy(order.created_at),
    progress: wonLotProgress(order.status_id),
    deposit_applied: await appliedDeposit(db, customer.id, holdLotOf(lot), orderId),
  }
}
