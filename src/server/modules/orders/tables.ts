import { integer, pgTable, text } from 'drizzle-orm/pg-core'

/** Order statuses of spec §4; the badge colour is a client rule in src/shared. */
export const orderStatuses = pgTable('order_statuses', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
})
