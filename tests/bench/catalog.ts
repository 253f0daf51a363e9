/**
 * Catalogue benchmark: requests/s and p50/p99 latency of the product list (page 1, default sort),
 * a filtered list (category + price band), a name search and a product detail, under 50 concurrent
 * connections, on PGlite and on a throwaway PostgreSQL, at 10k and 1M products. Only 127.0.0.1.
 *
 *   npm run bench:catalog
 *   BENCH_SIZES=10000 BENCH_DRIVERS=postgres BENCH_SECONDS=3 BENCH_CONNECTIONS=10,50 npm run bench:catalog
 *
 * Each request kind runs twice: with the response cache (what customers get: hot lists and products
 * answered from memory) and with it off (CATALOG_RESPONSE_CACHE=off: every request queries the
 * database), so the table shows both the served figures and the cost of a cache miss.
 * BENCH_RESPONSE_CACHE=on or =off runs one of them.
 *
 * Prints a table, the cold (uncached-count) time of each request, and the query plans at the
 * largest size. Asserts nothing; stops itself after BENCH_TIMEOUT_MINUTES (default 40).
 */
import { sql } from 'drizzle-orm'
import type { Database, DatabaseHandle } from '@server/db/client'
import { migrateDatabase } from '@server/db/migrate'
import { markCatalogChanged } from '@server/modules/catalog/cache'
import { containsPattern } from '@server/modules/catalog/product-list'
import { BULK_ID_BASE, seedBulkProducts } from '@server/seed/bulk-products'
import { seedDatabase } from '@server/seed/seed-database'
import { foldSearchText } from '@shared/catalog/search-text'
import { type CacheMode, type Driver, load, openBenchDatabase, printTable, startBenchApp, stopAfter, timeOnce } from './support/load'

const SIZES = (process.env.BENCH_SIZES ?? '10000,1000000')
  .split(',')
  .map(Number)
  .sort((a, b) => a - b)
const DRIVERS = (process.env.BENCH_DRIVERS ?? 'pglite,postgres').split(',') as Driver[]
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
/** One or more concurrency levels, e.g. BENCH_CONNECTIONS=10,50. */
const CONNECTION_LEVELS = (process.env.BENCH_CONNECTIONS ?? '50').split(',').map(Number)
const TIMEOUT_MINUTES = Number(process.env.BENCH_TIMEOUT_MINUTES ?? 40)
const CACHE_MODES = (process.env.BENCH_RESPONSE_CACHE ?? 'on,off').split(',') as CacheMode[]

const LIST_INCLUDES = 'include=suppliers,origin,categories,reviewsCount'
const SEARCH_TERMS = ['sữa rửa mặt', 'kem chống nắng', 'tsubaki', 'nồi cơm điện', '極潤']

type Scenario = { name: string; paths: string[] }
type Row = {
  driver: Driver
  products: number
  cache: CacheMode
  connections: number
  scenario: string
  rps: number
  p50: number
  p99: number
  errors: number
  coldMs: number
}

function scenarios(detailIds: number[]): Scenario[] {
  return [
    { name: 'list page 1 (-updated_at)', paths: [`/api/products?${LIST_INCLUDES}`] },
    { name: 'category 1 + ¥2,500–5,000', paths: [`/api/products?filter[categories]=1&filter_between[price]=2500,5000&${LIST_INCLUDES}`] },
    { name: 'name search', paths: SEARCH_TERMS.map((term) => `/api/products?filter[name]=${encodeURIComponent(term)}&${LIST_INCLUDES}`) },
    { name: 'product detail', paths: detailIds.map((id) => `/api/products/${id}?include=origin,categories,reviewsCount,images,tags`) },
  ]
}

/** A spread of product ids (demo and generated) for the detail requests. */
async function sampleIds(db: Database, count: number): Promise<number[]> {
  const result = (await db.execute(
    sql`select id from products where id % 97 = 3 or id < ${BULK_ID_BASE} order by id limit ${count}`,
  )) as unknown as {
    rows: { id: number }[]
  }
  return result.rows.map((row) => row.id)
}

async function benchSize(driver: Driver, handle: DatabaseHandle, products: number, cache: CacheMode, rows: Row[]) {
  const { app, baseUrl } = await startBenchApp(handle, cache)
  try {
    for (const scenario of scenarios(await sampleIds(handle.db, 500))) {
      markCatalogChanged(handle.db)
      const coldMs = await timeOnce(app, scenario.paths[0])
      for (const path of scenario.paths.slice(0, 20)) await timeOnce(app, path)
      for (const connections of CONNECTION_LEVELS) {
        const result = await load(baseUrl, scenario.paths, connections, SECONDS)
        const errors = result.errors + result.timeouts + result.non2xx
        const rps = result.requests.total / result.duration
        rows.push({
          driver,
          products,
          cache,
          connections,
          scenario: scenario.name,
          rps,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors,
          coldMs,
        })
        const label = `${scenario.name} ×${connections}${cache === 'off' ? ' (no cache)' : ''}`
        console.log(
          `  ${label.padEnd(44)} ${rps.toFixed(0).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  cold ${coldMs.toFixed(1)} ms${errors ? `  ERRORS ${errors}` : ''}`,
        )
      }
    }
  } finally {
    await app.close()
  }
}

/** EXPLAIN ANALYZE of the queries behind the scenarios, to see which index each one uses. */
async function printPlans(db: Database) {
  const pattern = containsPattern(foldSearchText(SEARCH_TERMS[0]))
  const queries = {
    'list page 1': sql`select id from products order by updated_at desc, id desc limit 12`,
    'category + price band': sql`select id from products where exists (select 1 from product_categories pc where pc.product_id = products.id
      and pc.category_id in (1, 101, 102, 103, 104, 105)) and price between 2500 and 5000 order by updated_at desc, id desc limit 12`,
    'name search (page)': sql`select id from products where search_text like ${pattern} order by updated_at desc, id desc limit 12`,
    'name search (count)': sql`select count(*) from products where search_text like ${pattern}`,
    detail: sql`select * from products where id = 101001`,
  }
  for (const [name, query] of Object.entries(queries)) {
    const result = (await db.execute(sql`explain (analyze, costs off) ${query}`)) as unknown as { rows: { 'QUERY PLAN': string }[] }
    console.log(`  -- ${name}`)
    for (const line of result.rows) console.log(`     ${line['QUERY PLAN']}`)
  }
}

function printRows(rows: Row[]) {
  const header = ['driver', 'products', 'request', 'response cache', 'connections', 'req/s', 'p50 ms', 'p99 ms', 'cold ms', 'errors']
  const lines = rows.map((row) => [
    row.driver,
    row.products.toLocaleString('en'),
    row.scenario,
    row.cache,
    String(row.connections),
    row.rps.toFixed(0),
    String(row.p50),
    String(row.p99),
    row.coldMs.toFixed(1),
    String(row.errors),
  ])
  printTable(header, lines)
}

async function main() {
  stopAfter(TIMEOUT_MINUTES)
  const rows: Row[] = []
  console.log(
    `${CONNECTION_LEVELS.join(' and ')} connections, ${SECONDS} s per request kind, sizes ${SIZES.join(', ')}, drivers ${DRIVERS.join(', ')}, response cache ${CACHE_MODES.join(' and ')}`,
  )
  for (const driver of DRIVERS) {
    const { handle, cleanup } = await openBenchDatabase(driver)
    try {
      await migrateDatabase(handle)
      await seedDatabase(handle.db)
      for (const products of SIZES) {
        const started = performance.now()
        await seedBulkProducts(handle.db, products)
        console.log(
          `\n${driver}, ${products.toLocaleString('en')} products (seeded in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
        )
        for (const cache of CACHE_MODES) await benchSize(driver, handle, products, cache, rows)
      }
      if (process.env.BENCH_EXPLAIN !== '0') {
        console.log(`\nQuery plans on ${driver} at ${SIZES.at(-1)!.toLocaleString('en')} products:`)
        await printPlans(handle.db)
      }
    } finally {
      await handle.close()
      await cleanup()
    }
  }
  printRows(rows)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
