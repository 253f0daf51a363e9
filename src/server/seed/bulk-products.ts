import { sql } from 'drizzle-orm'
import type { Database } from '@server/db/client'
import { queryNumber } from '@server/db/rows'
import { withTransaction } from '@server/db/transaction'
import { CATALOG_BASE_DATE } from './catalog/listing-facts'

/** Generated products get ids above this; the demo catalogue's ids (category × 1000 + n) stay below. */
export const BULK_ID_BASE = 10_000_000
const CHUNK = 50_000

type Progress = (done: number, target: number) => void

/**
 * A large catalogue for load tests: `total` products in all, the demo catalogue plus generated
 * variants of its products ("<name> #<n>", prices spread ±20 %, dates over 90 days, every 20th sold
 * out or coming soon). Built by generate_series inside the database, chunk by chunk, so a million
 * rows take no round trip per row. Deterministic and idempotent: the same `total` gives the same
 * rows, and rows already there are kept. Answers how many products it added. Call it outside a
 * transaction (it ends with VACUUM).
 */
export async function seedBulkProducts(db: Database, total: number, progress?: Progress): Promise<number> {
  const templates = await queryNumber(db, sql`select count(*)::int as value from products where id < ${BULK_ID_BASE}`)
  if (templates === 0) throw new Error('Seed the demo catalogue first: generated products are variants of it.')
  const extra = Math.max(0, total - templates)
  const present = await queryNumber(
    db,
    sql`select count(*)::int as value from products where id between ${BULK_ID_BASE + 1} and ${BULK_ID_BASE + extra}`,
  )
  if (present === extra) return 0
  for (let first = 1; first <= extra; first += CHUNK) {
    const last = Math.min(extra, first + CHUNK - 1)
    await withTransaction(db, (tx) => insertChunk(tx, templates, first, last))
    progress?.(last, extra)
  }
  // VACUUM sets the visibility map, so list pages come from index-only scans (not inside a transaction).
  await db.execute(sql`vacuum analyze products, product_categories, product_images, product_tags`)
  return extra - present
}

async function insertChunk(db: Database, templates: number, first: number, last: number): Promise<void> {
  const base = BULK_ID_BASE
  const templateRows = sql`select p.*, (row_number() over (order by p.id) - 1)::int as idx from products p where p.id < ${base}`
  // k: the generated number as bigint (products are spread over the templates by a multiplicative hash).
  const series = sql`generate_series(${first}::int, ${last}::int) as g cross join lateral (select g::bigint as k) as n
    join templates t on t.idx = (n.k * 7919) % ${templates}`
  const factor = sql`(0.8 + (n.k * 37 % 41) / 100.0)`
  const initialPrice = sql`greatest(100, round(t.initial_price * ${factor}))::int`
  const status = sql`(case n.k % 20 when 0 then 'sold_out' when 1 then 'coming_soon' else 'on_sale' end)`
  const updatedAt = sql`(${CATALOG_BASE_DATE.toISOString()}::timestamptz - (n.k * 104729 % 129600) * interval '1 minute')`

  await db.execute(sql`with templates as (${templateRows})
    insert into products (id, supplier_id, sku, name, search_text, brand, price, initial_price, image_url, origin_id,
      ingredients, description, capacity, weight_grams, tax_percent, sale_status, star, reviews_count, sold_count, created_at, updated_at)
    select ${base} + g, t.supplier_id, 'BK-' || g, t.name || ' #' || g, t.search_text || ' #' || g, t.brand,
      case when n.k % 3 = 0 then greatest(98, round(${initialPrice} * (0.95 - (n.k * 13 % 31) / 100.0)))::int else ${initialPrice} end,
      ${initialPrice}, '/media/products/BK-' || g || '-1.svg', t.origin_id, t.ingredients, t.description, t.capacity,
      t.weight_grams, t.tax_percent, ${status}, 3.5 + (n.k * 17 % 16) / 10.0, 0,
      case when ${status} = 'coming_soon' then 0 else (n.k * 7919 % 4000)::int end,
      ${updatedAt} - (n.k * 7 % 180) * interval '1 day', ${updatedAt}
    from ${series}
    on conflict (id) do nothing`)

  await db.execute(sql`with templates as (${templateRows})
    insert into product_categories (product_id, category_id)
    select ${base} + g, pc.category_id from ${series} join product_categories pc on pc.product_id = t.id
    on conflict do nothing`)

  await db.execute(sql`insert into product_images (product_id, position, url)
    select id, 1, image_url from products where id between ${base + first} and ${base + last}
    on conflict do nothing`)

  await db.execute(sql`insert into product_tags (product_id, tag)
    select id, case when sale_status = 'sold_out' then 'sold_out' when sale_status = 'coming_soon' then 'new' else 'on_sale' end
    from products
    where id between ${base + first} and ${base + last} and (sale_status <> 'on_sale' or price < initial_price)
    on conflict do nothing`)
}
