import { type AnyPgColumn, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { orders } from '@server/modules/orders/tables'
import { users } from '@server/modules/users/tables'

/**
 * A customer's support request. Its fields are data (name, contact, an order of theirs, the message);
 * a request made before that (type_id, title and a labelled `description`) keeps its text in `message`.
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Legacy: the fixed type and title of the one-way form (null for new requests). */
    typeId: integer('type_id'),
    title: text('title'),
    /** Legacy: the labelled text of the one-way form (copied to `message` by migration 0026). */
    description: text('description'),
    name: text('name'),
    contact: text('contact'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    message: text('message').notNull().default(''),
    /** open | answered | closed (SUPPORT_STATUSES). */
    status: text('status').notNull().default('open'),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it was closed (null: not closed), and who (a staff e-mail or uid, or "customer"). */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: text('handled_by'),
  },
  (table) => [
    index('support_tickets_user_idx').on(table.userId, table.id),
    index('support_tickets_open_idx').on(table.handledAt, table.id),
    index('support_tickets_status_idx').on(table.status, table.lastActivityAt),
  ],
)

/** The thread after a request: the customer's and staff's messages, oldest first. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    supportId: integer('support_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    /** customer | staff (SUPPORT_AUTHORS). */
    author: text('author').notNull(),
    /** The staff member who wrote it (e-mail or uid), never shown to the customer. */
    staffBy: text('staff_by'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('support_messages_support_idx').on(table.supportId, table.id)],
)

/** Files attached to a ticket (or to one message of its thread); the file lives on disk under the upload folder, named by `storageKey`. */
export const supportContents = pgTable(
  'support_contents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    supportId: integer('support_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    messageId: integer('message_id').references((): AnyPgColumn => supportMessages.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('support_contents_support_idx').on(table.supportId)],
)
