import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core'

/** Shop registry: markets 1–11, internal shops ikom (390), awond (458), the Ecoring auction house (12). */
export const shops = pgTable('shops', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  path: text('path').notNull().unique(),
  canBuyMore: boolean('can_buy_more').notNull(),
  kind: text('kind', { enum: ['market', 'internal', 'auction-house'] }).notNull(),
  isAuction: boolean('is_auction').notNull().default(false),
  colour: text('colour').notNull(),
  position: integer('position').notNull().default(0),
})
