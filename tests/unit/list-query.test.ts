import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerErrorHandling } from '@server/http/error-handler'
import { listQuerySchema, paginated } from '@server/http/list-query'
import { registerRequestContext } from '@server/http/request-context'
import { between, defineListContract, filter } from '@shared/http/list-contract'
import { toQueryString } from '@shared/http/query-string'

const contract = defineListContract({
  filters: { name: filter.text(20), 'suppliers.id': filter.int(), categories: filter.ids(3), publish: filter.boolean() },
  between: { price: between.int(), day: between.unixSeconds() },
  includes: ['origin', 'categories'],
  appends: ['first_item'],
  sorts: ['price', 'updated_at'],
  defaultSort: '-updated_at',
  pageSize: { default: 12, max: 48 },
})
const detail = defineListContract({ includes: ['origin'] })

/** The real chain: the contract's querystring schema, zod validation, the central error handler. */
const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>()
app.setValidatorCompiler(validatorCompiler)
app.setSerializerCompiler(serializerCompiler)
registerRequestContext(app)
registerErrorHandling(app, { spaFallback: false })
const asJson = (query: { include: ReadonlySet<string>; append: ReadonlySet<string> }) => ({
  ...query,
  include: [...query.include],
  append: [...query.append],
})
app.get('/list', { schema: { querystring: listQuerySchema(contract) } }, async (request) => {
  // Typed by the contract: no casts.
  const name: string | undefined = request.query.filter.name
  const ids: number[] | undefined = request.query.filter.categories
  return { ...asJson(request.query), typed: [name, ids] }
})
app.get('/detail', { schema: { querystring: listQuerySchema(detail) } }, async (request) => asJson(request.query))

beforeAll(() => app.ready())
afterAll(() => app.close())

const get = (url: string) => app.inject({ url, headers: { 'accept-language': 'en' } })

describe('list query against its contract', () => {
  it('turns the spec conventions into typed values', async () => {
    const response = await get(
      '/list?filter[name]=%20nuoc%20hoa%20&filter[suppliers.id]=390&filter[categories]=3,4&filter[publish]=1' +
        '&filter_between[price]=500,2500&include=origin,categories&append=first_item&sort=-price&page=3&per_page=24',
    )
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      filter: { name: 'nuoc hoa', 'suppliers.id': 390, categories: [3, 4], publish: true },
      between: { price: [500, 2500] },
      include: ['origin', 'categories'],
      append: ['first_item'],
      sort: { field: 'price', descending: true },
      page: 3,
      perPage: 24,
      typed: ['nuoc hoa', [3, 4]],
    })
  })

  it('uses the default sort and first page when none is asked', async () => {
    expect((await get('/list')).json()).toMatchObject({ sort: { field: 'updated_at', descending: true }, page: 1, perPage: 12 })
  })

  it.each([
    ['page=0', 'page'],
    ['page=2.5', 'page'],
    ['per_page=1000', 'per_page'],
    ['sort=password', 'sort'],
    ['include=creator', 'include'],
    ['include=constructor', 'include'],
    ['filter[suppliers.id]=abc', 'filter[suppliers.id]'],
    ['filter[suppliers.id]=2147483648', 'filter[suppliers.id]'],
    ['filter[suppliers.id]=0', 'filter[suppliers.id]'],
    ['filter[categories]=1,2,3,4', 'filter[categories]'],
    ['filter[categories]=1,99999999999', 'filter[categories]'],
    ['filter[name]=a%00b', 'filter[name]'],
    ['filter[name]=%20', 'filter[name]'],
    [`filter[name]=${'x'.repeat(21)}`, 'filter[name]'],
    ['filter[publish]=yes', 'filter[publish]'],
    ['filter_between[price]=10', 'filter_between[price]'],
    ['filter_between[price]=9,1', 'filter_between[price]'],
    ['filter_between[price]=0.5,1', 'filter_between[price]'],
    ['filter_between[price]=1e3,1e4', 'filter_between[price]'],
    ['filter_between[price]=-1,5', 'filter_between[price]'],
    ['filter_between[price]=1,2147483648', 'filter_between[price]'],
    ['filter_between[day]=1,253402300800', 'filter_between[day]'],
    ['page=1&page=2', 'page'],
  ])('refuses %s as an invalid %s', async (query, name) => {
    const response = await get(`/list?${query}`)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      code: 'invalidQueryParameter',
      message: `The query parameter "${name}" is invalid.`,
      errors: { [name]: [expect.any(String)] },
    })
  })

  it.each([
    'filter[password]=x',
    'debug=1',
    'filter[constructor]=1',
    'filter[__proto__]=1',
    'filter[toString]=1',
    'filter_between[constructor]=1,2',
    'constructor=1',
    '__proto__=1',
  ])('refuses %s as unknown, prototype names included', async (query) => {
    const response = await get(`/list?${query}`)
    const name = query.split('=')[0]
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      code: 'unknownQueryParameter',
      message: `The query parameter "${name}" is not supported.`,
      errors: { [name]: [`The query parameter "${name}" is not supported.`] },
    })
  })

  it('accepts the days of year 9999 and no page parameters where the contract does not page', async () => {
    expect((await get('/list?filter_between[day]=0,253402300799')).json().between).toEqual({ day: [0, 253402300799] })
    expect((await get('/detail?include=origin')).json().include).toEqual(['origin'])
    expect((await get('/detail?page=2')).json().code).toBe('unknownQueryParameter')
  })
})

describe('paginated', () => {
  it('builds the spec page shape', () => {
    expect(paginated(['a', 'b'], 14, 2, 12)).toEqual({
      data: ['a', 'b'],
      current_page: 2,
      last_page: 2,
      from: 13,
      to: 14,
      total: 14,
      per_page: 12,
    })
    expect(paginated([], 0, 1, 12)).toMatchObject({ from: null, to: null, last_page: 1 })
  })
})

describe('toQueryString', () => {
  it('writes what the server reads', async () => {
    const text = toQueryString<typeof contract>({
      filter: { name: 'trà', categories: [3, 4], publish: 1 },
      filterBetween: { price: [1, 500] },
      include: ['origin'],
      sort: '-price',
      page: 2,
    })
    expect((await get(`/list?${text}`)).json()).toMatchObject({
      filter: { name: 'trà', categories: [3, 4], publish: true },
      between: { price: [1, 500] },
      page: 2,
    })
  })

  it('only compiles what the contract allows', () => {
    // @ts-expect-error a misspelt filter
    toQueryString<typeof contract>({ filter: { catgories: 3 } })
    // @ts-expect-error a text filter given a number
    toQueryString<typeof contract>({ filter: { name: 3 } })
    // @ts-expect-error an include the contract does not have
    toQueryString<typeof contract>({ include: ['creator'] })
    // @ts-expect-error a sort the contract does not have
    toQueryString<typeof contract>({ sort: '-name' })
    // @ts-expect-error a filter_between the contract does not have
    toQueryString<typeof contract>({ filterBetween: { weight: [1, 2] } })
    // @ts-expect-error no filters at all on this endpoint
    toQueryString<typeof detail>({ filter: { name: 'x' } })
    // @ts-expect-error no query without its contract
    toQueryString({ page: 2 })
  })
})
