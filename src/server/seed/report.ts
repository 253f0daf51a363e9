import { count } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '@server/db/client'
import { categories, origins, productCategories, productImages, productTags, products } from '@server/modules/catalog'
import { districts, provinces, wards } from '@server/modules/geo'
import { areas, shipmentMethods } from '@server/modules/logistics'
import { orderStatuses } from '@server/modules/orders'
import { postCategories, posts } from '@server/modules/posts'
import { marketCategories, marketFilterOptions, marketListings, marketSellers } from '@server/modules/markets'
import { exchangeRates } from '@server/modules/rates'
import { shops } from '@server/modules/shops'

const SEEDED_TABLES = {
  shops,
  exchange_rates: exchangeRates,
  order_statuses: orderStatuses,
  shipment_methods: shipmentMethods,
  areas,
  provinces,
  districts,
  wards,
  categories,
  origins,
  products,
  product_images: productImages,
  product_categories: productCategories,
  product_tags: productTags,
  market_categories: marketCategories,
  market_sellers: marketSellers,
  market_filter_options: marketFilterOptions,
  market_listings: marketListings,
  post_categories: postCategories,
  posts,
} satisfies Record<string, PgTable>

/** Rows stored per seeded table after a seed run. */
export type SeedReport = Record<keyof typeof SEEDED_TABLES, number>

export async function countSeededRows(db: Database): Promise<SeedReport> {
  const entries = await Promise.all(
    Object.entries(SEEDED_TABLES).map(async ([name, table]) => {
      const [row] = await db.select({ rows: count() }).from(table as PgTable)
      return [name, row.rows] as const
    }),
  )
  return Object.fromEntries(entries) as SeedReport
}
