import { index, pgTable, text } from 'drizzle-orm/pg-core'

/** Vietnam's administrative units; ids are the official GSO codes. */
export const provinces = pgTable('provinces', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  type: text('type').notNull(),
  countryId: text('country_id').notNull().default('vn'),
})

export const districts = pgTable(
  'districts',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    provinceId: text('province_id')
      .notNull()
      .references(() => provinces.id),
  },
  (table) => [index('districts_province_idx').on(table.provinceId)],
)

export const wards = pgTable(
  'wards',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    districtId: text('district_id')
      .notNull()
      .references(() => districts.id),
  },
  (table) => [index('wards_district_idx').on(table.districtId)],
)
