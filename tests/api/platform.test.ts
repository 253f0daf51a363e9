import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { describeEachDriver } from './support/test-app'

const FORGED_TOKEN = [
  Buffer.from(JSON.stringify({ alg: 'RS256', kid: 'forged', typ: 'JWT' })).toString('base64url'),
  Buffer.from(
    JSON.stringify({
      iss: 'https://securetoken.google.com/demo-storefront-test',
      aud: 'demo-storefront-test',
      sub: 'someone-else',
      user_id: 'someone-else',
      iat: Math.floor(Date.now() / 1000),
      exp: Math.floor(Date.now() / 1000) + 3600,
      auth_time: Math.floor(Date.now() / 1000),
      firebase: { identities: {}, sign_in_provider: 'password' },
    }),
  ).toString('base64url'),
  'c2lnbmF0dXJl',
].join('.')

function expiredTokenFor(token: string) {
  const [header, payload] = token.split('.')
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
  const expired = { ...claims, iat: claims.iat - 7200, auth_time: claims.auth_time - 7200, exp: claims.iat - 3600 }
  return `${header}.${Buffer.from(JSON.stringify(expired)).toString('base64url')}.`
}

describeEachDriver('platform', (context) => {
  it('reports health with the database driver in use', async () => {
    const { app, driver } = context()
    const response = await app.inject({ url: '/api/health' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ status: 'ok', dependencies: { database: { state: 'up', driver } } })
  })

  it('answers unknown API paths with a JSON 404 in the request language', async () => {
    const { app } = context()
    const vi = await app.inject({ url: '/api/no-such-thing' })
    expect(vi.statusCode).toBe(404)
    expect(vi.json()).toEqual({ code: 'routeNotFound', message: 'Không có địa chỉ API này.' })
    const ja = await app.inject({ url: '/catalog/no-such-thing', headers: { 'accept-language': 'ja' } })
    expect(ja.json().message).toBe('この API アドレスは存在しません。')
  })

  it('records a language choice in the locale cookie and sends the customer back to a page of this site only', async () => {
    const { app } = context()
    const chosen = await app.inject({ url: `/api/locale?locale=en&to=${encodeURIComponent('/products/ikom?page=2')}` })
    expect(chosen.statusCode).toBe(303)
    expect(chosen.headers.location).toBe('/products/ikom?page=2')
    expect(chosen.headers['set-cookie']).toMatch(/^locale=en; path=\/; max-age=\d+; samesite=lax$/)
    for (const elsewhere of ['//evil.example/x', '/\\evil.example', 'https://evil.example/']) {
      const answer = await app.inject({ url: `/api/locale?locale=ja&to=${encodeURIComponent(elsewhere)}` })
      expect(answer.statusCode, elsewhere).toBe(303)
      expect(answer.headers.location, elsewhere).toBe('/')
    }
    const unknown = await app.inject({ url: '/api/locale?locale=fr&to=/', headers: { 'accept-language': 'en' } })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.headers['set-cookie']).toBeUndefined()
    expect(unknown.json().errors).toHaveProperty('locale')
  })

  it('refuses a forged token with 401', async () => {
    const { app } = context()
    const response = await app.inject({
      url: '/api/users/me',
      headers: { authorization: `Bearer ${FORGED_TOKEN}`, 'accept-language': 'en' },
    })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ code: 'unauthenticated', message: 'Your sign-in is invalid or has expired. Please sign in again.' })
  })

  it('refuses an expired token, garbage and a malformed header with 401, even on public routes', async () => {
    const { app, signUp } = context()
    const { token } = await signUp()
    for (const authorization of [`Bearer ${expiredTokenFor(token)}`, 'Bearer not-a-jwt', 'Basic abc']) {
      const response = await app.inject({ url: '/api/shops', headers: { authorization } })
      expect(response.statusCode, authorization.slice(0, 20)).toBe(401)
    }
  })

  it('maps a verified identity to one stable numeric customer id', async () => {
    const { app, signUp } = context()
    const { token, email } = await signUp()
    const first = await app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${token}` } })
    expect(first.statusCode).toBe(200)
    const user = first.json().data
    expect(user).toMatchObject({ email })
    expect(Number.isInteger(user.id)).toBe(true)
    const second = await app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${token}` } })
    expect(second.json().data.id).toBe(user.id)
  })

  it('asks for sign-in on protected routes without a token', async () => {
    const { app } = context()
    const response = await app.inject({ url: '/api/users/me' })
    expect(response.statusCode).toBe(401)
  })

  it("serves today's stored JPY→VND rate", async () => {
    const { app, database } = context()
    const stored = await database.db.execute(
      sql`select rate::float8 as rate from exchange_rates where from_currency = 'JPY' and to_currency = 'VND' and effective_on <= current_date order by effective_on desc limit 1`,
    )
    const expected = Number((stored as unknown as { rows: { rate: number }[] }).rows[0].rate)
    const response = await app.inject({
      url: '/api/amount-with-conditions?conditions[type]=exchange_rate&conditions[from]=JPY&conditions[to]=VND',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({ from: 'JPY', to: 'VND', rate: expected })
  })

  it("serves the rate in force on the clock's day (the exchange-rate source reads the composition root's clock)", async () => {
    const { app, database, clock } = context()
    const rateOn = async (day: string) => {
      const stored = await database.db.execute(
        sql`select rate::float8 as rate from exchange_rates where from_currency = 'JPY' and to_currency = 'VND' and effective_on <= ${day} order by effective_on desc limit 1`,
      )
      return (stored as unknown as { rows: { rate: number }[] }).rows[0]?.rate
    }
    const url = '/api/amount-with-conditions?conditions[from]=JPY&conditions[to]=VND'
    try {
      const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000)
      clock.set(tenDaysAgo)
      const day = tenDaysAgo.toISOString().slice(0, 10)
      expect((await app.inject({ url })).json().data).toEqual({ from: 'JPY', to: 'VND', rate: await rateOn(day), effective_on: day })
      clock.set(new Date('2001-01-01T12:00:00Z'))
      expect((await app.inject({ url })).statusCode).toBe(404)
    } finally {
      clock.reset()
    }
  })

  it('answers malformed query parameters with 400 and a translated message keyed by parameter', async () => {
    const { app } = context()
    const badPage = await app.inject({ url: '/api/areas?page=abc', headers: { 'accept-language': 'en' } })
    expect(badPage.statusCode).toBe(400)
    expect(badPage.json()).toMatchObject({
      message: 'The query parameter "page" is invalid.',
      errors: { page: ['This value is invalid.'] },
    })
    const unknownFilter = await app.inject({ url: '/api/areas?filter[secret]=1' })
    expect(unknownFilter.statusCode).toBe(400)
    expect(unknownFilter.json().message).toBe('Không hỗ trợ tham số truy vấn "filter[secret]".')
    expect(unknownFilter.json().errors).toEqual({ 'filter[secret]': ['Không hỗ trợ tham số truy vấn "filter[secret]".'] })
    const badSort = await app.inject({ url: '/api/areas?sort=-password', headers: { 'accept-language': 'ja' } })
    expect(badSort.statusCode).toBe(400)
    expect(badSort.json().message).toBe('クエリパラメータ「sort」が正しくありません。')
    const badCurrency = await app.inject({ url: '/api/amount-with-conditions?conditions[from]=USD', headers: { 'accept-language': 'en' } })
    expect(badCurrency.statusCode).toBe(400)
    expect(badCurrency.json().errors).toHaveProperty(['conditions[from]'])
  })

  it('filters, sorts and paginates a list through the shared conventions', async () => {
    const { app } = context()
    const response = await app.inject({ url: '/api/areas?filter[country]=vn&sort=-name&per_page=2' })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({ current_page: 1, per_page: 2, from: 1 })
    expect(body.data.length).toBeLessThanOrEqual(2)
    expect(body.data.every((area: { country: string }) => area.country === 'vn')).toBe(true)
    const names = body.data.map((area: { name: string }) => area.name)
    expect(names).toEqual([...names].sort().reverse())
  })

  it('refuses an unknown organisation scope', async () => {
    const { app } = context()
    const response = await app.inject({ url: '/api/shops', headers: { 'x-organization': 'someone-else' } })
    expect(response.statusCode).toBe(400)
  })

  it('lists the shop registry with ikom, awond, the eleven markets and the Ecoring auction house', async () => {
    const { app } = context()
    const shops = (await app.inject({ url: '/api/shops' })).json().data as {
      id: number
      path: string
      can_buy_more: boolean
      kind: string
    }[]
    expect(shops.map((shop) => shop.id).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 390, 458])
    expect(shops.find((shop) => shop.id === 10)?.path).toBe('netmall')
    expect(shops.find((shop) => shop.id === 12)).toMatchObject({ path: 'ecoring', kind: 'auction-house' })
    expect(
      shops
        .filter((shop) => shop.can_buy_more)
        .map((shop) => shop.path)
        .sort(),
    ).toEqual(['amazon', 'awond', 'ikom', 'rakuten', 'tonoike', 'yahoo-shopping'])
  })

  it('serves the home configuration with an ETag and products of the shop blocks', async () => {
    const { app } = context()
    const response = await app.inject({ url: '/catalog/static/home-config/home-config2.json' })
    expect(response.statusCode).toBe(200)
    const config = response.json()
    expect(config.primary_banner.length).toBeGreaterThan(0)
    const block = config.sections.find((section: { type: string }) => section.type === 'shop_block')
    expect(block.products.length).toBeGreaterThan(0)
    const again = await app.inject({
      url: '/catalog/static/home-config/home-config2.json',
      headers: { 'if-none-match': response.headers.etag as string },
    })
    expect(again.statusCode).toBe(304)
  })

  it('publishes an OpenAPI document of the routes', async () => {
    const { app } = context()
    const document = (await app.inject({ url: '/api/docs' })).json()
    expect(document.openapi).toMatch(/^3\./)
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/users/me', '/api/amount-with-conditions', '/api/shops']))
    // List contracts generate the query parameters: each one listed, with its rule.
    const productParameters: { name: string; in: string; description?: string; schema: { enum?: string[] } }[] =
      document.paths['/api/products'].get.parameters
    expect(productParameters.map((parameter) => `${parameter.in} ${parameter.name}`)).toEqual(
      [
        'filter[suppliers.id]',
        'filter[categories]',
        'filter[name]',
        'filter[origin]',
        'filter_between[price]',
        'include',
        'sort',
        'page',
        'per_page',
      ].map((name) => `query ${name}`),
    )
    const byName = new Map(productParameters.map((parameter) => [parameter.name, parameter]))
    expect(byName.get('sort')?.schema.enum).toEqual(['price', '-price', 'updated_at', '-updated_at'])
    expect(byName.get('include')?.description).toBe('comma-separated: suppliers, origin, categories, reviewsCount')
    expect(byName.get('per_page')?.description).toBe('page size, 1 to 48')
  })
})
