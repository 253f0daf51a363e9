import { inArray } from 'drizzle-orm'
import type { Database } from '@server/db/client'
import { products } from './tables'

/** What the cart and orders need to know of a product: its price, status, shop and weight. */
export type PurchasableProductRow = {
  id: number
  name: string
  price: number
  initialPrice: number
  taxPercent: number
  imageUrl: string
  shopId: number
  saleStatus: 'on_sale' | 'sold_out' | 'coming_soon'
  weightGrams: number | null
}

/** The catalogue's current facts for these products (missing ids are simply absent). Cart and orders call this. */
export async function findProductsForPurchase(db: Database, ids: readonly number[]): Promise<Map<number, PurchasableProductRow>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      initialPrice: products.initialPrice,
      taxPercent: products.taxPercent,
      imageUrl: products.imageUrl,
      shopId: products.supplierId,
      saleStatus: products.saleStatus,
      weightGrams: products.weightGrams,
    })
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]))
  return new Map(rows.map((row) => [row.id, row]))
}
