import { integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core'
import { users } from '@server/modules/users/tables'

/**
 * Cart lines: one row per customer and product, holding an absolute quantity (so a replayed
 * write changes nothing). No foreign key to products: a line whose product left the catalogue
 * stays visible as 'Product not found' until the customer removes it.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    /** The product's shop when the line was written: a vanished product still shows in its group. */
    shopId: integer('shop_id').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.productId] })],
)
