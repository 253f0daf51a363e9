/**
 * Web performance benchmark (issue 7): builds the production bundle into a temporary directory,
 * starts the real server on the embedded database (temporary DATA_DIR, Firebase Auth emulator,
 * free ports) and reports, for the home page, a product list and a product detail page, and the
 * markets' pages (a market's list, a listing, the cross-shop search, a Yahoo Auction lot):
 *  - bytes transferred on a first visit (as served: brotli/gzip), JS and CSS and the whole
 *    critical path (every request until the page's main content is visible), from Chromium's
 *    network events, plus the deterministic first-load JS of the build's module graph;
 *  - Lighthouse 13 in its default mobile mode (simulated Slow 4G, 4× CPU slowdown): performance
 *    score, LCP, TBT, CLS and Speed Index, the median of BENCH_LIGHTHOUSE_RUNS (default 3) runs;
 *  - an offline repeat visit served by the service worker: time from navigation start until the
 *    main content is visible, with the browser context offline after one online visit.
 *
 *   npm run bench:web
 *   BENCH_LIGHTHOUSE_RUNS=1 CHROMIUM_PATH=/usr/bin/chromium npm run bench:web
 *   BENCH_PAGES=home,detail BENCH_LIGHTHOUSE_ONLY=1 BENCH_LIGHTHOUSE_DETAILS=1 npm run bench:web
 *
 * BENCH_PAGES picks pages (home, list, detail, market-list, market-detail, search, lot); BENCH_LIGHTHOUSE_ONLY skips the transfer and offline
 * runs; BENCH_LIGHTHOUSE_DETAILS prints, per run, the LCP element and its phases and the scripts with
 * the most main-thread time; BENCH_REPORT_DIR keeps each Lighthouse report (JSON) there.
 *
 * Prints tables and the load average (timings depend on what else the machine runs). Asserts
 * nothing: the deterministic budget is tests/e2e/bundle-budget.e2e.ts.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium, devices, type Browser, type Page } from '@playwright/test'
import { IKOM_ID } from '@shared/shops/registry'
import { firstLoad, kb, readManifest } from '../e2e/support/first-load'

const ROOT = resolve(import.meta.dirname, '../..')
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
const LIGHTHOUSE_ONLY = Boolean(process.env.BENCH_LIGHTHOUSE_ONLY)
const LIGHTHOUSE_DETAILS = Boolean(process.env.BENCH_LIGHTHOUSE_DETAILS)
const REPORT_DIR = process.env.BENCH_REPORT_DIR
const PAGE_FILTER = process.env.BENCH_PAGES?.split(',').map((name) => name.trim())

type PageSpec = { name: string; path: string; routeFile: string; mainContent: string }
type Transfer = {
  jsBytes: number
  cssBytes: number
  criticalBytes: number
  criticalRequests: number
  allBytes: number
  allJsBytes: number
  visibleMs: number
}
type LighthouseFigures = { score: number; lcp: number; tbt: number; cls: number; si: number }

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolvePort(port))
    })
  })
}

/** The client into `outDir`, the server-rendering bundle beside it (`../server`), as `npm run build` does. */
function build(outDir: string) {
  console.log(`Building the production bundle into ${outDir}…`)
  const builds = [
    ['vite', 'build', '--outDir', outDir, '--logLevel', 'warn'],
    ['vite', 'build', '--ssr', 'src/client/entry-server.tsx', '--outDir', join(outDir, '..', 'server'), '--logLevel', 'warn'],
  ]
  for (const args of builds) {
    const result = spawnSync('npx', args, { cwd: ROOT, stdio: 'inherit' })
    if (result.status !== 0) throw new Error(`${args.join(' ')} failed`)
  }
}

async function startServer(clientDir: string, dataDir: string): Promise<{ baseUrl: string; server: ChildProcess }> {
  const port = await freePort()
  const authPort = await freePort()
  const server = spawn('npx', ['tsx', 'src/server/cli/start.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CLIENT_DIST_DIR: clientDir,
      AUTH_EMULATOR_PORT: String(authPort),
      FIREBASE_PROJECT_ID: 'demo-storefront',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  })
  const baseUrl = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}`)
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (healthy) return { baseUrl, server }
    await new Promise((wait) => setTimeout(wait, 500))
  }
  throw new Error('The server did not become healthy within 3 minutes')
}

function stopServer(server: ChildProcess) {
  if (server.pid === undefined || server.exitCode !== null) return
  // The server was started in its own process group (npx → tsx → node, and the auth emulator).
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {
    // already gone
  }
}

/** A listing of the demo Mercari mirror and an open Yahoo Auction lot, for their pages. */
async function marketPaths(baseUrl: string): Promise<{ listing: string; lot: string }> {
  const page = async (market: string) => {
    const response = await fetch(`${baseUrl}/catalog/v3/${market}?page=1`)
    const body = (await response.json()) as { items?: { item_ref: string; sale_status: string }[] }
    const item = body.items?.find((card) => card.sale_status === 'on_sale') ?? body.items?.[0]
    if (!item) throw new Error(`No seeded ${market} listing to open`)
    return item.item_ref
  }
  return { listing: `/other-market/mercari/${await page('mercari')}`, lot: `/other-market/yahoo-auction/${await page('yahoo-auction')}` }
}

async function detailPath(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/products?filter[suppliers.id]=${IKOM_ID}`)
  const body = (await response.json()) as { data: { id: number }[] }
  if (!body.data?.length) throw new Error('No seeded product to open')
  return `/products/ikom/${body.data[0].id}`
}

/** Main content visible: the first matching element is in the layout, measured in the page (ms since navigation start). */
async function timeToVisible(page: Page, selector: string): Promise<number> {
  const handle = await page.waitForFunction(
    (css) => {
      const element = document.querySelector(css)
      if (!element) return false
      const box = element.getBoundingClientRect()
      return box.width > 0 && box.height > 0 ? performance.now() : false
    },
    selector,
    { polling: 'raf', timeout: 30_000 },
  )
  return (await handle.jsonValue()) as number
}

const phone = () => ({ ...devices['Pixel 7'] })

/** A first visit with an empty cache: bytes on the wire per resource type, from the CDP network events. */
async function measureTransfer(browser: Browser, url: string, spec: PageSpec): Promise<Transfer> {
  const context = await browser.newContext({ ...phone(), serviceWorkers: 'block' })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  const types = new Map<string, string>()
  const finished: { type: string; bytes: number; at: number }[] = []
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type))
  cdp.on('Network.loadingFinished', (event) =>
    finished.push({ type: types.get(event.requestId) ?? 'Other', bytes: event.encodedDataLength, at: performance.now() }),
  )
  await page.goto(url, { waitUntil: 'commit' })
  const visibleMs = await timeToVisible(page, spec.mainContent)
  const visibleAt = performance.now()
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(1_000)
  await context.close()
  const sum = (items: typeof finished, type?: string) =>
    items.filter((item) => !type || item.type === type).reduce((total, item) => total + item.bytes, 0)
  const critical = finished.filter((item) => item.at <= visibleAt)
  return {
    jsBytes: sum(critical, 'Script'),
    cssBytes: sum(critical, 'Stylesheet'),
    criticalBytes: sum(critical),
    criticalRequests: critical.length,
    allBytes: sum(finished),
    allJsBytes: sum(finished, 'Script'),
    visibleMs,
  }
}

/** One online visit (the service worker installs and takes control), then the same page offline. */
async function measureOffline(browser: Browser, url: string, spec: PageSpec): Promise<number> {
  const context = await browser.newContext(phone())
  await context.addInitScript(() => sessionStorage.setItem('app-download-shown', '1'))
  const page = await context.newPage()
  await page.goto(url)
  await timeToVisible(page, spec.mainContent)
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (navigator.serviceWorker.controller) return
    await new Promise<void>((done) => navigator.serviceWorker.addEventListener('controllerchange', () => done(), { once: true }))
  })
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(1_000) // the query cache is persisted to IndexedDB with a short throttle
  await context.setOffline(true)
  const repeat = await context.newPage()
  await repeat.goto(url, { waitUntil: 'commit' })
  const visibleMs = await timeToVisible(repeat, spec.mainContent)
  await context.close()
  return visibleMs
}

type AuditDetails = { items?: Record<string, unknown>[] }

/** What the audits say about the LCP element and the main-thread work (BENCH_LIGHTHOUSE_DETAILS). */
function printDetails(url: string, lhr: { audits: Record<string, { details?: unknown; displayValue?: string }> }) {
  const items = (id: string) => ((lhr.audits[id]?.details as AuditDetails | undefined)?.items ?? []) as Record<string, unknown>[]
  const lines: string[] = [`  ${url}`]
  // Lighthouse 13: the LCP breakdown insight lists the phases (observed, unthrottled) and the element.
  const lcp = items('lcp-breakdown-insight') as {
    type?: string
    items?: { label?: string; duration?: number }[]
    nodeLabel?: string
    snippet?: string
  }[]
  const node = lcp.find((item) => item.type === 'node')
  lines.push(`    LCP element: ${node?.nodeLabel ?? '?'} ${node?.snippet ?? ''}`)
  const phases = lcp.find((item) => item.type === 'table')?.items ?? []
  if (phases.length)
    lines.push(`    LCP phases (observed): ${phases.map((phase) => `${phase.label} ${Math.round(phase.duration ?? 0)} ms`).join(', ')}`)
  const bootup = items('bootup-time')
    .slice(0, 6)
    .map((item) => `${String(item.url).replace(/^https?:\/\/[^/]+/, '')} ${Math.round(Number(item.total))} ms`)
  lines.push(`    bootup: ${bootup.join(', ')}`)
  const work = items('mainthread-work-breakdown')
    .slice(0, 5)
    .map((item) => `${String(item.groupLabel ?? item.group)} ${Math.round(Number(item.duration))} ms`)
  lines.push(`    main thread: ${work.join(', ')}`)
  const longTasks = items('long-tasks')
    .slice(0, 6)
    .map(
      (item) =>
        `${String(item.url).replace(/^https?:\/\/[^/]+/, '')} @${Math.round(Number(item.startTime))} ${Math.round(Number(item.duration))} ms`,
    )
  lines.push(`    long tasks: ${longTasks.join(', ')}`)
  const blocking = items('render-blocking-insight').map((item) => String(item.url).replace(/^https?:\/\/[^/]+/, ''))
  if (blocking.length) lines.push(`    render-blocking: ${blocking.join(', ')}`)
  console.log(lines.join('\n'))
}

let reportCount = 0

/** Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is run again, twice at most. */
async function runLighthouse(url: string, attempt = 1): Promise<LighthouseFigures> {
  try {
    return await lighthouseOnce(url)
  } catch (error) {
    if (attempt >= 3 || !String(error).includes('Lighthouse:')) throw error
    console.error(`${String(error)} (${url}); running it again`)
    return runLighthouse(url, attempt + 1)
  }
}

async function lighthouseOnce(url: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS })
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`)
    if (REPORT_DIR) {
      mkdirSync(REPORT_DIR, { recursive: true })
      writeFileSync(join(REPORT_DIR, `lighthouse-${++reportCount}.json`), JSON.stringify(lhr))
    }
    if (LIGHTHOUSE_DETAILS) printDetails(url, lhr)
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      si: audit('speed-index'),
    }
  } finally {
    chrome.kill()
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

function printTable(title: string, header: string[], rows: string[][]) {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column].length)))
  const format = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`
  console.log(`\n${title}\n${format(header)}\n|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`)
  for (const row of rows) console.log(format(row))
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'storefront-bench-web-'))
  const clientDir = join(work, 'client')
  let server: ChildProcess | undefined
  let browser: Browser | undefined
  try {
    build(clientDir)
    const started = await startServer(clientDir, join(work, 'data'))
    server = started.server
    const { baseUrl } = started
    const market = await marketPaths(baseUrl)
    const allPages: PageSpec[] = [
      { name: 'home /', path: '/', routeFile: 'src/client/routes/index.tsx', mainContent: '[data-testid="home-shop-block"]' },
      {
        name: 'list /products/ikom',
        path: '/products/ikom',
        routeFile: 'src/client/routes/products/$shopId/index.tsx',
        mainContent: '[data-testid="product-card"]',
      },
      {
        name: 'detail',
        path: await detailPath(baseUrl),
        routeFile: 'src/client/routes/products/$shopId/$id.tsx',
        mainContent: '[data-testid="product-detail"]',
      },
      // The second half (issue 25): a market's list with its filters, a listing, the cross-shop search, a Yahoo lot.
      {
        name: 'market-list /other-market/products/mercari',
        path: '/other-market/products/mercari',
        routeFile: 'src/client/routes/other-market/products/$shopId.tsx',
        mainContent: '[data-testid="market-card"]',
      },
      {
        name: 'market-detail',
        path: market.listing,
        routeFile: 'src/client/routes/other-market/$shopId/$id.tsx',
        mainContent: '[data-testid="market-detail"]',
      },
      {
        name: 'search /other-market/search?search=tai nghe',
        path: '/other-market/search?search=tai%20nghe',
        routeFile: 'src/client/routes/other-market/search.tsx',
        mainContent: '[data-testid="market-card"]',
      },
      {
        name: 'lot',
        path: market.lot,
        routeFile: 'src/client/routes/other-market/yahoo-auction/$link.tsx',
        mainContent: '[data-testid="market-detail"]',
      },
    ]
    allPages[2].name = `detail ${allPages[2].path}`
    allPages[4].name = `market-detail ${allPages[4].path}`
    allPages[6].name = `lot ${allPages[6].path}`
    const pages = allPages.filter((spec) => !PAGE_FILTER || PAGE_FILTER.includes(spec.name.split(' ')[0]))
    const manifest = readManifest(clientDir)
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')) })

    const transferRows: string[][] = []
    const offlineRows: string[][] = []
    for (const spec of LIGHTHOUSE_ONLY ? [] : pages) {
      const graph = firstLoad(clientDir, manifest, spec.routeFile)
      const transfer = await measureTransfer(browser, baseUrl + spec.path, spec)
      transferRows.push([
        spec.name,
        kb(graph.jsGzip),
        kb(transfer.jsBytes),
        kb(transfer.cssBytes),
        `${kb(transfer.criticalBytes)} / ${transfer.criticalRequests}`,
        kb(transfer.allJsBytes),
        kb(transfer.allBytes),
      ])
      const offlineMs = await measureOffline(browser, baseUrl + spec.path, spec)
      offlineRows.push([spec.name, `${offlineMs.toFixed(0)} ms`, load()])
    }
    printTable(
      'First visit, bytes as served (br/gzip); "critical path" = every request finished when the main content became visible',
      [
        'page',
        'module-graph JS (gzip)',
        'JS on critical path',
        'CSS on critical path',
        'critical path bytes / requests',
        'all JS after idle',
        'all bytes after idle',
      ],
      transferRows,
    )
    printTable(
      'Offline repeat visit (service worker, context offline): navigation start → main content visible',
      ['page', 'time', 'load average'],
      offlineRows,
    )
    await browser.close()
    browser = undefined

    const lighthouseRows: string[][] = []
    for (const spec of pages) {
      const runs: LighthouseFigures[] = []
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) runs.push(await runLighthouse(baseUrl + spec.path))
      const pick = (key: keyof LighthouseFigures) => median(runs.map((figures) => figures[key]))
      lighthouseRows.push([
        spec.name,
        String(pick('score')),
        `${(pick('lcp') / 1000).toFixed(2)} s`,
        `${pick('tbt').toFixed(0)} ms`,
        pick('cls').toFixed(3),
        `${(pick('si') / 1000).toFixed(2)} s`,
        runs.map((figures) => figures.score).join(','),
        load(),
      ])
    }
    printTable(
      `Lighthouse ${LIGHTHOUSE_RUNS}× mobile (simulated Slow 4G, 4× CPU), medians`,
      ['page', 'score', 'LCP', 'TBT', 'CLS', 'Speed Index', 'scores', 'load average'],
      lighthouseRows,
    )
    console.log(
      `\nBudgets: home first-load JS ≤ 150 kB, any route ≤ 200 kB; Lighthouse ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.05; offline ≤ 1 s.`,
    )
  } finally {
    await browser?.close()
    if (server) stopServer(server)
    await new Promise((wait) => setTimeout(wait, 1_000))
    rmSync(work, { recursive: true, force: true })
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
