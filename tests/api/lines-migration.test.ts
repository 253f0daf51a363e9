import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '@server/db/client'
import { migrateDatabase } from '@server/db/migrate'
import type { App } from '@server/http/types'
import { lineAnswers } from './support/line-answers'
import { openDatabaseBefore } from './support/migrations-before'
import { PREVIOUS_CUSTOMER_ID, seedPreviousLines } from './support/previous-lines-seed'
import { buildTestApp, DRIVERS, signUp } from './support/test-app'

type CartLine = { shop_id: number; item_ref: string; quantity: number }

/** The migration that re-keys cart and order lines by (shop, item reference). */
const MIGRATION_TAG = '0009_lines_by_item_ref'

/**
 * The API's answers on the seeded rows before the migration, captured with the previous release
 * (commit aa47894: the same seed and reads, on PGlite and PostgreSQL, which answered alike) with
 * the customer's e-mail written as customer@example.com.
 */
const previousAnswers = JSON.parse(readFileSync(join(__dirname, 'support/previous-lines-answers.json'), 'utf8')) as Record<string, unknown>

/** `after` reduced to the fields `before` has (new fields are checked on their own), arrays kept whole. */
function onlyFieldsOf(before: unknown, after: unknown): unknown {
  if (Array.isArray(before) && Array.isArray(after)) return after.map((entry, index) => onlyFieldsOf(before[index], entry))
  if (before && after && typeof before === 'object' && typeof after === 'object') {
    const fields = after as Record<string, unknown>
    return Object.fromEntries(Object.keys(before).map((key) => [key, onlyFieldsOf((before as Record<string, unknown>)[key], fields[key])]))
  }
  return after
}

for (const driver of DRIVERS) {
  describe(`migration ${MIGRATION_TAG}: existing cart and order lines carried over [${driver}]`, () => {
    let database: DatabaseHandle
    let drop = async () => {}
    let app: App
    let closeApp = async () => {}
    let headers: Record<string, string>
    let email: string

    beforeAll(async () => {
      const opened = await openDatabaseBefore(driver, MIGRATION_TAG)
      database = opened.handle
      drop = opened.drop
      const built = await buildTestApp(database)
      app = built.app
      closeApp = built.close
      const who = await signUp()
      email = who.email
      headers = { authorization: `Bearer ${who.token}` }
      await seedPreviousLines(database.db, who)
      await migrateDatabase(database)
    })

    afterAll(async () => {
      await closeApp()
      await drop()
    })

    const answers = async () =>
      JSON.parse(JSON.stringify(await lineAnswers(app, PREVIOUS_CUSTOMER_ID, headers)).replaceAll(email, 'customer@example.com'))

    it('answers the cart, the orders, their detail, items, totals and notifications as before', async () => {
      const after = await answers()
      expect(Object.keys(after)).toEqual(Object.keys(previousAnswers))
      for (const [name, before] of Object.entries(previousAnswers)) expect(onlyFieldsOf(before, after[name]), name).toEqual(before)
    })

    it('names every carried line by its shop and its product id as reference', async () => {
      const after = await answers()
      const cartLines = (
        after.cart.data as { products: { shop_id: number; item_ref: string; product_id: number; found: boolean }[] }[]
      ).flatMap((group) => group.products)
      expect(cartLines.map((line) => [line.shop_id, line.item_ref, line.found])).toEqual([
        [390, '7', true],
        [390, '12', true],
        [390, '8', true],
        [390, '99', false],
        [458, '30', true],
        [458, '31', true],
      ])
      const items = [...after['order 1001 items'].data, ...after['order 1002 items'].data] as {
        shop_id: number
        item_ref: string
        product: { url: string }
      }[]
      expect(items.map((item) => [item.shop_id, item.item_ref, item.product.url])).toEqual([
        [390, '7', '/products/ikom/7'],
        [390, '12', '/products/ikom/12'],
        [458, '97', '/products/awond/97'],
        [458, '30', '/products/awond/30'],
      ])
    })

    it('filled each cart line’s snapshot from the catalogue: a product leaving it later still shows as seen', async () => {
      await database.db.execute(sql`delete from products where id = 12`)
      const after = await answers()
      const gone = after.cart.data[0].products.find((line: { item_ref: string }) => line.item_ref === '12')
      expect(gone).toMatchObject({
        id: null,
        product_id: 12,
        found: false,
        name: 'Bánh Tokyo Banana',
        image_url: '/media/products/MIG-12-1.svg',
        price: 0,
        sale_status: '',
      })
    })

    it('keeps carried lines writable by the old product_id and by (shop_id, item_ref), as one line each', async () => {
      const put = (payload: object) => app.inject({ method: 'PUT', url: `/catalog/cart/${PREVIOUS_CUSTOMER_ID}`, headers, payload })
      const quantities = async (response: Promise<{ json: () => { data: { products: CartLine[] }[] } }>) =>
        (await response)
          .json()
          .data.flatMap((group) => group.products)
          .map((line) => [line.shop_id, line.item_ref, line.quantity])
      expect(await quantities(put({ product_id: 7, quantity: 4 }))).toContainEqual([390, '7', 4])
      expect(await quantities(put({ shop_id: 458, item_ref: '30', quantity: 2 }))).toContainEqual([458, '30', 2])
      // ikom does not sell awond's product 30: that line is not ikom's.
      expect((await put({ shop_id: 390, item_ref: '30', quantity: 1 })).json().code).toBe('cartProductNotFound')
      const lines = await quantities(app.inject({ url: `/catalog/cart/${PREVIOUS_CUSTOMER_ID}`, headers }))
      expect(lines.filter(([, ref]) => ref === '7' || ref === '30')).toEqual([
        [390, '7', 4],
        [458, '30', 2],
      ])
    })
  })
}
