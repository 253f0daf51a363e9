import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Contact details shown on the Contact us page, one row per organisation scope. */
export const siteConfig = pgTable('site_config', {
  organization: text('organization').primaryKey(),
  phoneNumber: text('phone_number').notNull(),
  hotline: text('hotline').notNull(),
  email: text('email').notNull(),
  addressLines: text('address_lines').array().notNull(),
  facebookUrl: text('facebook_url').notNull(),
  zaloUrl: text('zalo_url').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
