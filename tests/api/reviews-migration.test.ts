import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '@server/db/client'
import { migrateDatabase } from '@server/db/migrate'
import { products } from '@server/modules/catalog/tables'
import { productReviews } from '@server/modules/reviews/tables'
import { shops } from '@server/modules/shops/tables'
import { openDatabaseBefore } from './support/migrations-before'
import { DRIVERS } from './support/test-app'

/** The migration that keeps one review per customer and product. */
const MIGRATION_TAG = '0010_one_review_per_customer'

const [FLOODED, UNTOUCHED] = [7, 8]
const [ATTACKER, REGULAR] = [100001, 100002]
const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 10, minute))

/** Before the migration: one account wrote a product's review four times (two of them in the same instant). */
async function seedReviews(database: DatabaseHandle) {
  const { db } = database
  await db.insert(shops).values({ id: 390, name: 'ikom', path: 'ikom', canBuyMore: true, kind: 'internal', colour: '#000' })
  // In SQL: the users table object has columns later migrations add (name_from_address).
  await db.execute(sql`insert into users (id, firebase_uid) values (${ATTACKER}, 'attacker'), (${REGULAR}, 'regular')`)
  const product = (id: number, star: number, reviewsCount: number) => ({
    id,
    supplierId: 390,
    sku: `MIG-${id}`,
    name: `Product ${id}`,
    price: 1000,
    initialPrice: 1000,
    imageUrl: '',
    star,
    reviewsCount,
  })
  await db.insert(products).values([product(FLOODED, 2.2, 5), product(UNTOUCHED, 4, 1)])
  const review = (id: number, productId: number, userId: number, star: number, minute: number) => ({
    id,
    productId,
    userId,
    star,
    reviewerName: 'x',
    comment: `review ${id}`,
    createdAt: at(minute),
  })
  await db
    .insert(productReviews)
    .values([
      review(1, FLOODED, ATTACKER, 1, 1),
      review(2, FLOODED, ATTACKER, 1, 2),
      review(3, FLOODED, ATTACKER, 2, 3),
      review(4, FLOODED, ATTACKER, 1, 3),
      review(5, FLOODED, REGULAR, 5, 0),
      review(6, UNTOUCHED, ATTACKER, 4, 0),
    ])
}

for (const driver of DRIVERS) {
  describe(`migration ${MIGRATION_TAG} [${driver}]`, () => {
    let database: DatabaseHandle
    let drop = async () => {}

    beforeAll(async () => {
      const opened = await openDatabaseBefore(driver, MIGRATION_TAG)
      database = opened.handle
      drop = opened.drop
      await seedReviews(database)
      await migrateDatabase(database)
    })

    afterAll(() => drop())

    it('keeps each customer’s newest review of a product and counts the product’s rating again', async () => {
      const kept = await database.db
        .select({ id: productReviews.id, productId: productReviews.productId })
        .from(productReviews)
        .orderBy(asc(productReviews.id))
      expect(kept).toEqual([
        { id: 4, productId: FLOODED },
        { id: 5, productId: FLOODED },
        { id: 6, productId: UNTOUCHED },
      ])
      const rating = async (id: number) =>
        (await database.db.select({ star: products.star, count: products.reviewsCount }).from(products).where(eq(products.id, id)))[0]
      expect(await rating(FLOODED)).toEqual({ star: 3, count: 2 })
      expect(await rating(UNTOUCHED)).toEqual({ star: 4, count: 1 })
    })

    it('refuses a second review by the same customer from now on', async () => {
      const again = database.db
        .insert(productReviews)
        .values({ productId: UNTOUCHED, userId: ATTACKER, star: 1, reviewerName: 'x', comment: 'again' })
      await expect(again).rejects.toMatchObject({ cause: { code: '23505', constraint: 'product_reviews_one_per_customer' } })
    })
  })
}
