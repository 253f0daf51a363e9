import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { foldedSql } from '@server/db/fold'
import { wards } from '@server/modules/geo/tables'
import { users } from '@server/modules/users/tables'

/** Customers' delivery addresses; at most one default per customer (partial unique index). */
export const addresses = pgTable(
  'addresses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    consignee: text('consignee').notNull(),
    tel: text('tel').notNull(),
    wardId: text('ward_id')
      .notNull()
      .references(() => wards.id),
    addressDetail: text('address_detail').notNull(),
    note: text('note').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('addresses_user_idx').on(table.userId, table.id),
    uniqueIndex('addresses_one_default_per_user').on(table.userId).where(sql`${table.isDefault}`),
    // The staff search: a customer without a profile name or phone is found by their default address's.
    index('addresses_consignee_tel_folded_trgm_idx').using('gin', sql`${foldedSql(table.consignee, table.tel)} gin_trgm_ops`),
  ],
)
