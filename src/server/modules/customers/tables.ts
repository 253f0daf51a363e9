import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from '@server/modules/users/tables'

/**
 * Internal notes staff write about a customer (the console's customer page): plain text, capped
 * (customerNoteBodySchema), who wrote it and when. Never shown to the customer; written through an
 * audited write.
 */
export const customerNotes = pgTable(
  'customer_notes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** The staff member who wrote it (their e-mail, else their uid), as the audit log names them. */
    author: text('author').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('customer_notes_customer_idx').on(table.customerId, table.createdAt)],
)
