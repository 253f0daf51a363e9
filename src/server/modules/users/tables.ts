import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { foldedSql } from '@server/db/fold'

/** Customers: our numeric id mapped from the identity provider's uid. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100001 }),
    firebaseUid: text('firebase_uid').notNull().unique(),
    name: text('name'),
    tel: text('tel'),
    email: text('email'),
    /**
     * The name was taken from a delivery address at checkout (users/service.ts fillProfileFromAddress),
     * not given by the customer: staff see it, nothing public shows it (a review signs with the masked e-mail).
     */
    nameFromAddress: boolean('name_from_address').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The staff search: name, phone and e-mail, accent- and case-insensitive, matched anywhere (modules/customers).
  (table) => [
    index('users_name_tel_email_folded_trgm_idx').using('gin', sql`${foldedSql(table.name, table.tel, table.email)} gin_trgm_ops`),
  ],
)
