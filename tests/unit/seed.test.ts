import { asc, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '@server/db/client'
import { migrateDatabase } from '@server/db/migrate'
import { categories, productImages, products, productTags } from '@server/modules/catalog/tables'
import { exchangeRates } from '@server/modules/rates/tables'
import { buildCatalogRows } from '@server/seed/catalog/build-products'
import { seedDatabase, type SeedReport } from '@server/seed/seed-database'
import { AWOND_ID, IKOM_ID, SHOPS } from '@shared/shops/registry'

const TODAY = new Date('2026-11-22T09:30:00Z')
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/

async function rows<T>(handle: DatabaseHandle, query: string): Promise<T[]> {
  const result = await handle.db.execute(sql.raw(query))
  return (result as unknown as { rows: T[] }).rows
}

describe('demo data seed', { timeout: 120_000 }, () => {
  let handle: DatabaseHandle
  let first: SeedReport
  let second: SeedReport
  let productsAfterFirst: unknown[]

  beforeAll(async () => {
    handle = await openDatabase({ dataDir: null })
    await migrateDatabase(handle)
    first = await seedDatabase(handle.db, { today: TODAY })
    productsAfterFirst = await handle.db.select().from(products).orderBy(asc(products.id))
    second = await seedDatabase(handle.db, { today: TODAY })
  }, 120_000)

  afterAll(async () => {
    await handle?.close()
  })

  it('is idempotent: a second run changes no count and no product row', async () => {
    expect(second).toEqual(first)
    expect(await handle.db.select().from(products).orderBy(asc(products.id))).toEqual(productsAfterFirst)
  })

  it('reports believable counts for every table', () => {
    expect(first).toMatchObject({
      shops: SHOPS.length,
      order_statuses: 10,
      shipment_methods: 2,
      areas: 5,
      provinces: 63,
      districts: 696,
      wards: 10_047,
      exchange_rates: 60,
    })
    expect(first.products).toBeGreaterThanOrEqual(250)
    expect(first.products).toBeLessThanOrEqual(350)
    expect(first.product_images).toBeGreaterThanOrEqual(first.products)
  })

  it('is deterministic: the stored catalogue is exactly what the builder gives on every call', async () => {
    const built = buildCatalogRows()
    expect(buildCatalogRows()).toEqual(built)
    const stored = await rows<{ id: number; sku: string; name: string; price: number }>(
      handle,
      'select id, sku, name, price from products order by id',
    )
    expect(stored).toEqual(built.products.map(({ id, sku, name, price }) => ({ id, sku, name, price })).sort((a, b) => a.id - b.id))
  })

  it('keeps stable ids for reference data and the first products', async () => {
    expect(await rows(handle, 'select id, code from order_statuses order by id limit 2')).toEqual([
      { id: 1, code: '1' },
      { id: 2, code: '2' },
    ])
    expect(await rows(handle, `select id from shipment_methods order by id`)).toEqual([{ id: 'air' }, { id: 'sea' }])
    expect(await rows(handle, `select id, country from areas where id = 'jp-tokyo'`)).toEqual([{ id: 'jp-tokyo', country: 'jp' }])
    const roots = await handle.db
      .select({ id: categories.id })
      .from(categories)
      .where(sql`${categories.parentId} is null`)
      .orderBy(asc(categories.id))
    expect(roots.map((root) => root.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    const [firstProduct] = await rows<{ id: number; sku: string; name: string }>(
      handle,
      'select id, sku, name from products order by id limit 1',
    )
    expect(firstProduct.id).toBe(101001)
    expect(firstProduct.sku).toMatch(/^(IK|AW)-101-001$/)
    expect(firstProduct.name).toContain('Hada Labo Gokujyun')
  })

  it('imports the official administrative units with their GSO codes', async () => {
    expect(await rows(handle, `select id, name from provinces where id = '01'`)).toEqual([{ id: '01', name: 'Thành phố Hà Nội' }])
    expect(await rows(handle, `select id, district_id from wards where id = '00001'`)).toEqual([{ id: '00001', district_id: '001' }])
    const [orphans] = await rows<{ count: number }>(
      handle,
      'select count(*)::int as count from wards w left join districts d on d.id = w.district_id where d.id is null',
    )
    expect(orphans.count).toBe(0)
  })

  it('gives every product an own-shop supplier, images starting with its image_url, and 1–2 child categories', async () => {
    const all = await handle.db.select().from(products)
    const images = await handle.db.select().from(productImages).orderBy(asc(productImages.productId), asc(productImages.position))
    const links = await rows<{ product_id: number; category_id: number; parent_id: number | null }>(
      handle,
      'select pc.product_id, pc.category_id, c.parent_id from product_categories pc join categories c on c.id = pc.category_id',
    )
    for (const product of all) {
      expect([IKOM_ID, AWOND_ID]).toContain(product.supplierId)
      const own = images.filter((image) => image.productId === product.id)
      expect(own.length).toBeGreaterThanOrEqual(1)
      expect(own.length).toBeLessThanOrEqual(4)
      expect(own[0].url).toBe(product.imageUrl)
      // The SKU, and the drawing of its kind of goods where that is not its category's usual one.
      expect(product.imageUrl).toMatch(new RegExp(`^/media/products/${product.sku}(_[a-zA-Z]+)?-1\\.svg$`))
      const productLinks = links.filter((link) => link.product_id === product.id)
      expect(productLinks.length).toBeGreaterThanOrEqual(1)
      expect(productLinks.length).toBeLessThanOrEqual(2)
      expect(productLinks.every((link) => link.parent_id !== null)).toBe(true)
    }
    expect(new Set(all.map((product) => product.supplierId)).size).toBe(2)
  })

  it('writes believable products: prices, discounts, statuses, stars, Japanese names and safe HTML', async () => {
    const all = await handle.db.select().from(products)
    const discounted = all.filter((product) => product.price < product.initialPrice)
    expect(all.every((product) => product.price > 0 && product.price <= product.initialPrice)).toBe(true)
    expect(discounted.length / all.length).toBeGreaterThan(0.2)
    expect(discounted.length / all.length).toBeLessThan(0.45)
    expect(all.some((product) => product.price > 100_000)).toBe(true)
    expect(all.every((product) => product.star >= 1 && product.star <= 5 && product.taxPercent === 10)).toBe(true)
    // Stars come from demo reviews (a third of the products have none yet), mostly good ones.
    const reviewed = all.filter((product) => product.reviewsCount > 0)
    expect(reviewed.length / all.length).toBeGreaterThan(0.5)
    expect(reviewed.length / all.length).toBeLessThan(0.8)
    expect(reviewed.reduce((sum, product) => sum + product.star, 0) / reviewed.length).toBeGreaterThan(3.8)
    expect(new Set(all.map((product) => product.saleStatus))).toEqual(new Set(['on_sale', 'sold_out', 'coming_soon']))
    expect(all.filter((product) => product.saleStatus === 'on_sale').length / all.length).toBeGreaterThan(0.8)
    expect(all.some((product) => JAPANESE.test(product.name))).toBe(true)
    const base = Date.parse('2026-11-01T00:00:00Z')
    for (const product of all) {
      expect(product.updatedAt.getTime()).toBeLessThanOrEqual(base)
      expect(product.updatedAt.getTime()).toBeGreaterThanOrEqual(base - 90 * 86_400_000)
      expect(product.description.replace(/<\/?(p|ul|li)>/g, '')).not.toMatch(/[<>]/)
    }
  })

  it('keeps tags consistent with status and discount', async () => {
    const all = await handle.db.select().from(products)
    const tags = await handle.db.select().from(productTags)
    const tagsOf = (id: number) => new Set(tags.filter((tag) => tag.productId === id).map((tag) => tag.tag))
    const known = new Set(['new', 'faulty', 'un_used', 'sold_out', 'on_sale', 'free_delivery', 'anonymous_delivery'])
    expect(tags.every((tag) => known.has(tag.tag))).toBe(true)
    for (const product of all) {
      const own = tagsOf(product.id)
      expect(own.has('sold_out')).toBe(product.saleStatus === 'sold_out')
      if (own.has('on_sale')) expect(product.price).toBeLessThan(product.initialPrice)
    }
  })

  it('stores 30 days of JPY→VND rates ending today, with VND→JPY as the inverse', async () => {
    const yenToDong = await handle.db
      .select()
      .from(exchangeRates)
      .where(sql`${exchangeRates.fromCurrency} = 'JPY'`)
      .orderBy(asc(exchangeRates.effectiveOn))
    expect(yenToDong).toHaveLength(30)
    expect(yenToDong.at(-1)?.effectiveOn).toBe('2026-11-22')
    expect(yenToDong[0].effectiveOn).toBe('2026-10-24')
    for (const row of yenToDong) {
      expect(row.rate).toBeGreaterThanOrEqual(170)
      expect(row.rate).toBeLessThanOrEqual(176)
    }
    const inverse = await rows<{ rate: string }>(
      handle,
      `select rate from exchange_rates where from_currency = 'VND' and effective_on = '2026-11-22'`,
    )
    expect(Number(inverse[0].rate) * (yenToDong.at(-1)?.rate ?? 0)).toBeCloseTo(1, 3)
  })
})

describe('reference data only (DEMO_DATA=off)', { timeout: 120_000 }, () => {
  let handle: DatabaseHandle
  let report: SeedReport

  beforeAll(async () => {
    handle = await openDatabase({ dataDir: null })
    await migrateDatabase(handle)
    report = await seedDatabase(handle.db, { today: TODAY, demo: false })
  }, 120_000)

  afterAll(async () => {
    await handle?.close()
  })

  it('writes what every deployment needs and no demo catalogue, rates or posts', () => {
    expect(report).toMatchObject({
      shops: SHOPS.length,
      order_statuses: 10,
      shipment_methods: 2,
      areas: 5,
      provinces: 63,
      wards: 10_047,
      post_categories: expect.any(Number),
      exchange_rates: 0,
      products: 0,
      categories: 0,
      posts: 0,
    })
    expect(report.post_categories).toBeGreaterThan(0)
  })

  it('adds the demo content when run again with it', async () => {
    const full = await seedDatabase(handle.db, { today: TODAY })
    expect(full.exchange_rates).toBe(60)
    expect(full.products).toBeGreaterThanOrEqual(250)
    expect(full.posts).toBeGreaterThan(0)
  })
})
