import { date, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/** Exchange rates set by staff, one per currency pair and day. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    fromCurrency: text('from_currency').notNull(),
    toCurrency: text('to_currency').notNull(),
    effectiveOn: date('effective_on').notNull(),
    rate: numeric('rate', { precision: 14, scale: 6, mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.fromCurrency, table.toCurrency, table.effectiveOn] })],
)
