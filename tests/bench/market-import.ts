/**
 * `npm run bench:market-import`: what a 20 MB market import from the console costs the rest of the shop.
 * On each driver: a read mix (own list, market list, market detail; response cache off) alone, then the
 * same mix while the console's import job checks and writes a ~20 MB JSON-lines file. Prints the reads'
 * latency both ways and how long the import took (upload answered → done).
 */
import { buildApp } from '@server/app'
import { buildIntegrations, closeIntegrations } from '@server/composition-root'
import { loadConfig } from '@server/config'
import type { DatabaseHandle } from '@server/db/client'
import { migrateDatabase } from '@server/db/migrate'
import type { IdentityVerifier } from '@server/identity/verifier'
import { seedDatabase } from '@server/seed/seed-database'
import { benchEachDriver, type Driver, load, openBenchDatabase, printTable } from './support/load'

const DRIVERS = (process.env.BENCH_DRIVERS ?? 'postgres,pglite').split(',') as Driver[]
const FILE_MB = Number(process.env.BENCH_IMPORT_MB ?? 19.5)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)
const BASELINE_SECONDS = Number(process.env.BENCH_SECONDS ?? 15)
const TIMEOUT_MINUTES = Number(process.env.BENCH_TIMEOUT_MINUTES ?? 30)

/** Bearer "staff" is the owner: no identity provider in a benchmark. */
const staffIdentity: IdentityVerifier = {
  verify: async (token) => ({ uid: token, email: `${token}@bench.test`, name: token, staff: true, staffRoles: ['owner'] }),
  close: async () => {},
}
const STAFF = { authorization: 'Bearer staff' }

/** Mercari listings of about 1 KB a line (names and descriptions in three languages) up to `megabytes`. */
function importFile(megabytes: number, run: number): string {
  const lines: string[] = []
  let bytes = 0
  for (let index = 0; bytes < megabytes * 1024 * 1024; index++) {
    const code = `m6${run}${String(index).padStart(9, '0')}`
    const line = JSON.stringify({
      kind: 'listing',
      shop: 'mercari',
      item_code: code,
      category_id: '1003',
      name: { ja: `ポーター タンカー ${index}`, vi: `Túi Porter Tanker ${index}`, en: `Porter Tanker bag ${index}` },
      price: 1000 + (index % 50_000),
      images: [`https://static.example/${code}.jpg`],
      description: {
        ja: 'ほぼ新品。'.repeat(40),
        vi: 'Gần như mới, dùng vài lần. '.repeat(8),
        en: 'Almost new, used a few times. '.repeat(8),
      },
      condition: 'like_new',
      shipping_payer: 'seller',
    })
    lines.push(line)
    bytes += Buffer.byteLength(line) + 1
  }
  return lines.join('\n')
}

type ImportState = { id: number; status: string; lines: number; written: number }

async function waitForImport(baseUrl: string, id: number): Promise<ImportState> {
  for (;;) {
    const state = (await (await fetch(`${baseUrl}/api/admin/market-imports/${id}`, { headers: STAFF })).json()).data as ImportState
    if (state.status !== 'checking' && state.status !== 'writing') return state
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** Uploads the file as the console does; answers when the job is done, with its seconds from the upload. */
async function runImport(baseUrl: string, body: string) {
  const started = performance.now()
  const response = await fetch(`${baseUrl}/api/admin/market-import`, {
    method: 'POST',
    headers: { ...STAFF, 'content-type': 'application/x-ndjson' },
    body,
  })
  if (response.status !== 202) throw new Error(`the upload answered ${response.status}: ${(await response.text()).slice(0, 300)}`)
  const answeredMs = performance.now() - started
  const state = await waitForImport(baseUrl, (await response.json()).data.id)
  if (state.status !== 'done') throw new Error(`the import ended ${state.status}`)
  return { answeredMs, seconds: (performance.now() - started) / 1000, lines: state.lines }
}

async function readPaths(handle: DatabaseHandle, baseUrl: string): Promise<string[]> {
  const market = (await (await fetch(`${baseUrl}/catalog/v3/mercari?page=1`)).json()) as { items: { item_ref: string }[] }
  const details = market.items.slice(0, 5).map((item) => `/catalog/v3/mercari/detail?id=${item.item_ref}`)
  void handle
  return ['/api/products?page=1', '/catalog/v3/mercari?page=1', '/catalog/v3/mercari?page=2&sort=price_desc', ...details]
}

const ms = (value: number) => value.toFixed(0)

async function benchDriver(driver: Driver) {
  const { handle, cleanup } = await openBenchDatabase(driver)
  try {
    await migrateDatabase(handle)
    await seedDatabase(handle.db)
    const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', DEMO_DATA: 'off', DATABASE_URL: '', CATALOG_RESPONSE_CACHE: 'off' })
    const integrations = await buildIntegrations(
      config,
      handle,
      { identity: staffIdentity },
      { runWorkers: true, pollingIntervalSeconds: 0.5 },
    )
    const app = await buildApp({ config, integrations, logger: false })
    const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 })
    try {
      const paths = await readPaths(handle, baseUrl)
      const alone = await load(baseUrl, paths, CONNECTIONS, BASELINE_SECONDS)
      // The import alone first, to know how long to read beside the second one.
      const first = await runImport(baseUrl, importFile(FILE_MB, 1))
      const second = importFile(FILE_MB, 2)
      const [during, imported] = await Promise.all([
        load(baseUrl, paths, CONNECTIONS, Math.ceil(first.seconds)),
        runImport(baseUrl, second),
      ])
      return { driver, alone, during, first, imported, megabytes: (Buffer.byteLength(second) / 1024 / 1024).toFixed(1) }
    } finally {
      await app.close()
      await closeIntegrations(integrations)
    }
  } finally {
    await cleanup()
  }
}

const results = await benchEachDriver(DRIVERS, TIMEOUT_MINUTES, benchDriver)
console.log(
  `\nReads (own list, market lists, market details; no response cache) from ${CONNECTIONS} connections, alone and during a console import.`,
)
printTable(
  ['driver', 'reads', 'reads/s', 'p50 ms', 'p99 ms', 'max ms', 'errors'],
  results.flatMap(({ driver, alone, during, megabytes }) =>
    [
      ['alone', alone],
      [`during a ${megabytes} MB import`, during],
    ].map(([label, result]) => {
      const r = result as typeof alone
      return [
        driver,
        String(label),
        (r.requests.total / r.duration).toFixed(0),
        ms(r.latency.p50),
        ms(r.latency.p99),
        ms(r.latency.max),
        String(r.errors + r.non2xx),
      ]
    }),
  ),
)
printTable(
  ['driver', 'file', 'lines', 'upload answered in', 'import alone', 'import under the read load'],
  results.map(({ driver, megabytes, first, imported }) => [
    driver,
    `${megabytes} MB`,
    String(imported.lines),
    `${ms(imported.answeredMs)} ms`,
    `${first.seconds.toFixed(1)} s`,
    `${imported.seconds.toFixed(1)} s`,
  ]),
)
console.log(
  `load average: ${(await import('node:os'))
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
)
process.exit(0)
