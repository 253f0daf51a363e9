/**
 * Server renders (issue 25): the real server process as `npm run serve` runs it (PGlite, demo data, the
 * built PWA and its server-rendering bundle, its own Auth emulator), RENDERS_TOTAL page requests (default
 * 10,000) over the pages customers open — home, a shop's list, product pages, a market's list, listings,
 * the cross-shop search, Yahoo lots — in vi, en and ja, RENDERS_CONNECTIONS at a time (default 10).
 * Prints, per tenth of the run, pages/s, p50/p99 and the server's RSS, then a summary. Asserts nothing.
 *
 *   npm run bench:renders                       (builds first)
 *   RENDERS_TOTAL=2000 npx tsx tests/bench/renders.ts   (after npm run build)
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { IKOM_ID } from '@shared/shops/registry'
import { freePort } from '../api/support/free-port'
import { spawnServer } from '../api/support/server-process'
import { percentile, rssMiB } from './support/measures'

const TOTAL = Number(process.env.RENDERS_TOTAL ?? 10_000)
const CONNECTIONS = Number(process.env.RENDERS_CONNECTIONS ?? 10)
const LANGUAGES = ['vi', 'en', 'ja']

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return (await response.json()) as T
}

/** The pages to render: fixed ones, then a spread of products, listings and lots of the demo data. */
async function pagesOf(baseUrl: string): Promise<string[]> {
  const products = (
    await Promise.all(
      [1, 2, 3].map((page) => json<{ data: { id: number }[] }>(`${baseUrl}/api/products?filter[suppliers.id]=${IKOM_ID}&page=${page}`)),
    )
  ).flatMap((answer) => answer.data)
  const cards = async (market: string) =>
    (await json<{ items: { item_ref: string }[] }>(`${baseUrl}/catalog/v3/${market}?page=1`)).items.map((card) => card.item_ref)
  return [
    '/',
    '/products/ikom',
    '/other-market/products/mercari',
    '/other-market/search?search=tai%20nghe',
    ...products.map((product) => `/products/ikom/${product.id}`),
    ...(await cards('mercari')).map((ref) => `/other-market/mercari/${ref}`),
    ...(await cards('yahoo-auction')).map((ref) => `/other-market/yahoo-auction/${ref}`),
  ]
}

type Window = { done: number; latencies: number[]; started: number; errors: number }

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-renders-'))
  const server = await spawnServer(
    {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      CLIENT_DIST_DIR: 'dist/client',
      FIREBASE_PROJECT_ID: 'demo-renders',
      AUTH_EMULATOR_PORT: String(await freePort()),
      LOG_LEVEL: 'warn',
    },
    { readyTimeoutMs: 300_000, stderrPrefix: '[server] ', entry: 'built' },
  )
  try {
    const pages = await pagesOf(server.baseUrl)
    const rssBefore = rssMiB(server.pid)
    console.log(
      `${TOTAL} renders of ${pages.length} pages × ${LANGUAGES.length} languages, ${CONNECTIONS} at a time; load ${loadavg()
        .map((v) => v.toFixed(2))
        .join(' ')}`,
    )
    console.log(`\n| renders | pages/s | p50 ms | p99 ms | errors | server RSS MiB |\n|---|---|---|---|---|---|`)
    const windowSize = Math.max(1, Math.round(TOTAL / 10))
    let window: Window = { done: 0, latencies: [], started: performance.now(), errors: 0 }
    let next = 0
    let rssMax = rssBefore
    const started = performance.now()
    const all: number[] = []
    let errors = 0
    const closeWindow = (rendered: number) => {
      const rss = rssMiB(server.pid)
      rssMax = Math.max(rssMax, rss)
      const sorted = [...window.latencies].sort((a, b) => a - b)
      const seconds = (performance.now() - window.started) / 1000
      console.log(
        `| ${rendered} | ${(window.done / seconds).toFixed(0)} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 99).toFixed(0)} | ${window.errors} | ${rss.toFixed(0)} |`,
      )
      window = { done: 0, latencies: [], started: performance.now(), errors: 0 }
    }
    const worker = async () => {
      while (next < TOTAL) {
        const index = next++
        const path = pages[index % pages.length]
        const language = LANGUAGES[Math.floor(index / pages.length) % LANGUAGES.length]
        const sent = performance.now()
        const response = await fetch(server.baseUrl + path, { headers: { 'accept-language': language, accept: 'text/html' } }).catch(
          () => null,
        )
        if (response) await response.arrayBuffer()
        const latency = performance.now() - sent
        if (!response?.ok) {
          window.errors += 1
          errors += 1
        }
        window.latencies.push(latency)
        all.push(latency)
        window.done += 1
        if ((index + 1) % windowSize === 0) closeWindow(index + 1)
      }
    }
    await Promise.all(Array.from({ length: CONNECTIONS }, worker))
    const sorted = all.sort((a, b) => a - b)
    const seconds = (performance.now() - started) / 1000
    console.log(
      `\n${TOTAL} renders in ${seconds.toFixed(0)} s (${(TOTAL / seconds).toFixed(0)}/s), p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms, ${errors} errors; server RSS ${rssBefore.toFixed(0)} MiB before, ${rssMax.toFixed(0)} MiB at most, ${rssMiB(server.pid).toFixed(0)} MiB after; load ${loadavg()
        .map((v) => v.toFixed(2))
        .join(' ')}`,
    )
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
