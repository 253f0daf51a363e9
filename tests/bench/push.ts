/**
 * Benchmark of Web Push (issue 16). Prints figures; asserts nothing.
 *   npm run bench:push     (PGlite in memory, then a throwaway PostgreSQL; BENCH_PUSH_DRIVERS=pglite to pick)
 *
 * 1. Fan-out: one event to BENCH_PUSH_DEVICES (10,000) subscriptions, sent by the fan-out job's code
 *    with web-push (aes128gcm + VAPID) over HTTPS to a local push service in a worker thread that
 *    answers 201: deliveries/s, time to the first and last delivery, memory.
 * 2. Latency: an outbid event stored by the notifier inside a transaction (what a bid does), then the
 *    real job queue (pg-boss, in-process worker) sends it: the time until the push service has it,
 *    BENCH_PUSH_LATENCY_RUNS times (the fan-out queue is polled every 0.5 s, pg-boss's least).
 */
import { createECDH, randomBytes } from 'node:crypto'
import { Agent } from 'node:https'
import { Worker } from 'node:worker_threads'
import pg from 'pg'
import webpush from 'web-push'
import { systemClock } from '@server/clock'
import { buildGraph } from '@server/composition-root'
import { loadConfig } from '@server/config'
import { openDatabase, type Database } from '@server/db/client'
import { migrateDatabase } from '@server/db/migrate'
import { createWebPushSender, type PushDelivery } from '@server/modules/notifications'
import { fanOut } from '@server/modules/notifications/fan-out'
import { createNotifier } from '@server/modules/notifications/notifier'
import { pushSubscriptions } from '@server/modules/notifications/tables'
import { users } from '@server/modules/users/tables'
import { startPostgres } from '../api/support/postgres-server'
import { selfSignedCertificate, type Certificate } from '../api/support/self-signed-certificate'

const DEVICES = Number(process.env.BENCH_PUSH_DEVICES ?? 10_000)
const CONCURRENCY = Number(process.env.BENCH_PUSH_CONCURRENCY ?? 32)
const LATENCY_RUNS = Number(process.env.BENCH_PUSH_LATENCY_RUNS ?? 10)
const SUBJECT = 'mailto:bench@example.com'
const DRIVERS = (process.env.BENCH_PUSH_DRIVERS ?? 'pglite,postgres').split(',')

/** The local push service: counts requests and notes when each arrived (another thread, so it does not share the sender's CPU time). */
const RECEIVER = `
const { createServer } = require('node:https')
const { parentPort, workerData } = require('node:worker_threads')
const server = createServer({ key: workerData.key, cert: workerData.cert }, (request, response) => {
  request.resume()
  request.on('end', () => {
    response.writeHead(201).end()
    parentPort.postMessage({ path: request.url, at: performance.timeOrigin + performance.now() })
  })
})
server.listen(0, '127.0.0.1', () => parentPort.postMessage({ port: server.address().port }))
`

type Arrival = { path: string; at: number }

async function main() {
  const certificate = selfSignedCertificate()
  const receiver = new Worker(RECEIVER, { eval: true, workerData: { key: certificate.key, cert: certificate.cert } })
  const arrivals: Arrival[] = []
  const port = await new Promise<number>((resolve) =>
    receiver.on('message', (message: { port?: number } & Arrival) => (message.port ? resolve(message.port) : arrivals.push(message))),
  )
  for (const driver of DRIVERS) {
    if (driver === 'pglite') await benchmark({ dataDir: null }, certificate, port, arrivals)
    else {
      const postgres = await startPostgres()
      const admin = new pg.Client({ connectionString: postgres.url() })
      await admin.connect()
      await admin.query('create database push')
      await admin.end()
      try {
        await benchmark({ databaseUrl: postgres.url('push') }, certificate, port, arrivals)
      } finally {
        postgres.stop()
      }
    }
  }
  await receiver.terminate()
}

async function benchmark(connection: Parameters<typeof openDatabase>[0], certificate: Certificate, port: number, arrivals: Arrival[]) {
  arrivals.length = 0
  const database = await openDatabase(connection)
  await migrateDatabase(database)
  const vapid = webpush.generateVAPIDKeys()
  const agent = new Agent({ ca: certificate.cert, keepAlive: true })
  const sender = createWebPushSender({ vapid: { subject: SUBJECT, ...vapid }, agent })
  const push: PushDelivery = { sender, publicKey: async () => vapid.publicKey }
  console.log(`Web Push benchmark on ${database.driver}, Node ${process.version}, web-push aes128gcm + VAPID over HTTPS (keep-alive)\n`)

  const crowd = await customerWithDevices(database.db, DEVICES, port, 'crowd')
  let stored = 0
  const notifier = createNotifier({
    clock: systemClock,
    enqueueFanOut: async (id) => {
      stored = id
    },
  })
  await database.db.transaction((tx) => notifier.notify(tx as unknown as Database, endingSoon(crowd)))
  const before = process.memoryUsage()
  let peakRss = before.rss
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50)
  const started = performance.timeOrigin + performance.now()
  await fanOut(
    { db: database.db, clock: systemClock, sender, concurrency: CONCURRENCY, scheduleRetry: async () => {} },
    { notificationId: stored, attempt: 0 },
  )
  const finished = performance.timeOrigin + performance.now()
  clearInterval(sampler)
  await waitFor(() => arrivals.length >= DEVICES)
  const times = arrivals.map((arrival) => arrival.at).sort((a, b) => a - b)
  const seconds = (finished - started) / 1000
  console.log(`Fan-out: 1 event → ${DEVICES.toLocaleString('en')} subscriptions, ${CONCURRENCY} requests in flight`)
  console.log(
    `  delivered            ${arrivals.length.toLocaleString('en')} (once each: ${new Set(arrivals.map((arrival) => arrival.path)).size === DEVICES})`,
  )
  console.log(`  job time             ${seconds.toFixed(2)} s  (claim, encrypt + send, record)`)
  console.log(`  deliveries/s         ${Math.round(DEVICES / seconds).toLocaleString('en')}`)
  console.log(`  first / last arrival ${ms(times[0] - started)} / ${ms(times.at(-1)! - started)} after the job started`)
  console.log(
    `  memory               RSS ${mib(before.rss)} → peak ${mib(peakRss)}, heap used ${mib(before.heapUsed)} → ${mib(process.memoryUsage().heapUsed)}\n`,
  )

  arrivals.length = 0
  // The composition root's graph with its workers, as `npm run worker` builds it, sending to the local push service.
  const { jobs, notifier: queued } = await buildGraph(loadConfig({ LOG_LEVEL: 'silent' }), database, { push }, { runWorkers: true })
  const bidder = await customerWithDevices(database.db, 1, port, 'bidder')
  const latencies: number[] = []
  for (let run = 0; run < LATENCY_RUNS; run += 1) {
    const bidAt = performance.timeOrigin + performance.now()
    await database.db.transaction((tx) => queued.notify(tx as unknown as Database, outbid(bidder, run)))
    await waitFor(() => arrivals.length > run)
    latencies.push(arrivals[run].at - bidAt)
  }
  latencies.sort((a, b) => a - b)
  console.log(
    `Outbid latency: event stored in its transaction → push at the push service (pg-boss worker polling every 0.5 s), ${LATENCY_RUNS} runs`,
  )
  console.log(`  min ${ms(latencies[0])}  p50 ${ms(latencies[Math.floor(latencies.length / 2)])}  max ${ms(latencies.at(-1)!)}`)

  console.log('')
  await jobs.stop()
  await database.close()
  agent.destroy()
}

async function customerWithDevices(db: Database, count: number, port: number, name: string): Promise<number> {
  const [user] = await db
    .insert(users)
    .values({ firebaseUid: `bench-${name}-${Date.now()}` })
    .returning({ id: users.id })
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const keys = { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') }
  for (let first = 0; first < count; first += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - first) }, (_, index) => ({
      userId: user.id,
      endpoint: `https://127.0.0.1:${port}/push/${name}-${first + index}`,
      ...keys,
    }))
    await db.insert(pushSubscriptions).values(rows)
  }
  return user.id
}

const auction = (auctionId: string) => ({
  auctionId,
  itemName: 'Nikon F3 body',
  imageUrl: 'https://img.example.com/f3.jpg',
  url: `/other-market/yahoo-auction/${auctionId}`,
  endsAt: Math.floor(Date.now() / 1000) + 600,
})
const endingSoon = (customerId: number) => ({ kind: 'ending_soon' as const, customerId, params: auction('bench-1') })
const outbid = (customerId: number, run: number) => ({
  kind: 'outbid' as const,
  customerId,
  key: `bench-bid-${run}`,
  params: { ...auction('bench-2'), yourBid: 10_000 + run, currentPrice: 10_500 + run },
})

async function waitFor(done: () => boolean, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs
  while (!done()) {
    if (Date.now() > until) throw new Error('timed out waiting for deliveries')
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
