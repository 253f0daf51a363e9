import { asc } from 'drizzle-orm'
import type { Database } from '@server/db/client'
import type { Shop } from '@shared/contracts/shop'
import { shopLogoUrl } from '@server/modules/media'
import { shops } from './tables'

export async function listShops(db: Database): Promise<Shop[]> {
  const rows = await db.select().from(shops).orderBy(asc(shops.position), asc(shops.id))
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    path: row.path,
    can_buy_more: row.canBuyMore,
    kind: row.kind,
    is_auction: row.isAuction,
    colour: row.colour,
    logo_url: shopLogoUrl(row.path),
  }))
}
