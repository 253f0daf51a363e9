import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from '@server/modules/users/tables'

/**
 * Items bought by link: a market item the mirror does not know, as the customer described it.
 * `ref` (link-<code>) is what its cart and order lines carry; `confirmedPrice` is staff's.
 */
export const linkItems = pgTable(
  'link_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    ref: text('ref').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').notNull(),
    itemId: text('item_id').notNull(),
    url: text('url').notNull(),
    name: text('name').notNull(),
    price: integer('price').notNull(),
    note: text('note').notNull().default(''),
    confirmedPrice: integer('confirmed_price'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: text('confirmed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('link_items_customer_idx').on(table.customerId, table.id),
    index('link_items_to_confirm_idx').on(table.confirmedAt, table.id),
  ],
)
