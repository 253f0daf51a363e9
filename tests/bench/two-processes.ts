/**
 * Two server processes on one PostgreSQL (the way the shop grows past one machine): how long after a
 * catalogue write its change shows in the other process's cached catalogue reads. Each process keeps
 * its own response cache; a write clears the writer's at once and tells the others through
 * PostgreSQL LISTEN/NOTIFY (src/server/db/notifications.ts, src/server/modules/catalog/cache.ts).
 * Prints a table. Asserts nothing.
 *
 *   npm run bench:two-processes
 *   TWO_PROCESSES_WRITES=200 npm run bench:two-processes
 *
 * Per write: the other process's answer is read first (so it is cached there), the write is made, and
 * from the moment the write is answered the other process is asked again every POLL_MS until it shows
 * the change. Writes: a review posted through process A (each by a new customer, from an address of
 * its own, as customers are), read back through process B's product page; and a price change written
 * by a third process on the database and announced the way any catalogue write is (markCatalogChanged:
 * there is no staff price route yet), read back through both A and B.
 *
 * Then one rate-limit budget across both: one customer asks A and B in turn for translations (the
 * budget RATE_LIMIT_TRANSLATE, set here to 60 an hour); the two processes together serve the budget once.
 */
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import pg from 'pg'
import { IKOM_ID } from '@shared/shops/registry'
import { openDatabase } from '@server/db/client'
import { startAuthEmulator } from '@server/identity/emulator'
import { markCatalogChanged, products, shareCatalogChanges } from '@server/modules/catalog'
import { freePortRange } from '../api/support/free-port'
import { startPostgres } from '../api/support/postgres-server'
import { spawnServer, type ServerProcess } from '../api/support/server-process'

const WRITES = Number(process.env.TWO_PROCESSES_WRITES ?? 100)
const POLL_MS = 2
/** A change not seen after this long counts as never seen (the cache's own refresh comes after 60 s). */
const GIVE_UP_MS = 10_000
const PROJECT_ID = 'demo-two-processes'
const TRANSLATE_BUDGET = 60

type Product = { id: number; price: number; reviews_count: number; sale_status: string }

async function get<T>(server: ServerProcess, path: string): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}`)
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
  return ((await response.json()) as { data: T }).data
}

const productOn = (server: ServerProcess, id: number) => get<Product>(server, `/api/products/${id}?include=reviewsCount`)

/** Milliseconds from now until `seen` holds for what the server answers (Infinity after GIVE_UP_MS). */
async function delayUntil(server: ServerProcess, id: number, seen: (product: Product) => boolean): Promise<number> {
  const from = performance.now()
  while (performance.now() - from < GIVE_UP_MS) {
    if (seen(await productOn(server, id))) return performance.now() - from
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
  return Number.POSITIVE_INFINITY
}

async function signUp(emulatorHost: string): Promise<string> {
  const response = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `two-${randomUUID().slice(0, 8)}@example.com`, password: 'two-pass-1', returnSecureToken: true }),
  })
  return ((await response.json()) as { idToken: string }).idToken
}

async function postReview(server: ServerProcess, token: string, productId: number, customer: number) {
  const response = await fetch(`${server.baseUrl}/api/product-reviews`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'x-forwarded-for': `10.20.${customer >> 8}.${customer & 255}`,
    },
    body: JSON.stringify({ product_id: productId, star: 1 + (customer % 5), comment: `Đánh giá số ${customer}` }),
  })
  if (response.status !== 201) throw new Error(`the review answered ${response.status}: ${await response.text()}`)
}

/** One customer, A and B in turn: how many translations the two processes served together. */
async function spendAcross(servers: ServerProcess[], token: string, requests: number) {
  const answers: number[] = []
  for (let i = 0; i < requests; i++) {
    const response = await fetch(`${servers[i % servers.length].baseUrl}/api/translate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'とても良い', target: 'vi' }),
    })
    answers.push(response.status)
  }
  return { served: answers.filter((status) => status === 200).length, refused: answers.filter((status) => status === 429).length }
}

function percentile(values: number[], q: number) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
}

function row(label: string, delays: number[]) {
  const fmt = (ms: number) => (Number.isFinite(ms) ? ms.toFixed(1) : 'never')
  const late = delays.filter((delay) => delay > 1000).length
  return `| ${label} | ${delays.length} | ${fmt(percentile(delays, 0.5))} | ${fmt(percentile(delays, 0.9))} | ${fmt(percentile(delays, 0.99))} | ${fmt(Math.max(...delays))} | ${late} |`
}

async function main() {
  console.log(`Two server processes on one PostgreSQL: ${WRITES} writes of each kind`)
  const emulator = await startAuthEmulator({ projectId: PROJECT_ID, port: await freePortRange(3) })
  const postgres = await startPostgres()
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-two-'))
  const servers: ServerProcess[] = []
  try {
    const admin = new pg.Client({ connectionString: postgres.url() })
    await admin.connect()
    await admin.query('create database shop')
    await admin.end()
    const env = {
      DATABASE_URL: postgres.url('shop'),
      DATA_DIR: dataDir,
      FIREBASE_PROJECT_ID: PROJECT_ID,
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      CLIENT_DIST_DIR: join(dataDir, 'no-client'),
      RATE_LIMIT_TRANSLATE: `${TRANSLATE_BUDGET}/1h`,
    }
    // One after the other: the first migrates and seeds the database.
    const a = await spawnServer(env, { stderrPrefix: '[A] ' })
    servers.push(a)
    const b = await spawnServer(env, { stderrPrefix: '[B] ' })
    servers.push(b)
    const listed = await get<Product[]>(a, `/api/products?filter[suppliers.id]=${IKOM_ID}&per_page=48`)
    const productIds = listed.filter((product) => product.sale_status === 'on_sale').map((product) => product.id)

    const reviewDelays: number[] = []
    for (let i = 0; i < WRITES; i++) {
      const id = productIds[i % productIds.length]
      const token = await signUp(emulator.host)
      const before = (await productOn(b, id)).reviews_count
      await postReview(a, token, id, i)
      reviewDelays.push(await delayUntil(b, id, (product) => product.reviews_count > before))
    }

    // A third process writing to the catalogue, e.g. a staff tool.
    const tool = await openDatabase({ databaseUrl: env.DATABASE_URL })
    shareCatalogChanges(tool)
    const priceDelays: number[] = []
    for (let i = 0; i < WRITES; i++) {
      const id = productIds[i % productIds.length]
      const before = (await productOn(b, id)).price
      await productOn(a, id)
      const price = before + 100
      await tool.db.update(products).set({ price }).where(eq(products.id, id))
      markCatalogChanged(tool.db)
      const [onA, onB] = await Promise.all([a, b].map((server) => delayUntil(server, id, (product) => product.price === price)))
      priceDelays.push(Math.max(onA, onB))
    }
    await tool.close()

    console.log(
      `\n| write | writes | p50 ms | p90 ms | p99 ms | max ms | over 1 s |\n|---|---|---|---|---|---|---|\n${[
        row('review through A, read through B', reviewDelays),
        row('price change by a third process, read through A and B', priceDelays),
      ].join('\n')}\n`,
    )
    console.log('Delay: from the write being answered to the first read of the other process showing it (polled every 2 ms).')

    const spent = await spendAcross([a, b], await signUp(emulator.host), TRANSLATE_BUDGET * 2)
    console.log(
      `\n| budget | allowed per window | sent (A, B in turn) | served | refused (429) |\n|---|---|---|---|---|\n| translate, one customer | ${TRANSLATE_BUDGET} / 1 h | ${TRANSLATE_BUDGET * 2} | ${spent.served} | ${spent.refused} |\n`,
    )
    console.log('Counters in PostgreSQL (rate-limit-store.ts): the two processes spend one budget, not one each.')
  } finally {
    for (const server of servers) await server.stop()
    postgres.stop()
    await emulator.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
