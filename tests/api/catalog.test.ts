import { brotliDecompressSync } from 'node:zlib'
import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import type { Database } from '@server/db/client'
import { markCatalogChanged } from '@server/modules/catalog'
import { foldSearchText } from '@shared/catalog/search-text'
import { describeEachDriver } from './support/test-app'

type Card = {
  id: number
  name: string
  price: number
  initial_price: number
  discount: number
  shop_id: number
  updated_at: number
  sale_status: string
  suppliers?: { id: number; name: string }[]
  origin?: { id: number; name: string } | null
  categories?: { id: number; name: string }[]
}

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

async function scalar(db: Database, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rows<{ value: number | string }>(db, query)
  return Number(row.value)
}

function isSorted(values: number[], descending: boolean) {
  return values.every((value, index) => index === 0 || (descending ? values[index - 1] >= value : values[index - 1] <= value))
}

describeEachDriver('catalogue', (context) => {
  const get = (url: string, language = 'vi') => context().app.inject({ url: encodeURI(url), headers: { 'accept-language': language } })
  /** A review by a new customer. */
  const postReview = async (productId: number, star: number, comment: string) => {
    const { token } = await context().signUp()
    return context().app.inject({
      method: 'POST',
      url: '/api/product-reviews',
      headers: { authorization: `Bearer ${token}` },
      payload: { product_id: productId, star, comment },
    })
  }
  const list = async (query: string) => {
    const response = await get(`/api/products?${query}`)
    expect(response.statusCode, response.body).toBe(200)
    return response.json() as {
      data: Card[]
      total: number
      current_page: number
      last_page: number
      from: number | null
      to: number | null
      per_page: number
    }
  }

  it('lists 12 products per page, newest first, in the paginated shape', async () => {
    const total = await scalar(context().database.db, sql`select count(*) as value from products`)
    const first = await list('')
    expect(first).toMatchObject({ current_page: 1, per_page: 12, from: 1, to: 12, total, last_page: Math.ceil(total / 12) })
    expect(first.data).toHaveLength(12)
    expect(
      isSorted(
        first.data.map((card) => card.updated_at),
        true,
      ),
    ).toBe(true)
    const second = await list('page=2')
    expect(second).toMatchObject({ current_page: 2, from: 13, to: 24 })
    expect(second.data[0].updated_at).toBeLessThanOrEqual(first.data[11].updated_at)
    expect(new Set([...first.data, ...second.data].map((card) => card.id)).size).toBe(24)
    const beyond = await list(`page=${first.last_page + 1}`)
    expect(beyond).toMatchObject({ data: [], from: null, to: null, total })
  })

  it('answers cards with the fields of spec §3 and a discount that rounds up', async () => {
    const { data } = await list('per_page=48&sort=price')
    const card = data[0]
    expect(card).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        product_id: card.id,
        name: expect.any(String),
        image_url: expect.stringMatching(/^\/media\//),
      }),
    )
    expect(card).not.toHaveProperty('origin')
    for (const item of data) {
      const expected = item.price < item.initial_price ? Math.ceil(((item.initial_price - item.price) / item.initial_price) * 100) : 0
      expect(item.discount).toBe(expected)
    }
  })

  it.each([
    ['price', (card: Card) => card.price, false],
    ['-price', (card: Card) => card.price, true],
    ['updated_at', (card: Card) => card.updated_at, false],
    ['-updated_at', (card: Card) => card.updated_at, true],
  ] as const)('sorts by %s', async (sort, value, descending) => {
    const { data } = await list(`sort=${sort}&per_page=48`)
    expect(isSorted(data.map(value), descending)).toBe(true)
  })

  it('filters by shop (suppliers.id) and includes the supplier', async () => {
    const all = await list('')
    const ikom = await list('filter[suppliers.id]=390&include=suppliers&per_page=48')
    expect(ikom.total).toBeGreaterThan(0)
    expect(ikom.total).toBeLessThan(all.total)
    expect(ikom.data.every((card) => card.shop_id === 390 && card.suppliers?.[0].name === 'ikom')).toBe(true)
    const amazon = await list('filter[suppliers.id]=3')
    expect(amazon.total).toBe(0)
  })

  it('filters by category: a root category includes its children', async () => {
    const { db } = context().database
    const inRoot = await scalar(
      db,
      sql`select count(distinct product_id) as value from product_categories where category_id in (1, 101, 102, 103, 104, 105)`,
    )
    const root = await list('filter[categories]=1&include=categories&per_page=48')
    expect(root.total).toBe(inRoot)
    const branch = new Set([1, 101, 102, 103, 104, 105])
    expect(root.data.every((card) => card.categories?.some((category) => branch.has(category.id)))).toBe(true)
    const child = await list('filter[categories]=102&include=categories')
    expect(child.total).toBe(await scalar(db, sql`select count(*) as value from product_categories where category_id = 102`))
    expect(child.total).toBeLessThan(root.total)
    expect(child.data.every((card) => card.categories?.some((category) => category.id === 102))).toBe(true)
  })

  it('filters by origin and includes it', async () => {
    const korean = await list('filter[origin]=2&include=origin&per_page=48')
    expect(korean.total).toBeGreaterThan(0)
    expect(korean.data.every((card) => card.origin?.id === 2 && card.origin.name === 'Hàn Quốc')).toBe(true)
  })

  it('filters by a price band (filter_between[price]) together with a category', async () => {
    const band = await list('filter_between[price]=500,2500&per_page=48')
    expect(band.total).toBeGreaterThan(0)
    expect(band.data.every((card) => card.price >= 500 && card.price <= 2500)).toBe(true)
    const both = await list('filter[categories]=1&filter_between[price]=500,2500&include=categories&per_page=48')
    expect(both.total).toBeGreaterThan(0)
    expect(both.total).toBeLessThan(band.total)
    expect(
      both.data.every(
        (card) =>
          card.price >= 500 &&
          card.price <= 2500 &&
          card.categories!.some((category) => Math.floor(category.id / 100) === 1 || category.id === 1),
      ),
    ).toBe(true)
    const top = await list('filter_between[price]=100000,5000000')
    expect(top.data.every((card) => card.price >= 100000)).toBe(true)
  })

  it('includes suppliers, origin, categories and reviewsCount together', async () => {
    const { data } = await list('include=suppliers,origin,categories,reviewsCount')
    for (const card of data) {
      expect(card).toHaveProperty('suppliers')
      expect(card).toHaveProperty('origin')
      expect(card).toHaveProperty('categories')
      expect(card).toHaveProperty('reviews_count')
    }
  })

  it('finds Vietnamese names regardless of diacritics and case', async () => {
    const spellings = ['sua rua mat', 'Sữa rửa mặt', 'SỮA RỬA MẶT', 'SUA RUA MAT']
    const results = await Promise.all(spellings.map((name) => list(`filter[name]=${name}&per_page=48`)))
    expect(results[0].total).toBeGreaterThan(1)
    for (const result of results) expect(result.data.map((card) => card.id)).toEqual(results[0].data.map((card) => card.id))
    expect(results[0].data.every((card) => foldSearchText(card.name).includes('sua rua mat'))).toBe(true)
    expect(results[0].data.some((card) => card.name.includes('Sữa rửa mặt'))).toBe(true)
  })

  it('matches đ and d alike', async () => {
    const withD = await list('filter[name]=bi do')
    const withDStroke = await list('filter[name]=bí đỏ')
    expect(withD.total).toBeGreaterThan(0)
    expect(withD.data.map((card) => card.id)).toEqual(withDStroke.data.map((card) => card.id))
    expect(withD.data.some((card) => card.name.includes('bí đỏ'))).toBe(true)
  })

  it('finds Japanese text by substring', async () => {
    const result = await list('filter[name]=極潤&per_page=48')
    expect(result.total).toBeGreaterThan(0)
    expect(result.data.every((card) => card.name.includes('極潤'))).toBe(true)
    const katakana = await list('filter[name]=プレミアムモイスト')
    expect(katakana.data.every((card) => card.name.includes('プレミアムモイスト'))).toBe(true)
  })

  it('treats LIKE wildcards in a search as plain characters', async () => {
    expect((await list('filter[name]=%')).total).toBe(0)
    expect((await list('filter[name]=_')).total).toBe(0)
  })

  it.each([
    'filter[categories]=abc',
    'filter[suppliers.id]=ikom',
    'filter[color]=red',
    'filter_between[price]=2500,500',
    'filter_between[price]=500',
    'sort=name',
    'include=owner',
    'page=0',
    'per_page=1000',
  ])('refuses the malformed parameter %s with 400', async (query) => {
    const response = await get(`/api/products?${query}`, 'en')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: expect.stringMatching(/QueryParameter$/), errors: expect.any(Object) })
  })

  it('answers one product with its images, tags (in the request language), categories and origin', async () => {
    const { db } = context().database
    const [tagged] = await rows<{ id: number }>(
      db,
      sql`select product_id as id from product_tags where tag = 'on_sale' order by product_id limit 1`,
    )
    const response = await get(`/api/products/${tagged.id}?include=origin,categories,reviewsCount,images,tags&append=star_counts`, 'en')
    expect(response.statusCode).toBe(200)
    const product = response.json().data
    expect(product).toMatchObject({
      id: tagged.id,
      origin: { id: expect.any(Number) },
      reviews_count: expect.any(Number),
      star_counts: { 1: expect.any(Number), 2: expect.any(Number), 3: expect.any(Number), 4: expect.any(Number), 5: expect.any(Number) },
    })
    const starCounts = Object.values(product.star_counts as Record<string, number>)
    expect(starCounts.reduce((sum, count) => sum + count, 0)).toBe(product.reviews_count)
    expect(product.description).toMatch(/^<p>/)
    expect(product.images.length).toBeGreaterThan(0)
    expect(product.images[0]).toEqual({ url: expect.stringMatching(/^\/media\/products\//) })
    expect(product.categories.length).toBeGreaterThan(0)
    expect(product.tags).toContainEqual({ id: 'on_sale', name: 'On sale' })
    const plain = (await get(`/api/products/${tagged.id}`)).json().data
    expect(plain).not.toHaveProperty('images')
    expect(plain).not.toHaveProperty('tags')
  })

  it('answers a missing product with a translated 404 and a malformed id with 400', async () => {
    const missing = await get('/api/products/999999999', 'en')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ code: 'productNotFound', message: 'Product not found.' })
    expect((await get('/api/products/999999999', 'ja')).json().message).toBe('商品が見つかりません。')
    expect((await get('/api/products/abc')).statusCode).toBe(400)
    expect((await get('/api/products/101001?include=password')).statusCode).toBe(400)
  })

  it('lists the category tree and the origins', async () => {
    const tree = await get('/api/product-categories?filter[root]=1&include=children')
    expect(tree.statusCode).toBe(200)
    const roots = tree.json().data as { id: number; parent_id: number | null; children: { parent_id: number }[] }[]
    expect(roots).toHaveLength(8)
    for (const root of roots) {
      expect(root.parent_id).toBeNull()
      expect(root.children.length).toBeGreaterThan(0)
      expect(root.children.every((child) => child.parent_id === root.id)).toBe(true)
    }
    const children = (await get('/api/product-categories?filter[parent_id]=1')).json()
    expect(children.data.map((category: { id: number }) => category.id)).toEqual([101, 102, 103, 104, 105])
    expect(children.data[0]).not.toHaveProperty('children')
    const origins = (await get('/api/origins')).json()
    expect(origins.total).toBe(11)
    expect(origins.data[0]).toEqual({ id: 1, name: 'Nhật Bản' })
  })

  it('names categories, origins, shop blurbs and banners in the request language; Vietnamese where no translation is stored', async () => {
    const childrenOf1 = async (language: string) =>
      ((await get('/api/product-categories?filter[parent_id]=1', language)).json().data as { name: string }[]).map((row) => row.name)
    expect((await childrenOf1('en')).slice(0, 2)).toEqual(['Face care', 'Sun protection'])
    expect((await childrenOf1('ja')).slice(0, 2)).toEqual(['フェイスケア', '日焼け止め'])
    expect((await childrenOf1('vi')).slice(0, 2)).toEqual(['Chăm sóc da mặt', 'Chống nắng'])
    expect((await get('/api/origins', 'en')).json().data[0]).toEqual({ id: 1, name: 'Japan' })
    expect((await get('/api/origins', 'ja')).json().data[0]).toEqual({ id: 1, name: '日本' })

    // The same list, answered from memory in one language, is answered anew in another.
    const query = '/api/products?filter[categories]=101&filter[origin]=1&include=origin,categories'
    const [vi] = (await get(query, 'vi')).json().data as Card[]
    const english = await get(query, 'en')
    expect(english.headers.vary).toMatch(/accept-language/i)
    const [en] = english.json().data as Card[]
    expect(vi).toMatchObject({
      origin: { id: 1, name: 'Nhật Bản' },
      categories: expect.arrayContaining([{ id: 101, name: 'Chăm sóc da mặt' }]),
    })
    expect(en).toMatchObject({
      id: vi.id,
      name: vi.name,
      origin: { id: 1, name: 'Japan' },
      categories: expect.arrayContaining([{ id: 101, name: 'Face care' }]),
    })
    const detail = (await get(`/api/products/${vi.id}?include=origin,categories`, 'ja')).json().data as Card
    expect(detail.origin).toEqual({ id: 1, name: '日本' })
    const tree = (await get('/catalog/static/ikom/categories-first.json', 'en')).json().data as { name: string }[]
    expect(tree[0].name).toBe('Cosmetics')

    const home = (language: string) => get('/catalog/static/home-config/home-config2.json', language).then((answer) => answer.json())
    const [enHome, jaHome] = await Promise.all([home('en'), home('ja')])
    const block = (config: { sections: { type: string; sub_title?: string; action_label?: string }[] }) =>
      config.sections.find((section) => section.type === 'shop_block')!
    expect(block(enHome)).toMatchObject({ action_label: 'See all', sub_title: expect.stringMatching(/genuine Japanese goods/) })
    expect(block(jaHome).action_label).toBe('すべて見る')
    expect(enHome.primary_banner[0].img_url).toMatch(/^\/media\/banners\/en\//)

    // No English name stored: the Vietnamese one.
    const { app } = context()
    await app.db.execute(sql`update categories set name_en = null where id = 102`)
    markCatalogChanged(app.db, 'content')
    try {
      expect((await childrenOf1('en')).slice(0, 2)).toEqual(['Face care', 'Chống nắng'])
    } finally {
      await app.db.execute(sql`update categories set name_en = 'Sun protection' where id = 102`)
      markCatalogChanged(app.db, 'content')
    }
  })

  it('lists the best-selling products on sale', async () => {
    const { db } = context().database
    const expected = await rows<{ id: number }>(
      db,
      sql`select id from products where sale_status = 'on_sale' order by sold_count desc, id desc limit 20`,
    )
    const response = await get('/api/top-products-for-sale')
    expect(response.statusCode).toBe(200)
    const data = response.json().data as Card[]
    expect(data.map((card) => card.id)).toEqual(expected.map((row) => row.id))
    expect(data.every((card) => card.sale_status === 'on_sale')).toBe(true)
    const ikom = (await get('/api/top-products-for-sale?filter[suppliers.id]=390')).json().data as Card[]
    expect(ikom.every((card) => card.shop_id === 390)).toBe(true)
  })

  it('resolves a pasted marketplace address to the page to open', async () => {
    const post = (url: unknown, language = 'vi') =>
      context().app.inject({
        method: 'POST',
        url: '/catalog/common/get-product-info-by-url',
        payload: { url },
        headers: { 'accept-language': language },
      })
    const amazon = await post('https://www.amazon.co.jp/gp/product/B08L5M9BTJ?th=1')
    expect(amazon.statusCode).toBe(200)
    expect(amazon.json()).toEqual({ data: { path: '/other-market/3/B08L5M9BTJ', id: 'B08L5M9BTJ', shop_id: 3 } })
    const rakuten = (await post('https://item.rakuten.co.jp/kenkocom/e497325/')).json()
    expect(rakuten.data).toEqual({ path: '/other-market/6/e497325?append=kenkocom', id: 'e497325', shop_id: 6, append: 'kenkocom' })
    const own = await post('http://localhost/products/ikom/101001')
    expect(own.json()).toEqual({ data: { path: '/products/ikom/101001', id: '101001', shop_id: 390 } })
    expect((await post('http://localhost/products/ikom/999')).statusCode).toBe(404)

    const unknown = await post('https://example.com/some/page', 'en')
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json()).toMatchObject({ code: 'productUrlUnknown', message: expect.stringContaining('not recognised') })
    expect((await post('nuoc hoa', 'ja')).json().message).toContain('認識できません')
    const empty = await post('', 'en')
    expect(empty.statusCode).toBe(400)
    expect(empty.json().errors).toEqual({ url: ['This field is required.'] })
  })

  it('serves the catalogue JSON with an ETag, Cache-Control and 304 on revalidation', async () => {
    for (const path of [
      'top-products.json',
      'ikom/categories-first.json',
      'awond/categories-first.json',
      'filter-all-web.json',
      'sort-all-web.json',
    ]) {
      const response = await get(`/catalog/static/${path}`)
      expect(response.statusCode, path).toBe(200)
      expect(response.headers['cache-control']).toMatch(/must-revalidate/)
      const etag = response.headers.etag as string
      expect(etag).toMatch(/^".+"$/)
      const again = await context().app.inject({ url: `/catalog/static/${path}`, headers: { 'if-none-match': etag } })
      expect(again.statusCode, path).toBe(304)
    }
    expect((await get('/catalog/static/nowhere/categories-first.json')).statusCode).toBe(404)
  })

  it('publishes the seven price bands, the sort options and the shop category trees', async () => {
    const filter = (await get('/catalog/static/filter-all-web.json')).json()
    expect(filter.price.map((band: { value: string }) => band.value)).toEqual([
      '1,500',
      '500,2500',
      '2500,5000',
      '5000,10000',
      '10000,50000',
      '50000,100000',
      '100000,5000000',
    ])
    expect(filter.price[6].label).toEqual({
      vi: expect.stringContaining('Trên'),
      en: expect.stringContaining('Above'),
      ja: expect.stringContaining('以上'),
    })
    const sort = (await get('/catalog/static/sort-all-web.json')).json().data as { value: string; coming_soon: boolean; default: boolean }[]
    expect(sort.filter((option) => !option.coming_soon).map((option) => option.value)).toEqual([
      '-updated_at',
      'updated_at',
      'price',
      '-price',
    ])
    expect(sort.filter((option) => option.coming_soon)).toHaveLength(2)
    expect(sort.find((option) => option.default)?.value).toBe('-updated_at')
    const ikom = (await get('/catalog/static/ikom/categories-first.json')).json().data as { parent_id: null; children: unknown[] }[]
    expect(ikom.length).toBeGreaterThan(0)
    expect(ikom.every((root) => root.parent_id === null && root.children.length > 0)).toBe(true)
    // A market's categories are its own (tests/api/markets.test.ts), not the own shops' tree.
    const amazon = (await get('/catalog/static/amazon/categories-first.json')).json().data as { id: string; lang: object }[]
    expect(amazon.length).toBeGreaterThan(0)
    expect(amazon.every((category) => typeof category.id === 'string' && 'lang' in category)).toBe(true)
  })

  it('answers the same product list to the same question with one ETag, 304 on revalidation and brotli when accepted', async () => {
    const { app } = context()
    const first = await app.inject({ url: '/api/products?filter[suppliers.id]=390&sort=-price&include=origin,suppliers' })
    expect(first.statusCode).toBe(200)
    expect(first.headers['cache-control']).toMatch(/must-revalidate/)
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^".+"$/)
    const reordered = await app.inject({ url: '/api/products?include=suppliers,origin&sort=-price&filter[suppliers.id]=390' })
    expect(reordered.headers.etag).toBe(etag)
    expect(reordered.json()).toEqual(first.json())
    const revalidated = await app.inject({
      url: '/api/products?filter[suppliers.id]=390&sort=-price&include=origin,suppliers',
      headers: { 'if-none-match': etag },
    })
    expect(revalidated.statusCode).toBe(304)
    expect(revalidated.body).toBe('')
    const compressed = await app.inject({
      url: '/api/products?filter[suppliers.id]=390&sort=-price&include=origin,suppliers',
      headers: { 'accept-encoding': 'gzip, br' },
    })
    expect(compressed.headers['content-encoding']).toBe('br')
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(first.json())
    const otherPage = await app.inject({ url: '/api/products?filter[suppliers.id]=390&sort=-price&include=origin,suppliers&page=2' })
    expect(otherPage.headers.etag).not.toBe(etag)
  })

  it('shows a new review in the product list and detail at once, although both were answered from memory before', async () => {
    const [product] = (await list('filter[suppliers.id]=458&include=reviewsCount')).data as (Card & { reviews_count: number })[]
    const detailBefore = (await get(`/api/products/${product.id}?append=star_counts`)).json().data
    expect((await postReview(product.id, 2, 'Màu khác ảnh.')).statusCode).toBe(201)
    const [listedAfter] = (await list('filter[suppliers.id]=458&include=reviewsCount')).data as (Card & { reviews_count: number })[]
    expect(listedAfter).toMatchObject({ id: product.id, reviews_count: product.reviews_count + 1 })
    const detailAfter = (await get(`/api/products/${product.id}?append=star_counts`)).json().data
    expect(detailAfter.reviews_count).toBe(detailBefore.reviews_count + 1)
    expect(detailAfter.star_counts[2]).toBe(detailBefore.star_counts[2] + 1)
  })

  it('changes the ETag of top-products.json when the catalogue changes', async () => {
    const before = await get('/catalog/static/top-products.json')
    const first = before.json().data[0] as Card & { star: number; reviews_count: number }
    expect((await postReview(first.id, 1, 'Hộp bị móp khi nhận.')).statusCode).toBe(201)
    const after = await context().app.inject({
      url: '/catalog/static/top-products.json',
      headers: { 'if-none-match': before.headers.etag as string },
    })
    expect(after.statusCode).toBe(200)
    expect(after.headers.etag).not.toBe(before.headers.etag)
    const moved = after.json().data[0]
    expect(moved).toMatchObject({ id: first.id, reviews_count: first.reviews_count + 1 })
    // The average moved by the new 1-star review (the stored star is rounded to two decimals).
    expect(moved.star).toBeCloseTo((first.star * first.reviews_count + 1) / (first.reviews_count + 1), 1)
  })
})
