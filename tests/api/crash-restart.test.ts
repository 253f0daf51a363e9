import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { IKOM_ID } from '@shared/shops/registry'
import { openDatabase } from '@server/db/client'
import { TEST_PROJECT_ID } from './support/global-setup'
import { retailOrderBody } from './support/retail-order-body'
import { spawnServer, type ServerProcess } from './support/server-process'
import { DRIVERS, openSeededDatabase, seededSnapshot, signUp, type Driver } from './support/test-app'

/**
 * kill -9 of the real server process while 20 orders are being created, then a restart on the
 * same data: every order is whole or absent, none twice, and the same idempotency keys answer
 * the same orders (the ones a crash cut off are created by their retry).
 */

const ORDERS = 20

type Request = { key: string; note: string; lines: { productId: number; quantity: number }[] }
type Answer = { status: number; orderId?: number } | { networkError: string }

async function api(server: ServerProcess, path: string, init: { token?: string; body?: object; key?: string } = {}) {
  const headers: Record<string, string> = { 'accept-language': 'en' }
  if (init.token) headers.authorization = `Bearer ${init.token}`
  if (init.key) headers['idempotency-key'] = init.key
  if (init.body) headers['content-type'] = 'application/json'
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: init.body ? 'POST' : 'GET',
    headers,
    body: init.body ? JSON.stringify(init.body) : undefined,
  })
  return { status: response.status, body: await response.json() }
}

function createOrder(server: ServerProcess, token: string, addressId: number, request: Request): Promise<Answer> {
  return api(server, '/catalog/ikom-order/create-retail-order', {
    token,
    key: request.key,
    body: retailOrderBody(addressId, request.lines, { note: request.note }),
  }).then(
    ({ status, body }) => ({ status, orderId: body.data?.id }),
    (error: Error) => ({ networkError: String(error.cause ?? error.message) }),
  )
}

type StoredOrder = {
  id: number
  note: string
  purchaseCost: number
  lines: { productId: number | null; quantity: number; balance: number }[]
}

/** The customer's orders as the API shows them, each with its lines. */
async function storedOrders(server: ServerProcess, token: string): Promise<StoredOrder[]> {
  const list = await api(server, '/api/orders?per_page=50', { token })
  expect(list.status).toBe(200)
  return Promise.all(
    (list.body.data as { id: number; note: string; purchase_cost: number }[]).map(async (order) => {
      const items = await api(server, `/api/order/items?filter[order_id]=${order.id}&per_page=50`, { token })
      const lines = (items.body.data as { product_id: number | null; quantity: number; balance: number }[]).map((item) => ({
        productId: item.product_id,
        quantity: item.quantity,
        balance: item.balance,
      }))
      return { id: order.id, note: order.note, purchaseCost: order.purchase_cost, lines }
    }),
  )
}

/** A seeded database for the server processes: a PostgreSQL database, or a PGlite data directory. */
async function seededServerEnvironment(driver: Driver) {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-crash-'))
  const common = {
    DATA_DIR: dataDir,
    FIREBASE_PROJECT_ID: TEST_PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: inject('emulatorHost'),
    CLIENT_DIST_DIR: join(dataDir, 'no-client'),
    DEMO_DATA: 'off',
    // One customer sends each order three times (first, after the restart, once more): the order budget is not under test.
    RATE_LIMIT_ORDERS: 'off',
  }
  if (driver === 'pglite') {
    await (await openDatabase({ dataDir: join(dataDir, 'pglite'), snapshot: seededSnapshot() })).close()
    return { env: { ...common, DATABASE_URL: '' }, remove: async () => rmSync(dataDir, { recursive: true, force: true }) }
  }
  const { handle, drop } = await openSeededDatabase('postgres')
  const connection = handle.connection as { connectionString: string }
  await handle.close()
  return {
    env: { ...common, DATABASE_URL: connection.connectionString },
    remove: async () => {
      await drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

for (const driver of DRIVERS) {
  describe(`kill -9 during order creation [${driver}]`, () => {
    let environment: Awaited<ReturnType<typeof seededServerEnvironment>>
    let server: ServerProcess | null = null

    beforeAll(async () => {
      environment = await seededServerEnvironment(driver)
    })
    afterAll(async () => {
      await server?.stop()
      await environment?.remove()
    })

    it('leaves no partial or duplicate order, and the same keys replay the same orders after the restart', async () => {
      server = await spawnServer(environment.env)
      const { token } = await signUp()
      const address = await api(server, '/api/addresses', {
        token,
        body: { consignee: 'Trần Thị Bình', tel: '0912345678', ward_id: '00001', address_detail: '8 Hàng Bài' },
      })
      expect(address.status).toBe(201)
      const addressId = address.body.data.id as number
      const listed = await api(server, `/api/products?filter[suppliers.id]=${IKOM_ID}&per_page=48`)
      const productIds = (listed.body.data as { id: number; sale_status: string }[])
        .filter((product) => product.sale_status === 'on_sale')
        .map((product) => product.id)
      expect(productIds.length).toBeGreaterThan(2)
      // Two lines each: an order with one line, or none, would be a partial one.
      const requests: Request[] = Array.from({ length: ORDERS }, (_, i) => ({
        key: randomUUID(),
        note: `crash-${i}`,
        lines: [
          { productId: productIds[i % productIds.length], quantity: 1 + (i % 3) },
          { productId: productIds[(i + 1) % productIds.length], quantity: 1 },
        ],
      }))

      const running = server
      const outcomes = requests.map((request) => createOrder(running, token, addressId, request))
      // The crash comes as soon as the first order is answered: the others are mid-way.
      await Promise.any(outcomes.map((outcome) => outcome.then((answer) => ('status' in answer ? answer : Promise.reject()))))
      await running.crash()
      const beforeCrash = await Promise.all(outcomes)
      const interrupted = beforeCrash.filter((answer) => 'networkError' in answer)
      expect(interrupted.length, 'the crash cut off some creations').toBeGreaterThan(0)
      for (const answer of beforeCrash) if ('status' in answer) expect(answer.status).toBe(201)

      server = await spawnServer(environment.env)
      const restarted = server

      // Whole or absent, never twice: each order has both its lines, and its total is theirs.
      const survivors = await storedOrders(restarted, token)
      const notes = survivors.map((order) => order.note)
      expect(new Set(notes).size, 'no request made two orders').toBe(notes.length)
      expect(survivors.length).toBeGreaterThanOrEqual(ORDERS - interrupted.length)
      for (const order of survivors) {
        const request = requests.find((candidate) => candidate.note === order.note)!
        expect(order.lines.map(({ productId, quantity }) => ({ productId, quantity }))).toEqual(expect.arrayContaining(request.lines))
        expect(order.lines).toHaveLength(2)
        expect(order.purchaseCost).toBe(order.lines.reduce((sum, line) => sum + line.balance, 0))
      }

      // Each key again: its order if it was made (200, the same id as answered before the crash), else a new one (201).
      const replays = await Promise.all(requests.map((request) => createOrder(restarted, token, addressId, request)))
      requests.forEach((request, i) => {
        const replay = replays[i] as { status: number; orderId: number }
        const survivor = survivors.find((order) => order.note === request.note)
        expect(replay.status, request.note).toBe(survivor ? 200 : 201)
        if (survivor) expect(replay.orderId).toBe(survivor.id)
        const answered = beforeCrash[i]
        if ('status' in answered) expect(replay.orderId).toBe(answered.orderId)
      })
      const after = await storedOrders(restarted, token)
      expect(after.map((order) => order.note).sort()).toEqual(requests.map((request) => request.note).sort())
      expect(after.every((order) => order.lines.length === 2)).toBe(true)

      // And once more: every key now answers its order, nothing new is created.
      const again = await Promise.all(requests.map((request) => createOrder(restarted, token, addressId, request)))
      expect(again.map((answer) => ('status' in answer ? [answer.status, answer.orderId] : answer))).toEqual(
        replays.map((answer) => [200, (answer as { orderId: number }).orderId]),
      )
    }, 60_000)
  })
}
