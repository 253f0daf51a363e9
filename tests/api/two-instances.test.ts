import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { IKOM_ID } from '@shared/shops/registry'
import { openDatabase, type DatabaseHandle } from '@server/db/client'
import type { App } from '@server/http/types'
import { markCatalogChanged, products } from '@server/modules/catalog'
import { untilListening } from './support/notifications'
import { buildTestApp, openSeededDatabase, signUp } from './support/test-app'

/**
 * Two API instances on one PostgreSQL database, each with its own catalogue response cache (as two
 * server processes have): a catalogue write through one reaches the other's cached reads within a
 * second. (On PGlite the database belongs to one process: there is no other instance to tell.)
 */

type Instance = { app: App; database: DatabaseHandle; close: () => Promise<void> }
type Product = { id: number; name: string; price: number; reviews_count: number; sale_status: string }

const VISIBLE_WITHIN_MS = 1000

async function openInstance(database: DatabaseHandle): Promise<Instance> {
  const built = await buildTestApp(database)
  return { app: built.app, database, close: built.close }
}

async function productOn(instance: Instance, id: number): Promise<Product> {
  return (await instance.app.inject({ url: `/api/products/${id}?include=reviewsCount` })).json().data
}

async function listedOn(instance: Instance, id: number): Promise<Product | undefined> {
  const list = await instance.app.inject({ url: `/api/products?filter[suppliers.id]=${IKOM_ID}&per_page=48&include=reviewsCount` })
  return (list.json().data as Product[]).find((product) => product.id === id)
}

describe('two API instances on one PostgreSQL database [postgres]', () => {
  let drop = async () => {}
  let first: Instance
  let second: Instance
  let product: Product

  beforeAll(async () => {
    const opened = await openSeededDatabase('postgres')
    drop = opened.drop
    first = await openInstance(opened.handle)
    const { connectionString } = opened.handle.connection as { connectionString: string }
    second = await openInstance(await openDatabase({ databaseUrl: connectionString }))
    const listed = (await first.app.inject({ url: `/api/products?filter[suppliers.id]=${IKOM_ID}&per_page=48` })).json().data as Product[]
    product = listed.find((candidate) => candidate.sale_status === 'on_sale')!
    // Each listens on a connection opened in the background; once it does, its caches hold from then on.
    await untilListening(first.database, second.database)
  })

  afterAll(async () => {
    for (const instance of [first, second]) {
      await instance?.close()
      await instance?.database.close()
    }
    await drop()
  })

  it('serves catalogue reads from its own cache: a change nobody announces stays unseen', async () => {
    const before = await productOn(second, product.id)
    await listedOn(second, product.id)
    await first.database.db.execute(sql`update products set name = name || ' (unannounced)' where id = ${product.id}`)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect((await productOn(second, product.id)).name).toBe(before.name)
    // Put back, and announced, so the next tests start from the truth.
    await first.database.db.execute(sql`update products set name = ${before.name} where id = ${product.id}`)
    markCatalogChanged(first.database.db)
  })

  it("shows a review written through the other instance within a second, on the product's page and in lists", async () => {
    const before = await productOn(second, product.id)
    expect((await listedOn(second, product.id))?.reviews_count).toBe(before.reviews_count)
    const { token } = await signUp()
    const review = await first.app.inject({
      method: 'POST',
      url: '/api/product-reviews',
      headers: { authorization: `Bearer ${token}` },
      payload: { product_id: product.id, star: 5, comment: 'Hàng chuẩn, giao nhanh' },
    })
    expect(review.statusCode).toBe(201)
    await vi.waitFor(
      async () => {
        expect((await productOn(second, product.id)).reviews_count).toBe(before.reviews_count + 1)
        expect((await listedOn(second, product.id))?.reviews_count).toBe(before.reviews_count + 1)
      },
      { timeout: VISIBLE_WITHIN_MS, interval: 20 },
    )
  })

  it('shows a price change made through the other instance within a second', async () => {
    const before = await productOn(second, product.id)
    expect((await listedOn(second, product.id))?.price).toBe(before.price)
    // What a staff price change does: write, then announce the catalogue change.
    const newPrice = before.price + 1000
    await first.database.db.update(products).set({ price: newPrice }).where(eq(products.id, product.id))
    markCatalogChanged(first.database.db)
    await vi.waitFor(
      async () => {
        expect((await productOn(second, product.id)).price).toBe(newPrice)
        expect((await listedOn(second, product.id))?.price).toBe(newPrice)
      },
      { timeout: VISIBLE_WITHIN_MS, interval: 20 },
    )
  })
})
