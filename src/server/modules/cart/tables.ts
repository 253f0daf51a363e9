import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { lineSnapshotColumns } from '@server/modules/purchasing/tables'
import { users } from '@server/modules/users/tables'

/**
 * Cart lines: one row per customer and item of a shop, (shop_id, item_ref) — the item's reference
 * at its shop as text — holding an absolute quantity (so a replayed write changes nothing). Beside
 * the reference, a snapshot of what the customer saw when the line was last written: a line whose
 * item its source no longer knows stays visible ('Product not found') until the customer removes it.
 * No foreign key to products: items of every source live here.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').notNull(),
    itemRef: text('item_ref').notNull(),
    quantity: integer('quantity').notNull(),
    ...lineSnapshotColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.shopId, table.itemRef] })],
)
