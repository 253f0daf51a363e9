import { date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Shipment methods: air and sea. */
export const shipmentMethods = pgTable('shipment_methods', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
})

/** Warehouses and hubs goods pass through (box notifications name them). */
export const areas = pgTable('areas', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  country: text('country').notNull(),
})

/**
 * Freight tariffs (issue 28): per shipment method and Vietnamese warehouse, a price per kg and per m³
 * (whole đ), in force from a day. Rows are only ever added: the row in force on a day is the latest
 * effective on or before it (the highest id among rows of the same day). Staff writes are audited.
 */
export const freightTariffs = pgTable(
  'freight_tariffs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
    shipmentMethodId: text('shipment_method_id')
      .notNull()
      .references(() => shipmentMethods.id),
    areaId: text('area_id')
      .notNull()
      .references(() => areas.id),
    pricePerKg: integer('price_per_kg').notNull(),
    pricePerM3: integer('price_per_m3').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    /** Who added it (null: reference data). */
    createdBy: jsonb('created_by').$type<{ uid: string; email: string | null }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('freight_tariffs_lookup_idx').on(table.shipmentMethodId, table.areaId, table.effectiveFrom, table.id)],
)
