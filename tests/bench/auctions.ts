/**
 * Auctions benchmark (issue 15): one hot auction, BENCH_CONNECTIONS (50) bidders placing maxima for
 * BENCH_SECONDS (30) on PostgreSQL and on PGlite — accepted bids/s, p50/p99 latency of a bid — then
 * the delay from a bid to its live update reaching BENCH_STREAMS (100) open event streams. Every bid
 * is one transaction under the lot's row lock. Only 127.0.0.1; asserts nothing.
 *
 *   npm run bench:auctions
 *   BENCH_DRIVERS=pglite BENCH_SECONDS=5 npm run bench:auctions
 */
import { eq } from 'drizzle-orm'
import { type AuctionLive, AUCTION_LIVE_EVENT } from '@shared/auctions'
import { buildApp } from '@server/app'
import { buildIntegrations } from '@server/composition-root'
import { loadConfig } from '@server/config'
import type { DatabaseHandle } from '@server/db/client'
import { migrateDatabase } from '@server/db/migrate'
import type { IdentityVerifier } from '@server/identity/verifier'
import { type AppJobQueue, missingJobQueue } from '@server/jobs'
import { auctionPermissions, auctions } from '@server/modules/auctions'
import { marketListings } from '@server/modules/markets'
import { users } from '@server/modules/users'
import { seedDatabase } from '@server/seed/seed-database'
import { openEventStream } from '../api/support/event-stream'
import { type Driver, openBenchDatabase, printTable, stopAfter } from './support/load'

const DRIVERS = (process.env.BENCH_DRIVERS ?? 'postgres,pglite').split(',') as Driver[]
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const STREAMS = Number(process.env.BENCH_STREAMS ?? 100)
const LIVE_SAMPLES = Number(process.env.BENCH_LIVE_SAMPLES ?? 20)
const TIMEOUT_MINUTES = Number(process.env.BENCH_TIMEOUT_MINUTES ?? 20)
const YAHOO_AUCTION = 8
/** Each bid names this much more than the one before: above the minimum however the bids interleave. */
const STEP = 2500

/** Bearer "bidder-<n>" is customer n: no identity provider in a benchmark. */
const benchIdentity: IdentityVerifier = {
  verify: async (token) => ({ uid: token, email: `${token}@bench.test`, name: token, staff: false }),
  close: async () => {},
}
/** Bids never schedule anything here (no buy-now, the end far away); the lot's row is made up front. */
const noJobs: AppJobQueue = { ...missingJobQueue(), send: async () => null }

function percentile(sorted: number[], p: number) {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

async function prepare(handle: DatabaseHandle) {
  await migrateDatabase(handle)
  await seedDatabase(handle.db)
  const [listing] = await handle.db
    .select({ itemRef: marketListings.itemRef })
    .from(marketListings)
    .where(eq(marketListings.shopId, YAHOO_AUCTION))
    .limit(1)
  await handle.db
    .update(marketListings)
    .set({ price: 1000, startPrice: 1000, buyNowPrice: null, bidCount: 0, endTime: new Date(Date.now() + 24 * 3_600_000) })
    .where(eq(marketListings.itemRef, listing.itemRef))
  const bidders = await handle.db
    .insert(users)
    .values(
      Array.from({ length: CONNECTIONS }, (_, n) => ({ firebaseUid: `bidder-${n}`, email: `bidder-${n}@bench.test`, name: `bidder-${n}` })),
    )
    .returning({ id: users.id, uid: users.firebaseUid })
  await handle.db.insert(auctionPermissions).values(bidders.map((bidder) => ({ customerId: bidder.id, scope: 'auction' as const })))
  return { lotId: listing.itemRef, bidders }
}

type Bidder = { id: number; uid: string }

async function placeBid(baseUrl: string, bidder: Bidder, lotId: string, price: number) {
  const response = await fetch(`${baseUrl}/catalog/auction/bid`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${bidder.uid}` },
    body: JSON.stringify({ url: lotId, user_id: bidder.id, price }),
  })
  await response.arrayBuffer()
  return response.status
}

async function benchDriver(driver: Driver) {
  const { handle, cleanup } = await openBenchDatabase(driver)
  try {
    const { lotId, bidders } = await prepare(handle)
    const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', DEMO_DATA: 'off', DATABASE_URL: '', RATE_LIMIT_BIDS: 'off' })
    const integrations = await buildIntegrations(config, handle, { identity: benchIdentity, jobs: noJobs })
    const app = await buildApp({ config, integrations, logger: false })
    const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 })
    let amount = 1000
    await placeBid(baseUrl, bidders[0], lotId, amount)

    const latencies: number[] = []
    const statuses = new Map<number, number>()
    const deadline = Date.now() + SECONDS * 1000
    await Promise.all(
      bidders.map(async (bidder) => {
        while (Date.now() < deadline) {
          amount += STEP
          const started = performance.now()
          const status = await placeBid(baseUrl, bidder, lotId, amount)
          latencies.push(performance.now() - started)
          statuses.set(status, (statuses.get(status) ?? 0) + 1)
        }
      }),
    )
    const [lot] = await handle.db.select({ bidCount: auctions.bidCount }).from(auctions).where(eq(auctions.lotId, lotId))
    latencies.sort((a, b) => a - b)

    const streams = await Promise.all(
      Array.from({ length: STREAMS }, () => openEventStream(`${baseUrl}/catalog/auction/live?id=${lotId}`, AUCTION_LIVE_EVENT)),
    )
    await Promise.all(streams.map((stream) => stream.next()))
    const delays: number[] = []
    for (let sample = 0; sample < LIVE_SAMPLES; sample += 1) {
      amount += STEP
      const sent = performance.now()
      const heard = streams.map((stream) => stream.next<AuctionLive>().then(() => performance.now()))
      await placeBid(baseUrl, bidders[sample % bidders.length], lotId, amount)
      delays.push(Math.max(...(await Promise.all(heard))) - sent)
    }
    for (const stream of streams) stream.close()
    delays.sort((a, b) => a - b)
    await app.close()
    await handle.close()
    return {
      driver,
      requests: latencies.length,
      accepted: lot.bidCount - 1,
      refused: latencies.length - (statuses.get(200) ?? 0),
      errors: [...statuses].filter(([status]) => status !== 200 && status !== 422).reduce((sum, [, count]) => sum + count, 0),
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      liveP50: percentile(delays, 50),
      liveMax: delays.at(-1) ?? 0,
    }
  } finally {
    await cleanup()
  }
}

stopAfter(TIMEOUT_MINUTES)
const results = []
for (const driver of DRIVERS) results.push(await benchDriver(driver))
console.log(
  `\nOne hot auction, ${CONNECTIONS} bidders for ${SECONDS} s; live update to ${STREAMS} open event streams (${LIVE_SAMPLES} bids).`,
)
printTable(
  ['driver', 'bid requests', 'accepted bids/s', 'refused (422)', 'errors', 'p50 ms', 'p99 ms', 'live p50 ms', 'live max ms'],
  results.map((row) => [
    row.driver,
    String(row.requests),
    (row.accepted / SECONDS).toFixed(0),
    String(row.refused),
    String(row.errors),
    row.p50.toFixed(1),
    row.p99.toFixed(1),
    row.liveP50.toFixed(1),
    row.liveMax.toFixed(1),
  ]),
)
process.exit(0)
