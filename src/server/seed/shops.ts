import type { Database } from '@server/db/client'
import { shops } from '@server/modules/shops'
import { SHOPS } from '@shared/shops/registry'
import { upsertRows } from './batches'

/** The shop registry of src/shared, in its order. */
export async function seedShops(db: Database): Promise<void> {
  const rows = SHOPS.map((shop, position) => ({
    id: shop.id,
    name: shop.name,
    path: shop.path,
    canBuyMore: shop.can_buy_more,
    kind: shop.kind,
    isAuction: shop.is_auction,
    colour: shop.colour,
    position,
  }))
  await upsertRows(db, shops, shops.id, rows)
}
