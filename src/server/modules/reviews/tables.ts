import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { products } from '@server/modules/catalog/tables'
import { users } from '@server/modules/users/tables'

/**
 * Customers' reviews of own-shop products, one per customer and product (writing again edits it);
 * the comment is plain text, stored as written.
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The name shown with the review, taken when it was written (no read of the users table later). */
    reviewerName: text('reviewer_name').notNull(),
    star: smallint('star').notNull(),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('product_reviews_product_idx').on(table.productId, table.createdAt, table.id),
    uniqueIndex('product_reviews_one_per_customer').on(table.productId, table.userId),
    check('product_reviews_star_range', sql`${table.star} between 1 and 5`),
  ],
)
