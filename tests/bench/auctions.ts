/**
 * Auctions benchmark (issue 15): one hot auction on PostgreSQL and on PGlite. BENCH_CONNECTIONS (50)
 * bidders first bid as fast as they are answered for BENCH_SECONDS (30) — the most bids/s the lot
 * takes, where a bid's latency is its wait in the lot's queue — then together at fixed rates
 * (BENCH_RATES bids/s, default 100,200,400; BENCH_RATE_SECONDS each, default 15), where latency is
 * counted from each bid's scheduled send time. Each phase counts the bids refused by the rules (422),
 * turned away "busy, try again" (503 with Retry-After: the process saturated) and left without an
 * answer (0: the connection failed), and times the slowest answer. Then the delay from a bid to its
 * live update reaching BENCH_STREAMS (100) open event streams. The bidders run in a worker thread, so
 * the server's event loop does not also carry them. Only 127.0.0.1; asserts nothing.
 *
 *   npm run bench:auctions
 *   BENCH_DRIVERS=pglite BENCH_SECONDS=5 npm run bench:auctions
 */
import { Worker } from 'node:worker_threads'
import { and, eq, inArray } from 'drizzle-orm'
import { type AuctionLive, AUCTION_LIVE_EVENT } from '@shared/auctions'
import { buildApp } from '@server/app'
import { buildIntegrations, closeIntegrations } from '@server/composition-root'
import { loadConfig } from '@server/config'
import type { DatabaseHandle } from '@server/db/client'
import { migrateDatabase } from '@server/db/migrate'
import type { IdentityVerifier } from '@server/identity/verifier'
import type { AppJobQueue } from '@server/app-jobs'
import { missingJobQueue } from '@server/jobs'
import { auctionPermissions, auctions } from '@server/modules/auctions'
import { marketListings } from '@server/modules/markets'
import { users } from '@server/modules/users'
import { recordLedgerEntry } from '@server/modules/wallets'
import { seedDatabase } from '@server/seed/seed-database'
import { openEventStream } from '../api/support/event-stream'
import { benchEachDriver, type Driver, openBenchDatabase, printTable } from './support/load'
import { percentile } from './support/measures'

const DRIVERS = (process.env.BENCH_DRIVERS ?? 'postgres,pglite').split(',') as Driver[]
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30)
const RATES = (process.env.BENCH_RATES ?? '100,200,400').split(',').filter(Boolean).map(Number)
const RATE_SECONDS = Number(process.env.BENCH_RATE_SECONDS ?? 15)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const STREAMS = Number(process.env.BENCH_STREAMS ?? 100)
const LIVE_SAMPLES = Number(process.env.BENCH_LIVE_SAMPLES ?? 20)
const TIMEOUT_MINUTES = Number(process.env.BENCH_TIMEOUT_MINUTES ?? 20)
const YAHOO_AUCTION = 8
/** Each bid names this much more than the one before: one increment from ¥50,000 (so in order, each is the minimum or more); 30 s at 2,000 bids/s stays under MAX_BID_YEN. */
const STEP = 1000

/** Bearer "bidder-<n>" is customer n: no identity provider in a benchmark. */
const benchIdentity: IdentityVerifier = {
  verify: async (token) => ({ uid: token, email: `${token}@bench.test`, name: token, staff: false, staffRoles: [] }),
  close: async () => {},
}
/** Bids never schedule anything here (no buy-now, the end far away); the lot's row is made up front. */
const noJobs: AppJobQueue = { ...missingJobQueue(), send: async () => null }

async function prepare(handle: DatabaseHandle) {
  await migrateDatabase(handle)
  await seedDatabase(handle.db)
  // A fresh lot for each phase and for the live updates: bids stay under the largest bid allowed (MAX_BID_YEN).
  const listings = await handle.db
    .select({ itemRef: marketListings.itemRef })
    .from(marketListings)
    .where(eq(marketListings.shopId, YAHOO_AUCTION))
    .limit(RATES.length + 2)
  const lotIds = listings.map((listing) => listing.itemRef)
  if (lotIds.length < RATES.length + 2)
    throw new Error(`The seed has ${lotIds.length} Yahoo Auction lots; this run needs ${RATES.length + 2}`)
  await handle.db
    .update(marketListings)
    .set({ price: 1000, startPrice: 1000, buyNowPrice: null, bidCount: 0, endTime: new Date(Date.now() + 24 * 3_600_000) })
    .where(and(eq(marketListings.shopId, YAHOO_AUCTION), inArray(marketListings.itemRef, lotIds)))
  const bidders = await handle.db
    .insert(users)
    .values(
      Array.from({ length: CONNECTIONS }, (_, n) => ({ firebaseUid: `bidder-${n}`, email: `bidder-${n}@bench.test`, name: `bidder-${n}` })),
    )
    .returning({ id: users.id, uid: users.firebaseUid })
  await handle.db.insert(auctionPermissions).values(bidders.map((bidder) => ({ customerId: bidder.id, scope: 'auction' as const })))
  // Each wallet can hold the deposit of any bid (AUCTION_DEPOSIT_PERCENT of up to MAX_BID_YEN), deposited as staff would.
  for (const bidder of bidders)
    await recordLedgerEntry(
      handle.db,
      { uid: 'bench', email: null },
      {
        entry: {
          customer_id: bidder.id,
          currency_id: 'VND',
          kind: 'deposit',
          amount: 10_000_000_000,
          bank_reference: `BENCH-${bidder.id}`,
        },
        key: `bench-${bidder.id}`,
        now: new Date(),
      },
    )
  return { lotIds, bidders }
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

/**
 * The bidders, in a worker thread. rate 0: each bidder bids again as soon as answered; otherwise
 * `rate` bids a second in turn, each timed from its scheduled send. Each bid names STEP more than
 * the one before (so some arrive after a higher one and are refused: the bidders' own race).
 */
const BIDDERS_WORKER = `
  const { parentPort, workerData } = require('node:worker_threads')
  const { baseUrl, lotId, bidders, seconds, rate, step } = workerData
  let amount = workerData.amount
  const latencies = []
  const statuses = {}
  async function bid(bidder, from) {
    amount += step
    let status = 0 // no answer (the connection failed): counted as an error
    try {
      const response = await fetch(baseUrl + '/catalog/auction/bid', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer ' + bidder.uid },
        body: JSON.stringify({ url: lotId, user_id: bidder.id, price: amount }),
      })
      await response.arrayBuffer()
      status = response.status
    } catch {}
    latencies.push(performance.now() - from)
    statuses[status] = (statuses[status] || 0) + 1
  }
  async function asFastAsAnswered() {
    const deadline = performance.now() + seconds * 1000
    await Promise.all(bidders.map(async (bidder) => {
      while (performance.now() < deadline) await bid(bidder, performance.now())
    }))
  }
  async function atRate() {
    const started = performance.now()
    const sent = []
    for (let n = 0; n < rate * seconds; n += 1) {
      const scheduled = started + (n * 1000) / rate
      const wait = scheduled - performance.now()
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
      sent.push(bid(bidders[n % bidders.length], scheduled))
    }
    await Promise.all(sent)
  }
  // Before the clock starts, each bidder's connection opened and fetch compiled: a new worker's first half second
  // otherwise timed its own start (sends left up to 40 ms late, ~3% of a 15 s phase's bids, above its p99).
  async function warmUp() {
    for (let round = 0; round < 3; round += 1)
      await Promise.all(bidders.map(() => fetch(baseUrl + '/api/health').then((response) => response.arrayBuffer())))
  }
  ;warmUp().then(() => (rate > 0 ? atRate() : asFastAsAnswered())).then(
    () => parentPort.postMessage({ latencies, statuses, amount }),
    (error) => parentPort.postMessage({ error: String(error) }),
  )
`

type LoadResult = { latencies: number[]; statuses: Record<string, number>; amount: number }

function bidLoad(workerData: { baseUrl: string; lotId: string; bidders: Bidder[]; seconds: number; rate: number; amount: number }) {
  return new Promise<LoadResult>((resolve, reject) => {
    const worker = new Worker(BIDDERS_WORKER, { eval: true, workerData: { ...workerData, step: STEP } })
    worker.once('message', (message: LoadResult & { error?: string }) => {
      void worker.terminate()
      if (message.error) reject(new Error(message.error))
      else resolve(message)
    })
    worker.once('error', reject)
  })
}

type Phase = {
  load: string
  seconds: number
  requests: number
  accepted: number
  refused: number
  busy: number
  errors: string
  p50: number
  p99: number
  max: number
}

function countOf(statuses: (readonly [number, number])[], wanted: number) {
  return statuses.filter(([status]) => status === wanted).reduce((sum, [, count]) => sum + count, 0)
}

async function bidCount(handle: DatabaseHandle, lotId: string) {
  const [lot] = await handle.db.select({ bidCount: auctions.bidCount }).from(auctions).where(eq(auctions.lotId, lotId))
  return lot.bidCount
}

async function benchDriver(driver: Driver) {
  const { handle, cleanup } = await openBenchDatabase(driver)
  try {
    const { lotIds, bidders } = await prepare(handle)
    const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', DEMO_DATA: 'off', DATABASE_URL: '', RATE_LIMIT_BIDS: 'off' })
    const integrations = await buildIntegrations(config, handle, { identity: benchIdentity, jobs: noJobs })
    const app = await buildApp({ config, integrations, logger: false })
    const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 })
    const phases: Phase[] = []
    for (const [index, rate] of [0, ...RATES].entries()) {
      const lotId = lotIds[index]
      const seconds = rate === 0 ? SECONDS : RATE_SECONDS
      await placeBid(baseUrl, bidders[0], lotId, 1000)
      const before = await bidCount(handle, lotId)
      const result = await bidLoad({ baseUrl, lotId, bidders, seconds, rate, amount: 1000 })
      const latencies = result.latencies.sort((x, y) => x - y)
      const statuses = Object.entries(result.statuses).map(([status, count]) => [Number(status), count] as const)
      phases.push({
        load: rate === 0 ? `${CONNECTIONS} bidders, as fast as answered` : `${rate} bids/s from ${CONNECTIONS} bidders`,
        seconds,
        requests: latencies.length,
        accepted: (await bidCount(handle, lotId)) - before,
        refused: countOf(statuses, 422),
        busy: countOf(statuses, 503),
        // "0" is a bid that got no answer (its connection failed).
        errors:
          statuses
            .filter(([status]) => ![200, 422, 503].includes(status))
            .map(([status, count]) => `${count} (${status})`)
            .join(', ') || '0',
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        max: latencies.at(-1) ?? 0,
      })
    }

    const lotId = lotIds.at(-1)!
    let amount = 1000
    const streams = await Promise.all(
      Array.from({ length: STREAMS }, () => openEventStream(`${baseUrl}/catalog/auction/live?id=${lotId}`, AUCTION_LIVE_EVENT)),
    )
    await Promise.all(streams.map((stream) => stream.next()))
    const delays: number[] = []
    for (let sample = 0; sample < LIVE_SAMPLES; sample += 1) {
      amount += STEP
      const sent = performance.now()
      const heard = streams.map((stream) => stream.next<AuctionLive>().then(() => performance.now()))
      const status = await placeBid(baseUrl, bidders[sample % bidders.length], lotId, amount)
      // A refused bid is never heard: stop rather than wait for it.
      if (status !== 200) throw new Error(`A live-update bid of ¥${amount} was answered ${status}`)
      delays.push(Math.max(...(await Promise.all(heard))) - sent)
    }
    for (const stream of streams) stream.close()
    delays.sort((a, b) => a - b)
    await app.close()
    // What the lots' listing mirrors still hold is written before the database closes.
    await closeIntegrations(integrations)
    await handle.close()
    return { driver, phases, liveP50: percentile(delays, 50), liveMax: delays.at(-1) ?? 0 }
  } finally {
    await cleanup()
  }
}

const results = await benchEachDriver(DRIVERS, TIMEOUT_MINUTES, benchDriver)
console.log(
  `\nOne hot auction, ${CONNECTIONS} bidders: as fast as answered for ${SECONDS} s, then at ${RATES.join(', ')} bids/s for ${RATE_SECONDS} s each.`,
)
printTable(
  ['driver', 'load', 'bid requests', 'accepted bids/s', 'refused (422)', 'busy (503)', 'errors', 'p50 ms', 'p99 ms', 'max ms'],
  results.flatMap(({ driver, phases }) =>
    phases.map((phase) => [
      driver,
      phase.load,
      String(phase.requests),
      (phase.accepted / phase.seconds).toFixed(0),
      String(phase.refused),
      String(phase.busy),
      phase.errors,
      phase.p50.toFixed(1),
      phase.p99.toFixed(1),
      phase.max.toFixed(1),
    ]),
  ),
)
console.log(`\nLive update to ${STREAMS} open event streams (${LIVE_SAMPLES} bids, one at a time).`)
printTable(
  ['driver', 'p50 ms', 'max ms'],
  results.map((row) => [row.driver, row.liveP50.toFixed(1), row.liveMax.toFixed(1)]),
)
process.exit(0)
