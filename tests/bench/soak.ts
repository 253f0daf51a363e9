/**
 * Soak: mixed customer traffic at a fixed rate against the real server process (`src/server/cli/start.ts`, as
 * `npm run serve` starts it) on 127.0.0.1, on PGlite and on a throwaway PostgreSQL. Prints, per time window,
 * requests/s sent and answered, p50/p99 per kind of request, errors, the server's RSS and CPU; then a summary.
 * Asserts nothing.
 *
 *   npm run bench:soak                          (10 minutes per driver at 100 requests/s)
 *   SOAK_SECONDS=60 SOAK_RATE=200 SOAK_DRIVERS=postgres npm run bench:soak
 *
 * SOAK_SECONDS (default 600), SOAK_RATE (requests/s, default 100), SOAK_WINDOW_SECONDS (default: a tenth of the
 * run, 10–60 s), SOAK_WARMUP_SECONDS (default 10, not measured), SOAK_CUSTOMERS (default 50), SOAK_DRIVERS.
 *
 * The load is open-loop: request i leaves at start + i / rate whatever the server is doing, and its latency is
 * counted from that moment, so a stall shows in p99 instead of lowering the rate (autocannon's rate limit is a
 * per-connection, per-second cap: bursty, and it waits for slow answers). The kinds are interleaved smoothly in
 * the proportions of MIX.
 */
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { IKOM_ID } from '@shared/shops/registry'
import { startAuthEmulator, type RunningEmulator } from '@server/identity/emulator'
import { freePortRange } from '../api/support/free-port'
import { startPostgres, type PostgresServer } from '../api/support/postgres-server'
import { retailOrderBody } from '../api/support/retail-order-body'
import { spawnServer } from '../api/support/server-process'
import { rssMiB } from './support/measures'

type Driver = 'pglite' | 'postgres'
const DRIVERS = (process.env.SOAK_DRIVERS ?? 'pglite,postgres').split(',') as Driver[]
const SECONDS = Number(process.env.SOAK_SECONDS ?? 600)
const RATE = Number(process.env.SOAK_RATE ?? 100)
const WINDOW_SECONDS = Number(process.env.SOAK_WINDOW_SECONDS ?? Math.min(60, Math.max(10, Math.round(SECONDS / 10))))
const WARMUP_SECONDS = Number(process.env.SOAK_WARMUP_SECONDS ?? 10)
const CUSTOMERS = Number(process.env.SOAK_CUSTOMERS ?? 50)
const PROJECT_ID = 'demo-soak'
const REQUEST_TIMEOUT_MS = 10_000
/** Requests still unanswered beyond this are not sent: counted as errors ("overload"). */
const MAX_IN_FLIGHT = 2_000

const MIX = {
  browse: 0.3,
  search: 0.15,
  product: 0.25,
  'cart write': 0.12,
  order: 0.03,
  'account read': 0.15,
} as const
type Kind = keyof typeof MIX
const KINDS = Object.keys(MIX) as Kind[]

const LIST_INCLUDES = 'include=suppliers,origin,categories,reviewsCount'
const DETAIL_INCLUDES = 'include=origin,categories,reviewsCount,images,tags'
const SEARCH_TERMS = ['sữa rửa mặt', 'kem chống nắng', 'tsubaki', 'nồi cơm điện', '極潤', 'shiseido', 'vitamin', 'trà xanh']

type Customer = { id: number; email: string; token: string; addressId: number }
type Fixture = { customers: Customer[]; productIds: number[]; ikomProductIds: number[]; categoryIds: number[] }
type Call = { method: 'GET' | 'PUT' | 'POST'; path: string; customer?: Customer; body?: object; headers?: Record<string, string> }

/** The i-th request of a kind: a spread over customers, products, pages and terms. */
function buildCall(kind: Kind, i: number, fixture: Fixture): Call {
  const { customers, productIds, ikomProductIds, categoryIds } = fixture
  const customer = customers[i % customers.length]
  const product = productIds[(i * 7) % productIds.length]
  switch (kind) {
    case 'browse': {
      const page = 1 + (i % 5)
      const filters = ['', `&filter[suppliers.id]=${IKOM_ID}`, `&filter[categories]=${categoryIds[i % categoryIds.length]}`]
      return { method: 'GET', path: `/api/products?page=${page}${filters[i % filters.length]}&${LIST_INCLUDES}` }
    }
    case 'search':
      return {
        method: 'GET',
        path: `/api/products?filter[name]=${encodeURIComponent(SEARCH_TERMS[i % SEARCH_TERMS.length])}&${LIST_INCLUDES}`,
      }
    case 'product':
      return { method: 'GET', path: `/api/products/${product}?${DETAIL_INCLUDES}` }
    case 'cart write':
      // Quantity 0 removes the line: carts stay within the product sample.
      return {
        method: 'PUT',
        path: `/catalog/cart/${customer.id}`,
        customer,
        body: { shop_id: IKOM_ID, item_ref: String(ikomProductIds[(i * 7) % ikomProductIds.length]), quantity: i % 4 },
      }
    case 'order':
      return {
        method: 'POST',
        path: '/catalog/ikom-order/create-retail-order',
        customer,
        headers: { 'idempotency-key': randomUUID() },
        body: retailOrderBody(customer.addressId, [{ productId: ikomProductIds[i % ikomProductIds.length], quantity: 1 }], {
          buyer_info: { name: 'Soak', image_url: '', price: 0, url: '', username: 'soak' },
        }),
      }
    case 'account read': {
      const paths = [
        '/api/users/me',
        '/api/wallet/users?filter[own]=1',
        '/api/orders?include=type,status,itemsCount&append=first_item&sort=-created_at',
        '/api/addresses',
        `/catalog/cart/${customer.id}`,
      ]
      return { method: 'GET', path: paths[i % paths.length], customer }
    }
  }
}

// ---------------------------------------------------------------- measuring

type KindStats = { latencies: number[]; errors: number; statuses: Map<string, number> }
/** Requests are counted in the window they were sent in; RSS and CPU are the server's at the window's end. */
type Window = {
  startedAt: number
  endedAt: number
  sent: number
  answered: number
  byKind: Map<Kind, KindStats>
  rssMiB: number
  cpuPercent: number
}

function emptyWindow(startedAt: number): Window {
  const byKind = new Map(KINDS.map((kind) => [kind, { latencies: [], errors: 0, statuses: new Map() } as KindStats]))
  return { startedAt, endedAt: startedAt, sent: 0, answered: 0, byKind, rssMiB: 0, cpuPercent: 0 }
}

function percentile(values: number[], q: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
}

/** The server process's resident memory (MiB) and its CPU time so far (s), from /proc. */
function processUsage(pid: number): { rssMiB: number; cpuSeconds: number } {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  const ticks = Number(fields[11]) + Number(fields[12])
  return { rssMiB: rssMiB(pid), cpuSeconds: ticks / 100 }
}

/** Smooth weighted round-robin: the kinds in MIX's proportions, evenly interleaved. */
function kindSequence(): () => Kind {
  const credit = new Map(KINDS.map((kind) => [kind, 0]))
  return () => {
    for (const kind of KINDS) credit.set(kind, credit.get(kind)! + MIX[kind])
    const next = KINDS.reduce((best, kind) => (credit.get(kind)! > credit.get(best)! ? kind : best))
    credit.set(next, credit.get(next)! - 1)
    return next
  }
}

async function send(baseUrl: string, call: Call): Promise<number> {
  const headers: Record<string, string> = { 'accept-language': 'vi', ...call.headers }
  if (call.customer) headers.authorization = `Bearer ${call.customer.token}`
  if (call.body) headers['content-type'] = 'application/json'
  const response = await fetch(`${baseUrl}${call.path}`, {
    method: call.method,
    headers,
    body: call.body ? JSON.stringify(call.body) : undefined,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  })
  await response.arrayBuffer()
  return response.status
}

/**
 * Sends RATE requests/s for `seconds`, open-loop, and returns one Window per WINDOW_SECONDS (none when warming up).
 * `counters` carries each kind's request index across calls, so warm-up and run continue one sequence.
 */
async function drive(baseUrl: string, fixture: Fixture, serverPid: number, seconds: number, record: boolean, counters: Map<Kind, number>) {
  const nextKind = kindSequence()
  const start = performance.now()
  const windows: Window[] = []
  let current = emptyWindow(0)
  let usage = processUsage(serverPid)
  let sent = 0
  let inFlight = 0
  const total = Math.round(seconds * RATE)

  // A window is printed when the next one closes: by then its slowest requests have been answered or timed out.
  const closeWindow = (now: number) => {
    const next = processUsage(serverPid)
    current.endedAt = (now - start) / 1000
    current.rssMiB = next.rssMiB
    current.cpuPercent = ((next.cpuSeconds - usage.cpuSeconds) / (current.endedAt - current.startedAt)) * 100
    usage = next
    if (record) {
      if (windows.length > 0) printWindow(windows.length === 1, windows.at(-1)!)
      windows.push(current)
    }
    current = emptyWindow(current.endedAt)
  }

  const fire = (scheduledAt: number) => {
    const kind = nextKind()
    const index = counters.get(kind) ?? 0
    counters.set(kind, index + 1)
    const window = current
    const stats = window.byKind.get(kind)!
    window.sent++
    if (inFlight >= MAX_IN_FLIGHT) {
      stats.errors++
      stats.statuses.set('overload', (stats.statuses.get('overload') ?? 0) + 1)
      return
    }
    inFlight++
    send(baseUrl, buildCall(kind, index, fixture))
      .then(
        (status) => {
          const latency = performance.now() - scheduledAt
          stats.latencies.push(latency)
          window.answered++
          if (status >= 400) {
            stats.errors++
            stats.statuses.set(String(status), (stats.statuses.get(String(status)) ?? 0) + 1)
          }
        },
        (error: Error) => {
          stats.errors++
          const reason = error.name === 'TimeoutError' ? 'timeout' : 'network'
          stats.statuses.set(reason, (stats.statuses.get(reason) ?? 0) + 1)
        },
      )
      .finally(() => inFlight--)
  }

  while (sent < total) {
    const now = performance.now()
    const elapsed = (now - start) / 1000
    if (elapsed - current.startedAt >= WINDOW_SECONDS) closeWindow(now)
    const due = Math.min(total, Math.floor(elapsed * RATE) + 1)
    for (; sent < due; sent++) fire(start + (sent / RATE) * 1000)
    await new Promise((resolve) => setTimeout(resolve, 2))
  }
  closeWindow(performance.now())
  const deadline = performance.now() + REQUEST_TIMEOUT_MS
  while (inFlight > 0 && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10))
  if (record) printWindow(windows.length === 1, windows.at(-1)!)
  return windows
}

// ---------------------------------------------------------------- printing

const fmt = (value: number) => (Number.isNaN(value) ? '–' : value < 10 ? value.toFixed(1) : value.toFixed(0))

function printWindow(first: boolean, window: Window) {
  const header = ['t (s)', 'sent/s', 'answered/s', 'errors', ...KINDS.map((kind) => `${kind} p50/p99 ms`), 'RSS MiB', 'CPU %']
  if (first) console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`)
  const seconds = window.endedAt - window.startedAt
  const errors = [...window.byKind.values()].reduce((sum, stats) => sum + stats.errors, 0)
  const cells = [
    `${window.startedAt.toFixed(0)}–${window.endedAt.toFixed(0)}`,
    (window.sent / seconds).toFixed(1),
    (window.answered / seconds).toFixed(1),
    String(errors),
    ...KINDS.map((kind) => {
      const latencies = window.byKind.get(kind)!.latencies
      return `${fmt(percentile(latencies, 0.5))} / ${fmt(percentile(latencies, 0.99))}`
    }),
    window.rssMiB.toFixed(0),
    window.cpuPercent.toFixed(0),
  ]
  console.log(`| ${cells.join(' | ')} |`)
}

type Summary = { driver: Driver; windows: Window[]; rssStart: number; rssEnd: number; seconds: number }

function printSummary(summaries: Summary[]) {
  const header = ['driver', 'request', 'share', 'req/s', 'p50 ms', 'p99 ms', 'worst window p99 ms', 'errors']
  const rows: string[][] = []
  for (const { driver, windows, seconds } of summaries) {
    for (const kind of KINDS) {
      const all = windows.flatMap((window) => window.byKind.get(kind)!.latencies)
      const worst = Math.max(...windows.map((window) => percentile(window.byKind.get(kind)!.latencies, 0.99)))
      const errors = windows.reduce((sum, window) => sum + window.byKind.get(kind)!.errors, 0)
      const statuses = new Map<string, number>()
      for (const window of windows)
        for (const [status, count] of window.byKind.get(kind)!.statuses) statuses.set(status, (statuses.get(status) ?? 0) + count)
      const detail = statuses.size ? ` (${[...statuses].map(([status, count]) => `${status}×${count}`).join(', ')})` : ''
      rows.push([
        driver,
        kind,
        `${Math.round(MIX[kind] * 100)} %`,
        (all.length / seconds).toFixed(1),
        fmt(percentile(all, 0.5)),
        fmt(percentile(all, 0.99)),
        fmt(worst),
        `${errors}${detail}`,
      ])
    }
    const sent = windows.reduce((sum, window) => sum + window.sent, 0)
    const answered = windows.reduce((sum, window) => sum + window.answered, 0)
    const all = windows.flatMap((window) => [...window.byKind.values()].flatMap((stats) => stats.latencies))
    const errors = windows.reduce((sum, window) => sum + [...window.byKind.values()].reduce((s, stats) => s + stats.errors, 0), 0)
    rows.push([
      driver,
      `**all** (sent ${(sent / seconds).toFixed(1)}/s)`,
      '100 %',
      (answered / seconds).toFixed(1),
      fmt(percentile(all, 0.5)),
      fmt(percentile(all, 0.99)),
      '',
      String(errors),
    ])
  }
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)))
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`
  console.log(`\n${line(header)}\n|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`)
  for (const row of rows) console.log(line(row))
  console.log('')
  const change = (from: number, to: number) => `${to >= from ? '+' : ''}${(((to - from) / from) * 100).toFixed(1)} %`
  for (const { driver, windows, rssStart, rssEnd } of summaries) {
    const afterFirst = windows[0].rssMiB
    console.log(
      `${driver}: server RSS ${rssStart.toFixed(0)} MiB after warm-up, ${afterFirst.toFixed(0)} MiB after the first window, ` +
        `${rssEnd.toFixed(0)} MiB at the end (${change(rssStart, rssEnd)} from warm-up, ${change(afterFirst, rssEnd)} from the first window)`,
    )
  }
}

// ---------------------------------------------------------------- set-up

type Server = { baseUrl: string; pid: number; stop: () => Promise<void> }

/** The real server process, as `npm run serve` runs it, on a fresh database; resolves once it listens. */
async function startServer(driver: Driver, emulatorHost: string): Promise<Server> {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-soak-'))
  let postgres: PostgresServer | null = null
  let databaseUrl = ''
  if (driver === 'postgres') {
    postgres = await startPostgres()
    const admin = new pg.Client({ connectionString: postgres.url() })
    await admin.connect()
    await admin.query('create database soak')
    await admin.end()
    databaseUrl = postgres.url('soak')
  }
  const removeData = () => {
    postgres?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    const server = await spawnServer(
      {
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        FIREBASE_PROJECT_ID: PROJECT_ID,
        FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
        LOG_LEVEL: 'warn',
        CLIENT_DIST_DIR: join(dataDir, 'no-client'),
        JOB_WORKERS: 'in-process',
      },
      // Warnings and errors the server logs during the soak are shown.
      { readyTimeoutMs: 300_000, stderrPrefix: '[server] ', entry: 'built' },
    )
    const stop = async () => {
      await server.stop()
      removeData()
    }
    return { baseUrl: server.baseUrl, pid: server.pid, stop }
  } catch (error) {
    removeData()
    throw error
  }
}

async function signIn(emulatorHost: string, email: string, create: boolean): Promise<string> {
  const action = create ? 'signUp' : 'signInWithPassword'
  const response = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:${action}?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'soak-pass-1', returnSecureToken: true }),
  })
  const body = (await response.json()) as { idToken: string }
  if (!response.ok) throw new Error(`emulator ${action} failed: ${JSON.stringify(body)}`)
  return body.idToken
}

async function api<T>(baseUrl: string, path: string, token?: string, body?: object): Promise<T> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {}
  if (body) headers['content-type'] = 'application/json'
  const response = await fetch(`${baseUrl}${path}`, {
    method: body ? 'POST' : 'GET',
    headers,
    body: body ? JSON.stringify(body) : undefined,
  })
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${(await response.text()).slice(0, 300)}`)
  return (await response.json()) as T
}

type ListedProduct = { id: number; supplier_id: number; sale_status: string; price: number }

async function prepareFixture(baseUrl: string, emulatorHost: string): Promise<Fixture> {
  const customers: Customer[] = []
  for (let i = 0; i < CUSTOMERS; i++) {
    const email = `soak-${randomUUID().slice(0, 8)}@example.com`
    const token = await signIn(emulatorHost, email, true)
    const { data: me } = await api<{ data: { id: number } }>(baseUrl, '/api/users/me', token)
    const address = { consignee: `Khách ${i}`, tel: '0912345678', ward_id: '00001', address_detail: `${i} Hàng Bài` }
    const { data: created } = await api<{ data: { id: number } }>(baseUrl, '/api/addresses', token, address)
    customers.push({ id: me.id, email, token, addressId: created.id })
  }
  const onSale = async (query: string) =>
    (await api<{ data: ListedProduct[] }>(baseUrl, `/api/products?per_page=48&${query}`)).data.filter(
      (product) => product.sale_status === 'on_sale' && product.price > 0,
    )
  const productIds = (await onSale('page=1')).concat(await onSale('page=2')).map((product) => product.id)
  const ikomProductIds = (await onSale(`filter[suppliers.id]=${IKOM_ID}`)).map((product) => product.id)
  const categoryIds = (await api<{ data: { id: number }[] }>(baseUrl, '/api/product-categories?filter[root]=1')).data.map((c) => c.id)
  if (productIds.length === 0 || ikomProductIds.length === 0 || categoryIds.length === 0) throw new Error('no products to soak with')
  return { customers, productIds: productIds.slice(0, 60), ikomProductIds: ikomProductIds.slice(0, 30), categoryIds }
}

/** Emulator ID tokens last an hour: long soaks sign in again every 30 minutes. */
function keepTokensFresh(emulatorHost: string, customers: Customer[]) {
  const timer = setInterval(() => {
    for (const customer of customers) {
      signIn(emulatorHost, customer.email, false).then(
        (token) => {
          customer.token = token
        },
        (error) => console.error(`token refresh failed: ${error}`),
      )
    }
  }, 30 * 60_000)
  timer.unref()
  return () => clearInterval(timer)
}

async function soak(driver: Driver, emulatorHost: string): Promise<Summary> {
  console.log(`\n${driver}: starting the server…`)
  const server = await startServer(driver, emulatorHost)
  try {
    const fixture = await prepareFixture(server.baseUrl, emulatorHost)
    const stopRefreshing = keepTokensFresh(emulatorHost, fixture.customers)
    const counters = new Map<Kind, number>()
    console.log(`${driver}: ${CUSTOMERS} customers; warming up for ${WARMUP_SECONDS} s…`)
    await drive(server.baseUrl, fixture, server.pid, WARMUP_SECONDS, false, counters)
    const rssStart = processUsage(server.pid).rssMiB
    console.log(`${driver}: ${SECONDS} s at ${RATE} requests/s, windows of ${WINDOW_SECONDS} s\n`)
    const windows = await drive(server.baseUrl, fixture, server.pid, SECONDS, true, counters)
    stopRefreshing()
    return { driver, windows, rssStart, rssEnd: processUsage(server.pid).rssMiB, seconds: SECONDS }
  } finally {
    await server.stop()
  }
}

async function main() {
  console.log(`Soak: ${SECONDS} s per driver at ${RATE} requests/s (${KINDS.map((kind) => `${kind} ${MIX[kind] * 100} %`).join(', ')})`)
  let emulator: RunningEmulator | null = null
  const summaries: Summary[] = []
  try {
    emulator = await startAuthEmulator({ projectId: PROJECT_ID, port: await freePortRange(3) })
    for (const driver of DRIVERS) summaries.push(await soak(driver, emulator.host))
  } finally {
    await emulator?.stop()
  }
  printSummary(summaries)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
