import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from '@server/modules/users/tables'

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    typeId: integer('type_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When staff marked it handled (null: open), and who (their e-mail or uid). */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: text('handled_by'),
  },
  (table) => [
    index('support_tickets_user_idx').on(table.userId, table.id),
    index('support_tickets_open_idx').on(table.handledAt, table.id),
  ],
)

/** Files attached to a ticket; the file lives on disk under the upload folder, named by `storageKey`. */
export const supportContents = pgTable(
  'support_contents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    supportId: integer('support_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('support_contents_support_idx').on(table.supportId)],
)
