import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import type { Result } from 'autocannon'
import pg from 'pg'
import { buildApp } from '@server/app'
import { buildIntegrations } from '@server/composition-root'
import { loadConfig } from '@server/config'
import { openDatabase, type DatabaseHandle } from '@server/db/client'
import type { App } from '@server/http/types'
import type { IdentityVerifier } from '@server/identity/verifier'
import { missingJobQueue } from '@server/jobs'
import { startPostgres, type PostgresServer } from '../../api/support/postgres-server'

/** What the catalogue benchmarks share: a database per driver, the app on 127.0.0.1, autocannon off the main thread, a table. */
export type Driver = 'pglite' | 'postgres'
export type CacheMode = 'on' | 'off'

const noIdentity: IdentityVerifier = {
  verify: async () => {
    throw new Error('no identity in this benchmark')
  },
  close: async () => {},
}

export async function openBenchDatabase(driver: Driver): Promise<{ handle: DatabaseHandle; cleanup: () => Promise<void> }> {
  if (driver === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'storefront-bench-pglite-'))
    const handle = await openDatabase({ dataDir: dir })
    return { handle, cleanup: async () => rmSync(dir, { recursive: true, force: true }) }
  }
  const server: PostgresServer = await startPostgres()
  const admin = new pg.Client({ connectionString: server.url() })
  await admin.connect()
  await admin.query('create database bench')
  await admin.end()
  const handle = await openDatabase({ databaseUrl: server.url('bench') })
  return { handle, cleanup: async () => server.stop() }
}

/** The app as `npm start` builds it (no identity, no job workers), listening on 127.0.0.1. */
export async function startBenchApp(handle: DatabaseHandle, cache: CacheMode): Promise<{ app: App; baseUrl: string }> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', DEMO_DATA: 'off', DATABASE_URL: '', CATALOG_RESPONSE_CACHE: cache })
  const app = await buildApp({
    config,
    integrations: await buildIntegrations(config, handle, { identity: noIdentity, jobs: missingJobQueue() }),
    logger: false,
  })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  return { app, baseUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` }
}

export async function timeOnce(app: App, path: string): Promise<number> {
  const started = performance.now()
  const response = await app.inject({ url: path })
  if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}: ${response.body.slice(0, 200)}`)
  return performance.now() - started
}

/** The load runs in a worker thread, so the server's event loop does not also carry the clients. */
const LOAD_WORKER = `
  const { parentPort, workerData } = require('node:worker_threads')
  const autocannon = require('autocannon')
  let next = 0
  const options = {
    url: workerData.baseUrl,
    connections: workerData.connections,
    duration: workerData.seconds,
    headers: workerData.headers,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: workerData.paths[next++ % workerData.paths.length] }) }],
  }
  // Off the main thread autocannon answers raw histograms; aggregate them as its main thread would.
  autocannon(options).then(
    (raw) => parentPort.postMessage({ benchResult: JSON.parse(JSON.stringify(autocannon.aggregateResult([raw], options))) }),
    (error) => parentPort.postMessage({ benchError: String(error) }),
  )
`

/** What a browser (and the app's service worker) sends with every request: it takes brotli or gzip. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' }

/** `connections` clients asking for `paths` in turn for `seconds` (with `headers`, none by default). */
export function load(
  baseUrl: string,
  paths: string[],
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<Result> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOAD_WORKER, { eval: true, workerData: { baseUrl, paths, connections, seconds, headers } })
    // autocannon posts messages of its own when it runs in a worker: wait for ours.
    worker.on('message', (message: { benchResult?: Result; benchError?: string }) => {
      if (!message.benchResult && !message.benchError) return
      void worker.terminate()
      if (message.benchResult) resolve(message.benchResult)
      else reject(new Error(message.benchError))
    })
    worker.once('error', reject)
  })
}

/** A Markdown table. */
export function printTable(header: string[], lines: string[][]) {
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)))
  const format = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`
  console.log(`\n${format(header)}\n|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`)
  for (const line of lines) console.log(format(line))
}

/** Stops the benchmark after a while, whatever it is doing. */
export function stopAfter(minutes: number) {
  const deadline = setTimeout(() => {
    console.error(`Benchmark stopped after ${minutes} minutes (BENCH_TIMEOUT_MINUTES).`)
    process.exit(2)
  }, minutes * 60_000)
  deadline.unref()
}

/** Runs a benchmark on each driver in turn (never side by side: they would share the machine), within the time limit. */
export async function benchEachDriver<T>(drivers: readonly Driver[], minutes: number, bench: (driver: Driver) => Promise<T>): Promise<T[]> {
  stopAfter(minutes)
  const results: T[] = []
  for (const driver of drivers) results.push(await bench(driver))
  return results
}
