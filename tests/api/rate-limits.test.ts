import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { IKOM_ID } from '@shared/shops/registry'
import type { RateLimitPolicy } from '@server/http/rate-limit'
import { multipart } from './support/multipart'
import { customer, productsOf, type Customer } from './support/shop-fixtures'
import { buildTestApp, describeEachDriver, type TestContext } from './support/test-app'

/** Low limits: two requests a minute per customer (or signed-out IP address), four per IP address in all. */
const LIMIT = 2
const IP_SHARE = 2
const env = {
  RATE_LIMIT_REVIEWS: `${LIMIT}/1m`,
  RATE_LIMIT_SUPPORT_TICKETS: `${LIMIT}/1m`,
  RATE_LIMIT_SUPPORT_ATTACHMENTS: `${LIMIT}/1m`,
  RATE_LIMIT_ORDERS: `${LIMIT}/1m`,
  RATE_LIMIT_INVITATIONS: `${LIMIT}/1m`,
  RATE_LIMIT_ADDRESS_WRITES: `${LIMIT}/1m`,
  RATE_LIMIT_TRANSLATE: `${LIMIT}/1m`,
  RATE_LIMIT_PUSH_SUBSCRIPTIONS: `${LIMIT}/1m`,
  RATE_LIMIT_BIDS: `${LIMIT}/1m`,
  RATE_LIMIT_IP_SHARE: String(IP_SHARE),
}

type Caller = Customer | null
type Request = { method: 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object | Buffer; headers?: Record<string, string> }

const anAddress = { consignee: 'Trần Thị Bình', tel: '0912345678', ward_id: '00001', address_detail: '8 Hàng Bài' }

/**
 * One request each policy's routes serve (its outcome does not matter: every request the route
 * would serve is counted), and every route that spends the policy's budget.
 */
const POLICIES: Record<RateLimitPolicy, { routes: string[]; request: (context: TestContext) => Promise<Request> }> = {
  reviews: {
    routes: ['POST /api/product-reviews'],
    request: async (context) => {
      const [product] = await productsOf(context, IKOM_ID, 1)
      return { method: 'POST', url: '/api/product-reviews', payload: { product_id: product.id, star: 4, comment: 'Tốt' } }
    },
  },
  supportTickets: {
    routes: ['POST /api/supports', 'POST /api/supports/:id/messages'],
    request: async () => ({
      method: 'POST',
      url: '/api/supports',
      payload: { message: 'Đơn hàng chưa tới' },
    }),
  },
  supportAttachments: {
    routes: ['POST /api/support-contents'],
    request: async () => {
      const body = multipart({ support_id: '2000000000' }, { name: 'a.png', type: 'image/png', bytes: Buffer.from('not read') })
      return { method: 'POST', url: '/api/support-contents', ...body }
    },
  },
  orders: {
    routes: ['POST /catalog/ikom-order/create-retail-order', 'POST /catalog/ikom-order/create-retail-order-v2', 'POST /api/link-items'],
    request: async () => ({
      method: 'POST',
      url: '/catalog/ikom-order/create-retail-order',
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        order_info: { shipment_info: { address_id: 2_000_000_000 }, shipment_method_id: 'air' },
        items: [{ quantity: 1, product: { id: 101001 } }],
      },
    }),
  },
  invitations: {
    routes: ['POST /api/invitations'],
    request: async () => ({ method: 'POST', url: '/api/invitations', payload: { code: '12', device_id: `device-${randomUUID()}` } }),
  },
  addressWrites: {
    routes: ['POST /api/addresses', 'PUT /api/addresses/:id', 'DELETE /api/addresses/:id', 'PUT /api/orders/:id/address'],
    request: async () => ({ method: 'POST', url: '/api/addresses', payload: anAddress }),
  },
  translate: {
    routes: ['POST /api/translate'],
    request: async () => ({ method: 'POST', url: '/api/translate', payload: { text: 'とても良い', target: 'vi' } }),
  },
  pushSubscriptions: {
    routes: [
      'PUT /api/push/subscriptions',
      'DELETE /api/push/subscriptions',
      'DELETE /api/push/subscriptions/:id',
      'PUT /api/notifications/preferences',
    ],
    request: async () => ({ method: 'PUT', url: '/api/notifications/preferences', payload: { push: { outbid: false } } }),
  },
  bids: {
    routes: [
      'POST /catalog/auction/bid',
      'POST /catalog/ecoring/bid',
      'POST /catalog/request-permission/create',
      'POST /api/auction/snipes',
      'PUT /api/auction/snipes/:id',
      'DELETE /api/auction/snipes/:id',
      'PUT /api/auction/watches/:id',
      'DELETE /api/auction/watches/:id',
      'POST /api/auction/yahoo-lots',
    ],
    request: async () => ({ method: 'POST', url: '/catalog/auction/bid', payload: { url: 'x1000000000', user_id: 1, price: 1000 } }),
  },
}

let lastAddress = 0
/** An IP address no other test has used, so each test starts with fresh counters. */
const freshIp = () => `10.0.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`

function send(context: TestContext, caller: Caller, ip: string, request: Request, language?: string) {
  return context.app.inject({
    method: request.method,
    url: request.url,
    payload: request.payload,
    remoteAddress: ip,
    headers: { ...request.headers, ...caller?.headers, ...(language ? { 'accept-language': language } : {}) },
  })
}

describeEachDriver(
  'rate limits',
  (context) => {
    it.each(Object.keys(POLICIES) as RateLimitPolicy[])(
      '%s: per customer across addresses, and per IP address across customers',
      async (policy) => {
        const request = await POLICIES[policy].request(context())
        const [a, b, c] = await Promise.all([customer(context()), customer(context()), customer(context())])
        const shared = freshIp()
        /** Which of `count` requests were refused as too many (429). */
        const refusals = async (caller: Caller, ip: string, count: number) => {
          const refused = []
          for (let sent = 0; sent < count; sent += 1) refused.push((await send(context(), caller, ip, request)).statusCode === 429)
          return refused
        }

        // Two customers spend their budgets from one address: that address's whole share.
        expect(await refusals(a, shared, LIMIT)).toEqual([false, false])
        expect(await refusals(b, shared, LIMIT)).toEqual([false, false])
        // A third customer there is refused, though it sent nothing yet; from elsewhere it is served.
        expect(await refusals(c, shared, 1)).toEqual([true])
        expect(await refusals(c, freshIp(), 1)).toEqual([false])
        // A customer over its budget is refused from any address.
        expect(await refusals(a, freshIp(), 1)).toEqual([true])
      },
    )

    it.each(['orders', 'reviews', 'supportTickets', 'invitations'] as RateLimitPolicy[])(
      '%s: one abusive account behind a shared address cannot deny its neighbour’s first request',
      async (policy) => {
        const request = await POLICIES[policy].request(context())
        const [abuser, neighbour] = await Promise.all([customer(context()), customer(context())])
        const carrier = freshIp()
        const answers = []
        for (let sent = 0; sent < LIMIT * IP_SHARE + 3; sent += 1)
          answers.push((await send(context(), abuser, carrier, request)).statusCode)
        expect(answers.filter((status) => status === 429)).toHaveLength(LIMIT * IP_SHARE + 3 - LIMIT)
        // The refused requests spent only the abuser's own budget: the address still has room for others.
        expect((await send(context(), neighbour, carrier, request)).statusCode).not.toBe(429)
      },
    )

    it('spends one budget across every server process on the database (PostgreSQL), one per process on PGlite', async () => {
      const second = await buildTestApp(context().database, { env })
      try {
        const request = await POLICIES.translate.request(context())
        const ip = freshIp()
        const who = await customer(context())
        for (let sent = 0; sent < LIMIT; sent += 1) expect((await send(context(), who, ip, request)).statusCode).toBe(200)
        const elsewhere = await second.app.inject({
          method: request.method,
          url: request.url,
          payload: request.payload,
          remoteAddress: ip,
          headers: who.headers,
        })
        // PGlite is one process by design (its data directory is locked): its counters stay in memory.
        expect(elsewhere.statusCode).toBe(context().driver === 'postgres' ? 429 : 200)
      } finally {
        await second.close()
      }
    })

    it('answers 429 with Retry-After and the message in the request language, in the shape of every error', async () => {
      const request = await POLICIES.invitations.request(context())
      const who = await customer(context())
      const ip = freshIp()
      for (let sent = 0; sent < LIMIT; sent += 1) expect((await send(context(), who, ip, request)).statusCode).toBe(422)
      const expected = {
        vi: /^Bạn gửi quá nhiều yêu cầu\. Vui lòng thử lại sau (\d+ giây|1 phút)\.$/,
        en: /^Too many requests\. Please try again in (\d+ seconds?|1 minute)\.$/,
        ja: /^リクエストが多すぎます。(\d+ 秒|1 分)後に再度お試しください。$/,
      }
      for (const [language, message] of Object.entries(expected)) {
        const response = await send(context(), who, ip, request, language === 'vi' ? undefined : language)
        expect(response.statusCode).toBe(429)
        expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1)
        expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60)
        expect(response.headers['content-type']).toMatch(/^application\/json/)
        expect(response.json()).toEqual({ code: 'rateLimited', message: expect.stringMatching(message) })
      }
    })

    it('gives signed-out callers of one address one customer’s budget together (translation)', async () => {
      const request = await POLICIES.translate.request(context())
      const ip = freshIp()
      const anonymous = []
      for (let sent = 0; sent <= LIMIT; sent += 1) anonymous.push((await send(context(), null, ip, request)).statusCode)
      expect(anonymous).toEqual([200, 200, 429])
      expect((await send(context(), null, freshIp(), request)).statusCode).toBe(200)
      // A customer signing in there has a budget of its own (within what is left of the address's share).
      expect((await send(context(), await customer(context()), ip, request)).statusCode).toBe(200)
    })

    it('counts the address book’s writes together: add, replace and remove', async () => {
      const who = await customer(context())
      const ip = freshIp()
      const added = await send(context(), who, ip, { method: 'POST', url: '/api/addresses', payload: anAddress })
      expect(added.statusCode).toBe(201)
      const url = `/api/addresses/${added.json().data.id}`
      expect((await send(context(), who, ip, { method: 'PUT', url, payload: anAddress })).statusCode).toBe(200)
      expect((await send(context(), who, ip, { method: 'DELETE', url })).statusCode).toBe(429)
      // Reading is never limited.
      expect((await context().app.inject({ url, headers: who.headers, remoteAddress: ip })).statusCode).toBe(200)
    })

    it('limits exactly the routes of the policies, and documents their 429', async () => {
      const limited = context()
        .app.registeredRoutes.filter((route) => (route.schema?.response as Record<number, unknown> | undefined)?.[429])
        .map((route) => `${route.method} ${route.url}`)
      expect(limited.sort()).toEqual(
        Object.values(POLICIES)
          .flatMap((policy) => policy.routes)
          .sort(),
      )
    })

    it('serves again once the window has passed, as Retry-After said', async () => {
      const built = await buildTestApp(context().database, { env: { RATE_LIMIT_TRANSLATE: '1/2s' } })
      try {
        const translate = () => built.app.inject({ method: 'POST', url: '/api/translate', payload: { text: 'はい', target: 'en' } })
        expect((await translate()).statusCode).toBe(200)
        const refused = await translate()
        expect(refused.statusCode).toBe(429)
        const wait = Number(refused.headers['retry-after'])
        expect(wait).toBeGreaterThanOrEqual(1)
        expect(wait).toBeLessThanOrEqual(2)
        await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 100))
        expect((await translate()).statusCode).toBe(200)
      } finally {
        await built.close()
      }
    })
  },
  { env },
)
