import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, desc, eq, gt, isNotNull, sql } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { encodeInvitationCode } from '@shared/account/invitation-code'
import { ORDER_STATUS } from '@shared/orders/statuses'
import { IKOM_ID } from '@shared/shops/registry'
import type { AppJobQueue } from '@server/app-jobs'
import type { Database } from '@server/db/client'
import { missingJobQueue } from '@server/jobs'
import { auctionPermissions, auctions, auctionSnipes, ecoringLots } from '@server/modules/auctions'
import { addBoxNotification, addOwningBox } from '@server/modules/orders/boxes'
import { orders } from '@server/modules/orders/tables'
import { bankTransfers } from '@server/modules/payments/tables'
import { postTranslations, posts } from '@server/modules/posts/tables'
import { deskLotLedBy, freshLot, permit } from './support/auction-fixtures'
import { orderBody, supportUploadForm } from './support/ownership-world'
import { scopeOf } from './support/route-scopes'
import { addressOf, createOrder, customer, productsOf, putCart, type Customer } from './support/shop-fixtures'
import { bearer, signUpStaff } from './support/staff'
import { describeEachDriver, type TestContext, WITHOUT_RATE_LIMITS } from './support/test-app'

/**
 * The write invariant (issue 26): for every customer and staff write route, an answer of 500 or more
 * leaves the database as it was, so a client may always send the request again. Each route is driven
 * by a request that goes through (its scenario), sent again and again with a fault injected at its
 * next statement (or job enqueued) from its first write on, until no fault is reached any more and it
 * answers 2xx. Every answer ≥ 500 is checked: when no transaction committed meanwhile (the database's
 * transaction ids) the database is as it was; when one did, the same fault is sent again on a fresh
 * scenario between two fingerprints of every table (rows and a hash of them, one query per table),
 * which must be equal. A route that commits and then meets a failure (a read of its answer after the
 * transaction, a second transaction, a job enqueued outside it) fails here, naming the statement.
 */
// ── Faults ───────────────────────────────────────────────────────────────────────────────
const faults = { counting: false, at: 0, seen: 0, wrote: false, firedAt: 0, fired: null as string | null }

/** A statement that writes (or a job sent): before the first of them a failure cannot leave anything behind. */
const WRITES = /^\s*(insert|update|delete|merge|with\b[\s\S]*\b(insert|update|delete)\b)|^enqueue /i

/**
 * Every statement of the app's database handle passes here (DatabaseOptions.beforeStatement), and
 * every job sent. The fault falls on the `at`-th statement, or the first after it that can matter:
 * the reads a request makes before it first writes are skipped (a failure there leaves nothing).
 */
function beforeStatement(statement: string) {
  if (!faults.counting) return
  faults.seen += 1
  faults.wrote ||= WRITES.test(statement)
  if (faults.fired === null && faults.seen >= faults.at && faults.wrote) {
    faults.fired = statement
    faults.firedAt = faults.seen
    throw new Error(`Injected fault at statement ${faults.seen}`)
  }
}

/** Records what is sent instead of queuing it; a send is a statement (in its transaction, or after one). */
function recordingJobQueue(): AppJobQueue {
  return {
    ...missingJobQueue(),
    start: async () => {},
    send: async (name) => {
      beforeStatement(`enqueue ${name}`)
      return randomUUID()
    },
  }
}

/** A route answers more statements than this on its way through: the test is wrong, not the route. */
const MAX_STATEMENTS = 80

// ── The database as it is ────────────────────────────────────────────────────────────────
const rowsOf = <T>(result: unknown) => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[]

async function tablesOf(db: Database): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`),
  )
  return rows.map((row) => row.name)
}

/** Rows and an order-free hash of them, per table (sequences left out: a rolled-back insert still spends an id). */
async function fingerprint(db: Database, tables: readonly string[]): Promise<Map<string, string>> {
  const prints = new Map<string, string>()
  for (const table of tables) {
    const [row] = rowsOf<{ rows: number; hash: string }>(
      await db.execute(
        sql`select count(*)::int as rows, coalesce(sum(hashtext(t::text)::bigint), 0)::text as hash from ${sql.identifier(table)} t`,
      ),
    )
    prints.set(table, `${row.rows} rows, ${row.hash}`)
  }
  return prints
}

function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after]
    .filter(([table, print]) => before.get(table) !== print)
    .map(([table, print]) => `${table} (${before.get(table)} → ${print})`)
}

/** The next transaction id the database will give out: transactions that wrote anything took the ids below it. */
async function nextTransactionId(db: Database): Promise<string> {
  const [row] = rowsOf<{ next: string }>(await db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as next`))
  return row.next
}

async function committedSince(db: Database, mark: string): Promise<boolean> {
  const next = await nextTransactionId(db)
  if (next === mark) return false
  const [row] = rowsOf<{ committed: number }>(
    await db.execute(sql`
      select count(*)::int as committed from generate_series(${mark}::bigint, ${next}::bigint - 1) as id
      where pg_xact_status(id::text::xid8) = 'committed'`),
  )
  return row.committed > 0
}

// ── Scenarios: a request of each write route that goes through ───────────────────────────
type Send = () => Promise<LightMyRequestResponse>
type World = {
  context: TestContext
  staff: () => Record<string, string>
  /** A number no other call of this run returned (unique names, references, prices). */
  next: () => number
}
/** Builds what the request needs (a fresh customer, order, ticket …) and answers how to send it; each send is a new request. */
type Scenario = (world: World) => Promise<Send>

const json = (context: TestContext, method: string, url: string, headers: Record<string, string>, payload?: unknown): Send => {
  return () =>
    context.app.inject({
      method: method as 'POST',
      url,
      headers: { 'accept-language': 'en', 'idempotency-key': randomUUID(), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    })
}

async function placeOrder(context: TestContext, who: Customer): Promise<number> {
  const [product] = await productsOf(context, IKOM_ID, 1)
  const response = await createOrder(context, who, orderBody(await addressOf(context, who), product.id))
  expect(response.statusCode, response.body).toBe(201)
  return response.json().data.id
}

async function expectStatus(response: Promise<LightMyRequestResponse>, status: number) {
  const answered = await response
  expect(answered.statusCode, answered.body).toBe(status)
  return answered.json().data
}

async function newBox(world: World, orderId?: number): Promise<number> {
  const { context } = world
  const id = orderId ?? (await placeOrder(context, await customer(context)))
  return (
    await expectStatus(json(context, 'POST', `/api/admin/orders/${id}/boxes`, world.staff(), { box_id: `BX-INV-${world.next()}` })(), 201)
  ).id
}

async function boxEvent(world: World): Promise<number> {
  const boxId = await newBox(world)
  const event = { kind: 'pick_in_container', from_area_id: 'jp-tokyo', to_area_id: 'vn-hanoi' }
  return (await expectStatus(json(world.context, 'POST', `/api/admin/boxes/${boxId}/events`, world.staff(), event)(), 201)).id
}

async function ticketOf(context: TestContext, who: Customer): Promise<number> {
  return (await expectStatus(json(context, 'POST', '/api/supports', who.headers, { message: 'Hộp bị móp' })(), 201)).id
}

/** A customer's box notification (and its entry in their centre), written as the warehouse's service does. */
async function boxNotified(context: TestContext) {
  const who = await customer(context)
  const orderId = await placeOrder(context, who)
  const box = await addOwningBox(context.database.db, orderId, `BX-N-${randomUUID().slice(0, 8)}`)
  const id = await addBoxNotification(context.database.db, context.integrations.notifier, box, { distributed: { area_id: 'vn-hanoi' } })
  const centre = (await context.app.inject({ url: '/api/notifications', headers: who.headers })).json().data[0].id as number
  return { who, id, centre }
}

const pushSubscription = (tag: string) => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/invariant-${tag}`,
  expirationTime: null,
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
})

async function postOf(world: World): Promise<number> {
  return (await expectStatus(json(world.context, 'POST', '/api/admin/posts', world.staff(), postBody())(), 201)).id
}
const postBody = () => ({
  category_ids: [1],
  versions: {
    vi: { title: 'Hàng mới về', description: 'Tóm tắt', content: '<p>Nội dung</p>' },
    en: { title: 'New', description: '', content: '' },
  },
})

async function linkItem(world: World, who: Customer) {
  const payload = { shop_id: 3, item_id: `B0${String(world.next()).padStart(8, '0')}`, name: 'Bình giữ nhiệt', price: 3000 }
  return expectStatus(json(world.context, 'POST', '/api/link-items', who.headers, payload)(), 201)
}

async function permissionRequest(world: World): Promise<number> {
  const { context } = world
  const who = await customer(context)
  const body = { tel: '0912345678', slug: 'x@example.com', supplier_name: 'yahoo-auction', user_id: who.id, device_token: '' }
  expect((await json(context, 'POST', '/catalog/request-permission/create', who.headers, body)()).statusCode).toBe(200)
  const pending = (await context.app.inject({ url: '/api/admin/permission-requests', headers: world.staff() })).json().data as {
    id: number
    customer: { id: number }
  }[]
  return pending.find((entry) => entry.customer.id === who.id)!.id
}

/** A Yahoo lot a customer leads (as a bid leaves it) for the auction desk. */
async function deskLot(world: World): Promise<number> {
  return deskLotLedBy(world.context, await customer(world.context), `w${world.next()}`)
}

async function unmatchedTransfer(context: TestContext): Promise<number> {
  const [row] = await context.database.db
    .insert(bankTransfers)
    .values({
      providerId: randomUUID(),
      accountNumber: '0041000123456',
      transferType: 'in',
      amount: 250_000,
      content: 'CHUYEN TIEN',
      referenceCode: `FT${randomUUID().slice(0, 10)}`,
      payload: {},
      status: 'unmatched',
    })
    .returning({ id: bankTransfers.id })
  return row.id
}

function multipart(fields: [string, string][], file?: { name: string; filename: string; type: string; bytes: Buffer }) {
  const boundary = `----invariant${randomUUID().slice(0, 8)}`
  const parts: Buffer[] = fields.map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  )
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    )
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` }
}

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

const sendForm = (context: TestContext, url: string, headers: Record<string, string>, form: () => ReturnType<typeof multipart>): Send => {
  return () => {
    const { payload, contentType } = form()
    return context.app.inject({
      method: 'POST',
      url,
      headers: { 'accept-language': 'en', 'idempotency-key': randomUUID(), ...headers, 'content-type': contentType },
      payload,
    })
  }
}

function orderScenario(path: string): Scenario {
  return async ({ context }) => {
    const who = await customer(context)
    const [product] = await productsOf(context, IKOM_ID, 1)
    const body = orderBody(await addressOf(context, who), product.id)
    return () => createOrder(context, who, body, randomUUID(), path)
  }
}

const SCENARIOS: Record<string, Scenario> = {
  // ── Customer ──
  'POST /catalog/ikom-order/create-retail-order': orderScenario('create-retail-order'),
  'POST /catalog/ikom-order/create-retail-order-v2': orderScenario('create-retail-order-v2'),
  // An order with no address yet (a lot won with an empty address book): its winner chooses one.
  'PUT /api/orders/:id/address': async ({ context }) => {
    const who = await customer(context)
    const id = await placeOrder(context, who)
    await context.database.db.update(orders).set({ addressId: null }).where(eq(orders.id, id))
    return json(context, 'PUT', `/api/orders/${id}/address`, who.headers, { address_id: await addressOf(context, who) })
  },
  // A checkout of two orders paid from the wallet (in order, as far as the wallet goes).
  'POST /api/checkouts/:id/pay-from-wallet': async ({ context, staff }) => {
    const who = await customer(context)
    const [product] = await productsOf(context, IKOM_ID, 1)
    const body = { ...orderBody(await addressOf(context, who), product.id), checkout_key: randomUUID() }
    const created = await expectStatus(createOrder(context, who, body), 201)
    await expectStatus(createOrder(context, who, body), 201)
    await deposit(context, staff(), who, 500_000, 201)
    return json(context, 'POST', `/api/checkouts/${created.checkout_id}/pay-from-wallet`, who.headers)
  },
  'POST /catalog/ikom-order/quote': async ({ context }) => {
    const who = await customer(context)
    const [product] = await productsOf(context, IKOM_ID, 1)
    const body = { shipment_method_id: 'air', orders: [{ items: [{ quantity: 1, product: { id: product.id } }] }] }
    return json(context, 'POST', '/catalog/ikom-order/quote', who.headers, body)
  },
  'POST /api/order/notifications/read': async ({ context }) => {
    const { who, id } = await boxNotified(context)
    return json(context, 'POST', '/api/order/notifications/read', who.headers, { up_to_id: id })
  },
  'POST /api/notifications/read': async ({ context }) => {
    const { who, centre } = await boxNotified(context)
    return json(context, 'POST', '/api/notifications/read', who.headers, { up_to_id: centre })
  },
  'POST /api/notifications/read-items': async ({ context }) => {
    const { who, centre } = await boxNotified(context)
    return json(context, 'POST', '/api/notifications/read-items', who.headers, { ids: [centre] })
  },
  'PUT /api/notifications/preferences': async ({ context }) => {
    const who = await customer(context)
    return json(context, 'PUT', '/api/notifications/preferences', who.headers, { push: { warehouse: false } })
  },
  'POST /api/product-reviews': async ({ context }) => {
    const who = await customer(context)
    const [product] = await productsOf(context, IKOM_ID, 1)
    return json(context, 'POST', '/api/product-reviews', who.headers, { product_id: product.id, star: 2, comment: 'Tạm được' })
  },
  'POST /api/addresses': async ({ context }) => {
    const who = await customer(context)
    const body = { consignee: 'Trần Thị Bình', tel: '0912345678', ward_id: '00001', address_detail: '8 Hàng Bài', default: true }
    return json(context, 'POST', '/api/addresses', who.headers, body)
  },
  'PUT /api/addresses/:id': async ({ context }) => {
    const who = await customer(context)
    const id = await addressOf(context, who)
    const body = { consignee: 'Lê Văn An', tel: '0912345679', ward_id: '00001', address_detail: '9 Hàng Bài', default: true }
    return json(context, 'PUT', `/api/addresses/${id}`, who.headers, body)
  },
  'DELETE /api/addresses/:id': async ({ context }) => {
    const who = await customer(context)
    await addressOf(context, who)
    const id = await addressOf(context, who)
    return json(context, 'DELETE', `/api/addresses/${id}`, who.headers)
  },
  'POST /api/invitations': async ({ context }) => {
    const [inviter, who] = [await customer(context), await customer(context)]
    const body = { code: encodeInvitationCode(inviter.id), device_id: `device-${randomUUID().slice(0, 8)}` }
    return json(context, 'POST', '/api/invitations', who.headers, body)
  },
  'POST /api/supports': async ({ context }) => {
    const who = await customer(context)
    return json(context, 'POST', '/api/supports', who.headers, { message: 'Đơn hàng chưa tới' })
  },
  'POST /api/supports/:id/messages': async ({ context }) => {
    const who = await customer(context)
    return json(context, 'POST', `/api/supports/${await ticketOf(context, who)}/messages`, who.headers, { body: 'Còn nữa' })
  },
  'POST /api/supports/:id/close': async ({ context }) => {
    const who = await customer(context)
    return json(context, 'POST', `/api/supports/${await ticketOf(context, who)}/close`, who.headers, {})
  },
  'POST /api/support-contents': async ({ context }) => {
    const who = await customer(context)
    const ticket = await ticketOf(context, who)
    return sendForm(context, '/api/support-contents', who.headers, () => {
      const form = supportUploadForm(ticket)
      return { payload: form.payload, contentType: form.headers['content-type'] }
    })
  },
  'PUT /catalog/cart/:userId': async ({ context }) => {
    const who = await customer(context)
    const [product] = await productsOf(context, IKOM_ID, 1)
    return json(context, 'PUT', `/catalog/cart/${who.id}`, who.headers, { shop_id: IKOM_ID, item_ref: String(product.id), quantity: 3 })
  },
  'POST /catalog/cart/clear-cart/:userId': async ({ context }) => {
    const who = await customer(context)
    const [product] = await productsOf(context, IKOM_ID, 1)
    expect((await putCart(context, who, { shop_id: IKOM_ID, item_ref: String(product.id), quantity: 2 })).statusCode).toBe(200)
    return json(context, 'POST', `/catalog/cart/clear-cart/${who.id}`, who.headers, { product_ids: [product.id] })
  },
  'PUT /api/push/subscriptions': async ({ context, next }) => {
    const who = await customer(context)
    return json(context, 'PUT', '/api/push/subscriptions', who.headers, pushSubscription(String(next())))
  },
  'DELETE /api/push/subscriptions': async ({ context, next }) => {
    const who = await customer(context)
    const subscription = pushSubscription(String(next()))
    await expectStatus(json(context, 'PUT', '/api/push/subscriptions', who.headers, subscription)(), 200)
    return json(context, 'DELETE', '/api/push/subscriptions', who.headers, { endpoint: subscription.endpoint })
  },
  'DELETE /api/push/subscriptions/:id': async ({ context, next }) => {
    const who = await customer(context)
    const device = await expectStatus(json(context, 'PUT', '/api/push/subscriptions', who.headers, pushSubscription(String(next())))(), 200)
    return json(context, 'DELETE', `/api/push/subscriptions/${device.id}`, who.headers)
  },
  'POST /api/link-items': async ({ context, next }) => {
    const who = await customer(context)
    return () =>
      json(context, 'POST', '/api/link-items', who.headers, { shop_id: 4, item_id: `m${next()}`, name: 'Áo khoác', price: 2500 })()
  },
  'POST /catalog/request-permission/create': async ({ context }) => {
    const who = await customer(context)
    const body = { tel: '0912345678', slug: 'x@example.com', supplier_name: 'yahoo-auction', user_id: who.id, device_token: '' }
    return json(context, 'POST', '/catalog/request-permission/create', who.headers, body)
  },
  'POST /catalog/auction/bid': async ({ context }) => {
    const lot = await openedLot(context)
    const who = await customer(context)
    await permit(context, who)
    const body = { url: lot.url, user_id: who.id, price: 3000, date_finish: '2026/12/01 12:00:00' }
    return json(context, 'POST', '/catalog/auction/bid', who.headers, body)
  },
  'POST /catalog/ecoring/bid': async ({ context }) => {
    const who = await customer(context)
    await permit(context, who, 'ecoring')
    const lots = await context.database.db
      .select()
      .from(ecoringLots)
      .where(and(eq(ecoringLots.kind, 'timelimit'), isNotNull(ecoringLots.startPrice), gt(ecoringLots.endTime, context.clock.now())))
      .orderBy(desc(ecoringLots.id))
    const taken = new Set((await context.database.db.select({ lotId: auctions.lotId }).from(auctions)).map((row) => row.lotId))
    const lot = lots.find((row) => !taken.has(row.id))!
    const step = Math.min(...lot.bidStepUnit)
    // Opened by another customer's bid: opening a lot (once, on its first bid) is not this request's write.
    const first = await customer(context)
    await permit(context, first, 'ecoring')
    const opening = { item: lot.id, bid_price: lot.startPrice! + step, user_id: first.id, device_token: '' }
    await expectStatus(json(context, 'POST', '/catalog/ecoring/bid', first.headers, opening)(), 200)
    // Priced when sent: the lot's price may have moved since (an earlier attempt's bid, the outside bidder).
    return async () => {
      const [opened] = await context.database.db.select({ price: auctions.price }).from(auctions).where(eq(auctions.lotId, lot.id))
      const body = { item: lot.id, bid_price: opened.price + step * 4, user_id: who.id, device_token: '' }
      return json(context, 'POST', '/catalog/ecoring/bid', who.headers, body)()
    }
  },
  // A lot the mirror does not know, opened by its link: the lot (pending) and the opener's follow in one transaction.
  'POST /api/auction/yahoo-lots': async ({ context, next }) => {
    const who = await customer(context)
    const url = `https://page.auctions.yahoo.co.jp/jp/auction/y8${String(next()).padStart(8, '0')}`
    return json(context, 'POST', '/api/auction/yahoo-lots', who.headers, { url })
  },
  'PUT /api/auction/watches/:id': async ({ context }) => {
    const lot = await freshLot(context)
    const who = await customer(context)
    return json(context, 'PUT', `/api/auction/watches/${lot.lotId}`, who.headers)
  },
  'DELETE /api/auction/watches/:id': async ({ context }) => {
    const lot = await freshLot(context)
    const who = await customer(context)
    await expectStatus(json(context, 'PUT', `/api/auction/watches/${lot.lotId}`, who.headers)(), 200)
    return json(context, 'DELETE', `/api/auction/watches/${lot.lotId}`, who.headers)
  },
  'POST /api/auction/snipes': async ({ context }) => {
    const lot = await openedLot(context)
    const who = await customer(context)
    await permit(context, who)
    return json(context, 'POST', '/api/auction/snipes', who.headers, { url: lot.url, max_price: 7000, lead_seconds: 300 })
  },
  'PUT /api/auction/snipes/:id': async ({ context }) => {
    const { who, snipeId } = await snipeOf(context)
    return json(context, 'PUT', `/api/auction/snipes/${snipeId}`, who.headers, { max_price: 7500 })
  },
  'DELETE /api/auction/snipes/:id': async ({ context }) => {
    const { who, snipeId } = await snipeOf(context)
    return json(context, 'DELETE', `/api/auction/snipes/${snipeId}`, who.headers)
  },

  // ── Staff ──
  'PUT /api/admin/rates': async ({ context, staff, next }) => {
    return () => json(context, 'PUT', '/api/admin/rates', staff(), { rate: 150 + (next() % 50), confirm_deviation: true })()
  },
  'POST /api/admin/freight-tariffs': async ({ context, staff, next }) => {
    return () =>
      json(context, 'POST', '/api/admin/freight-tariffs', staff(), {
        shipment_method_id: 'air',
        area_id: 'vn-hcm',
        price_per_kg: 200_000 + (next() % 1000) * 1000,
        price_per_m3: 36_000_000,
      })()
  },
  'POST /api/admin/orders/transitions': async ({ context, staff }) => {
    const who = await customer(context)
    const ids = [await placeOrder(context, who), await placeOrder(context, who)]
    return json(context, 'POST', '/api/admin/orders/transitions', staff(), { order_ids: ids, to_status_id: ORDER_STATUS.Pending })
  },
  'POST /api/admin/orders/:id/transitions': async ({ context, staff }) => {
    const id = await placeOrder(context, await customer(context))
    return json(context, 'POST', `/api/admin/orders/${id}/transitions`, staff(), {
      from_status_id: ORDER_STATUS.Newish,
      to_status_id: ORDER_STATUS.Pending,
    })
  },
  'PATCH /api/admin/orders/:id': async ({ context, staff }) => {
    const id = await placeOrder(context, await customer(context))
    return json(context, 'PATCH', `/api/admin/orders/${id}`, staff(), {
      payment_rate: 200,
      service_fee: 0,
      estimated_freight_charge: 99_000,
    })
  },
  'POST /api/admin/orders/:id/boxes': async ({ context, staff, next }) => {
    const id = await placeOrder(context, await customer(context))
    return () => json(context, 'POST', `/api/admin/orders/${id}/boxes`, staff(), { box_id: `BX-INV-${next()}` })()
  },
  'PUT /api/admin/boxes/:id/weight': async (world) => {
    const boxId = await newBox(world)
    const weighing = { area_id: 'vn-hcm', weight_kg: 1.5, length_cm: 20, width_cm: 20, height_cm: 20 }
    return json(world.context, 'PUT', `/api/admin/boxes/${boxId}/weight`, world.staff(), weighing)
  },
  'POST /api/admin/boxes/:id/events': async (world) => {
    const boxId = await newBox(world)
    const event = { kind: 'pick_in_container', from_area_id: 'jp-tokyo', to_area_id: 'vn-hanoi' }
    return json(world.context, 'POST', `/api/admin/boxes/${boxId}/events`, world.staff(), event)
  },
  'POST /api/admin/box-events/:id/void': async (world) => {
    const id = await boxEvent(world)
    return json(world.context, 'POST', `/api/admin/box-events/${id}/void`, world.staff(), { reason: 'Ghi nhầm kho' })
  },
  'PATCH /api/admin/products/:id': async ({ context, staff, next }) => {
    const [product] = await productsOf(context, IKOM_ID, 1)
    return () =>
      json(context, 'PATCH', `/api/admin/products/${product.id}`, staff(), { price: Math.max(1, product.price - 1 - (next() % 100)) })()
  },
  'POST /api/admin/market-import': async ({ context, staff, next }) => {
    return () => {
      const code = `m5${String(next()).padStart(10, '0')}`
      const lines = [
        { kind: 'seller', shop: 'mercari', id: 'invariant-seller', name: 'Invariant seller' },
        {
          kind: 'listing',
          shop: 'mercari',
          item_code: code,
          seller_id: 'invariant-seller',
          category_id: '1003',
          name: { ja: 'Áo', vi: 'Áo', en: 'Coat' },
          price: 3200,
          images: ['https://static.example/1.jpg'],
        },
      ]
      return context.app.inject({
        method: 'POST',
        url: '/api/admin/market-import',
        headers: { ...staff(), 'content-type': 'application/x-ndjson', 'idempotency-key': randomUUID() },
        payload: lines.map((line) => JSON.stringify(line)).join('\n'),
      })
    }
  },
  'POST /api/admin/wallet-transactions': async ({ context, staff }) => {
    const who = await customer(context)
    return () =>
      json(context, 'POST', '/api/admin/wallet-transactions', staff(), {
        customer_id: who.id,
        currency_id: 'VND',
        kind: 'deposit',
        amount: 500_000,
        bank_reference: `VCB-${randomUUID()}`,
      })()
  },
  'POST /api/admin/wallet-transactions/:id/void': async ({ context, staff }) => {
    const id = (await deposit(context, staff(), await customer(context), 500_000, 201)).transaction.id
    return json(context, 'POST', `/api/admin/wallet-transactions/${id}/void`, staff(), { reason: 'Typo' })
  },
  'POST /api/admin/wallet-transactions/:id/approve': async ({ context, staff }) => {
    const other = bearer((await signUpStaff(context)).token)
    const id = (await deposit(context, other, await customer(context), 20_000_000, 202)).transaction.id
    return json(context, 'POST', `/api/admin/wallet-transactions/${id}/approve`, staff(), {})
  },
  'POST /api/admin/wallet-transactions/:id/reject': async ({ context, staff }) => {
    const id = (await deposit(context, staff(), await customer(context), 20_000_000, 202)).transaction.id
    return json(context, 'POST', `/api/admin/wallet-transactions/${id}/reject`, staff(), { reason: 'No such transfer' })
  },
  'POST /api/admin/support-tickets/:id/messages': async ({ context, staff }) => {
    const id = await ticketOf(context, await customer(context))
    return json(context, 'POST', `/api/admin/support-tickets/${id}/messages`, staff(), { body: 'Chúng tôi gửi lại hàng.' })
  },
  'POST /api/admin/support-tickets/:id/close': async ({ context, staff }) => {
    const id = await ticketOf(context, await customer(context))
    return json(context, 'POST', `/api/admin/support-tickets/${id}/close`, staff(), {})
  },
  'POST /api/admin/support-contents': async ({ context, staff }) => {
    const ticket = await ticketOf(context, await customer(context))
    const reply = await expectStatus(
      json(context, 'POST', `/api/admin/support-tickets/${ticket}/messages`, staff(), { body: 'Nhãn' })(),
      201,
    )
    return sendForm(context, '/api/admin/support-contents', staff(), () =>
      multipart(
        [
          ['support_id', String(ticket)],
          ['message_id', String(reply.id)],
        ],
        { name: 'attachment_file', filename: 'label.png', type: 'image/png', bytes: PNG },
      ),
    )
  },
  'POST /api/admin/posts': async ({ context, staff }) => json(context, 'POST', '/api/admin/posts', staff(), postBody()),
  'PUT /api/admin/posts/:id': async (world) => {
    const id = await postOf(world)
    const body = {
      ...postBody(),
      versions: { ...postBody().versions, ja: { title: '今週の新着', description: '', content: '<p>内容</p>' } },
    }
    return json(world.context, 'PUT', `/api/admin/posts/${id}`, world.staff(), body)
  },
  'POST /api/admin/posts/:id/publication': async (world) => {
    const id = await postOf(world)
    return json(world.context, 'POST', `/api/admin/posts/${id}/publication`, world.staff(), { published: true })
  },
  'PUT /api/admin/link-items/:id/price': async (world) => {
    const item = await linkItem(world, await customer(world.context))
    return json(world.context, 'PUT', `/api/admin/link-items/${item.id}/price`, world.staff(), { price: 3500 })
  },
  'POST /api/admin/permission-requests/:id/approve': async (world) => {
    const id = await permissionRequest(world)
    return json(world.context, 'POST', `/api/admin/permission-requests/${id}/approve`, world.staff())
  },
  'POST /api/admin/permission-requests/:id/deny': async (world) => {
    const id = await permissionRequest(world)
    return json(world.context, 'POST', `/api/admin/permission-requests/${id}/deny`, world.staff())
  },
  'DELETE /api/admin/auction-permissions/:customerId/:scope': async ({ context, staff }) => {
    const who = await customer(context)
    await context.database.db.insert(auctionPermissions).values({ customerId: who.id, scope: 'auction' })
    return json(context, 'DELETE', `/api/admin/auction-permissions/${who.id}/auction`, staff())
  },
  'PUT /api/admin/customers/:id/bid-limit': async ({ context, staff }) => {
    const who = await customer(context)
    return json(context, 'PUT', `/api/admin/customers/${who.id}/bid-limit`, staff(), { max_yen: 30_000 })
  },
  'POST /api/admin/auction-desk/:id/placed': async (world) => {
    const id = await deskLot(world)
    return json(world.context, 'POST', `/api/admin/auction-desk/${id}/placed`, world.staff(), { amount: 5000 })
  },
  'POST /api/admin/auction-desk/:id/yahoo-price': async (world) => {
    const id = await deskLot(world)
    await expectStatus(json(world.context, 'POST', `/api/admin/auction-desk/${id}/placed`, world.staff(), { amount: 5000 })(), 200)
    return json(world.context, 'POST', `/api/admin/auction-desk/${id}/yahoo-price`, world.staff(), { price: 3000 })
  },
  'POST /api/admin/auction-desk/:id/describe': async (world) => {
    const who = await customer(world.context)
    const lotId = `y8${String(world.next()).padStart(8, '0')}`
    const opened = await json(world.context, 'POST', '/api/auction/yahoo-lots', who.headers, { url: lotId })()
    await expectStatus(Promise.resolve(opened), 200)
    const [lot] = await world.context.database.db.select({ id: auctions.id }).from(auctions).where(eq(auctions.lotId, lotId))
    const endsAt = Math.floor(world.context.clock.now().getTime() / 1000) + 7200
    return json(world.context, 'POST', `/api/admin/auction-desk/${lot.id}/describe`, world.staff(), {
      title: 'Nikon F3',
      price: 2000,
      ends_at: endsAt,
    })
  },
  'POST /api/admin/auction-desk/:id/result': async (world) => {
    const id = await deskLot(world)
    await expectStatus(json(world.context, 'POST', `/api/admin/auction-desk/${id}/placed`, world.staff(), { amount: 5000 })(), 200)
    return json(world.context, 'POST', `/api/admin/auction-desk/${id}/result`, world.staff(), {
      outcome: 'won',
      price: 3000,
      ended_early: true,
    })
  },
  'PUT /api/admin/staff-members/:uid/roles': async ({ context, staff }) => {
    const member = await signUpStaff(context, ['warehouse'])
    let turn = 0
    return () =>
      json(context, 'PUT', `/api/admin/staff-members/${member.uid}/roles`, staff(), {
        roles: turn++ % 2 === 0 ? ['warehouse', 'content'] : ['content'],
      })()
  },
  // The staff directory (Firebase) is no part of the database: each send removes a member of its own.
  'DELETE /api/admin/staff-members/:uid': async ({ context, staff }) => {
    return async () => json(context, 'DELETE', `/api/admin/staff-members/${(await signUpStaff(context, ['warehouse'])).uid}`, staff())()
  },
  'POST /api/admin/bank-transfers/import': async ({ context, staff }) => {
    return sendForm(context, '/api/admin/bank-transfers/import', staff(), () =>
      multipart([], {
        name: 'statement',
        filename: 'statement.csv',
        type: 'text/csv',
        bytes: Buffer.from(`date,amount,content,reference\r\n2026-11-26,"120.000",CHUYEN TIEN,FT${randomUUID().slice(0, 10)}\r\n`),
      }),
    )
  },
  'POST /api/admin/bank-transfers/:id/assign': async ({ context, staff }) => {
    const [who, id] = [await customer(context), await unmatchedTransfer(context)]
    return json(context, 'POST', `/api/admin/bank-transfers/${id}/assign`, staff(), { customer_id: who.id })
  },
  'POST /api/admin/bank-transfers/:id/return': async ({ context, staff }) => {
    const id = await unmatchedTransfer(context)
    return json(context, 'POST', `/api/admin/bank-transfers/${id}/return`, staff(), { note: 'Trả lại người chuyển' })
  },
  'POST /api/admin/customers/:id/notes': async ({ context, staff }) => {
    const who = await customer(context)
    return json(context, 'POST', `/api/admin/customers/${who.id}/notes`, staff(), { body: 'Gọi trước khi giao' })
  },
}

async function deposit(context: TestContext, headers: Record<string, string>, who: Customer, amount: number, status: number) {
  const body = { customer_id: who.id, currency_id: 'VND', kind: 'deposit', amount, bank_reference: `VCB-${randomUUID()}` }
  return expectStatus(json(context, 'POST', '/api/admin/wallet-transactions', headers, body)(), status)
}

/**
 * A Yahoo lot another customer already bid on: a lot is opened (its row written) on its first bid or
 * snipe, once, before that bid's own transaction; the scenarios send the bids that follow.
 */
async function openedLot(context: TestContext) {
  const lot = await freshLot(context)
  const first = await customer(context)
  await permit(context, first)
  const opening = { url: lot.url, user_id: first.id, price: 1000, date_finish: '2026/12/01 12:00:00' }
  await expectStatus(json(context, 'POST', '/catalog/auction/bid', first.headers, opening)(), 200)
  return lot
}

async function snipeOf(context: TestContext) {
  const who = await customer(context)
  await permit(context, who)
  const lot = await freshLot(context)
  const scheduled = await json(context, 'POST', '/api/auction/snipes', who.headers, { url: lot.url, max_price: 7000, lead_seconds: 300 })()
  expect(scheduled.statusCode, scheduled.body).toBe(200)
  const [row] = await context.database.db.select({ id: auctionSnipes.id }).from(auctionSnipes).where(eq(auctionSnipes.customerId, who.id))
  return { who, snipeId: row.id }
}

// ── The suite ────────────────────────────────────────────────────────────────────────────
describeEachDriver(
  'an answer ≥ 500 to a write leaves the database as it was',
  (context) => {
    let uploadDir = ''
    let staffHeaders: Record<string, string> = {}
    let tables: string[] = []
    let sequence = Date.now() % 1_000_000_000
    const world = (): World => ({ context: context(), staff: () => staffHeaders, next: () => ++sequence })
    const totals = { routes: 0, attempts: 0, fingerprints: 0 }

    beforeAll(async () => {
      uploadDir = mkdtempSync(join(tmpdir(), 'storefront-invariant-'))
      Object.assign(context().app.config, { UPLOAD_DIR: uploadDir })
      staffHeaders = bearer((await signUpStaff(context())).token)
      tables = await tablesOf(context().database.db)
    })

    afterAll(() => {
      rmSync(uploadDir, { recursive: true, force: true })
      console.log(
        `write invariant [${context().driver}]: ${totals.routes} routes, ${totals.attempts} requests with a fault, ${totals.fingerprints} fingerprints`,
      )
    })

    /** Sends the request with the fault at (or after) statement `at`: the answer, where the fault fell, and whether anything committed meanwhile. */
    async function attempt(send: Send, at: number) {
      const { database, integrations } = context()
      const mark = await nextTransactionId(database.db)
      Object.assign(faults, { counting: true, at, seen: 0, wrote: false, firedAt: 0, fired: null })
      let response: LightMyRequestResponse
      try {
        response = await send()
        await integrations.events.settled()
      } finally {
        faults.counting = false
      }
      return {
        response,
        firedAt: faults.firedAt,
        fired: faults.fired,
        wrote: faults.wrote,
        committed: await committedSince(database.db, mark),
      }
    }

    /**
     * Sends the route's request with a fault at each statement from its first write on; every answer
     * ≥ 500 must leave the database unchanged. When nothing committed during the request the database
     * is as it was; when something did, the same fault is sent again on a fresh scenario between two
     * fingerprints of every table, which must be equal.
     */
    async function walk(scenario: Scenario): Promise<string[]> {
      const db = context().database.db
      const problems: string[] = []
      let send = await scenario(world())
      let refusals = 0
      for (let at = 1; ; ) {
        if (at > MAX_STATEMENTS) {
          problems.push(`more than ${MAX_STATEMENTS} statements`)
          break
        }
        const sent = await attempt(send, at)
        if (sent.fired === null) {
          // No statement left to fail: the request went through.
          if (sent.response.statusCode >= 300)
            problems.push(
              `without a fault it answered ${sent.response.statusCode} (the scenario must go through): ${sent.response.body.slice(0, 300)}`,
            )
          // A route that wrote nothing on its way through (a quote) has nothing to leave behind.
          if (refusals === 0 && sent.wrote) problems.push('no fault was answered ≥ 500 (the test could not fail)')
          break
        }
        totals.attempts += 1
        at = sent.firedAt + 1
        if (sent.response.statusCode < 500) {
          // The failed statement was optional and the request carried out: a fresh scenario for the next fault.
          send = await scenario(world())
          continue
        }
        refusals += 1
        if (!sent.committed) continue
        const again = await scenario(world())
        const before = await fingerprint(db, tables)
        const repeated = await attempt(again, sent.firedAt)
        const changed = changedTables(before, await fingerprint(db, tables))
        totals.fingerprints += 2
        if (repeated.response.statusCode >= 500 && changed.length > 0)
          problems.push(
            `statement ${repeated.firedAt} failed (${repeated.fired?.slice(0, 120)}): answered ${repeated.response.statusCode}, yet changed ${changed.join('; ')}`,
          )
        send = await scenario(world())
      }
      totals.routes += 1
      return problems
    }

    for (const [route, scenario] of Object.entries(SCENARIOS)) {
      it(route, { timeout: 60_000 }, async () => {
        expect(await walk(scenario)).toEqual([])
      })
    }

    it('checks the answer against its response schema before the commit: one it refuses is a 500 that wrote nothing', async () => {
      // A post stored before titles were checked, its only title empty: its staff answer breaks the response schema.
      const db = context().database.db
      const [post] = await db.insert(posts).values({ creatorName: '' }).returning({ id: posts.id })
      await db.insert(postTranslations).values({ postId: post.id, locale: 'vi', title: '', description: '', content: '<p>x</p>' })
      const before = await fingerprint(db, tables)
      const published = await json(context(), 'POST', `/api/admin/posts/${post.id}/publication`, staffHeaders, { published: true })()
      expect(published.statusCode).toBe(500)
      expect(changedTables(before, await fingerprint(db, tables))).toEqual([])
      const [row] = await db.select({ published: posts.published }).from(posts).where(eq(posts.id, post.id))
      expect(row.published).toBe(false)
    })

    it('walked every customer and staff write route of the route table', () => {
      const writes = context()
        .app.registeredRoutes.filter((route) => route.method !== 'GET' && ['customer', 'staff'].includes(scopeOf(route)))
        .map((route) => `${route.method} ${route.url}`)
      expect(writes.filter((route) => !(route in SCENARIOS))).toEqual([])
      expect(Object.keys(SCENARIOS).filter((route) => !writes.includes(route))).toEqual([])
    })
  },
  { env: WITHOUT_RATE_LIMITS, jobs: recordingJobQueue, beforeStatement },
)
