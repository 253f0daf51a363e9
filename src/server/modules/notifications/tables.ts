import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from '@server/modules/users/tables'

/**
 * The notification centre: every event told to a customer (kind + the facts to word it), shown in
 * the header bell whether or not push reached them. `event_key`, when the emitter has one (a box
 * notification's id, a bid's id), makes a repeated emit of the same event a no-op.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    params: jsonb('params').notNull(),
    eventKey: text('event_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('notifications_user_event_key_unique').on(table.userId, table.eventKey),
    index('notifications_user_id_idx').on(table.userId, table.id),
    index('notifications_user_unread_idx').on(table.userId).where(sql`${table.readAt} is null`),
  ],
)

/** Per customer: the language the app last used (push is worded in it) and the kinds pushed no more. */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  language: text('language').notNull().default('vi'),
  mutedPushKinds: jsonb('muted_push_kinds').$type<string[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** One row per device (browser) that accepted push: its push service endpoint and encryption keys. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId, table.lastSeenAt)],
)

/**
 * One row per (notification, device): what happened to that push. The unique pair is why nothing is
 * sent twice: a sender first claims rows in state pending/retry, so a second run of the same job finds
 * nothing left to send.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    /** pending → sending → sent | retry | failed | expired (a gone device's row goes with its subscription). */
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatus: integer('last_status'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('push_deliveries_notification_subscription_unique').on(table.notificationId, table.subscriptionId)],
)

/** The VAPID key pair generated on first start when the configuration gives none (one row). */
export const pushVapidKeys = pgTable(
  'push_vapid_keys',
  {
    id: integer('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('push_vapid_keys_single_row', sql`${table.id} = 1`)],
)
