import { sql } from 'drizzle-orm'
import { getTableConfig } from 'drizzle-orm/pg-core'
import type { Database } from '@server/db/client'
import { queryNumber } from '@server/db/rows'
import { withTransaction } from '@server/db/transaction'
import { marketListingWords } from '@server/modules/markets'

const CHUNK = 50_000
/** Generated listings' codes: "bulk-<n>" ("<store>:bulk-<n>" where codes are per store); the demo's never start so. */
const GENERATED = sql`(item_ref like 'bulk-%' or item_ref like '%:bulk-%')`

type Progress = (done: number, target: number) => void

/** From this many new listings on, the word index's B-tree is built once after them rather than grown word by word. */
const REBUILD_WORD_INDEX_FROM = 100_000

/**
 * A large mirror for load tests: `total` listings in all, the demo listings plus generated copies
 * of them ("<name> #<n>", prices spread ±20 %, listed over the last 90 days, auctions ending within
 * a week), spread over the markets as the demo is. Built by generate_series inside the database,
 * chunk by chunk. Deterministic and idempotent: the same `total` gives the same rows, rows already
 * there are kept. Answers how many it added. Call it outside a transaction (it ends with VACUUM).
 */
export async function seedBulkMarketListings(db: Database, total: number, now: Date, progress?: Progress): Promise<number> {
  await restoreWordIndex(db)
  const templates = await queryNumber(db, sql`select count(*)::int as value from market_listings where not ${GENERATED}`)
  if (templates === 0) throw new Error('Seed the demo markets first: generated listings are copies of them.')
  const extra = Math.max(0, total - templates)
  const present = await queryNumber(db, sql`select count(*)::int as value from market_listings where ${GENERATED}`)
  if (present >= extra) return 0
  const insertAll = async () => {
    for (let first = 1; first <= extra; first += CHUNK) {
      const last = Math.min(extra, first + CHUNK - 1)
      await withTransaction(db, (tx) => insertChunk(tx, templates, first, last, now))
      progress?.(last, extra)
    }
  }
  if (extra - present >= REBUILD_WORD_INDEX_FROM) await withWordIndexBuiltAfter(db, insertAll)
  else await insertAll()
  // VACUUM sets the visibility map (index-only scans) and ANALYZE the planner's statistics.
  await db.execute(sql`vacuum analyze market_listings, market_listing_words, market_search_words`)
  return extra - present
}

const wordIndexKey = () => getTableConfig(marketListingWords).primaryKeys[0]

/**
 * The triggers on market_listings still fill the word table chunk by chunk, into a heap without its
 * B-tree (13M words for 1M listings: sorted once they are indexed in about half the time; the 1M seed took
 * 142 s so against 280 s with the B-tree grown chunk by chunk).
 */
async function withWordIndexBuiltAfter(db: Database, insert: () => Promise<void>): Promise<void> {
  await db.execute(sql`alter table market_listing_words drop constraint if exists ${sql.identifier(wordIndexKey().getName())}`)
  try {
    await insert()
  } finally {
    await restoreWordIndex(db)
  }
}

/** Also checked before seeding: a seed that died half-way leaves no word table without its index. */
async function restoreWordIndex(db: Database): Promise<void> {
  const key = wordIndexKey()
  if ((await queryNumber(db, sql`select count(*)::int as value from pg_constraint where conname = ${key.getName()}`)) > 0) return
  const columns = sql.join(
    key.columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  )
  await db.execute(sql`alter table market_listing_words add constraint ${sql.identifier(key.getName())} primary key (${columns})`)
}

async function insertChunk(db: Database, templates: number, first: number, last: number, now: Date): Promise<void> {
  const templateRows = sql`select l.*, (row_number() over (order by l.shop_id, l.item_ref) - 1)::int as idx
    from market_listings l where not ${GENERATED}`
  const factor = sql`(0.8 + (n.k * 37 % 41) / 100.0)`
  const price = sql`greatest(1, round(t.price * ${factor}))::int`
  const code = sql`case when position(':' in t.item_ref) > 0 then split_part(t.item_ref, ':', 1) || ':bulk-' || g else 'bulk-' || g end`
  await db.execute(sql`with templates as (${templateRows})
    insert into market_listings (shop_id, item_ref, seller_id, category_id, category_path, name, name_vi, name_en, search_text,
      price, initial_price, image_urls, sale_status, facets, brand, rank, condition, shipping_payer, rating, reviews_count,
      weight_grams, option_price_min, option_price_max, start_price, buy_now_price, bid_count, end_time, auto_extension,
      details, listed_at, updated_at)
    select t.shop_id, ${code}, t.seller_id, t.category_id, t.category_path, t.name || ' #' || g, t.name_vi || ' #' || g,
      t.name_en || ' #' || g, t.search_text || ' #' || g, ${price}, greatest(${price}, round(t.initial_price * ${factor})::int),
      t.image_urls, case when n.k % 25 = 0 and t.end_time is null then 'sold_out' else t.sale_status end, t.facets, t.brand, t.rank,
      t.condition, t.shipping_payer, t.rating, t.reviews_count, t.weight_grams, t.option_price_min, t.option_price_max,
      t.start_price, t.buy_now_price, t.bid_count,
      case when t.end_time is null then null else ${now.toISOString()}::timestamptz + (n.k * 7919 % 10080) * interval '1 minute' end,
      t.auto_extension, t.details,
      ${now.toISOString()}::timestamptz - (n.k * 104729 % 129600) * interval '1 minute', ${now.toISOString()}::timestamptz
    from generate_series(${first}::int, ${last}::int) as g cross join lateral (select g::bigint as k) as n
      join templates t on t.idx = (n.k * 7919) % ${templates}
    on conflict (shop_id, item_ref) do nothing`)
}
