import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { encodeInvitationCode } from '@shared/account/invitation-code'
import { AWOND_ID, IKOM_ID, SHOPS } from '@shared/shops/registry'
import { type FuzzRequest, type KnownRows, requestsFor } from './support/fuzz-requests'
import { orderBody, type Prober, prober, supportUploadForm } from './support/ownership-world'
import { routeKey } from './support/route-scopes'
import { createOrder, productsOf } from './support/shop-fixtures'
import { describeEachDriverUnlimited, type TestContext } from './support/test-app'

/**
 * Property-based fuzzing of every route of the route table, signed in as a customer and signed
 * out, with requests generated from each route's schemas plus hostile values
 * (support/fuzz-requests.ts). Every answer is below 500, no hostile value reaches the database,
 * every refusal is the API's error shape, and nothing rejects unhandled. Rate limits are off, so every
 * request is answered by its route, never by a 429 once a budget is spent.
 * FUZZ_RUNS sets the number of requests per driver (default 10,000), FUZZ_SEED (and FUZZ_PATH)
 * replay a run, FUZZ_REPORT=1 prints the answers per route and caller and the time per route.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000)
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31)
/** With FUZZ_SEED, the path a failure printed replays exactly that case (and its shrinking). */
const PATH = process.env.FUZZ_PATH

type Caller = { name: 'customer' | 'visitor'; headers: Record<string, string>; userId: number | null }
type Case = { route: string; caller: Caller['name']; request: FuzzRequest }

const shown = (text: string | Buffer | undefined, max = 300) => {
  const value = typeof text === 'string' ? text : (text?.toString('latin1') ?? '')
  return value.length > max ? `${value.slice(0, max)}… (${value.length} chars)` : value
}

/** A case as a failure shows it: without the caller's token, long texts cut. */
function describeCase({ caller, request }: Case): string {
  const { authorization, ...headers } = request.headers
  const token =
    authorization === undefined ? '' : authorization.startsWith('Bearer ey') ? ' (signed in)' : ` authorization ${shown(authorization)}`
  return `${caller}${token} ${request.method} ${shown(request.url)} headers ${JSON.stringify(headers)} body ${shown(request.payload)}`
}

/** Counts per key (status per route and caller, requests per route, all statuses), and time per route. */
function createTally() {
  const counts = { answers: new Map<string, number>(), routes: new Map<string, number>(), statuses: new Map<string, number>() }
  const milliseconds = new Map<string, number>()
  const bump = (map: Map<string, number>, key: string, by = 1) => map.set(key, (map.get(key) ?? 0) + by)
  const listed = (map: Map<string, number>) => [...map].map(([key, times]) => `${key}: ${times}`)
  return {
    add({ route, caller }: Case, status: number, spent: number) {
      bump(counts.answers, `${route} ${caller} → ${status}`)
      bump(counts.routes, route)
      bump(counts.statuses, String(status))
      bump(milliseconds, route, spent)
    },
    sentTo: (route: string) => counts.routes.get(route) ?? 0,
    total: () => [...counts.routes.values()].reduce((sum, times) => sum + times, 0),
    statuses: () => listed(new Map([...counts.statuses].sort())).join(', '),
    report: () => [
      ...listed(new Map([...counts.answers].sort())),
      ...[...milliseconds].sort(([, a], [, b]) => b - a).map(([route, spent]) => `${route}: ${Math.round(spent)} ms`),
    ],
  }
}

/** What is wrong with an answer, or null: a 5xx, a value only the database refused, a refusal not in the API's error shape. */
function problemOf(method: string, status: number, body: string): string | null {
  if (status >= 500) return `answered ${status}`
  if (status < 400 || method === 'HEAD') return null
  let error: { message?: unknown; code?: unknown }
  try {
    error = JSON.parse(body)
  } catch {
    return `refused (${status}) without a JSON error body`
  }
  if (typeof error.message !== 'string' || error.message === '' || typeof error.code !== 'string')
    return `refused (${status}) without a message and code`
  if (error.code === 'invalidValue') return 'a hostile value reached the database (code invalidValue)'
  return null
}

/** Rows of the customer's and of the catalogue, so that generated ids and item references also hit real rows. */
async function knownRows(context: TestContext): Promise<{ known: KnownRows; customer: Caller }> {
  const { app } = context
  const b = await prober(context)
  const products = [...(await productsOf(context, IKOM_ID, 3)), ...(await productsOf(context, AWOND_ID, 2))]
  const ticket = await app.inject({
    method: 'POST',
    url: '/api/supports',
    headers: b.headers,
    payload: { message: 'fuzz' },
  })
  const form = supportUploadForm(ticket.json().data.id)
  await app.inject({ method: 'POST', url: '/api/support-contents', headers: { ...b.headers, ...form.headers }, payload: form.payload })
  const order = await createOrder(context, b, orderBody(b.addressId, products[0].id))
  const wallets = (await app.inject({ url: '/api/wallet/users', headers: b.headers })).json().data as { id: number }[]
  const inviter = await prober(context)
  const productIds = products.map((product) => product.id)
  const ownIds = [b.id, b.addressId, ticket.json().data.id, order.json().data.id, ...wallets.map((wallet) => wallet.id)]
  const byName = {
    id: [...ownIds, ...productIds],
    userId: [b.id],
    customer_id: [b.id],
    address_id: [b.addressId],
    support_id: [ticket.json().data.id],
    order_id: [order.json().data.id],
    'receipts.receiptable_id': [String(order.json().data.id)],
    wallet_id: wallets.map((wallet) => wallet.id),
    product_id: productIds,
    shop_id: SHOPS.map((shop) => shop.id),
    'suppliers.id': SHOPS.map((shop) => shop.id),
    item_ref: [...productIds.map(String), 'store-1:item-2', 'm84126530331', 'B0CHX1W1XY', 'x1123456789'],
    up_to_id: [0, 1, 1_000],
    star: [1, 3, 5],
    currency_id: ['VND', 'JPY'],
    tel: ['0912345678', '+84 912 345 678'],
    sender_tel: ['0912345678'],
    consignee: ['Trần Thị Bình'],
    ward_id: ['00001'],
    address_detail: ['8 Hàng Bài'],
    url: [
      ...productIds.map((id) => `http://localhost/products/ikom/${id}`),
      'https://jp.mercari.com/item/m84126530331',
      'https://www.amazon.co.jp/dp/B0CHX1W1XY',
      'https://item.rakuten.co.jp/kenkocom/e497325/',
      'https://page.auctions.yahoo.co.jp/jp/auction/x1123456789',
      'https://netmall.hardoff.co.jp/product/4567890/',
    ],
    code: [encodeInvitationCode(inviter.id)],
    device_id: ['browser-7f3a9c21'],
    comment: ['Hàng chuẩn, giao nhanh.'],
    description: ['Đơn hàng chưa tới'],
    file: [`${productIds[0]}.svg`, 'ikom.svg', 'awond.svg', 'banner-1.svg'],
    shop: SHOPS.map((shop) => shop.path),
    // The same few keys in the header and the body, so that they sometimes agree (and orders replay).
    'idempotency-key': ['fuzz-key-0001', 'fuzz-key-0002'],
    idempotency_key: ['fuzz-key-0001', 'fuzz-key-0002'],
  }
  return {
    known: {
      byName,
      ids: [...ownIds, ...productIds, IKOM_ID, AWOND_ID, ...Array.from({ length: 10 }, (_, index) => index + 1)],
      bodies: bodiesThatGoThrough(b, productIds, byName.code[0]),
    },
    customer: { name: 'customer', headers: b.headers, userId: b.id },
  }
}

/** Bodies each write route's handler carries out in full (the generators break them in one place, too). */
function bodiesThatGoThrough(b: Prober, [ikom, ikomOther, , awond]: number[], invitationCode: string): Record<string, unknown[]> {
  const address = { consignee: 'Trần Thị Bình', tel: '0912345678', ward_id: '00001', address_detail: '8 Hàng Bài', default: false }
  const line = { shop_id: IKOM_ID, item_ref: String(ikom) }
  const orders = [
    orderBody(b.addressId, ikom),
    {
      order_info: {
        shipment_info: { address_id: b.addressId, note: 'Gọi trước' },
        shipment_method_id: 'sea',
        service_fee_currency_id: 'VND',
      },
      items: [
        { quantity: 9999, product: line },
        { quantity: 2, product: { id: ikomOther } },
      ],
      buyer_info: { name: 'Bình', url: '', username: 'binh', id: 7, quantity: 1 },
    },
    orderBody(b.addressId, awond),
  ]
  return {
    'POST /catalog/ikom-order/create-retail-order': orders,
    'POST /catalog/ikom-order/create-retail-order-v2': orders,
    'POST /api/addresses': [address, { ...address, default: true, note: null }],
    'PUT /api/addresses/:id': [address, { ...address, default: true }],
    'PUT /catalog/cart/:userId': [
      { ...line, quantity: 3 },
      { product_id: ikomOther, quantity: 9999 },
      { ...line, remove: true },
    ],
    'POST /catalog/cart/clear-cart/:userId': [{ items: [line] }, { product_ids: [ikom, ikomOther, awond] }],
    'POST /api/product-reviews': [{ product_id: ikom, star: 2, comment: 'Tạm được' }],
    'POST /api/supports': [{ message: 'Đơn hàng chưa tới' }],
    'POST /api/invitations': [{ code: invitationCode, device_id: 'browser-7f3a9c21' }],
    'POST /api/order/notifications/read': [{ up_to_id: 1 }],
    'POST /api/translate': [{ text: 'こんにちは', target: 'vi' }],
    'POST /catalog/common/get-product-info-by-url': [{ url: `http://localhost/products/ikom/${ikom}` }],
  }
}

describeEachDriverUnlimited('fuzz', (context) => {
  let uploadDir = ''

  beforeAll(() => {
    uploadDir = mkdtempSync(join(tmpdir(), 'storefront-fuzz-'))
    Object.assign(context().app.config, { UPLOAD_DIR: uploadDir })
  })

  afterAll(() => rmSync(uploadDir, { recursive: true, force: true }))

  it(`answers ${RUNS} generated requests over every route, signed in and out, below 500 and in the error shape`, {
    timeout: 600_000,
  }, async () => {
    const { app, driver } = context()
    const routes = app.registeredRoutes
    const { known, customer } = await knownRows(context())
    const callers: Caller[] = [customer, { name: 'visitor', headers: {}, userId: null }]
    const cases: fc.Arbitrary<Case> = fc.oneof(
      ...routes.flatMap((route) =>
        callers.map((caller) => ({
          weight: caller.name === 'customer' ? 2 : 1,
          arbitrary: requestsFor(route, known, caller).map((request) => {
            const generated: Case = { route: routeKey(route), caller: caller.name, request }
            return Object.assign(generated, { [fc.toStringMethod]: () => describeCase(generated) })
          }),
        })),
      ),
    )

    const unhandled: unknown[] = []
    const remember = (reason: unknown) => unhandled.push(reason)
    process.on('unhandledRejection', remember)
    const tally = createTally()
    const started = performance.now()
    const property = fc.asyncProperty(cases, async (generated) => {
      const sentAt = performance.now()
      const response = await app.inject({ ...generated.request, method: generated.request.method as 'GET' })
      tally.add(generated, response.statusCode, performance.now() - sentAt)
      const problem = problemOf(generated.request.method, response.statusCode, response.body)
      if (problem) throw new Error(`${problem}: ${shown(response.body)}`)
      if (unhandled.length > 0) throw new Error(`unhandled rejection: ${String(unhandled[0])}`)
    })
    const details = await fc.check(property, { numRuns: RUNS, seed: SEED, ...(PATH ? { path: PATH } : {}) })
    process.off('unhandledRejection', remember)
    if (details.failed)
      throw new Error(
        `${fc.defaultReportMessage(details)}\nProblem: ${(details.errorInstance as Error | null)?.message}\n\nReplay on ${driver}: FUZZ_SEED=${details.seed} FUZZ_PATH=${details.counterexamplePath} FUZZ_RUNS=${RUNS}`,
      )

    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    if (process.env.FUZZ_REPORT) console.log(tally.report().join('\n'))
    console.log(`fuzz [${driver}]: ${tally.total()} requests on ${routes.length} routes in ${seconds} s, seed ${SEED}; ${tally.statuses()}`)
    expect(unhandled).toEqual([])
    expect(tally.total()).toBeGreaterThanOrEqual(RUNS)
    const fewest = Math.min(...routes.map((route) => tally.sentTo(routeKey(route))))
    expect(fewest, 'every route gets its share of the requests').toBeGreaterThanOrEqual(Math.floor(RUNS / routes.length / 4))
  })
})
