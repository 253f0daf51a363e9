/**
 * Markets benchmark (issues 13 and 25): requests/s and p50/p99 latency of the cross-shop search, a
 * market list with filters and a market listing's detail, each next to its own-catalogue counterpart
 * measured in the same run on the same database (own name search, own list page 1, own product
 * detail; as many own products as listings), as a ratio of requests/s — under 50 concurrent
 * connections, on PGlite and on a throwaway PostgreSQL, at 100k and 1M. Only 127.0.0.1.
 *
 *   npm run bench:markets
 *   BENCH_SIZES=100000 BENCH_DRIVERS=postgres BENCH_SECONDS=3 npm run bench:markets
 *
 * Each request kind runs with the response cache (every path asked once before the loads, so they
 * measure answers from it) and without it (CATALOG_RESPONSE_CACHE=off: the cache-miss path, every request
 * queries the database). Clients ask as browsers do, for compressed answers (BENCH_PLAIN=1: plain).
 * The kinds are loaded in turn, BENCH_ROUNDS times each, each market kind right after its own counterpart; a row
 * is a kind's median round, and its ratio the median of the rounds' ratios. Prints the seeding time, a table (with the
 * statements per request on PostgreSQL, counted where node-postgres sends them)
 * and the plans of the queries behind the requests. Asserts nothing; stops itself after BENCH_TIMEOUT_MINUTES.
 */
import type { Result } from 'autocannon'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import type { Database, DatabaseHandle } from '@server/db/client'
import { migrateDatabase } from '@server/db/migrate'
import { markCatalogChanged } from '@server/modules/catalog'
import { seedBulkMarketListings } from '@server/seed/bulk-market-listings'
import { BULK_ID_BASE, seedBulkProducts } from '@server/seed/bulk-products'
import { seedDatabase } from '@server/seed/seed-database'
import { splitMarketItemRef } from '@shared/catalog/product-path'
import { findShop } from '@shared/shops/registry'
import {
  BROWSER_HEADERS,
  type CacheMode,
  type Driver,
  load,
  openBenchDatabase,
  printTable,
  startBenchApp,
  stopAfter,
  timeOnce,
} from './support/load'

const SIZES = (process.env.BENCH_SIZES ?? '100000,1000000')
  .split(',')
  .map(Number)
  .sort((a, b) => a - b)
const DRIVERS = (process.env.BENCH_DRIVERS ?? 'postgres,pglite').split(',') as Driver[]
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3)
/** Loads of each request kind, taken in turn with the others; a row shows the median one. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const TIMEOUT_MINUTES = Number(process.env.BENCH_TIMEOUT_MINUTES ?? 60)
/** Clients ask as browsers do (answers compressed); BENCH_PLAIN=1 asks for uncompressed answers, as sessions before the 10th measured. */
const REQUEST_HEADERS = process.env.BENCH_PLAIN === '1' ? {} : BROWSER_HEADERS
const CACHE_MODES = (process.env.BENCH_RESPONSE_CACHE ?? 'on,off').split(',') as CacheMode[]

/** What customers type: Vietnamese without accents, English, Japanese, a brand. */
const SEARCH_TERMS = ['tai nghe', 'nike', 'カメラ', 'tui xach', 'seiko']
const LISTS = [
  '/catalog/v3/mercari?filters=status:like_new,shipping:seller&sort=price_asc',
  '/catalog/v3/mercari?category_id=1000&filters=status:good,colors:black',
  '/catalog/v3/yahoo-auction?filters=price:10000-30000&sort=price_desc',
  '/catalog/v3/rakuten?category_id=6000&filters=reviews:4,shipping:free',
  '/catalog/v3/amazon?filters=discount:10,shippingMethod:prime&page=2',
]

const OWN_SEARCH_TERMS = ['sữa rửa mặt', 'kem chống nắng', 'tsubaki', 'nồi cơm điện', '極潤']

type Scenario = { name: string; paths: string[]; counterpart?: string }
type Row = {
  driver: Driver
  listings: number
  cache: CacheMode
  scenario: string
  counterpart?: string
  rps: number
  /** Requests/s of each round, in order (a round loads every kind once). */
  roundRps: number[]
  p50: number
  p99: number
  errors: number
  coldMs: number
  statements: number | null
}

/** A spread of listings (demo and generated) for the detail requests. */
async function detailPaths(db: Database): Promise<string[]> {
  const result = (await db.execute(
    sql`select shop_id, item_ref from market_listings where hashtext(item_ref) % 97 = 3 order by shop_id, item_ref limit 500`,
  )) as unknown as { rows: { shop_id: number; item_ref: string }[] }
  return result.rows.map((row) => {
    const { itemCode, storeCode } = splitMarketItemRef(row.item_ref)
    const store = storeCode ? `&shop_id=${encodeURIComponent(storeCode)}` : ''
    return `/catalog/v3/${findShop(row.shop_id)?.path}/detail?id=${encodeURIComponent(itemCode)}${store}`
  })
}

/** A spread of our own product ids (demo and generated) for the own detail requests. */
async function ownDetailPaths(db: Database): Promise<string[]> {
  const result = (await db.execute(
    sql`select id from products where id % 97 = 3 or id < ${BULK_ID_BASE} order by id limit 500`,
  )) as unknown as { rows: { id: number }[] }
  return result.rows.map((row) => `/api/products/${row.id}?include=origin,categories,reviewsCount,images,tags`)
}

/** Each market kind right after its own counterpart, so the two are loaded back to back in every round. */
async function scenariosOf(db: Database): Promise<Scenario[]> {
  return [
    { name: 'own name search', paths: OWN_SEARCH_TERMS.map((term) => `/api/products?filter[name]=${encodeURIComponent(term)}`) },
    {
      name: 'cross-shop search',
      paths: SEARCH_TERMS.map((term) => `/catalog/v3/search?query=${encodeURIComponent(term)}`),
      counterpart: 'own name search',
    },
    { name: 'own list page 1', paths: ['/api/products?include=suppliers,origin,categories,reviewsCount'] },
    { name: 'market list + filters', paths: LISTS, counterpart: 'own list page 1' },
    { name: 'own detail', paths: await ownDetailPaths(db) },
    { name: 'market detail', paths: await detailPaths(db), counterpart: 'own detail' },
  ]
}

/**
 * Statements sent to PostgreSQL by this process (the server runs in it): every pg client query,
 * counted where node-postgres sends it (PGlite is not counted: null).
 */
let statementsSent = 0
const countStatements = (() => {
  const send = pg.Client.prototype.query as (...args: unknown[]) => unknown
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    statementsSent++
    return send.apply(this, args)
  } as typeof pg.Client.prototype.query
  return true
})()

/** Statements per request over the warm-up requests, one at a time. */
async function statementsPer(driver: Driver, app: Parameters<typeof timeOnce>[0], paths: string[]) {
  const before = statementsSent
  for (const path of paths) await timeOnce(app, path)
  return driver === 'postgres' && countStatements ? (statementsSent - before) / paths.length : null
}

type Measured = { scenario: Scenario; coldMs: number; statements: number | null; rounds: Result[] }

/**
 * Each kind's cold request and statements, then ROUNDS loads of every kind in turn: own and market
 * kinds alternate, so a slow spell of the shared machine falls on both, and the row is the median round.
 */
async function benchSize(driver: Driver, handle: DatabaseHandle, listings: number, cache: CacheMode, rows: Row[]) {
  const { app, baseUrl } = await startBenchApp(handle, cache)
  try {
    const measured: Measured[] = []
    for (const scenario of await scenariosOf(handle.db)) {
      markCatalogChanged(handle.db)
      const coldMs = await timeOnce(app, scenario.paths[0])
      measured.push({ scenario, coldMs, statements: await statementsPer(driver, app, scenario.paths.slice(0, 20)), rounds: [] })
    }
    // Each path is asked once first: with the cache, the loads measure answers from it (the misses are the no-cache
    // rows); without it, what the server keeps whatever that setting (list totals, search counts) is as a running server has it.
    for (const { scenario } of measured) for (const path of scenario.paths) await timeOnce(app, path)
    for (let round = 0; round < ROUNDS; round++) {
      for (const kind of measured) kind.rounds.push(await load(baseUrl, kind.scenario.paths, CONNECTIONS, SECONDS, REQUEST_HEADERS))
    }
    for (const { scenario, coldMs, statements, rounds } of measured) {
      const result = medianRound(rounds)
      const rps = requestsPerSecond(result)
      const errors = rounds.reduce((sum, each) => sum + each.errors + each.timeouts + each.non2xx, 0)
      const { p50, p99 } = result.latency
      rows.push({
        driver,
        listings,
        cache,
        scenario: scenario.name,
        counterpart: scenario.counterpart,
        rps,
        roundRps: rounds.map(requestsPerSecond),
        p50,
        p99,
        errors,
        coldMs,
        statements,
      })
      const label = `${scenario.name}${cache === 'off' ? ' (no cache)' : ''}`
      const each = rounds.map((round) => requestsPerSecond(round).toFixed(0)).join(', ')
      console.log(
        `  ${label.padEnd(34)} ${rps.toFixed(0).padStart(6)} req/s (rounds ${each})  p50 ${p50} ms  p99 ${p99} ms  cold ${coldMs.toFixed(1)} ms${errors ? `  ERRORS ${errors}` : ''}`,
      )
    }
  } finally {
    await app.close()
  }
}

const requestsPerSecond = (result: Result) => result.requests.total / result.duration

function medianRound(rounds: Result[]): Result {
  const sorted = [...rounds].sort((a, b) => requestsPerSecond(a) - requestsPerSecond(b))
  return sorted[Math.floor((sorted.length - 1) / 2)]
}

async function printPlans(db: Database) {
  const queries = {
    // What the word index walk asks for 'tai nghe' (src/server/modules/markets/word-search.ts): a batch of the
    // rarest word's listings by price, each checked for the other words.
    'search words': sql`select word from market_search_words where word like '%nghe%' limit 65`,
    'search page (word index walk)': sql`with candidates as materialized (
        select distinct price, shop_id, item_ref from ((select price, shop_id, item_ref from market_listing_words
          where word = 'nghe' order by price, shop_id, item_ref limit 30)) as walked order by price, shop_id, item_ref limit 30)
      select candidates.price, candidates.shop_id, candidates.item_ref, listing.shop_id is not null as matched
      from candidates left join market_listings as listing on listing.shop_id = candidates.shop_id
        and listing.item_ref = candidates.item_ref and strpos(listing.search_text, 'tai') > 0 and strpos(listing.search_text, 'nghe') > 0
      order by candidates.price, candidates.shop_id, candidates.item_ref`,
    'search words (Japanese)': sql`select word from market_search_words where word like '%カメラ%' limit 65`,
    'search page (LIKE, the fallback)': sql`select item_ref from market_listings where search_text like '%tai nghe%' order by price, item_ref limit 30`,
    // Our own shops' part (src/server/modules/catalog/product-search.ts): counts, then a sparse term's matches gathered.
    'own shops search counts': sql`select supplier_id, count(*) from products where supplier_id in (390, 458) and search_text like '%tai nghe%' group by supplier_id`,
    'own shops search page (gathered)': sql`select matched.id from (select id, price from products
      where supplier_id in (390, 458) and search_text like '%tai nghe%' offset 0) as matched order by matched.price, matched.id limit 30`,
    'search counts': sql`select shop_id, count(*) from market_listings where search_text like '%tai nghe%' group by shop_id`,
    // A narrowed market list (src/server/modules/markets/mirror.ts narrowedPage): the walk of the shop's first rows, then the keys' matches.
    'list + filters (index-only walk of the first rows, then the page read)': sql`select listing.* from market_listings as listing
      join (select shop_id, item_ref, price from (select shop_id, item_ref, price, listed_at, list_keys from market_listings
        where shop_id = 4 order by price, item_ref limit 3000) as first_rows where list_keys && array['4:status:like_new']::text[]
        and list_keys && array['4:shipping:seller']::text[] order by price, item_ref limit 31) as walked
      on listing.shop_id = walked.shop_id and listing.item_ref = walked.item_ref order by listing.price, listing.item_ref`,
    'list + category + filters (matches by key)': sql`select item_ref from market_listings
      where list_keys @> array['4:category:1000']::text[] and list_keys && array['4:status:good']::text[]
      and list_keys && array['4:colors:black']::text[] order by listed_at desc, item_ref desc limit 31`,
  }
  for (const [name, query] of Object.entries(queries)) {
    const result = (await db.execute(sql`explain (analyze, costs off) ${query}`)) as unknown as { rows: { 'QUERY PLAN': string }[] }
    console.log(`  -- ${name}`)
    for (const line of result.rows) console.log(`     ${line['QUERY PLAN']}`)
  }
}

async function main() {
  stopAfter(TIMEOUT_MINUTES)
  const rows: Row[] = []
  console.log(
    `${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per request kind, sizes ${SIZES.join(', ')}, drivers ${DRIVERS.join(', ')}`,
  )
  for (const driver of DRIVERS) {
    const { handle, cleanup } = await openBenchDatabase(driver)
    try {
      await migrateDatabase(handle)
      await seedDatabase(handle.db)
      for (const listings of SIZES) {
        const started = performance.now()
        await seedBulkMarketListings(handle.db, listings, new Date())
        await seedBulkProducts(handle.db, listings)
        console.log(
          `\n${driver}, ${listings.toLocaleString('en')} listings and own products (seeded in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
        )
        for (const cache of CACHE_MODES) await benchSize(driver, handle, listings, cache, rows)
      }
      if (process.env.BENCH_EXPLAIN !== '0') {
        console.log(`\nQuery plans on ${driver} at ${SIZES.at(-1)!.toLocaleString('en')} listings:`)
        await printPlans(handle.db)
      }
    } finally {
      await handle.close()
      await cleanup()
    }
  }
  const header = ['driver', 'size', 'request', 'response cache', 'req/s', 'vs own', 'p50 ms', 'p99 ms', 'statements', 'cold ms', 'errors']
  printTable(
    header,
    rows.map((row) => [
      row.driver,
      row.listings.toLocaleString('en'),
      row.scenario,
      row.cache,
      row.rps.toFixed(0),
      ratioToOwn(rows, row),
      String(row.p50),
      String(row.p99),
      row.statements === null ? '—' : row.statements.toFixed(1),
      row.coldMs.toFixed(1),
      String(row.errors),
    ]),
  )
}

/**
 * A market kind's requests/s over its own-catalogue counterpart's, same driver, size and cache mode: the median of
 * the rounds' ratios (each of two loads back to back, so a slow spell of the machine weighs on both).
 */
function ratioToOwn(rows: Row[], row: Row): string {
  if (!row.counterpart) return '1 (own)'
  const own = rows.find(
    (other) =>
      other.driver === row.driver && other.listings === row.listings && other.cache === row.cache && other.scenario === row.counterpart,
  )
  if (!own) return '—'
  const ratios = row.roundRps.map((rps, round) => rps / own.roundRps[round]).filter(Number.isFinite)
  const sorted = ratios.sort((a, b) => a - b)
  return sorted.length > 0 ? `${sorted[Math.floor((sorted.length - 1) / 2)].toFixed(2)} × ${row.counterpart}` : '—'
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
