import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '@server/db/client'
import { containsPattern } from '@server/modules/catalog/product-list'
import { BULK_ID_BASE, seedBulkProducts } from '@server/seed/bulk-products'
import { parseSeedArguments } from '@server/seed/seed-arguments'
import { foldSearchText } from '@shared/catalog/search-text'
import { describeEachDriver } from './support/test-app'

const TOTAL = 3000

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

/** The plan of a query when the planner may not fall back to a sequential scan (small tables favour one). */
async function planWithoutSeqScan(db: Database, query: ReturnType<typeof sql>): Promise<string> {
  return db.transaction(async (tx) => {
    const database = tx as unknown as Database
    await database.execute(sql`set local enable_seqscan = off`)
    const plan = await rows<{ 'QUERY PLAN': string }>(database, sql`explain ${query}`)
    return plan.map((line) => line['QUERY PLAN']).join('\n')
  })
}

describeEachDriver('large catalogue seed', (context) => {
  beforeAll(async () => {
    await seedBulkProducts(context().database.db, TOTAL)
  }, 120_000)

  it('fills the catalogue up to the requested total, with categories, images and folded names', async () => {
    const { db } = context().database
    const [counts] = await rows<{ products: number; images: number; uncategorised: number }>(
      db,
      sql`select (select count(*)::int from products) as products,
        (select count(*)::int from product_images where product_id > ${BULK_ID_BASE}) as images,
        (select count(*)::int from products p where not exists (select 1 from product_categories pc where pc.product_id = p.id)) as uncategorised`,
    )
    expect(counts.products).toBe(TOTAL)
    expect(counts.uncategorised).toBe(0)
    expect(counts.images).toBe(
      TOTAL - (await rows<{ n: number }>(db, sql`select count(*)::int as n from products where id < ${BULK_ID_BASE}`))[0].n,
    )
    const generated = await rows<{ name: string; search_text: string; price: number; initial_price: number }>(
      db,
      sql`select name, search_text, price, initial_price from products where id > ${BULK_ID_BASE}`,
    )
    expect(generated.every((row) => row.search_text === foldSearchText(row.name))).toBe(true)
    expect(generated.every((row) => row.price > 0 && row.price <= row.initial_price)).toBe(true)
  })

  it('is idempotent: a second run adds nothing', async () => {
    const { db } = context().database
    const before = await rows<{ sum: string }>(db, sql`select sum(price)::text as sum from products`)
    await seedBulkProducts(db, TOTAL)
    expect(await rows(db, sql`select count(*)::int as n from products`)).toEqual([{ n: TOTAL }])
    expect(await rows<{ sum: string }>(db, sql`select sum(price)::text as sum from products`)).toEqual(before)
  })

  it('serves the generated products through the API, search included', async () => {
    const { app } = context()
    const response = await app.inject({ url: encodeURI('/api/products?filter[name]=Sữa rửa mặt&per_page=48') })
    const body = response.json()
    expect(body.total).toBeGreaterThan(12)
    expect(body.data.some((card: { id: number }) => card.id > BULK_ID_BASE)).toBe(true)
  })

  it('can answer a name search from the trigram index and the default sort from its index', async () => {
    const { db } = context().database
    const search = await planWithoutSeqScan(
      db,
      sql`select id from products where search_text like ${containsPattern(foldSearchText('Sữa rửa mặt'))} order by updated_at desc, id desc limit 12`,
    )
    expect(search).toMatch(/products_search_trgm_idx|products_updated_cover_idx/)
    const searchOnly = await planWithoutSeqScan(
      db,
      sql`select count(*) from products where search_text like ${containsPattern('sua rua mat')}`,
    )
    expect(searchOnly).toContain('products_search_trgm_idx')
    const page = await planWithoutSeqScan(db, sql`select id from products order by updated_at desc, id desc limit 12`)
    expect(page).toContain('products_updated_cover_idx')
  })
})

describe('seed arguments', () => {
  it('reads --products N, --products=N and --market-listings N', () => {
    expect(parseSeedArguments([])).toEqual({ products: null, marketListings: null })
    expect(parseSeedArguments(['--products', '1000000'])).toEqual({ products: 1_000_000, marketListings: null })
    expect(parseSeedArguments(['--products=10000'])).toEqual({ products: 10_000, marketListings: null })
    expect(parseSeedArguments(['--market-listings', '5000', '--products=1'])).toEqual({ products: 1, marketListings: 5000 })
  })

  it('refuses anything else with a usage message', () => {
    expect(() => parseSeedArguments(['--products'])).toThrow(/whole number/)
    expect(() => parseSeedArguments(['--products', '1e6'])).toThrow(/whole number/)
    expect(() => parseSeedArguments(['--products', '-5'])).toThrow(/whole number/)
    expect(() => parseSeedArguments(['--users', '5'])).toThrow(/Unknown argument/)
    expect(() => parseSeedArguments(['--market-listings', 'many'])).toThrow(/--market-listings needs a whole number/)
    expect(() => parseSeedArguments(['--constructor', '5'])).toThrow(/Unknown argument/)
  })
})
