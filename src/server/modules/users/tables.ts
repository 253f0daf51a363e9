import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Customers: our numeric id mapped from the identity provider's uid. */
export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100001 }),
  firebaseUid: text('firebase_uid').notNull().unique(),
  name: text('name'),
  tel: text('tel'),
  email: text('email'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
