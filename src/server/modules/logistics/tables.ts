import { pgTable, text } from 'drizzle-orm/pg-core'

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
